import type { Middleware } from 'koa';
import { openApiPath, type OpenApiDocument } from '../openapi/openapi-document';
import { toErrorResponse } from './error-middleware';

export type UndocumentedStatusListener = (problem: string) => void;

let listener: UndocumentedStatusListener | null = null;

/** Tests switch it on, so every integration test proves the OpenAPI documents list what the routes answer. */
export function reportUndocumentedStatuses(
  onProblem: UndocumentedStatusListener | null,
): UndocumentedStatusListener | null {
  const previous = listener;
  listener = onProblem;
  return previous;
}

function matchedRouteOf(ctx: object): string | undefined {
  const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  return typeof route === 'string' ? route : undefined;
}

// The document is read on the first checked request, once every router is mounted. A thrown error is judged by
// the status the error middleware will give it; 500s are left to the tests that assert there are none. `inner` is what
// is checked (the routers), run in this step rather than as one more middleware.
export function documentedStatusCheck(
  document: () => OpenApiDocument,
  inner: Middleware = (_ctx, next) => next(),
): Middleware {
  let statuses: Map<string, Set<number>> | undefined;
  const statusesOf = () => {
    if (statuses) return statuses;
    statuses = new Map();
    for (const [path, operations] of Object.entries(document().paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        statuses.set(
          `${method.toUpperCase()} ${path}`,
          new Set(Object.keys((operation as { responses?: object }).responses ?? {}).map(Number)),
        );
      }
    }
    return statuses;
  };
  const check = (ctx: Parameters<Middleware>[0], status: number) => {
    const route = matchedRouteOf(ctx);
    if (!listener || !route || status === 500) return;
    const key = `${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${openApiPath(route)}`;
    const listed = statusesOf().get(key);
    // A route without a documented() marker is reported by each service's OpenAPI test instead.
    if (listed && !listed.has(status))
      listener(`${key} answered ${status}, which its OpenAPI document does not list (${[...listed].join(', ')})`);
  };
  const checked: Middleware = async (ctx, next) => {
    try {
      await inner(ctx, next);
    } catch (err) {
      check(ctx, toErrorResponse(err, '').status);
      throw err;
    }
    check(ctx, ctx.status);
  };
  // Not async when off (as in production): every request passes here.
  return (ctx, next) => (listener ? checked(ctx, next) : inner(ctx, next));
}
