/**
 * The embedded gateway (`npm start` runs all three services in its process): no request may end that
 * process, and everything it serves itself carries the page headers of contracts/src/platform.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { API_CONTENT_SECURITY_POLICY, PAGE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, errorBodySchema } from '@vip/contracts';
import { cleanEnv, spawnNode, type Spawned } from '../test-support/processes';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the path exactly as written: fetch would re-encode a malformed one. */
function send(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

function expectPageHeaders(answer: Answer): void {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()]).toBe(value);
}

const MALFORMED = ['/%E0%A4%A', '/%', '/remotes/mfe-booking/%ZZ', '/remotes/mfe-booking/remoteEntry%00.js', '/booking%00', '//', '//host:99999/x'];
const MALFORMED_API = ['/api/airports/%E0%A4%A', '/api/bookings/%', '/api/admin/%00'];

describe('embedded gateway (tools/dev/gateway.mjs)', () => {
  const root = mkdtempSync(join(tmpdir(), 'vip-gateway-'));
  let gateway: Spawned;
  let direct: number;
  let behindProxy: number;
  let starting: number;

  const file = (rel: string, text: string) => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  };

  beforeAll(async () => {
    file('shell/dist/index.html', '<!doctype html><title>shell</title>');
    file('shell/dist/main.0123abcd.js', 'console.log("shell")');
    file('mfe-booking/dist/remoteEntry.js', 'var mfe_booking;');
    gateway = spawnNode('tools/test-support/gateway-harness.mjs', cleanEnv({ GATEWAY_ROOT: root }));
    const [line] = await gateway.waitFor(/^\{.*"behindProxy".*\}$/m, 30_000);
    ({ direct, behindProxy, starting } = JSON.parse(line) as { direct: number; behindProxy: number; starting: number });
  });

  afterAll(async () => {
    if (gateway?.child.exitCode === null) {
      gateway.child.kill('SIGTERM');
      await gateway.exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  const stillServes = async () => {
    expect(gateway.child.exitCode).toBeNull();
    expect((await send(direct, '/')).status).toBe(200);
    const api = await send(direct, '/api/airports?q=rome');
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toEqual({ service: 'svc-catalog', url: '/api/airports?q=rome' });
  };

  it.each(MALFORMED)('answers %s with a plain 400 or 404 and keeps running', async (path) => {
    const answer = await send(direct, path);
    expect([400, 404]).toContain(answer.status);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expectPageHeaders(answer);
    await stillServes();
  });

  it.each(MALFORMED_API)('answers %s with a 400 in the one error shape and keeps running', async (path) => {
    const answer = await send(direct, path);
    expect(answer.status).toBe(400);
    const body = errorBodySchema.parse(JSON.parse(answer.body));
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(answer.headers['x-request-id']).toBe(body.error.requestId);
    expect(answer.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    await stillServes();
  });

  it('answers 503 with Retry-After for a service still starting, and 404 only for a path no service owns', async () => {
    const answer = await send(starting, '/api/admin/bookings');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(errorBodySchema.parse(JSON.parse(answer.body)).error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await send(starting, '/api/airports')).status).toBe(200);
    const unknown = await send(starting, '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(JSON.parse(unknown.body)).error.code).toBe('NOT_FOUND');
  });

  it('answers 500 and logs when a handler throws or rejects, and keeps running', async () => {
    for (const path of ['/api/bookings/VIP-00001-JFK', '/api/admin/bookings']) {
      const answer = await send(direct, path);
      expect(answer.status).toBe(500);
      expect(errorBodySchema.parse(JSON.parse(answer.body)).error.code).toBe('INTERNAL');
      expect(answer.body).not.toContain('a service bug');
    }
    await stillServes();
    expect(gateway.output()).toContain('gateway error on GET /api/bookings/VIP-00001-JFK: a service bug, thrown');
    expect(gateway.output()).toContain('gateway error on GET /api/admin/bookings: a service bug, rejected');
  });

  it('still serves files and the SPA fallback as before', async () => {
    const entry = await send(direct, '/remotes/mfe-booking/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.body).toBe('var mfe_booking;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const asset = await send(direct, '/main.0123abcd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const route = await send(direct, '/admin/login');
    expect(route.status).toBe(200);
    expect(route.body).toContain('<title>shell</title>');
    expect((await send(direct, '/missing.0123abcd.js')).status).toBe(404);
    expect((await send(direct, '/remotes/mfe-booking/../../shell/dist/index.html')).status).not.toBe(500);
    expect((await send(direct, '/', { method: 'POST' })).status).toBe(405);
  });

  it.each(['/', '/admin/login', '/remotes/mfe-booking/remoteEntry.js', '/main.0123abcd.js', '/missing.js'])(
    'sends the page headers of contracts with %s, and no HSTS over plain HTTP',
    async (path) => {
      const answer = await send(direct, path);
      expectPageHeaders(answer);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    // Nothing is trusted by default: anyone can write that header.
    expect((await send(direct, '/', { headers: https })).headers['strict-transport-security']).toBeUndefined();
    expect((await send(behindProxy, '/')).headers['strict-transport-security']).toBeUndefined();
    expect((await send(behindProxy, '/', { headers: { 'X-Forwarded-Proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
    const secure = await send(behindProxy, '/', { headers: https });
    expect(secure.headers[STRICT_TRANSPORT_SECURITY.name.toLowerCase()]).toBe(STRICT_TRANSPORT_SECURITY.value);
    expectPageHeaders(secure);
  });

  it('leaves the API answers to the services: no page policy on them', async () => {
    const api = await send(direct, '/api/airports');
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['x-frame-options']).toBeUndefined();
  });
});
