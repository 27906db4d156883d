import { readFileSync } from 'node:fs';
import Router from '@koa/router';
import { PARTNER_API_KEY_HEADER } from '@vip/contracts/schemas';
import {
  OPENAPI_PAGE_CONTENT_SECURITY_POLICY,
  documented,
  renderOpenApiPage,
  type OpenApiDocument,
} from '@vip/platform/openapi';

export const PARTNER_DOCUMENT_JSON = '/api/partner/v1/openapi.json';
export const PARTNER_DOCUMENT_PAGE = '/api/partner/docs';

const PARTNER_INTRO = `<h2>For partners</h2>
<p>Every call (<code>/api/partner/v1/…</code>) needs your API key in the <code>${PARTNER_API_KEY_HEADER}</code> header: a <code>vipk_test_…</code> key books into the sandbox, a <code>vipk_live_…</code> key for real. Each key has a per-minute limit; past it the API answers <code>429</code> with <code>Retry-After</code>. <code>POST /api/partner/v1/bookings</code> needs an <code>Idempotency-Key</code> of your own. Web hooks are signed as Standard Webhooks describe (<code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>).</p>
<pre>curl -H '${PARTNER_API_KEY_HEADER}: vipk_test_…' 'https://&lt;host&gt;/api/partner/v1/services?airport=LHR&amp;type=arrival&amp;date=2030-06-01&amp;time=14:00&amp;adults=2'</pre>`;

/** The merged partner document of the three services (`npm run partner-openapi -w @vip/tools` writes it). */
export function readPartnerDocument(): string {
  return readFileSync(require.resolve('@vip/contracts/openapi/partner-v1.json'), 'utf8');
}

/**
 * The partner docs: the partner OpenAPI document (every /api/partner/v1 route of svc-catalog, svc-booking and svc-ops,
 * merged into contracts/openapi/partner-v1.json, which a test holds to what the services mount) and a readable page
 * of it with the key and an example. Read on first request.
 */
export function openApiRoutes(read: () => string = readPartnerDocument): Router {
  let json: string | undefined;
  let html: string | undefined;
  const document = (): string => (json ??= JSON.stringify(JSON.parse(read())));
  const router = new Router();
  router.get(
    PARTNER_DOCUMENT_JSON,
    documented({
      tags: ['Partner'],
      summary: 'The partner OpenAPI document (every partner route, with examples)',
      responses: { 200: { description: 'OpenAPI 3.1 document' } },
    }),
    (ctx) => {
      ctx.type = 'application/json';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = document();
    },
  );
  router.get(
    PARTNER_DOCUMENT_PAGE,
    documented({
      tags: ['Partner'],
      summary: 'The readable partner documentation',
      responses: { 200: { contentType: 'text/html', description: 'An HTML page' } },
    }),
    (ctx) => {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.set('Content-Security-Policy', OPENAPI_PAGE_CONTENT_SECURITY_POLICY);
      ctx.body = html ??= renderOpenApiPage(JSON.parse(document()) as OpenApiDocument, {
        jsonUrl: PARTNER_DOCUMENT_JSON,
        introHtml: PARTNER_INTRO,
      });
    },
  );
  return router;
}
