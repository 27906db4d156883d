import Router from '@koa/router';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  authenticatorSetupSchema,
  passkeyCreationOptionsSchema,
  passkeyIdParamsSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  recoveryCodesSchema,
  sessionIdParamsSchema,
  sessionsEndedSchema,
  staffSecuritySchema,
  staffSessionListSchema,
  totpCodeSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { can, staffOf } from './auth.middleware';
import type { SecurityService } from './security.service';

const tags = ['Security'];

/**
 * The signed-in person's own passkeys, authenticator app, recovery codes and sessions (the Security page). Adding or
 * removing a factor ends the person's other sessions.
 */
export function securityRoutes(security: SecurityService): Router {
  const router = new Router({ prefix: '/api/admin/security' });
  const own = can('account.security');

  router.get(
    '/',
    documented({
      tags,
      summary: 'Your passkeys, authenticator app and recovery codes left',
      responses: { 200: staffSecuritySchema },
    }),
    own,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await security.summary(staffOf(ctx.state));
    },
  );

  router.post(
    '/passkeys/options',
    documented({
      tags,
      summary: 'Add a passkey: the options for navigator.credentials.create, kept 5 minutes',
      responses: { 200: passkeyCreationOptionsSchema },
    }),
    own,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await security.passkeyOptions(staffOf(ctx.state));
    },
  );

  const addSchemas = { body: passkeyRegistrationSchema };
  router.post(
    '/passkeys',
    documented({
      tags,
      summary: 'Add a passkey with a name (ends your other sessions)',
      responses: { 201: staffSecuritySchema },
      errors: [409, 422],
    }),
    own,
    validate(addSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, addSchemas);
      ctx.status = 201;
      ctx.body = await security.addPasskey(staffOf(ctx.state), body.name, body.response as RegistrationResponseJSON);
    },
  );

  const renameSchemas = { params: passkeyIdParamsSchema, body: passkeyRenameSchema };
  router.patch(
    '/passkeys/:id',
    documented({
      tags,
      summary: 'Rename one of your passkeys',
      responses: { 200: staffSecuritySchema },
      errors: [404],
    }),
    own,
    validate(renameSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, renameSchemas);
      ctx.body = await security.renamePasskey(staffOf(ctx.state), params.id, body.name);
    },
  );

  const removeSchemas = { params: passkeyIdParamsSchema };
  router.delete(
    '/passkeys/:id',
    documented({
      tags,
      summary: 'Remove one of your passkeys (ends your other sessions; the last factor stays where one is required)',
      responses: { 200: staffSecuritySchema },
      errors: [404, 409],
    }),
    own,
    validate(removeSchemas),
    async (ctx) => {
      ctx.body = await security.removePasskey(staffOf(ctx.state), inputOf(ctx, removeSchemas).params.id);
    },
  );

  router.post(
    '/authenticator',
    documented({
      tags,
      summary: 'Set up (or replace) your authenticator app: a new key as a QR code and as text, confirmed by a code',
      responses: { 200: authenticatorSetupSchema },
    }),
    own,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await security.startAuthenticator(staffOf(ctx.state));
    },
  );

  const confirmSchemas = { body: totpCodeSchema };
  router.post(
    '/authenticator/confirm',
    documented({
      tags,
      summary: 'Confirm the app with one of its codes (replaces the one before; ends your other sessions)',
      responses: { 200: staffSecuritySchema },
      errors: [409, 422],
    }),
    own,
    validate(confirmSchemas),
    async (ctx) => {
      ctx.body = await security.confirmAuthenticator(staffOf(ctx.state), inputOf(ctx, confirmSchemas).body.code);
    },
  );

  router.delete(
    '/authenticator',
    documented({
      tags,
      summary: 'Remove your authenticator app (ends your other sessions; the last factor stays where one is required)',
      responses: { 200: staffSecuritySchema },
      errors: [404, 409],
    }),
    own,
    async (ctx) => {
      ctx.body = await security.removeAuthenticator(staffOf(ctx.state));
    },
  );

  router.post(
    '/recovery-codes',
    documented({
      tags,
      summary: 'Ten new recovery codes, shown this once; the old ones stop working (ends your other sessions)',
      responses: { 200: recoveryCodesSchema },
    }),
    own,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { recoveryCodes: await security.renewRecoveryCodes(staffOf(ctx.state)) };
    },
  );

  router.get(
    '/sessions',
    documented({
      tags,
      summary: 'Where you are signed in: device, network, how and when, this one marked',
      responses: { 200: staffSessionListSchema },
    }),
    own,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await security.sessions(staffOf(ctx.state));
    },
  );

  router.delete(
    '/sessions',
    documented({ tags, summary: 'End all your other sessions', responses: { 200: sessionsEndedSchema } }),
    own,
    async (ctx) => {
      ctx.body = { ended: await security.endOtherSessions(staffOf(ctx.state)) };
    },
  );

  const sessionSchemas = { params: sessionIdParamsSchema };
  router.delete(
    '/sessions/:id',
    documented({
      tags,
      summary: 'End one of your other sessions (this one ends by signing out)',
      responses: { 204: null },
      errors: [404, 409],
    }),
    own,
    validate(sessionSchemas),
    async (ctx) => {
      await security.endSession(staffOf(ctx.state), inputOf(ctx, sessionSchemas).params.id);
      ctx.status = 204;
    },
  );

  return router;
}
