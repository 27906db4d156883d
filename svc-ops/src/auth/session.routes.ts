import Router from '@koa/router';
import { staffLoginSchema, staffPasswordChangeSchema, staffSessionSchema } from '@vip/contracts/schemas';
import { inputOf, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { opsErrors } from '../errors';
import { staffOf } from './auth.middleware';
import { csrfMatches, sessionOf, type AuthService } from './auth.service';
import type { SessionCookie } from './session-cookie';

const loginSchemas = { body: staffLoginSchema };

/** Sign-out always clears the cookie, so a second click never fails. */
export function signInRoutes(auth: AuthService, cookie: SessionCookie, limits: RateLimits, perMinute: number): Router {
  const router = new Router({ prefix: '/api/admin/session' });
  router.post(
    '/',
    documented({
      tags: ['Session'],
      summary: 'Sign in: sets the session cookie and answers the session with its CSRF token',
      responses: { 200: staffSessionSchema },
      errors: [401, 503],
    }),
    limits.middleware({
      name: 'staff-sign-in',
      limit: perMinute,
      windowMs: 60_000,
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
    }),
    validate(loginSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, loginSchemas);
      const signedIn = await auth.login(body.email, body.password, ctx.ip);
      cookie.set(ctx, signedIn.token, signedIn.lifetimeSeconds);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = signedIn.session;
    },
  );
  router.delete(
    '/',
    documented({
      tags: ['Session'],
      summary:
        'Sign out: ends the session (with its CSRF token) and clears the cookie; answers 204 with or without a session',
      responses: { 204: null },
      errors: [403],
    }),
    async (ctx) => {
      const staff = await auth.current(cookie.read(ctx));
      if (staff) {
        if (!csrfMatches(staff.csrfToken, ctx.get('X-CSRF-Token')))
          throw opsErrors.create('CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
        await auth.logout(staff.tokenHash);
      }
      cookie.clear(ctx);
      ctx.status = 204;
    },
  );
  return router;
}

const passwordSchemas = { body: staffPasswordChangeSchema };

export function accountRoutes(auth: AuthService, limits: RateLimits, passwordChangesPer15Minutes: number): Router {
  const router = new Router({ prefix: '/api/admin/session' });
  router.get(
    '/',
    documented({
      tags: ['Session'],
      summary: 'The signed-in staff member, permissions and CSRF token',
      responses: { 200: staffSessionSchema },
    }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = sessionOf(staffOf(ctx.state));
    },
  );
  // The current password is checked like a sign-in, so a stolen session cannot guess it at will.
  router.post(
    '/password',
    documented({
      tags: ['Session'],
      summary: 'Change your own password (required first after a temporary one); ends your other sessions',
      responses: { 200: staffSessionSchema },
    }),
    limits.middleware({
      name: 'password-change',
      limit: passwordChangesPer15Minutes,
      windowMs: 15 * 60_000,
      key: (ctx) => staffOf(ctx.state).user.id,
    }),
    validate(passwordSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, passwordSchemas);
      const staff = staffOf(ctx.state);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await auth.changePassword(staff, body.currentPassword, body.newPassword);
    },
  );
  return router;
}
