import Router from '@koa/router';
import type { Context } from 'koa';
import {
  staffLoginSchema,
  staffPasswordChangeSchema,
  staffSessionSchema,
  staffSignInAnswerSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { opsErrors } from '../errors';
import { staffOf } from './auth.middleware';
import { csrfMatches, sessionOf, type AuthService, type SignedIn } from './auth.service';
import type { SessionCookie } from './session-cookie';

const loginSchemas = { body: staffLoginSchema };

export interface StaffCookies {
  session: SessionCookie;
  pending: SessionCookie;
}

/** The session cookie replaces a pending sign-in's: one use. */
export function setSession(ctx: Context, cookies: StaffCookies, signedIn: SignedIn): void {
  if (cookies.pending.read(ctx)) cookies.pending.clear(ctx);
  cookies.session.set(ctx, signedIn.token, signedIn.lifetimeSeconds);
  ctx.set('Cache-Control', 'no-store');
}

export const clientOf = (ctx: Context) => ({ ip: ctx.ip, userAgent: ctx.get('User-Agent') || undefined });

/** Sign-out always clears the cookies, so a second click never fails. */
export function signInRoutes(auth: AuthService, cookies: StaffCookies, limits: RateLimits, perMinute: number): Router {
  const router = new Router({ prefix: '/api/admin/session' });
  router.post(
    '/',
    documented({
      tags: ['Session'],
      summary:
        'Sign in, step one: a right password answers the pending second factor (its own short-lived cookie, reaching only /api/admin/second-factor), or, only where STAFF_SECOND_FACTOR=optional and no factor is set up, the session',
      responses: { 200: staffSignInAnswerSchema },
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
      const step = await auth.login(body.email, body.password, clientOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      if (step.status === 'signed-in') {
        setSession(ctx, cookies, step.signedIn);
        ctx.body = { status: 'signed-in', ...step.signedIn.session };
      } else {
        cookies.pending.set(ctx, step.token, step.lifetimeSeconds);
        ctx.body = { status: 'second-factor', pending: step.pending };
      }
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
      const staff = await auth.current(cookies.session.read(ctx));
      if (staff) {
        if (!csrfMatches(staff.csrfToken, ctx.get('X-CSRF-Token')))
          throw opsErrors.create('CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
        await auth.logout(staff.tokenHash);
      }
      cookies.session.clear(ctx);
      ctx.status = 204;
    },
  );
  return router;
}

const passwordSchemas = { body: staffPasswordChangeSchema };

export function accountRoutes(
  auth: AuthService,
  cookies: StaffCookies,
  limits: RateLimits,
  passwordChangesPer15Minutes: number,
): Router {
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
      summary:
        'Change your own password (required first after a temporary one): ends your other sessions, and this one continues with a new cookie and CSRF token (the old ones stop working)',
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
      const signedIn = await auth.changePassword(staffOf(ctx.state), body.currentPassword, body.newPassword);
      setSession(ctx, cookies, signedIn);
      ctx.body = signedIn.session;
    },
  );
  return router;
}
