import Router from '@koa/router';
import type { Middleware } from 'koa';
import { describes, type OperationContribution } from '@vip/platform/openapi';
import { opsErrors } from '../errors';
import { csrfMatches, type AuthService, type CurrentStaff, type PendingState } from './auth.service';
import type { SessionCookie } from './session-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface GuardOptions {
  /** So a temporary password can be replaced. */
  allowPendingPasswordChange?: boolean;
}

/**
 * Mounted as the first middleware of the staff router, not by path pattern, so no spelling of a path the router
 * matches can slip past it.
 */
export function requireStaff(auth: AuthService, cookie: SessionCookie, options: GuardOptions = {}): Middleware {
  const guard: Middleware = async (ctx, next) => {
    const staff = await auth.current(cookie.read(ctx));
    if (!staff) throw opsErrors.create('UNAUTHENTICATED', 'Sign in to continue');
    if (!SAFE_METHODS.has(ctx.method) && !csrfMatches(staff.csrfToken, ctx.get('X-CSRF-Token'))) {
      throw opsErrors.create('CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
    }
    if (staff.mustChangePassword && !options.allowPendingPasswordChange) {
      throw opsErrors.create('PASSWORD_CHANGE_REQUIRED', 'Choose a new password before you continue');
    }
    ctx.state.staff = staff;
    await next();
  };
  return describes(guard, (method): OperationContribution => ({
    security: SAFE_METHODS.has(method) ? { StaffSession: [] } : { StaffSession: [], CsrfToken: [] },
    securitySchemes: {
      StaffSession: {
        type: 'apiKey',
        in: 'cookie',
        name: cookie.name,
        description: 'The staff session cookie set by POST /api/admin/session (HttpOnly, SameSite=Strict)',
      },
      CsrfToken: {
        type: 'apiKey',
        in: 'header',
        name: 'X-CSRF-Token',
        description:
          "The session's csrfToken (from the sign-in answer or GET /api/admin/session), on every unsafe method",
      },
    },
    errors: [401, 403],
  }));
}

/**
 * The guard of the second-factor routes: a right password's pending state, from its own cookie, with its own CSRF
 * token on unsafe methods. The staff guard above never reads that cookie, so this state opens no staff route.
 */
export function requirePendingSignIn(auth: AuthService, cookie: SessionCookie): Middleware {
  const guard: Middleware = async (ctx, next) => {
    const pending = await auth.pending(cookie.read(ctx));
    if (!pending) throw opsErrors.create('SECOND_FACTOR_ENDED', 'This sign-in has ended. Please sign in again.');
    if (!SAFE_METHODS.has(ctx.method) && !csrfMatches(pending.csrfToken, ctx.get('X-CSRF-Token'))) {
      throw opsErrors.create('CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token');
    }
    ctx.state.pending = pending;
    await next();
  };
  return describes(guard, (method): OperationContribution => ({
    security: SAFE_METHODS.has(method) ? { PendingSignIn: [] } : { PendingSignIn: [], PendingCsrfToken: [] },
    securitySchemes: {
      PendingSignIn: {
        type: 'apiKey',
        in: 'cookie',
        name: cookie.name,
        description:
          'The pending sign-in cookie set by POST /api/admin/session after a right password (HttpOnly, SameSite=Strict, minutes long); it opens only the second-factor routes',
      },
      PendingCsrfToken: {
        type: 'apiKey',
        in: 'header',
        name: 'X-CSRF-Token',
        description: "The pending sign-in's csrfToken (from the sign-in answer or GET /api/admin/second-factor)",
      },
    },
    errors: [401, 403],
  }));
}

export function pendingOf(state: { pending?: unknown }): PendingState {
  return state.pending as PendingState;
}

// The same permission guard as the other services' staff routes (it carries the permission so tests can read it).
export { can, type PermissionGuard } from '@vip/platform/koa';

export function staffOf(state: { staff?: unknown }): CurrentStaff {
  return state.staff as CurrentStaff;
}

export function actorOf(state: { staff?: unknown }): { id: string; name: string } {
  const { user } = staffOf(state);
  return { id: user.id, name: user.name };
}

/** Every route of the feature routers is reachable only through the guard, by construction. */
export function guardedRouter(guard: Middleware, routers: Router[]): Router {
  const parent = new Router();
  parent.use(guard);
  // Flattened, so the parent's allowedMethods() knows every route.
  for (const router of routers) parent.use(router.routes());
  return parent;
}
