import Router from '@koa/router';
import { staffLoginSchema } from '@vip/contracts';
import { inputOf, rateLimit, validate } from '@vip/contracts/server';
import { opsErrors } from '../errors';
import { csrfMatches, type AuthService } from './auth.service';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

export function sessionRoutes(auth: AuthService, options: { secureCookie: boolean }): Router {
  const router = new Router({ prefix: '/api/admin/session' });
  const loginSchemas = { body: staffLoginSchema };

  router.post('/', rateLimit({ limit: 30, windowMs: 60_000 }), validate(loginSchemas), async (ctx) => {
    const { body } = inputOf(ctx, loginSchemas);
    const signedIn = await auth.login(body.email, body.password, ctx.ip);
    setSessionCookie(ctx, signedIn.token, signedIn.expiresAt, options.secureCookie);
    ctx.body = signedIn.session;
  });

  router.get('/', async (ctx) => {
    const staff = await auth.current(readSessionCookie(ctx));
    if (!staff) throw opsErrors.create('UNAUTHENTICATED', 'Sign in to continue');
    ctx.body = { user: staff.user, csrfToken: staff.csrfToken };
  });

  router.delete('/', async (ctx) => {
    const staff = await auth.current(readSessionCookie(ctx));
    if (staff) {
      if (!csrfMatches(staff.csrfToken, ctx.get('X-CSRF-Token'))) throw opsErrors.create('CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
      await auth.logout(staff.tokenHash);
    }
    clearSessionCookie(ctx, options.secureCookie);
    ctx.status = 204;
  });

  return router;
}
