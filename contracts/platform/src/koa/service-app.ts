import { AsyncLocalStorage } from 'node:async_hooks';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { API_CONTENT_SECURITY_POLICY } from '@vip/contracts/platform';
import { setValidationClock } from '@vip/contracts/schemas';
import type { Logger } from '../logger';
import { AppError } from './app-error';
import { answerError, refuseUnanswered } from './error-middleware';
import { createMetrics, type ServiceMetrics } from './metrics';
import { enterRequest, logRequest } from './request-context';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
  /** False when the service copes without it (the broker): reported as degraded, still in rotation. */
  critical?: boolean;
}

export interface ServiceAppOptions {
  service: string;
  logger: Logger;
  metrics?: ServiceMetrics;
  readiness: ReadinessCheck[];
  /** Shown with /readyz; they never change the status. */
  readinessDetails?: () => Promise<Record<string, unknown>>;
  /** Behind a gateway: take client IP and protocol from X-Forwarded-*. */
  trustProxy?: boolean;
  bodyLimit?: string;
}

export interface ServiceApp {
  app: Koa;
  metrics: ServiceMetrics;
  /**
   * Middleware for the paths under one prefix, after the body is read (the platform's own /internal routes); other
   * requests pass it by without a dispatch of their own.
   */
  mount(prefix: string, middleware: Koa.Middleware): void;
  /** /readyz answers 503 so the gateway stops sending traffic. */
  markShuttingDown(): void;
}

// A JSON answer may run nothing if opened as a document; other bodies keep their own policy (the docs page) or
// none (a PDF for the browser's viewer). By the type's text: type-is costs a parse per request.
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
function contentSecurityPolicyFor(ctx: Koa.Context): void {
  const type = ctx.res.getHeader('Content-Type');
  if (typeof type === 'string' && JSON_TYPE.test(type) && !ctx.res.hasHeader('Content-Security-Policy'))
    ctx.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
}

/** Read by the route itself, as bytes (a file upload with its own type and size checks). */
export interface RawBodyRoute {
  method: string;
  /** Match the router's spellings (case, trailing slash), or the JSON rule refuses them. */
  path: RegExp;
}
const rawBodyRoutes = new WeakMap<Koa, RawBodyRoute[]>();

export function acceptRawBodies(app: Koa, ...routes: RawBodyRoute[]): void {
  rawBodyRoutes.set(app, [...(rawBodyRoutes.get(app) ?? []), ...routes]);
}

const requestClock = new AsyncLocalStorage<() => Date>();
// Every app's clock in this process. With one (a service per process, or tests giving all the same), it is the
// validation clock outright. Only with several does each request carry its own: AsyncLocalStorage on Node 20 hooks
// every promise and tick of the process, a quarter or more of the catalog search's CPU per request.
const clocks = new Set<() => Date>();
const perRequestClock = () => requestClock.getStore()?.();

// Date rules read the service's own clock, so a test that sets it sets them too. Mount before the routers.
export function validationClock(now: () => Date): Koa.Middleware {
  clocks.add(now);
  setValidationClock(clocks.size === 1 ? now : perRequestClock);
  return (_ctx, next) => (clocks.size === 1 ? next() : requestClock.run(now, next));
}

/** Reads until the first bytes or the end: true when the request carried none. */
async function bodyIsEmpty(stream: AsyncIterable<Buffer>): Promise<boolean> {
  for await (const chunk of stream) if (chunk.length > 0) return false;
  return true;
}

export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  // Trust one hop: the last X-Forwarded-For entry is our gateway's; entries left of it are the client's own.
  const app = new Koa({ proxy: options.trustProxy ?? false, maxIpsCount: 1 });
  const metrics = options.metrics ?? createMetrics(options.service);
  let shuttingDown = false;
  app.silent = true;

  const probes: Record<string, Koa.Middleware> = {
    '/healthz': (ctx) => {
      ctx.body = { status: 'ok', service: options.service };
    },
    '/readyz': async (ctx) => {
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
    },
    '/metrics': async (ctx) => {
      ctx.type = metrics.registry.contentType;
      ctx.body = await metrics.registry.metrics();
    },
  };
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: options.bodyLimit ?? '100kb', encoding: 'utf-8' });
  const readBody: Koa.Middleware = async (ctx, next) => {
    if (rawBodyRoutes.get(ctx.app)?.some((r) => r.method === ctx.method && r.path.test(ctx.path))) return next();
    const hasBody = ctx.request.length > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && !ctx.is('json')) {
      // A chunked request may turn out to have no body at all (some clients and proxies send POSTs so).
      if (ctx.request.length === undefined && (await bodyIsEmpty(ctx.req))) return next();
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json');
    }
    return parseJson(ctx, next);
  };
  const mounted: { prefix: string; middleware: Koa.Middleware }[] = [];
  const mountedAt = (path: string) => {
    for (const m of mounted) if (path.startsWith(m.prefix)) return m.middleware;
    return undefined;
  };
  const inner: Koa.Middleware = (ctx, next) => {
    const path = ctx.path;
    const method = ctx.method;
    const own = mountedAt(path);
    const then = own ? () => own(ctx, next) : next;
    if (method === 'GET' || method === 'HEAD') {
      const probe = probes[path];
      return probe ? probe(ctx, next) : then();
    }
    return BODY_METHODS.has(method) ? readBody(ctx, then) : then();
  };

  // What every request goes through, as one function: each layer of async middleware costs every request a
  // promise and a dispatch, and these are most of the work of a short answer such as a search.
  app.use(async (ctx, next) => {
    const started = process.hrtime.bigint();
    enterRequest(ctx, options.logger);
    // Draining: close each connection, so the gateway's pooled sockets are gone before the server stops listening.
    if (shuttingDown) ctx.set('Connection', 'close');
    // Straight to Node: nothing is sent yet, so Koa's checks around it have nothing to do.
    ctx.res.setHeader('X-Content-Type-Options', 'nosniff');
    ctx.res.setHeader('Referrer-Policy', 'same-origin');
    try {
      try {
        await inner(ctx, next);
        refuseUnanswered(ctx);
      } catch (err) {
        answerError(ctx, err);
      }
      metrics.observeRequest(ctx, started, probes[ctx.path] ? ctx.path : undefined);
    } finally {
      logRequest(ctx, options.logger, started);
    }
    // Not cached unless the route says so; set last, so a route's own policy costs no second header.
    if (!ctx.res.hasHeader('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    contentSecurityPolicyFor(ctx);
  });

  return {
    app,
    metrics,
    mount: (prefix, middleware) => void mounted.push({ prefix, middleware }),
    markShuttingDown: () => (shuttingDown = true),
  };
}
