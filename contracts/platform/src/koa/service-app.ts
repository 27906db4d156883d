import { AsyncLocalStorage } from 'node:async_hooks';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { API_CONTENT_SECURITY_POLICY } from '@vip/contracts/platform';
import { setValidationClock } from '@vip/contracts/schemas';
import type { Logger } from '../logger';
import { AppError } from './app-error';
import { errorHandler } from './error-middleware';
import { createMetrics, type ServiceMetrics } from './metrics';
import { requestContext } from './request-context';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
  /**
   * False for what the service can work without for a while (the broker: the outbox keeps events): a failing
   * check is reported in `checks` and `status: 'degraded'`, but the service stays in rotation (200).
   */
  critical?: boolean;
}

export interface ServiceAppOptions {
  service: string;
  logger: Logger;
  metrics?: ServiceMetrics;
  readiness: ReadinessCheck[];
  /** Figures shown with /readyz (dead letters, parked events, consumers retrying); never change the status. */
  readinessDetails?: () => Promise<Record<string, unknown>>;
  /** Behind a gateway: take client IP and protocol from X-Forwarded-*. */
  trustProxy?: boolean;
  bodyLimit?: string;
}

export interface ServiceApp {
  app: Koa;
  metrics: ServiceMetrics;
  /** Set when shutdown starts: /readyz answers 503 so the gateway stops sending traffic. */
  markShuttingDown(): void;
}

/**
 * JSON answers, errors included (this runs outside the error handler, so it sees the final body), may
 * load and run nothing if opened as a document. Other bodies keep their own policy or none: the partner
 * docs page sets its own, and a PDF or CSV is left to the browser's viewer.
 */
const apiContentSecurityPolicy: Koa.Middleware = async (ctx, next) => {
  await next();
  if (ctx.response.is('json') && !ctx.response.get('Content-Security-Policy'))
    ctx.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
};

/** A route that reads its request body itself, as bytes (a file upload with its own type and size checks). */
export interface RawBodyRoute {
  method: string;
  /**
   * Matched against the path before routing; match the router's spellings (case, trailing slash) or the JSON rule
   * refuses them.
   */
  path: RegExp;
}
const rawBodyRoutes = new WeakMap<Koa, RawBodyRoute[]>();

/**
 * Lets the requests of these routes past the JSON body rule, unread: the route reads the stream with its own
 * limit and type checks. Any other non-JSON body stays a 415.
 */
export function acceptRawBodies(app: Koa, ...routes: RawBodyRoute[]): void {
  rawBodyRoutes.set(app, [...(rawBodyRoutes.get(app) ?? []), ...routes]);
}

const requestClock = new AsyncLocalStorage<() => Date>();

/**
 * The schemas' date rules ("not in the past", "at most two years ahead") read the service's own clock
 * during its requests, the one it was started with, so a test that sets the clock sets them too.
 * Mount it before the routers.
 */
export function validationClock(now: () => Date): Koa.Middleware {
  setValidationClock(() => requestClock.getStore()?.());
  return (_ctx, next) => requestClock.run(now, next);
}

/**
 * The middleware every service runs, in order: request id and access log, error shape, metrics,
 * security headers, /healthz, /readyz, /metrics, JSON body parsing. The service mounts its routers
 * on the returned app.
 */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  // Behind the gateway exactly one hop is trusted: the client address is the last X-Forwarded-For entry,
  // the one our gateway wrote. Entries to its left were written by the client and never choose ctx.ip.
  const app = new Koa({ proxy: options.trustProxy ?? false, maxIpsCount: 1 });
  const metrics = options.metrics ?? createMetrics(options.service);
  let shuttingDown = false;
  app.silent = true;

  app.use(requestContext(options.logger));
  app.use(apiContentSecurityPolicy);
  app.use(errorHandler());
  app.use(metrics.httpMiddleware);
  app.use(async (ctx, next) => {
    // Draining: each answer closes its connection, so a gateway's pooled keep-alive sockets to this replica
    // are gone by the time the server stops listening, and none is picked for a request as it closes.
    if (shuttingDown) ctx.set('Connection', 'close');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok', service: options.service };
      return;
    }
    if (ctx.path === '/readyz') {
      const results = await Promise.all(
        options.readiness.map(async (r) => ({
          name: r.name,
          critical: r.critical !== false,
          ok: await r.check().catch(() => false),
        })),
      );
      const ready = !shuttingDown && results.every((r) => r.ok || !r.critical);
      const degraded = results.some((r) => !r.ok);
      const details = await options.readinessDetails?.().catch(() => ({ unavailable: true }));
      ctx.status = ready ? 200 : 503;
      ctx.body = {
        status: !ready ? 'not-ready' : degraded ? 'degraded' : 'ready',
        shuttingDown,
        checks: Object.fromEntries(results.map((r) => [r.name, r.ok])),
        ...(details ? { details } : {}),
      };
      return;
    }
    if (ctx.path === '/metrics') {
      ctx.type = metrics.registry.contentType;
      ctx.body = await metrics.registry.metrics();
      return;
    }
    return next();
  });
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: options.bodyLimit ?? '100kb', encoding: 'utf-8' });
  app.use(async (ctx, next) => {
    if (!BODY_METHODS.has(ctx.method)) return next();
    if (rawBodyRoutes.get(ctx.app)?.some((r) => r.method === ctx.method && r.path.test(ctx.path))) return next();
    const hasBody = ctx.request.length > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && !ctx.is('json')) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json');
    }
    return parseJson(ctx, next);
  });

  return { app, metrics, markShuttingDown: () => (shuttingDown = true) };
}
