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
  name: string;
  info: OpenApiInfo;
  routers: MountableRouter[];
}

export interface ServiceDocuments {
  /** /internal routes included: for the service's own port only. */
  full(): OpenApiDocument;
  public(): OpenApiDocument;
  undocumented(): string[];
  /** Whether the path is one of the documents this middleware answers. */
  serves(path: string): boolean;
  middleware: Middleware;
}

/** Built on first use, when every router is mounted. */
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

  const answer: Middleware = (ctx) => {
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
    const document = answersOf()[ctx.path]!;
    ctx.type = document.type;
    ctx.set('Cache-Control', 'public, max-age=300');
    if (document.csp) ctx.set('Content-Security-Policy', document.csp);
    ctx.body = document.body;
  };
  // Not async: every request passes here, and an async function costs each one a promise.
  const middleware: Middleware = (ctx, next) => (served.has(ctx.path) ? answer(ctx, next) : next());
  return {
    ...documents,
    undocumented: () => undocumentedOperations(options.routers),
    serves: (path) => served.has(path),
    middleware,
  };
}
