import type { Middleware } from 'koa';
import { opsErrors } from '../errors';
import { csrfMatches, type AuthService } from './auth.service';
import { readSessionCookie } from './session-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths only staff may use; the sign-in endpoint itself is the one exception. */
const PROTECTED = [/^\/api\/admin\//, /^\/api\/suppliers(\/|$)/];
const PUBLIC = new Set(['/api/admin/session']);

/**
 * Server-side protection for every staff route: a valid session cookie, and for unsafe methods the
 * session's CSRF token in X-CSRF-Token. Runs before routing, so unknown staff paths are not revealed.
 */
export function requireStaff(auth: AuthService): Middleware {
  return async (ctx, next) => {
    if (!PROTECTED.some((p) => p.test(ctx.path)) || PUBLIC.has(ctx.path)) return next();
    const staff = await auth.current(readSessionCookie(ctx));
    if (!staff) throw opsErrors.create('UNAUTHENTICATED', 'Sign in to continue');
    if (!SAFE_METHODS.has(ctx.method) && !csrfMatches(staff.csrfToken, ctx.get('X-CSRF-Token'))) {
      throw opsErrors.create('CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
    }
    ctx.state.staff = staff;
    await next();
  };
}
