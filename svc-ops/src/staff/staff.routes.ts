import Router from '@koa/router';
import { staffIdParamsSchema, staffInviteSchema, staffUpdateSchema } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import { actorOf, can } from '../auth/auth.middleware';
import type { StaffService } from './staff.service';

/** Staff accounts: admins only (staff.manage); the guard has checked the session before. */
export function staffRoutes(staff: StaffService): Router {
  const router = new Router({ prefix: '/api/admin/staff' });
  const manage = can('staff.manage');

  router.get('/', manage, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await staff.list();
  });

  const inviteSchemas = { body: staffInviteSchema };
  router.post('/', manage, validate(inviteSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await staff.invite(inputOf(ctx, inviteSchemas).body, actorOf(ctx.state));
  });

  const updateSchemas = { params: staffIdParamsSchema, body: staffUpdateSchema };
  router.patch('/:id', manage, validate(updateSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, updateSchemas);
    ctx.body = await staff.update(params.id, body, actorOf(ctx.state));
  });

  const resetSchemas = { params: staffIdParamsSchema };
  router.post('/:id/reset-password', manage, validate(resetSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await staff.resetPassword(inputOf(ctx, resetSchemas).params.id, actorOf(ctx.state));
  });

  return router;
}
