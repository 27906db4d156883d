import Router from '@koa/router';
import {
  sessionsEndedSchema,
  staffSessionListSchema,
  staffSessionParamsSchema,
  staffCredentialsSchema,
  staffIdParamsSchema,
  staffInviteSchema,
  staffMemberListSchema,
  staffMemberSchema,
  staffUpdateSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can, staffOf } from './auth.middleware';
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
      summary:
        "Change a colleague's name or role, or disable the account (a role change or a disable ends their sessions; a new name shows on every case they own)",
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

  const idSchemas = { params: staffIdParamsSchema };
  router.post(
    '/:id/reset-second-factor',
    documented({
      tags: ['Staff accounts'],
      summary:
        "Reset a colleague's second factor: every passkey, app and recovery code goes, their sessions end, and they set one up at their next sign-in (audited)",
      responses: { 200: staffMemberSchema },
      errors: [404],
    }),
    manage,
    validate(idSchemas),
    async (ctx) => {
      ctx.body = await staff.resetSecondFactor(inputOf(ctx, idSchemas).params.id, actorOf(ctx.state));
    },
  );

  router.get(
    '/:id/sessions',
    documented({
      tags: ['Staff accounts'],
      summary: 'Where a colleague is signed in: device, network, how and when',
      responses: { 200: staffSessionListSchema },
      errors: [404],
    }),
    manage,
    validate(idSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await staff.sessionsOf(inputOf(ctx, idSchemas).params.id, staffOf(ctx.state));
    },
  );

  router.delete(
    '/:id/sessions',
    documented({
      tags: ['Staff accounts'],
      summary: 'End every session of a colleague (never your own current one; audited)',
      responses: { 200: sessionsEndedSchema },
      errors: [404],
    }),
    manage,
    validate(idSchemas),
    async (ctx) => {
      ctx.body = { ended: await staff.endSessionsOf(inputOf(ctx, idSchemas).params.id, undefined, staffOf(ctx.state)) };
    },
  );

  const sessionSchemas = { params: staffSessionParamsSchema };
  router.delete(
    '/:id/sessions/:sessionId',
    documented({
      tags: ['Staff accounts'],
      summary: 'End one session of a colleague (audited)',
      responses: { 204: null },
      errors: [404, 409],
    }),
    manage,
    validate(sessionSchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, sessionSchemas);
      await staff.endSessionsOf(params.id, params.sessionId, staffOf(ctx.state));
      ctx.status = 204;
    },
  );

  return router;
}
