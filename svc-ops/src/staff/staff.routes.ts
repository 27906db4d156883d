import Router from '@koa/router';
import type { Middleware } from 'koa';
import { staffIdParamsSchema, staffInviteSchema, staffUpdateSchema } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import type { CurrentStaff } from '../auth/auth.service';
import { opsErrors } from '../errors';
import type { StaffService } from './staff.service';

/** Only admins manage staff; agents get 403 (the session itself is checked before routing). */
const adminsOnly: Middleware = async (ctx, next) => {
  const staff = ctx.state.staff as CurrentStaff | undefined;
  if (staff?.user.role !== 'admin') throw opsErrors.create('FORBIDDEN', 'Only admins can manage staff accounts');
  await next();
};

export function staffRoutes(staff: StaffService): Router {
  const router = new Router({ prefix: '/api/admin/staff' });
  router.use(adminsOnly);

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await staff.list();
  });

  const inviteSchemas = { body: staffInviteSchema };
  router.post('/', validate(inviteSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await staff.invite(inputOf(ctx, inviteSchemas).body);
  });

  const updateSchemas = { params: staffIdParamsSchema, body: staffUpdateSchema };
  router.patch('/:id', validate(updateSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, updateSchemas);
    ctx.body = await staff.update(params.id, body, (ctx.state.staff as CurrentStaff).user.id);
  });

  const resetSchemas = { params: staffIdParamsSchema };
  router.post('/:id/reset-password', validate(resetSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await staff.resetPassword(inputOf(ctx, resetSchemas).params.id);
  });

  return router;
}
