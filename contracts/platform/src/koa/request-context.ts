import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger';

export interface RequestState {
  requestId: string;
  logger: Logger;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

// The request's state as a class: its logger, made only when something logs (most requests never need it), is a
// getter on the prototype, not a property defined on each request's object.
class RequestStateOf implements RequestState {
  #logger: Logger | undefined;
  constructor(
    readonly requestId: string,
    private readonly root: Logger,
  ) {}
  get logger(): Logger {
    return (this.#logger ??= this.root.child({ requestId: this.requestId }));
  }
}

/** Gives the request its id (a well-formed X-Request-Id is kept, so a gateway's id follows it) and its logger. */
export function enterRequest(ctx: Context, logger: Logger): void {
  const incoming = ctx.req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  ctx.state = Object.assign(new RequestStateOf(requestId, logger), ctx.state);
  ctx.res.setHeader('X-Request-Id', requestId);
}

/** The access log line, at info (error for a 5xx; warn for a 503, a passing state to retry), when that level is on. */
export function logRequest(ctx: Context, logger: Logger, startedNs: bigint): void {
  const level = ctx.status === 503 ? 'warn' : ctx.status >= 500 ? 'error' : 'info';
  if (!logger.isLevelEnabled(level) || QUIET_PATHS.has(ctx.path)) return;
  const ms = Number(process.hrtime.bigint() - startedNs) / 1e6;
  const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute;
  (ctx.state as RequestState).logger[level](
    { method: ctx.method, path: ctx.path, route, status: ctx.status, ms: Math.round(ms * 10) / 10 },
    'request',
  );
}

export function requestContext(logger: Logger): Middleware<RequestState> {
  return async (ctx, next) => {
    enterRequest(ctx, logger);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      logRequest(ctx, logger, started);
    }
  };
}
