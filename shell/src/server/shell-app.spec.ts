/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '@vip/contracts/platform';
import type { PageRenderer } from './page-renderer';
import { createShellApp } from './shell-app';

const SOURCE = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};`;
const INDEX =
  '<!doctype html><html><head><title>VIP Airport Services</title></head><body><div id="root"></div></body></html>';

describe('the shell container (createShellApp)', () => {
  let dist: string;
  let server: Server;
  let base: string;
  let answer: Awaited<ReturnType<PageRenderer['render']>> | Error;
  const rendered: Array<{ url: string; origin: string }> = [];
  const failures: unknown[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(join(dist, 'remotes.json'), '{"remotes":[]}');
    // A script with the copies the build writes beside it.
    writeFileSync(join(dist, 'react.89abcdef.js'), SOURCE);
    writeFileSync(join(dist, 'react.89abcdef.js.br'), brotliCompressSync(SOURCE));
    writeFileSync(join(dist, 'react.89abcdef.js.gz'), gzipSync(SOURCE, { level: 9 }));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server', 'render.js'), 'module.exports = {};');
    const renderer: PageRenderer = {
      render: async (url, origin) => {
        rendered.push({ url, origin });
        if (answer instanceof Error) throw answer;
        return answer;
      },
    };
    server = createServer(
      createShellApp({ dist, renderer, onRenderError: (error) => failures.push(error) }).callback(),
    );
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((ok) => server.close(ok));
    rmSync(dist, { recursive: true, force: true });
  });

  beforeEach(() => {
    rendered.length = 0;
    failures.length = 0;
  });

  it('answers a page with its rendered HTML and status, for the origin the gateway was asked, never cached as is', async () => {
    answer = { status: 200, html: '<html><body><h1>London Heathrow Airport</h1></body></html>' };
    const res = await fetch(`${base}/airports/LHR?from=home`, {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'vip.example' },
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<h1>London Heathrow Airport</h1>');
    expect(rendered).toEqual([{ url: '/airports/LHR?from=home', origin: 'https://vip.example' }]);
  });

  it('renders for the configured public origin, whatever Host a client sends', async () => {
    answer = { status: 200, html: '<html></html>' };
    const pinned = createServer(
      createShellApp({
        dist,
        renderer: { render: async (url, origin) => (rendered.push({ url, origin }), answer as never) },
        publicOrigin: 'https://www.vip.example',
      }).callback(),
    );
    await new Promise<void>((ok) => pinned.listen(0, '127.0.0.1', ok));
    await fetch(`http://127.0.0.1:${(pinned.address() as AddressInfo).port}/airports`, {
      headers: { 'X-Forwarded-Host': 'evil.example' },
    });
    await new Promise((ok) => pinned.close(ok));
    expect(rendered).toEqual([{ url: '/airports', origin: 'https://www.vip.example' }]);
  });

  it("answers a renderer's 404 as a 404", async () => {
    answer = { status: 404, html: '<html><body><h1>404 Page Not Found</h1></body></html>' };
    const res = await fetch(`${base}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404 Page Not Found');
  });

  it('sends index.html (the browser renders the page) when the page is not rendered here, or its render failed', async () => {
    answer = undefined;
    const left = await fetch(`${base}/checkout`);
    expect(left.status).toBe(200);
    expect(await left.text()).toBe(INDEX);

    answer = new Error('the catalog is down');
    const failed = await fetch(`${base}/airports`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe(INDEX);
    expect(failures).toEqual([answer]);
  });

  it('sends the security headers of every page, with HSTS only behind an HTTPS edge', async () => {
    answer = undefined;
    const plain = await fetch(`${base}/`);
    expect(plain.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get(STRICT_TRANSPORT_SECURITY.name)).toBeNull();

    const secure = await fetch(`${base}/main.0123abcd.js`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.headers.get(STRICT_TRANSPORT_SECURITY.name)).toBe(STRICT_TRANSPORT_SECURITY.value);
    expect(secure.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves hashed files for a year, compressed, and the files without a hash to be asked again', async () => {
    const script = await fetch(`${base}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    const manifest = await fetch(`${base}/remotes.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ remotes: [] });
  });

  it.each([
    ['br', brotliCompressSync(SOURCE).length],
    ['gzip', gzipSync(SOURCE, { level: 9 }).length],
  ])("sends the build's %s copy as it is, cached for a year as the script it holds", async (encoding, size) => {
    const res = await fetch(`${base}/react.89abcdef.js`, { headers: { 'Accept-Encoding': encoding } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(Number(res.headers.get('content-length'))).toBe(size);
    const plain = await fetch(`${base}/react.89abcdef.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBe(plain.headers.get('content-type'));
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SOURCE);
  });

  it('answers 404 for a missing file and for its own server build, 405 for another method, and /healthz', async () => {
    expect((await fetch(`${base}/missing.0123abcd.js`)).status).toBe(404);
    expect((await fetch(`${base}/server/render.js`)).status).toBe(404);
    expect((await fetch(`${base}/%73erver/render.js`)).status).toBe(404);
    expect((await fetch(`${base}/%2e/server/render.js`)).status).toBe(404);
    const post = await fetch(`${base}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const health = await fetch(`${base}/healthz`);
    expect(await health.text()).toBe('ok\n');
    expect(rendered).toEqual([]);
  });
});
