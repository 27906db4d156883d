import { randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { OPERATOR, SERVICES, internalRouterOf, type InternalCaller, type ServiceName } from '@vip/contracts/platform';
import { keyId, parsePrivateServiceKey, parseServicePublicKeys, type TrustedServiceKey } from '../service-keys';
import { AppError } from './app-error';
import { describes } from '../openapi/route-docs';

/** Short, so a token read from a log or a proxy is worth little; each is for one service (its audience). */
export const SERVICE_TOKEN_TTL_SECONDS = 60;
/** A token is used again until this little of it is left. */
const RENEW_BEFORE_SECONDS = 20;
const ALGORITHM = 'EdDSA';
const CLOCK_TOLERANCE_SECONDS = 5;

export interface ServiceIdentityConfig {
  /** This service's own Ed25519 private key: it signs the tokens of its calls. */
  SERVICE_KEY?: string;
  /** The public keys of the services (`<service>:<key>,…`): the tokens it accepts are checked with them. */
  SERVICE_PUBLIC_KEYS?: string;
  /** This service's own operator credential: its events administration (`npm run events`). */
  OPERATOR_TOKEN?: string;
}

/** What a client of another service's /internal routes needs: an Authorization header for that service. */
export interface ServiceCaller {
  authorizationFor(audience: ServiceName): Promise<string>;
}

export function isServiceName(name: string): name is ServiceName {
  return (SERVICES as readonly string[]).includes(name);
}

/**
 * A service as itself: signs short-lived tokens (EdDSA, audience the service called, issuer this one) for its calls,
 * and tells who an /internal request comes from: another service by its signed token, or this service's operator.
 * Another service's token is never accepted for a third (audience), so a service called cannot replay it elsewhere.
 */
export class ServiceIdentity {
  private readonly tokens = new Map<ServiceName, { value: string; renewAt: number }>();
  private readonly trusted: Map<string, TrustedServiceKey>;
  private readonly signingKid?: string;

  private constructor(
    readonly service: ServiceName,
    private readonly signingKey: KeyObject | undefined,
    trusted: TrustedServiceKey[],
    private readonly operatorToken: Buffer | undefined,
    private readonly nowSeconds: () => number,
  ) {
    this.trusted = new Map(trusted.map((t) => [t.kid, t]));
    this.signingKid = signingKey ? keyId(signingKey) : undefined;
  }

  static fromConfig(
    service: string,
    config: ServiceIdentityConfig,
    now: () => number = () => Math.floor(Date.now() / 1000),
  ): ServiceIdentity {
    if (!isServiceName(service)) throw new Error(`${service} is not a service of the platform`);
    const signingKey = config.SERVICE_KEY ? parsePrivateServiceKey(config.SERVICE_KEY) : undefined;
    if (config.SERVICE_KEY && !signingKey) throw new Error('SERVICE_KEY is not an Ed25519 private key');
    const trusted = config.SERVICE_PUBLIC_KEYS ? parseServicePublicKeys(config.SERVICE_PUBLIC_KEYS) : [];
    const operator = config.OPERATOR_TOKEN ? Buffer.from(config.OPERATOR_TOKEN) : undefined;
    return new ServiceIdentity(service, signingKey, trusted, operator, now);
  }

  /** Undefined without SERVICE_KEY: this service then calls no /internal route. */
  get caller(): ServiceCaller | undefined {
    return this.signingKey ? { authorizationFor: (audience) => this.authorizationFor(audience) } : undefined;
  }

  /** Whether a caller could ever be recognised here (else its routes do not exist). */
  recognises(caller: InternalCaller): boolean {
    if (caller === OPERATOR) return this.operatorToken !== undefined;
    return [...this.trusted.values()].some((t) => t.service === caller);
  }

  async authorizationFor(audience: ServiceName): Promise<string> {
    if (!this.signingKey) throw new Error(`${this.service} has no SERVICE_KEY to call ${audience} with`);
    const now = this.nowSeconds();
    const kept = this.tokens.get(audience);
    if (kept && kept.renewAt > now) return kept.value;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, kid: this.signingKid, typ: 'JWT' })
      .setIssuer(this.service)
      .setSubject(this.service)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + SERVICE_TOKEN_TTL_SECONDS)
      .setJti(randomUUID())
      .sign(this.signingKey);
    const value = `Bearer ${token}`;
    this.tokens.set(audience, { value, renewAt: now + SERVICE_TOKEN_TTL_SECONDS - RENEW_BEFORE_SECONDS });
    return value;
  }

  /** Who sent this Authorization header; undefined when it is no credential this service knows. */
  async callerOf(authorization: string): Promise<InternalCaller | undefined> {
    const match = /^Bearer ([\x21-\x7e]{1,4096})$/.exec(authorization);
    if (!match) return undefined;
    const token = match[1]!;
    if (this.operatorToken) {
      const given = Buffer.from(token);
      if (given.length === this.operatorToken.length && timingSafeEqual(given, this.operatorToken)) return OPERATOR;
    }
    return this.serviceOf(token);
  }

  private async serviceOf(token: string): Promise<ServiceName | undefined> {
    try {
      const { kid, alg } = decodeProtectedHeader(token);
      const signer = kid === undefined || alg !== ALGORITHM ? undefined : this.trusted.get(kid);
      if (!signer) return undefined;
      const { payload } = await jwtVerify(token, signer.key, {
        algorithms: [ALGORITHM],
        audience: this.service,
        // The key says who signed: a service's key never vouches for another's name.
        issuer: signer.service,
        requiredClaims: ['iat', 'exp'],
        maxTokenAge: SERVICE_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(this.nowSeconds() * 1000),
      });
      if (payload.exp! - payload.iat! > SERVICE_TOKEN_TTL_SECONDS) return undefined;
      return signer.service;
    } catch {
      return undefined;
    }
  }
}

