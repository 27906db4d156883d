/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createPageRenderer } from './page-renderer';

const INDEX =
  '<!doctype html><html lang="en"><head><title>VIP Airport Services</title><meta name="description" content="d"><meta name="robots" content="index,follow"></head><body><div id="startup-spinner" role="status"><div class="ring"></div><span class="visually-hidden">Loading</span></div><div id="root"></div><script defer src="/main.1234abcd.js"></script></body></html>';

/**
 * A remote's server container as the federation runtime loads it (what rspack's ModuleFederationPlugin writes, in
 * a few lines): init takes the host's share scope, get('./routes') the exposed module, which takes React from it
 * (and says whether that React carries the test's mark).
 */
const serverContainer = (heading: string) =>
  `let scope;
const shared = async (name) => (await scope[name][Object.keys(scope[name])[0]].get())();
module.exports = {
  init(shareScope) { scope = shareScope; },
  async get(expose) {
    if (expose !== './routes') throw new Error('no ' + expose);
    const { jsx } = await shared('react/jsx-runtime');
    const mark = (await shared('react'))[Symbol.for('things.mark')];
    const text = ${JSON.stringify(heading)} + (mark ? ', React of ' + mark : '');
    return () => ({
      routes: { '/things': () => jsx('h1', { children: text }) },
      serverRendered: ['/things'],
    });
  },
};`;
const ENTRY = '/remotes/mfe-things/server/remoteEntry.js';
/** pageTtlMs 0 keeps a page a millisecond (lru-cache's 0 is for ever): a render sooner is served the first one. */
const pageExpired = () => new Promise((r) => setTimeout(r, 5));

