import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import request from 'supertest';
import Router from '@koa/router';
import { z } from 'zod';
import { createServiceApp } from './service-app';
import { validate } from './validate';
import { documentsOf, mountRouters } from './router-mount';
import { answerMalformedRequests } from './malformed-requests';
import { documented } from '../openapi/route-docs';
import { silentLogger } from '../logger';

const info = { title: 'Test API', version: '1.0.0', description: 'Routers for the mounting tests' };

function build() {
  const { app } = createServiceApp({ service: 'svc-test', logger: silentLogger(), readiness: [] });
  const checkout = new Router({ prefix: '/api/bookings' });
  checkout.post('/checkout', documented({ tags: ['T'], summary: 'Checkout', responses: { 201: null } }), (ctx) => {
    ctx.status = 201;
  });
  const bookings = new Router({ prefix: '/api/bookings' });
  const lookup = { params: z.object({ reference: z.string().regex(/^VIP-\d{5}-[A-Z]{3}$/) }) };
  bookings.get(
    '/:reference',
    documented({ tags: ['T'], summary: 'Look-up', responses: { 200: z.object({ ok: z.boolean() }) } }),
    validate(lookup),
    (ctx) => {
      ctx.body = { ok: true };
    },
  );
  bookings.patch(
    '/:reference',
    documented({ tags: ['T'], summary: 'Change', responses: { 200: z.object({ ok: z.boolean() }) } }),
    validate(lookup),
    (ctx) => {
      ctx.body = { ok: true };
    },
  );
  const undocumented = new Router();
  undocumented.get('/api/plain', (ctx) => {
    ctx.body = { plain: true };
  });
  mountRouters(app, [checkout, bookings, undocumented], { documents: { name: 'test', info } });
  return app;
}

describe('mountRouters', () => {
  const app = build();
  const api = () => request(app.callback());

  it.each(['TRACE', 'PROPFIND', 'QUERY', 'PUT', 'DELETE'])(
    'answers %s on a served path with 405, Allow and the one error shape',
    async (method) => {
      // supertest has a function per method Node knows (http.METHODS), QUERY and PROPFIND included.
      const sent = await (api() as unknown as Record<string, (path: string) => request.Test>)[method.toLowerCase()]!(
        '/api/bookings/VIP-12345-LHR',
      );
      expect(sent.status).toBe(405);
      expect(sent.headers.allow).toBe('GET, HEAD, PATCH, OPTIONS');
      expect(sent.headers['content-type']).toMatch(/json/);
      expect(sent.body.error).toMatchObject({ code: 'METHOD_NOT_ALLOWED', requestId: expect.any(String) });
    },
  );

  it('answers OPTIONS with 204 and Allow', async () => {
    const res = await api().options('/api/bookings/VIP-12345-LHR').expect(204);
    expect(res.headers.allow).toBe('GET, HEAD, PATCH, OPTIONS');
  });

  it('lets a literal path own itself: a parameterised route whose params refuse the value stands aside', async () => {
    const get = await api().get('/api/bookings/checkout').expect(405);
    expect(get.headers.allow).toBe('POST, OPTIONS');
    expect((await api().options('/api/bookings/checkout').expect(204)).headers.allow).toBe('POST, OPTIONS');
    await api().patch('/api/bookings/checkout').send({}).expect(405);
    // The same answer again (the decision is remembered), and for the router's other spellings of the path.
    for (const path of ['/api/bookings/checkout', '/api/bookings/CHECKOUT', '/api/bookings/checkout/'])
      expect((await api().get(path).expect(405)).headers.allow).toBe('POST, OPTIONS');
    // A value no literal route claims still reaches the parameterised route and its validation.
    const bad = await api().get('/api/bookings/not-a-reference').expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    await api().get('/api/bookings/VIP-12345-LHR').expect(200);
  });

  it('keeps a 404 in the error shape for paths no route serves, whatever the method', async () => {
    for (const method of ['get', 'trace', 'options'] as const) {
      const res = await api()[method]('/api/nothing-here');
      expect(res.status).toBe(404);
    }
  });

  it('knows which mounted routes have no documented() marker', () => {
    expect(documentsOf(app)?.undocumented()).toEqual(['GET /api/plain']);
  });

  it('serves the documents and the page, GET and HEAD only', async () => {
    const full = await api().get('/openapi.json').expect(200);
    expect(Object.keys(full.body.paths).sort()).toEqual(['/api/bookings/checkout', '/api/bookings/{reference}']);
    await api().get('/api/openapi/test.json').expect(200);
    const page = await api().get('/api/openapi/test').expect(200).expect('Content-Type', /html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).not.toContain('<script');
    const post = await api().post('/api/openapi/test.json').expect(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});

describe('answerMalformedRequests', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer(build().callback());
    answerMalformedRequests(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
    });

  it('answers a method Node does not know (its parser stops before the path) with a 400 in the error shape', async () => {
    const answer = await raw('FOO /api/bookings/VIP-12345-LHR HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!).error).toMatchObject({
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
    });
  });

  it('answers QUERY, which Node knows, through the routers: 405 with Allow', async () => {
    const answer = await raw('QUERY /api/bookings/VIP-12345-LHR HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toMatch(/\r\nallow: GET, HEAD, PATCH, OPTIONS\r\n/i);
  });

  it('answers CONNECT with a 405 instead of dropping the connection', async () => {
    const answer = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!).error.code).toBe('METHOD_NOT_ALLOWED');
  });
});
