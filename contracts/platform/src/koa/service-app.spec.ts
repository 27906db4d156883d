import { request as httpRequest } from 'node:http';
import { Agent, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import Router from '@koa/router';
import { z } from 'zod';
import { serviceDateSchema } from '@vip/contracts/schemas';
import { acceptRawBodies, createServiceApp, validationClock } from './service-app';
import { defineErrors } from './app-error';
import { inputOf, validate } from './validate';
import { RateLimits } from './rate-limit';
import { silentLogger } from '../logger';

const errors = defineErrors({ THING_NOT_FOUND: 404 });

function build(ready = true, trustProxy = false) {
  const svc = createServiceApp({
    service: 'svc-test',
    logger: silentLogger(),
    trustProxy,
    readiness: [{ name: 'db', check: async () => ready }],
  });
  const limits = RateLimits.memory();
  const router = new Router();
  const schemas = { body: z.object({ name: z.string().min(1, 'Name is required'), n: z.number().int() }) };
  router.post('/api/things', validate(schemas), async (ctx) => {
    const { body } = inputOf(ctx, schemas);
    ctx.status = 201;
    ctx.body = { name: body.name, n: body.n };
  });
  router.get('/api/things/:id', async () => {
    throw errors.create('THING_NOT_FOUND', 'Thing Not Found');
  });
  router.get('/api/boom', async () => {
    throw new Error('secret database detail');
  });
  router.get('/api/limited', limits.middleware({ name: 'test', limit: 2, windowMs: 60_000 }), async (ctx) => {
    ctx.body = { ok: true, ip: ctx.ip };
  });
  router.get('/api/cached', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=30');
    ctx.body = { ok: true };
  });
  router.get('/api/cached/:id', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=30');
    throw errors.create('THING_NOT_FOUND', 'Thing Not Found');
  });
  svc.app.use(router.routes()).use(router.allowedMethods());
  return svc;
}

