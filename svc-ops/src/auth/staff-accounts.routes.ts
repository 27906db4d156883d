import Router from '@koa/router';
import {
  staffCredentialsSchema,
  staffIdParamsSchema,
  staffInviteSchema,
  staffMemberListSchema,
  staffMemberSchema,
  staffUpdateSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from './auth.middleware';
import type { StaffService } from './staff-accounts.service';

export function staffRoutes(staff: StaffService): Router {
  const router = new Router({ prefix: '/api/admin/staff' });
  const manage = can('staff.manage');

  router.get(
    '/',
    documented({ tags: ['Staff accounts'], summary: 'Every staff account', responses: { 200: staffMemberListSchema } }),
    manage,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await staff.list();
    },
  );

  const inviteSchemas = { body: staffInviteSchema };
  router.post(
    '/',
    documented({
      tags: ['Staff accounts'],
      summary: 'Invite a colleague: the answer carries a one-time temporary password',
      responses: { 201: staffCredentialsSchema },
      errors: [409],
    }),
    manage,
    validate(inviteSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = await staff.invite(inputOf(ctx, inviteSchemas).body, actorOf(ctx.state));
    },
  );

  const updateSchemas = { params: staffIdParamsSchema, body: staffUpdateSchema };
  router.patch(
    '/:id',
    documented({
      tags: ['Staff accounts'],
      summary: "Change a colleague's role or disable the account (ends their sessions)",
      responses: { 200: staffMemberSchema },
      errors: [404, 409],
    }),
    manage,
    validate(updateSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, updateSchemas);
      ctx.body = await staff.update(params.id, body, actorOf(ctx.state));
    },
  );

  const resetSchemas = { params: staffIdParamsSchema };
  router.post(
    '/:id/reset-password',
    documented({
      tags: ['Staff accounts'],
      summary: 'Reset a password: a new temporary one, to be replaced at the next sign-in',
      responses: { 200: staffCredentialsSchema },
      errors: [404],
    }),
    manage,
    validate(resetSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await staff.resetPassword(inputOf(ctx, resetSchemas).params.id, actorOf(ctx.state));
    },
  );

  return router;
}
