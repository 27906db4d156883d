import Router from '@koa/router';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi.document';

/** The OpenAPI document and the partner docs page: public, built once at start. */
export function openApiRoutes(): Router {
  const doc = buildOpenApiDocument();
  const json = JSON.stringify(doc);
  const html = renderDocsPage(doc);
  const router = new Router();
  router.get('/api/partner/v1/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = json;
  });
  router.get('/api/partner/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.body = html;
  });
  return router;
}
