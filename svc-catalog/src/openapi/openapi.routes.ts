import Router from '@koa/router';
import { PARTNER_API_KEY_HEADER } from '@vip/contracts/schemas';
import {
  OPENAPI_PAGE_CONTENT_SECURITY_POLICY,
  documented,
  renderOpenApiPage,
  type OpenApiDocument,
} from '@vip/platform/openapi';

const PARTNER_JSON = '/api/partner/v1/openapi.json';

const PARTNER_INTRO = `<h2>For partners</h2>
<p>Partner endpoints (<code>/api/partner/v1/…</code>) need your API key in the <code>${PARTNER_API_KEY_HEADER}</code> header. Each key has a per-minute limit; past it the API answers <code>429</code> with <code>Retry-After</code>.</p>
<pre>curl -H '${PARTNER_API_KEY_HEADER}: vipk_…' 'https://&lt;host&gt;/api/partner/v1/services?airport=LHR&amp;type=arrival&amp;date=2030-06-01&amp;time=14:00&amp;adults=2'</pre>`;

/**
 * The partner docs: the catalog's public OpenAPI document (the one /api/openapi/catalog.json serves, made
 * from the mounted routes) under the partner API's own path, and a page with the partner's key and example.
 * Both are made on first request, when every router is mounted.
 */
export function openApiRoutes(document: () => OpenApiDocument): Router {
  let json: string | undefined;
  let html: string | undefined;
  const router = new Router();
  router.get(
    PARTNER_JSON,
    documented({
      tags: ['Partner'],
      summary: 'This OpenAPI document, for partners',
      responses: { 200: { description: 'OpenAPI 3.1 document' } },
    }),
    (ctx) => {
      ctx.type = 'application/json';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = json ??= JSON.stringify(document());
    },
  );
  router.get(
    '/api/partner/docs',
    documented({
      tags: ['Partner'],
      summary: 'The readable partner documentation',
      responses: { 200: { contentType: 'text/html', description: 'An HTML page' } },
    }),
    (ctx) => {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.set('Content-Security-Policy', OPENAPI_PAGE_CONTENT_SECURITY_POLICY);
      ctx.body = html ??= renderOpenApiPage(document(), { jsonUrl: PARTNER_JSON, introHtml: PARTNER_INTRO });
    },
  );
  return router;
}
