import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

export interface RequestState {
  requestId: string;
  logger: Logger;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

// A well-formed X-Request-Id is kept, so a gateway's id follows the request through services.
export function requestContext(logger: Logger): Middleware<RequestState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // Made only when something logs: most requests never need it.
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, 'logger', {
      get: () => (child ??= logger.child({ requestId })),
      enumerable: true,
      configurable: true,
    });
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const level = ctx.status >= 500 ? 'error' : 'info';
      const quiet = ctx.path === '/healthz' || ctx.path === '/readyz' || ctx.path === '/metrics';
      if (!quiet && logger.isLevelEnabled(level)) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute;
        ctx.state.logger[level](
          { method: ctx.method, path: ctx.path, route, status: ctx.status, ms: Math.round(ms * 10) / 10 },
          'request',
        );
      }
    }
  };
}
