/**
 * The embedded gateway (`npm start` runs all three services in its process): no request may end that
 * process, and everything it serves itself carries the page headers of contracts/src/platform.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { errorBodySchema } from '@vip/contracts/http';
import { API_CONTENT_SECURITY_POLICY, PAGE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@vip/contracts/platform';
import { cleanEnv, spawnNode, type Spawned } from '../test-support/processes';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bytes: Buffer;
}

/** A request with the path exactly as written: fetch would re-encode a malformed one (and decode a compressed body). */
function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          ok({ status: res.statusCode!, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
      },
    );
    req.on('error', fail);
    req.end();
  });
}

function expectPageHeaders(answer: Answer): void {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
    expect(answer.headers[name.toLowerCase()]).toBe(value);
}

const SCRIPT = 'mfe-booking/dist/476.36daa707.js';
const SCRIPT_URL = '/remotes/mfe-booking/476.36daa707.js';
const SOURCE = 'export const greeting = "hello";\n'.repeat(200);

const MALFORMED = [
  '/%E0%A4%A',
  '/%',
  '/remotes/mfe-booking/%ZZ',
  '/remotes/mfe-booking/remoteEntry%00.js',
  '/booking%00',
  '//',
  '//host:99999/x',
];
const MALFORMED_API = ['/api/airports/%E0%A4%A', '/api/bookings/%', '/api/admin/%00'];

describe('embedded gateway (tools/dev/gateway.mjs)', () => {
  const root = mkdtempSync(join(tmpdir(), 'vip-gateway-'));
  let gateway: Spawned;
  let direct: number;
  let behindProxy: number;
  let starting: number;

  const file = (rel: string, text: string | Buffer) => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  };

  beforeAll(async () => {
    file('shell/dist/index.html', '<!doctype html><title>shell</title>');
    file('shell/dist/main.0123abcd.js', 'console.log("shell")');
    file('mfe-booking/dist/remoteEntry.js', 'var mfe_booking;');
    // A script with the copies the build writes beside it.
    file(SCRIPT, SOURCE);
    file(`${SCRIPT}.br`, brotliCompressSync(SOURCE, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    file(`${SCRIPT}.gz`, gzipSync(SOURCE, { level: 9 }));
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
    expect(
      (await send(behindProxy, '/', { headers: { 'X-Forwarded-Proto': 'http' } })).headers['strict-transport-security'],
    ).toBeUndefined();
    const secure = await send(behindProxy, '/', { headers: https });
    expect(secure.headers[STRICT_TRANSPORT_SECURITY.name.toLowerCase()]).toBe(STRICT_TRANSPORT_SECURITY.value);
    expectPageHeaders(secure);
  });

  it('leaves the API answers to the services: no page policy on them', async () => {
    const api = await send(direct, '/api/airports');
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['x-frame-options']).toBeUndefined();
  });
  describe("the build's compressed copies", () => {
    it("sends the Brotli file for Accept-Encoding: br, with its length, the script's type, Vary and its own ETag", async () => {
      const answer = await send(direct, SCRIPT_URL, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(answer.bytes.length).toBeLessThan(Buffer.byteLength(SOURCE) / 10);
      expect(brotliDecompressSync(answer.bytes).toString()).toBe(SOURCE);
      expectPageHeaders(answer);
    });

    it('sends the gzip file to a browser without Brotli, and the file itself to one that takes neither', async () => {
      for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0']) {
        const gzip = await send(direct, SCRIPT_URL, { headers: { 'Accept-Encoding': acceptEncoding } });
        expect({ acceptEncoding, encoding: gzip.headers['content-encoding'] }).toEqual({
          acceptEncoding,
          encoding: 'gzip',
        });
        expect(Number(gzip.headers['content-length'])).toBe(gzip.bytes.length);
        expect(gunzipSync(gzip.bytes).toString()).toBe(SOURCE);
      }
      for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }] as Array<
        Record<string, string>
      >) {
        const plain = await send(direct, SCRIPT_URL, { headers });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toBe('Accept-Encoding');
        expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SOURCE));
        expect(plain.body).toBe(SOURCE);
      }
    });

    it('answers HEAD with the length of what GET would send', async () => {
      const get = await send(direct, SCRIPT_URL, { headers: { 'Accept-Encoding': 'br' } });
      const head = await send(direct, SCRIPT_URL, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.bytes.length).toBe(0);
    });

    it('revalidates each representation by its own ETag', async () => {
      const br = await send(direct, SCRIPT_URL, { headers: { 'Accept-Encoding': 'br' } });
      const gzip = await send(direct, SCRIPT_URL, { headers: { 'Accept-Encoding': 'gzip' } });
      const plain = await send(direct, SCRIPT_URL);
      const etags = [br, gzip, plain].map((a) => a.headers.etag);
      expect(new Set(etags).size).toBe(3);
      expect(
        (
          await send(direct, SCRIPT_URL, {
            headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) },
          })
        ).status,
      ).toBe(304);
      const stale = await send(direct, SCRIPT_URL, {
        headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(br.headers.etag) },
      });
      expect(stale.status).toBe(200);
      expect(stale.headers['content-encoding']).toBe('gzip');
    });

    it('compresses nothing per request: a file the build wrote no copy of goes as it is', async () => {
      const entry = await send(direct, '/remotes/mfe-booking/remoteEntry.js', {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(entry.headers['content-encoding']).toBeUndefined();
      expect(entry.body).toBe('var mfe_booking;');
    });
  });
});
