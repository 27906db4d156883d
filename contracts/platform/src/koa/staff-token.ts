import Router from '@koa/router';
import type { Middleware } from 'koa';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { STAFF_PERMISSIONS, type StaffPermission } from '@vip/contracts/permissions';
import {
  STAFF_TOKEN_ALGORITHM,
  STAFF_TOKEN_ISSUER,
  STAFF_TOKEN_MESSAGES,
  staffTokenClaimsSchema,
  type StaffTokenClaims,
} from '@vip/contracts/schemas';
import { describes } from '../openapi/route-docs';
import { defineErrors } from './app-error';

/** The codes a staff-token guard answers with; each service lists them among its own. */
export const STAFF_TOKEN_ERROR_STATUS = {
  STAFF_TOKEN_INVALID: 401,
  STAFF_TOKEN_EXPIRED: 401,
  STAFF_IDENTITY_UNAVAILABLE: 503,
  PERMISSION_DENIED: 403,
} as const;

const staffErrors = defineErrors(STAFF_TOKEN_ERROR_STATUS);

export interface StaffMember {
  id: string;
  name: string;
  role: StaffTokenClaims['role'];
  permissions: readonly StaffPermission[];
}

export interface StaffTokenVerifierOptions {
  /** The service checking the tokens: a token made for another service is refused. */
  audience: string;
  /** svc-ops' JWKS (its own port, the cluster network). */
  jwksUrl: string;
  now: () => Date;
  /** Tests: a key set of their own. */
  keys?: JWTVerifyGetKey;
}

/**
 * Checks staff tokens from svc-ops against its published keys, fetched once and kept: asked again only for a key
 * id it has not seen (a rotation), at most every 30 s, and every 10 minutes at the latest. No call per request.
 */
export function staffTokenVerifier(options: StaffTokenVerifierOptions) {
  const keys =
    options.keys ??
    createRemoteJWKSet(new URL(options.jwksUrl), {
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
      timeoutDuration: 5_000,
    });
  const verify = async (token: string): Promise<StaffMember> => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: STAFF_TOKEN_ISSUER,
        audience: options.audience,
        algorithms: [STAFF_TOKEN_ALGORITHM],
        currentDate: options.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw staffErrors.create('STAFF_TOKEN_EXPIRED', STAFF_TOKEN_MESSAGES.expired);
      // svc-ops away and no key cached: nothing can be checked, which is not the caller's fault.
      if (error instanceof joseErrors.JWKSTimeout || isUnreachable(error))
        throw staffErrors.create('STAFF_IDENTITY_UNAVAILABLE', 'Staff sign-in cannot be checked right now');
      throw staffErrors.create('STAFF_TOKEN_INVALID', STAFF_TOKEN_MESSAGES.invalid);
    }
    const claims = staffTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw staffErrors.create('STAFF_TOKEN_INVALID', STAFF_TOKEN_MESSAGES.invalid);
    return {
      id: claims.data.sub,
      name: claims.data.name,
      role: claims.data.role,
      permissions: claims.data.permissions,
    };
  };
  return Object.assign(verify, { audience: options.audience });
}

function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}

export type VerifyStaffToken = ReturnType<typeof staffTokenVerifier>;

/** The first middleware of a service's staff router: no path it serves is reached without a valid token. */
export function requireStaffToken(verify: VerifyStaffToken): Middleware {
  const guard: Middleware = async (ctx, next) => {
    const header = ctx.get('Authorization');
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header);
    if (!match) throw staffErrors.create('STAFF_TOKEN_INVALID', STAFF_TOKEN_MESSAGES.missing);
    ctx.state.staff = await verify(match[1]!);
    // Answers carry staff data: never kept by a shared cache.
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
  return describes(guard, {
    security: { StaffToken: [] },
    securitySchemes: {
      StaffToken: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: `A staff token from svc-ops' POST /api/admin/session/token with audience ${verify.audience} (5 minutes); ask for a new one on 401`,
      },
    },
    errors: [401, 503],
  });
}

export type PermissionGuard = Middleware & { permission: StaffPermission };

export function can(permission: StaffPermission): PermissionGuard {
  const guard: Middleware = async (ctx, next) => {
    const staff = ctx.state.staff as StaffMember | undefined;
    if (!staff?.permissions.includes(permission)) {
      throw staffErrors.create(
        'PERMISSION_DENIED',
        `Your role cannot do this (${STAFF_PERMISSIONS[permission].toLowerCase()})`,
        { permission },
      );
    }
    await next();
  };
  return describes(Object.assign(guard, { permission }), {
    errors: [403],
    extensions: { 'x-permission': permission },
    note: `Needs the permission ${permission} (${STAFF_PERMISSIONS[permission]}).`,
  });
}

/** The signed-in staff member as an audit line names them. */
export function staffActorOf(state: { staff?: unknown }): { id: string; name: string } {
  const staff = state.staff as StaffMember;
  return { id: staff.id, name: staff.name };
}

/** Every staff route of a service sits under the guard, by construction. */
export function staffRouter(guard: Middleware, routers: Router[]): Router {
  const parent = new Router();
  parent.use(guard);
  for (const router of routers) parent.use(router.routes());
  return parent;
}