/**
 * The guard of one /internal router: the callers INTERNAL_ROUTERS names for it, nobody else (401 without a known
 * credential, 403 for a known caller it does not name). A router with no row there is a mistake that stops the
 * service at start; a router none of whose callers could be recognised here does not exist (404), so a forgotten
 * setting never opens it.
 */
export function requireInternalCaller(identity: ServiceIdentity, prefix: string): Middleware {
  const row = internalRouterOf(identity.service, prefix);
  if (!row) throw new Error(`${identity.service}'s ${prefix} is not in INTERNAL_ROUTERS (contracts/src/platform.ts)`);
  const callers = row.callers;
  const guard: Middleware = async (ctx, next) => {
    if (!callers.some((c) => identity.recognises(c))) throw new AppError(404, 'NOT_FOUND', 'Not Found');
    const caller = await identity.callerOf(ctx.get('Authorization'));
    if (!caller) throw new AppError(401, 'SERVICE_TOKEN_INVALID', 'A valid service token is required');
    if (!callers.includes(caller))
      throw new AppError(403, 'CALLER_NOT_ALLOWED', `${caller} may not call ${prefix} of ${identity.service}`, {
        caller,
      });
    ctx.state.internalCaller = caller;
    await next();
  };
  const scheme = callers.every((c) => c === OPERATOR) ? 'OperatorToken' : 'ServiceToken';
  return describes(guard, {
    security: { [scheme]: [] },
    securitySchemes: {
      [scheme]: {
        type: 'http',
        scheme: 'bearer',
        description:
          scheme === 'OperatorToken'
            ? "The service's own OPERATOR_TOKEN (cluster network only)"
            : `A token the calling service signs for this one (EdDSA, ${SERVICE_TOKEN_TTL_SECONDS} s, with its SERVICE_KEY; cluster network only)`,
      },
    },
    errors: [401, 403],
    note: `Callers: ${callers.join(', ')}.`,
  });
}

/**
 * One /internal router behind its guard, in every spelling of its paths: the guard is the first middleware of a
 * parent router that matches no path of its own. (koa-router matches a route's path in any case, while a prefixed
 * router's own `use()` matched only the lower-case spelling: `/INTERNAL/BOOKINGS/…` reached the routes without it.)
 */
export function guardedInternalRouter(identity: ServiceIdentity, router: Router): Router {
  const prefix = router.opts.prefix;
  if (!prefix) throw new Error('an /internal router needs its prefix');
  const parent = new Router();
  parent.use(requireInternalCaller(identity, prefix));
  parent.use(router.routes());
  return parent;
}
