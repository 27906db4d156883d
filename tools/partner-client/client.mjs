// @ts-check
// The typed partner client: openapi-fetch over the types openapi-typescript generated from the partner document
// (partner-api.d.ts), with the API key on every request. Copy this folder into your project, or generate your own
// from /api/partner/v1/openapi.json the same way (see generate.mjs).
import createClient from 'openapi-fetch';

/**
 * @param {{ baseUrl: string; apiKey: string; fetch?: typeof fetch }} options
 * @returns {import('openapi-fetch').Client<import('./partner-api.js').paths>}
 */
export function createPartnerClient({ baseUrl, apiKey, fetch: fetchImpl }) {
  /** @type {import('openapi-fetch').Client<import('./partner-api.js').paths>} */
  const client = createClient({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  client.use({
    onRequest({ request }) {
      request.headers.set('X-API-Key', apiKey);
      return request;
    },
  });
  return client;
}
