import Router from '@koa/router';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  authenticatorSetupSchema,
  passkeyAuthenticationSchema,
  passkeyCreationOptionsSchema,
  passkeyRegistrationSchema,
  passkeyRequestOptionsSchema,
  recoveryCodeSchema,
  staffEnrolledSchema,
  staffPendingSignInSchema,
  staffSessionSchema,
  totpCodeSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { pendingOf } from './auth.middleware';
import type { AuthService } from './auth.service';
import type { SecondFactorService } from './second-factor.service';
import { setSession, type StaffCookies } from './session.routes';

const signedInSchema = staffSessionSchema.extend({ status: staffEnrolledSchema.shape.status });
const tags = ['Second factor'];

/**
 * Reached only with the pending sign-in a right password opened (requirePendingSignIn, mounted above these): use a
 * passkey, a code from an authenticator app or a recovery code, or set up the first factor. Each success answers the
 * session and swaps the pending cookie for the session's.
 */
export function secondFactorRoutes(
  auth: AuthService,
  secondFactor: SecondFactorService,
  cookies: StaffCookies,
  limits: RateLimits,
  perMinute: number,
): Router {
  const router = new Router({ prefix: '/api/admin/second-factor' });
  // A flood guard per client address, beside the per-account wait on wrong factors.
  const limit = limits.middleware({
    name: 'staff-second-factor',
    limit: perMinute,
    windowMs: 60_000,
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
  });

  router.get(
    '/',
    documented({
      tags,
      summary: 'The pending sign-in: who, what to do (verify or enrol), with which factors, until when',
      responses: { 200: staffPendingSignInSchema },
    }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await auth.pendingAnswer(pendingOf(ctx.state));
    },
  );

  router.delete(
    '/',
    documented({ tags, summary: 'Abandon the pending sign-in (back to the password)', responses: { 204: null } }),
    async (ctx) => {
      await secondFactor.cancel(pendingOf(ctx.state));
      cookies.pending.clear(ctx);
      ctx.status = 204;
    },
  );

  router.post(
    '/passkey/options',
    documented({
      tags,
      summary: "A challenge for one of the person's passkeys (navigator.credentials.get options), kept 5 minutes",
      responses: { 200: passkeyRequestOptionsSchema },
      errors: [409],
    }),
    limit,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await secondFactor.passkeyOptions(pendingOf(ctx.state));
    },
  );

  const passkeySchemas = { body: passkeyAuthenticationSchema };
  router.post(
    '/passkey',
    documented({
      tags,
      summary: "Sign in with a passkey: the browser's signed answer to the challenge",
      responses: { 200: signedInSchema },
      errors: [409, 429],
    }),
    limit,
    validate(passkeySchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, passkeySchemas);
      const signedIn = await secondFactor.verifyPasskey(
        pendingOf(ctx.state),
        body.response as AuthenticationResponseJSON,
      );
      setSession(ctx, cookies, signedIn);
      ctx.body = { status: 'signed-in', ...signedIn.session };
    },
  );

  const codeSchemas = { body: totpCodeSchema };
  router.post(
    '/totp',
    documented({
      tags,
      summary: 'Sign in with a code from the authenticator app (each code once)',
      responses: { 200: signedInSchema },
      errors: [409, 429],
    }),
    limit,
    validate(codeSchemas),
    async (ctx) => {
      const signedIn = await secondFactor.verifyCode(pendingOf(ctx.state), inputOf(ctx, codeSchemas).body.code);
      setSession(ctx, cookies, signedIn);
      ctx.body = { status: 'signed-in', ...signedIn.session };
    },
  );

  const recoverySchemas = { body: recoveryCodeSchema };
  router.post(
    '/recovery-code',
    documented({
      tags,
      summary: 'Sign in with one of the recovery codes (each code once)',
      responses: { 200: signedInSchema },
      errors: [409, 429],
    }),
    limit,
    validate(recoverySchemas),
    async (ctx) => {
      const signedIn = await secondFactor.verifyRecoveryCode(
        pendingOf(ctx.state),
        inputOf(ctx, recoverySchemas).body.code,
      );
      setSession(ctx, cookies, signedIn);
      ctx.body = { status: 'signed-in', ...signedIn.session };
    },
  );

  router.post(
    '/enrolment/passkey/options',
    documented({
      tags,
      summary: 'Set up a first passkey: the options for navigator.credentials.create, kept 5 minutes',
      responses: { 200: passkeyCreationOptionsSchema },
      errors: [409],
    }),
    limit,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await secondFactor.enrolPasskeyOptions(pendingOf(ctx.state));
    },
  );

  const registrationSchemas = { body: passkeyRegistrationSchema };
  router.post(
    '/enrolment/passkey',
    documented({
      tags,
      summary: 'Finish setting up the first passkey: signs in and answers ten recovery codes, shown this once',
      responses: { 200: staffEnrolledSchema },
      errors: [409, 422],
    }),
    limit,
    validate(registrationSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, registrationSchemas);
      const enrolled = await secondFactor.enrolPasskey(
        pendingOf(ctx.state),
        body.name,
        body.response as RegistrationResponseJSON,
      );
      setSession(ctx, cookies, enrolled);
      ctx.body = { status: 'signed-in', ...enrolled.session, recoveryCodes: enrolled.recoveryCodes };
    },
  );

  router.post(
    '/enrolment/authenticator',
    documented({
      tags,
      summary: 'Set up an authenticator app: a new key, as a QR code and as text (again replaces it)',
      responses: { 200: authenticatorSetupSchema },
      errors: [409],
    }),
    limit,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await secondFactor.startAuthenticator(pendingOf(ctx.state));
    },
  );

  router.post(
    '/enrolment/authenticator/confirm',
    documented({
      tags,
      summary:
        'Finish setting up the app with one of its codes: signs in and answers ten recovery codes, shown this once',
      responses: { 200: staffEnrolledSchema },
      errors: [409],
    }),
    limit,
    validate(codeSchemas),
    async (ctx) => {
      const enrolled = await secondFactor.enrolAuthenticator(pendingOf(ctx.state), inputOf(ctx, codeSchemas).body.code);
      setSession(ctx, cookies, enrolled);
      ctx.body = { status: 'signed-in', ...enrolled.session, recoveryCodes: enrolled.recoveryCodes };
    },
  );

  return router;
}
