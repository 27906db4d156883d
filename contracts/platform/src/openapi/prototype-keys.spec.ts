import request from 'supertest';
import Router from '@koa/router';
import Ajv2020 from 'ajv/dist/2020';
import { z } from 'zod';
import { createServiceApp } from '../koa/service-app';
import { validate } from '../koa/validate';
import { mountRouters } from '../koa/router-mount';
import { silentLogger } from '../logger';
import { documented } from './route-docs';

const info = { title: 'Test API', version: '1.0.0', description: 'A route whose body takes open JSON' };

/** A passkey-like body: named fields, a loose object (extension results), any value, an open list. */
const bodySchema = z.object({
  name: z.string(),
  response: z.object({ id: z.string(), clientExtensionResults: z.looseObject({}) }),
  metadata: z.unknown(),
  tags: z.array(z.unknown()),
});

function build() {
  const { app } = createServiceApp({ service: 'svc-test', logger: silentLogger(), readiness: [] });
  const router = new Router({ prefix: '/api' });
  const schemas = { body: bodySchema };
  router.post(
    '/passkeys',
    documented({ tags: ['T'], summary: 'Register', responses: { 200: z.object({ ok: z.boolean() }) } }),
    validate(schemas),
    (ctx) => {
      ctx.body = { ok: true };
    },
  );
  const documents = mountRouters(app, [router], { documents: { name: 'test', info } });
  return { app, document: documents.full() };
}

const valid = { name: 'Laptop', response: { id: 'a1', clientExtensionResults: {} }, metadata: null, tags: [] };

/**
 * The body parser refuses a `__proto__` key anywhere in a JSON body (no prototype pollution), so the OpenAPI document
 * must say so wherever the body takes open JSON: a client generated from it, or a fuzzer, must not be able to send a
 * body the document allows and get 400 for it. Each body below is sent as text: JSON.parse makes `__proto__` a key.
 */
describe('a JSON body with a __proto__ key', () => {
  const { app, document } = build();
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema(document, 'test');
  const accepts = ajv.getSchema('test#/paths/~1api~1passkeys/post/requestBody/content/application~1json/schema')!;

  it.each([
    ['in a loose object', '{"~": {"__proto__": {"admin": true}}}', 'response.clientExtensionResults'],
    ['as a loose object’s own key', '{"__proto__": {"admin": true}}', 'response.clientExtensionResults'],
    ['inside a value of any type', '{"deep": [{"__proto__": 1}]}', 'metadata'],
    ['inside an open list', '{"__proto__": 1}', 'tags.0'],
  ])('%s is refused by the server, and the document says so', async (_where, json, path) => {
    const body = withJsonAt(path, json);
    const sent = await request(app.callback()).post('/api/passkeys').set('Content-Type', 'application/json').send(body);
    expect(sent.status).toBe(400);
    expect(sent.body.error.code).toBe('BAD_REQUEST');
    expect(accepts(JSON.parse(body))).toBe(false);
  });

  it('is the only thing refused there: the same body without it is accepted by both', async () => {
    const body = withJsonAt('response.clientExtensionResults', '{"~": {"admin": true}}');
    const sent = await request(app.callback()).post('/api/passkeys').set('Content-Type', 'application/json').send(body);
    expect(sent.status).toBe(200);
    expect(accepts(JSON.parse(body))).toBe(true);
  });
});

/** The valid body as text, with the JSON text `json` put at `path` (dots; a number indexes a list). */
function withJsonAt(path: string, json: string): string {
  const marker = '"@@here@@"';
  const copy = JSON.parse(JSON.stringify(valid)) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = '@@here@@';
  return JSON.stringify(copy).replace(marker, json);
}