describe('createPageRenderer: a remote renders with the build its own deploy serves', () => {
  let dist: string;
  let gateway: Server;
  let baseUrl: string;
  const files: Record<string, string> = {};
  const asked: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    files['/remotes.json'] = JSON.stringify({
      remotes: [{ name: 'mfe_things', entry: '/remotes/mfe-things/remoteEntry.js', routes: ['/things'] }],
    });
    // The gateway: files by path (the runtime's ?v= names a version, not another file), with an ETag, and a 304
    // for an unchanged one.
    gateway = createServer((req, res) => {
      asked.push(req.url!);
      const body = files[new URL(req.url!, 'http://gateway').pathname];
      if (body === undefined) return res.writeHead(404).end();
      const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
      if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
      res.writeHead(200, { ETag: etag }).end(body);
    });
    await new Promise<void>((ok) => gateway.listen(0, '127.0.0.1', ok));
    baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((ok) => gateway.close(ok));
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders with a redeployed build once its pages and build are due to be looked at again', async () => {
    files[ENTRY] = serverContainer('Version one');
    // A second: a cold first render (the file's first, compiling the frame) took longer than 200 ms.
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 1000, revalidateMs: 1000 });

    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Version one</h1>');
    files[ENTRY] = serverContainer('Version two');
    // Meanwhile the rendered page (and the build) are used again.
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Version one</h1>');

    await new Promise((r) => setTimeout(r, 1050));
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Version two</h1>');
  });

  it('drops kept pages when the manifest names another release (a deploy or a rollback), however long the pages were to be kept', async () => {
    const manifest = files['/remotes.json']!;
    files[ENTRY] = serverContainer('Release one');
    files['/remotes/mfe-things/r2/server/remoteEntry.js'] = serverContainer('Release two');
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 60_000, revalidateMs: 100 });
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Release one</h1>');

    files['/remotes.json'] = manifest.replace(
      '/remotes/mfe-things/remoteEntry.js',
      '/remotes/mfe-things/r2/remoteEntry.js',
    );
    await new Promise((r) => setTimeout(r, 150));
    const page = (await renderer.render('/things', 'https://vip.example'))?.html;
    expect(page).toContain('<h1>Release two</h1>');
    expect(page).toContain('/remotes/mfe-things/r2/remoteEntry.js');
    files['/remotes.json'] = manifest;
  });

  it("renders with the shell's new build at once: cached pages naming the old scripts are dropped", async () => {
    files[ENTRY] = serverContainer('Any');
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 60_000, revalidateMs: 60_000 });
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('data-main="/main.1234abcd.js"');
    writeFileSync(join(dist, 'index.html'), INDEX.replace('main.1234abcd.js', 'main.5678ef90.js'));
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('data-main="/main.5678ef90.js"');
    writeFileSync(join(dist, 'index.html'), INDEX);
  });

  it('asks again with If-None-Match, and an unchanged build is not fetched whole', async () => {
    files[ENTRY] = serverContainer('Same');
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 0, revalidateMs: 0 });
    await renderer.render('/things', 'https://vip.example');
    await pageExpired();
    asked.length = 0;
    const page = await renderer.render('/things', 'https://vip.example');
    expect(page?.html).toContain('<h1>Same</h1>');
    expect(asked).toEqual(['/remotes.json', ENTRY]);
  });

  it('leaves the pages of a remote without a server build to the browser, and does not ask for it on every page', async () => {
    delete files[ENTRY];
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 0, revalidateMs: 60_000 });
    await expect(renderer.render('/things', 'https://vip.example')).resolves.toBeUndefined();
    await pageExpired();
    asked.length = 0;
    await expect(renderer.render('/things', 'https://vip.example')).resolves.toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('fails a page whose remote answers with an error (the caller sends index.html), and backs off before asking again', async () => {
    files[ENTRY] = 'module.exports = {';
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 0, revalidateMs: 60_000 });
    await expect(renderer.render('/things', 'https://vip.example')).rejects.toThrow('Unexpected token');
    await pageExpired();
    asked.length = 0;
    await expect(renderer.render('/things', 'https://vip.example')).rejects.toThrow('Unexpected token');
    expect(asked).toEqual([]);
  });

  it('never runs a server build from a host other than the gateway, whatever the manifest names', async () => {
    const manifest = files['/remotes.json']!;
    files['/remotes.json'] = JSON.stringify({
      remotes: [{ name: 'mfe_things', entry: 'https://cdn.example/remoteEntry.js', routes: ['/things'] }],
    });
    const fetched: string[] = [];
    const renderer = createPageRenderer({
      shellDist: dist,
      baseUrl,
      pageTtlMs: 0,
      fetchImpl: (async (input: RequestInfo | URL, init?: RequestInit) => (
        fetched.push(String(input)),
        fetch(input, init)
      )) as typeof fetch,
    });
    await expect(renderer.render('/things', 'https://vip.example')).resolves.toBeUndefined();
    expect(fetched).toEqual([`${baseUrl}/remotes.json`]);
    files['/remotes.json'] = manifest;
  });

  it('keeps rendering with the last good container when a redeployed one does not load, and retries it when due', async () => {
    files[ENTRY] = serverContainer('Good');
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 0, revalidateMs: 100 });
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Good</h1>');
    files[ENTRY] = 'module.exports = {';
    await new Promise((r) => setTimeout(r, 150));
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Good</h1>');
    files[ENTRY] = serverContainer('Fixed');
    await new Promise((r) => setTimeout(r, 150));
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Fixed</h1>');
  });

  it("gives a container this process's own shared modules through the federation share scope", async () => {
    // A mark on the React this process requires: the container shows whether its React carries it.
    const react = createRequire(__filename)('react') as Record<symbol, unknown>;
    react[Symbol.for('things.mark')] = 'this process';
    files[ENTRY] = serverContainer('Shared');
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 0 });
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain(
      '<h1>Shared, React of this process</h1>',
    );
    delete react[Symbol.for('things.mark')];
  });

  it('renders a limited number of pages at once and leaves the rest of a burst to the browser, uncached', async () => {
    files[ENTRY] = serverContainer('Burst');
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 60_000, maxConcurrentRenders: 2 });
    const pages = await Promise.all(
      ['/things?a=1', '/things?a=2', '/things?a=3'].map((url) => renderer.render(url, 'https://vip.example')),
    );
    expect(pages.map((p) => (p?.html.includes('<h1>Burst</h1>') ? 'rendered' : 'browser'))).toEqual([
      'rendered',
      'rendered',
      'browser',
    ]);
    expect((await renderer.render('/things?a=3', 'https://vip.example'))?.html).toContain('<h1>Burst</h1>');
  });
});