describe('service app', () => {
  it('answers health, readiness and Prometheus metrics', async () => {
    const { app } = build();
    await request(app.callback()).get('/healthz').expect(200, { status: 'ok', service: 'svc-test' });
    await request(app.callback()).get('/readyz').expect(200);
    await request(app.callback()).get('/api/things/1');
    const metrics = await request(app.callback()).get('/metrics').expect(200);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket');
    expect(metrics.text).toContain('route="/api/things/:id"');
  });

  it('labels latency by route pattern or as unmatched, never by the raw path (a series per id)', async () => {
    const { app } = build();
    await request(app.callback()).delete('/api/things/8f14e45f').expect(405);
    await request(app.callback()).get('/api/nowhere/42').expect(404);
    await request(app.callback()).get('/healthz').expect(200);
    const metrics = await request(app.callback()).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/route="unmatched",status="405"/);
    expect(metrics.text).toMatch(/route="unmatched",status="404"/);
    expect(metrics.text).toContain('route="/healthz"');
    expect(metrics.text).not.toContain('8f14e45f');
    expect(metrics.text).not.toContain('/api/nowhere');
  });

  it('answers no-store unless the route caches its answer, and never lets a cache keep an error', async () => {
    const { app } = build();
    const api = request(app.callback());
    expect((await api.get('/api/cached').expect(200)).headers['cache-control']).toBe('public, max-age=30');
    expect((await request(app.callback()).get('/api/cached/1').expect(404)).headers['cache-control']).toBe('no-store');
    const plain = await request(app.callback()).post('/api/things').send({ name: 'x', n: 1 }).expect(201);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect((await request(app.callback()).get('/api/boom').expect(500)).headers['cache-control']).toBe('no-store');
    expect((await request(app.callback()).get('/metrics').expect(200)).headers['cache-control']).toBe('no-store');
  });

  it('is not ready when a check fails or shutdown began', async () => {
    await request(build(false).app.callback()).get('/readyz').expect(503);
    const svc = build(true);
    svc.markShuttingDown();
    const res = await request(svc.app.callback()).get('/readyz').expect(503);
    expect(res.body.shuttingDown).toBe(true);
  });

  it('closes each keep-alive connection after its answer once draining, so no pooled socket is left behind', async () => {
    const svc = build(true);
    const server = createServer(svc.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true });
    const connectionHeader = () =>
      new Promise<string | undefined>((resolve, reject) => {
        get(
          { host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/api/things/1', agent },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers.connection));
          },
        ).on('error', reject);
      });
    try {
      expect(await connectionHeader()).toBe('keep-alive');
      svc.markShuttingDown();
      expect(await connectionHeader()).toBe('close');
    } finally {
      agent.destroy();
      server.close();
    }
  });

  it('stays ready, reporting the degraded part, when a non-critical check fails; shows the details', async () => {
    const svc = createServiceApp({
      service: 'svc-test',
      logger: silentLogger(),
      readiness: [
        { name: 'database', check: async () => true },
        { name: 'bus', check: async () => false, critical: false },
      ],
      readinessDetails: async () => ({ deadLetters: 2 }),
    });
    const res = await request(svc.app.callback()).get('/readyz').expect(200);
    expect(res.body).toEqual({
      status: 'degraded',
      shuttingDown: false,
      checks: { database: true, bus: false },
      details: { deadLetters: 2 },
    });
  });

  it('validates the body and answers 400 with field errors in the one error shape', async () => {
    const res = await request(build().app.callback()).post('/api/things').send({ name: '', n: 1.5 }).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toBe('Name is required');
    expect(res.body.error.details.fieldErrors.name).toEqual(['Name is required']);
    expect(res.body.error.details.fieldErrors.n).toHaveLength(1);
    expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers 400 for malformed JSON and 415 for a non-JSON body', async () => {
    const bad = await request(build().app.callback())
      .post('/api/things')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    const form = await request(build().app.callback()).post('/api/things').type('form').send('name=x').expect(415);
    expect(form.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('takes a chunked request that carries no bytes as a request without a body, not a 415', async () => {
    const server = build().app.listen(0, '127.0.0.1');
    await new Promise((ok) => server.once('listening', ok));
    const send = (body?: string) =>
      new Promise<{ status: number; code: string }>((ok, fail) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: (server.address() as { port: number }).port,
            method: 'POST',
            path: '/api/things',
            headers: { 'Transfer-Encoding': 'chunked' },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => ok({ status: res.statusCode!, code: JSON.parse(text).error.code }));
          },
        );
        req.on('error', fail);
        req.end(body);
      });
    try {
      // No body: the route's own validation answers, as for a POST without one.
      expect(await send()).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      // Bytes that are not JSON are still refused.
      expect(await send('name=x')).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    } finally {
      server.close();
    }
  });

  it('leaves the body of a route that reads bytes itself unread, and only that route', async () => {
    const svc = build();
    acceptRawBodies(svc.app, { method: 'POST', path: /^\/api\/files\/?$/i });
    const files = new Router();
    files.post('/api/files', async (ctx) => {
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
      ctx.body = { type: ctx.get('Content-Type'), bytes: Buffer.concat(chunks).length };
    });
    svc.app.use(files.routes());
    const api = () => request(svc.app.callback());
    await api()
      .post('/api/files')
      .set('Content-Type', 'application/pdf')
      .send(Buffer.from('%PDF-1.4'))
      .expect(200, { type: 'application/pdf', bytes: 8 });
    await api()
      .post('/API/Files/')
      .set('Content-Type', 'image/png')
      .send(Buffer.alloc(3))
      .expect(200, { type: 'image/png', bytes: 3 });
    // Another route, or another method, keeps the JSON rule.
    expect(
      (await api().post('/api/things').set('Content-Type', 'application/pdf').send(Buffer.from('%PDF-1.4')).expect(415))
        .body.error.code,
    ).toBe('UNSUPPORTED_MEDIA_TYPE');
    await api().put('/api/files').set('Content-Type', 'application/pdf').send(Buffer.from('%PDF-1.4')).expect(415);
    // Another app built by the same code is not affected.
    await request(build().app.callback())
      .post('/api/files')
      .set('Content-Type', 'application/pdf')
      .send(Buffer.from('x'))
      .expect(415);
  });

  it('maps a service error code to its status', async () => {
    const res = await request(build().app.callback()).get('/api/things/7').expect(404);
    expect(res.body.error).toMatchObject({ code: 'THING_NOT_FOUND', message: 'Thing Not Found' });
  });

  it('hides the details of an unexpected error behind a 500', async () => {
    const res = await request(build().app.callback()).get('/api/boom').expect(500);
    expect(res.body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('answers unknown routes with 404 in the error shape, and keeps a well-formed request id', async () => {
    const res = await request(build().app.callback()).get('/api/nothing').set('X-Request-Id', 'gw-123').expect(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', requestId: 'gw-123' });
  });

  it('replaces a request id that is not well formed, and answers with the id it used', async () => {
    const res = await request(build().app.callback()).get('/api/nothing').set('X-Request-Id', 'bad id\t!').expect(404);
    expect(res.body.error.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(res.headers['x-request-id']).toBe(res.body.error.requestId);
  });

  it('runs middleware mounted at a prefix with the body read, and only for paths under it', async () => {
    const svc = build();
    const seen: string[] = [];
    svc.mount('/internal/tools/', async (ctx, next) => {
      seen.push(ctx.path);
      if (ctx.path !== '/internal/tools/echo') return next();
      ctx.body = { echoed: (ctx.request as { body?: unknown }).body };
    });
    const api = request(svc.app.callback());
    await api
      .post('/internal/tools/echo')
      .send({ n: 1 })
      .expect(200, { echoed: { n: 1 } });
    await api.post('/internal/tools/echo').set('Content-Type', 'text/plain').send('n=1').expect(415);
    await api.get('/internal/tools/other').expect(404);
    await api.post('/api/things').send({ name: 'a', n: 1 }).expect(201);
    await api.get('/healthz').expect(200);
    expect(seen).toEqual(['/internal/tools/echo', '/internal/tools/other']);
  });

  it('rate-limits with 429 and Retry-After', async () => {
    const { app } = build();
    const agent = request(app.callback());
    await agent.get('/api/limited').expect(200);
    await agent.get('/api/limited').expect(200);
    const res = await agent.get('/api/limited').expect(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('behind the gateway takes the address the gateway wrote, so a client cannot choose it to dodge a limit', async () => {
    const agent = request(build(true, true).app.callback());
    // The client writes whatever it likes in X-Forwarded-For; the gateway appends the address it saw.
    const first = await agent.get('/api/limited').set('X-Forwarded-For', '203.0.113.1, 198.51.100.7').expect(200);
    expect(first.body.ip).toBe('198.51.100.7');
    await agent.get('/api/limited').set('X-Forwarded-For', '203.0.113.2, 198.51.100.7').expect(200);
    await agent.get('/api/limited').set('X-Forwarded-For', '203.0.113.3, 198.51.100.7').expect(429);
    // Another client (another address written by the gateway) has its own budget.
    await agent.get('/api/limited').set('X-Forwarded-For', '203.0.113.3, 198.51.100.8').expect(200);
  });

  it('ignores X-Forwarded-For entirely when not behind a gateway', async () => {
    const res = await request(build().app.callback())
      .get('/api/limited')
      .set('X-Forwarded-For', '203.0.113.1')
      .expect(200);
    expect(res.body.ip).not.toBe('203.0.113.1');
  });

  it('checks date rules by each app’s own clock: alone, and beside an app with another', async () => {
    const withClock = (iso: string) => {
      const svc = build();
      const clock = new Date(iso);
      svc.app.use(validationClock(() => clock));
      const router = new Router();
      const schemas = { query: z.object({ date: serviceDateSchema }) };
      router.get('/api/dated', validate(schemas), async (ctx) => {
        ctx.body = { date: inputOf(ctx, schemas).query.date };
      });
      svc.app.use(router.routes());
      return request(svc.app.callback());
    };
    const in2030 = withClock('2030-06-01T12:00:00Z');
    await in2030.get('/api/dated?date=2030-06-10').expect(200, { date: '2030-06-10' });
    const past = await in2030.get('/api/dated?date=2026-01-10').expect(422);
    expect(past.body.error.message).toBe('Date cannot be earlier than today');
    // A second app with another clock: from now on each request carries its own app's.
    const in2020 = withClock('2020-01-01T12:00:00Z');
    const [a, b, c, d] = await Promise.all([
      in2030.get('/api/dated?date=2030-06-10'),
      in2020.get('/api/dated?date=2030-06-10'),
      in2020.get('/api/dated?date=2020-02-01'),
      in2030.get('/api/dated?date=2020-02-01'),
    ]);
    expect([a.status, b.status, c.status, d.status]).toEqual([200, 422, 200, 422]);
    expect(b.body.error.message).toBe('Services can be booked up to 2 years ahead');
    expect(d.body.error.message).toBe('Date cannot be earlier than today');
  });
});
