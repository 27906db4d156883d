import type { Middleware } from 'koa';
import { openApiPaths } from '@vip/contracts/platform';
import { AppError } from '../koa/app-error';
import type { MountableRouter } from '../koa/router-layer';
import {
  buildOpenApiDocument,
  undocumentedOperations,
  type OpenApiDocument,
  type OpenApiInfo,
} from './openapi-document';
import { OPENAPI_PAGE_CONTENT_SECURITY_POLICY, renderOpenApiPage } from './openapi-page';

export interface ServiceDocumentsOptions {
  /** The document's name in the gateway's paths: /api/openapi/{name}.json and /api/openapi/{name}. */
  name: string;
  info: OpenApiInfo;
  routers: MountableRouter[];
}

export interface ServiceDocuments {
  /** Every route, /internal ones included: what the service's own port serves at /openapi.json. */
  full(): OpenApiDocument;
  /** The routes the gateway routes (no /internal): /api/openapi/{name}.json. */
  public(): OpenApiDocument;
  /** Mounted operations without a documented() marker ('METHOD /path'); each service's test expects none. */
  undocumented(): string[];
  /** Serves both documents and the readable page; other methods there are a 405. */
  middleware: Middleware;
}

/**
 * A service's OpenAPI documents, made once from its mounted routers on first use (every router is mounted
 * by then), and the middleware that serves them: `/openapi.json` on the service's own port, and through the
 * gateway `/api/openapi/{name}.json` with a page at `/api/openapi/{name}`.
 */
export function serviceDocuments(options: ServiceDocumentsOptions): ServiceDocuments {
  const paths = openApiPaths(options.name);
  let full: OpenApiDocument | undefined;
  let publicDoc: OpenApiDocument | undefined;
  let answers: Record<string, { type: string; body: string; csp?: string }> | undefined;
  const documents = {
    full: () => (full ??= buildOpenApiDocument({ info: options.info, routers: options.routers })),
    public: () =>
      (publicDoc ??= buildOpenApiDocument({ info: options.info, routers: options.routers, publicOnly: true })),
  };
  const answersOf = () =>
    (answers ??= {
      '/openapi.json': { type: 'application/json', body: JSON.stringify(documents.full()) },
      [paths.json]: { type: 'application/json', body: JSON.stringify(documents.public()) },
      [paths.page]: {
        type: 'text/html; charset=utf-8',
        body: renderOpenApiPage(documents.public(), { jsonUrl: paths.json }),
        csp: OPENAPI_PAGE_CONTENT_SECURITY_POLICY,
      },
    });
  const served = new Set(['/openapi.json', paths.json, paths.page]);

  const middleware: Middleware = async (ctx, next) => {
    if (!served.has(ctx.path)) return next();
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      ctx.set('Allow', 'GET, HEAD, OPTIONS');
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new AppError(
        405,
        'METHOD_NOT_ALLOWED',
        `${ctx.method} is not allowed on ${ctx.path}; allowed: GET, HEAD, OPTIONS`,
        undefined,
        { Allow: 'GET, HEAD, OPTIONS' },
      );
    }
    const answer = answersOf()[ctx.path]!;
    ctx.type = answer.type;
    ctx.set('Cache-Control', 'public, max-age=300');
    if (answer.csp) ctx.set('Content-Security-Policy', answer.csp);
    ctx.body = answer.body;
  };
  return { ...documents, undocumented: () => undocumentedOperations(options.routers), middleware };
}
