/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPageRenderer, evaluateServerBuild } from './page-renderer';

const INDEX =
  '<!doctype html><html lang="en"><head><title>VIP Airport Services</title><meta name="description" content="d"><meta name="robots" content="index,follow"></head><body><div id="startup-spinner" role="status"><div class="ring"></div><span class="visually-hidden">Loading</span></div><div id="root"></div><script defer src="/main.1234abcd.js"></script></body></html>';

/** A remote's server build as rspack writes it: CommonJS, the shared modules required from the loader. */
const serverBuild = (heading: string) =>
  `const { jsx } = require('react/jsx-runtime');
module.exports = { routes: { '/things': () => jsx('h1', { children: ${JSON.stringify(heading)} }) }, serverRendered: ['/things'] };`;

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
    // The gateway: files by path, with an ETag, and a 304 for an unchanged one.
    gateway = createServer((req, res) => {
      asked.push(req.url!);
      const body = files[req.url!];
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
    files['/remotes/mfe-things/server/routes.js'] = serverBuild('Version one');
    // A second: a cold first render (the file's first, compiling the frame) took longer than 200 ms.
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 1000, revalidateMs: 1000 });

    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Version one</h1>');
    files['/remotes/mfe-things/server/routes.js'] = serverBuild('Version two');
    // Meanwhile the rendered page (and the build) are used again.
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Version one</h1>');

    await new Promise((r) => setTimeout(r, 1050));
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('<h1>Version two</h1>');
  });

  it('drops kept pages when the manifest names another release (a deploy or a rollback), however long the pages were to be kept', async () => {
    const manifest = files['/remotes.json']!;
    files['/remotes/mfe-things/server/routes.js'] = serverBuild('Release one');
    files['/remotes/mfe-things/r2/server/routes.js'] = serverBuild('Release two');
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
    files['/remotes/mfe-things/server/routes.js'] = serverBuild('Any');
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 60_000, revalidateMs: 60_000 });
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('data-main="/main.1234abcd.js"');
    writeFileSync(join(dist, 'index.html'), INDEX.replace('main.1234abcd.js', 'main.5678ef90.js'));
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect((await renderer.render('/things', 'https://vip.example'))?.html).toContain('data-main="/main.5678ef90.js"');
    writeFileSync(join(dist, 'index.html'), INDEX);
  });

  it('asks again with If-None-Match, and an unchanged build is not fetched whole', async () => {
    files['/remotes/mfe-things/server/routes.js'] = serverBuild('Same');
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 0, revalidateMs: 0 });
    await renderer.render('/things', 'https://vip.example');
    asked.length = 0;
    const page = await renderer.render('/things', 'https://vip.example');
    expect(page?.html).toContain('<h1>Same</h1>');
    expect(asked).toEqual(['/remotes.json', '/remotes/mfe-things/server/routes.js']);
  });

  it('leaves the pages of a remote without a server build to the browser, and does not ask for it on every page', async () => {
    delete files['/remotes/mfe-things/server/routes.js'];
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 0, revalidateMs: 60_000 });
    await expect(renderer.render('/things', 'https://vip.example')).resolves.toBeUndefined();
    asked.length = 0;
    await expect(renderer.render('/things', 'https://vip.example')).resolves.toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('fails a page whose remote answers with an error (the caller sends index.html), and backs off before asking again', async () => {
    files['/remotes/mfe-things/server/routes.js'] = 'module.exports = {';
    const renderer = createPageRenderer({ shellDist: dist, baseUrl, pageTtlMs: 0, revalidateMs: 60_000 });
    await expect(renderer.render('/things', 'https://vip.example')).rejects.toThrow('Unexpected token');
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

  it('renders a limited number of pages at once and leaves the rest of a burst to the browser, uncached', async () => {
    files['/remotes/mfe-things/server/routes.js'] = serverBuild('Burst');
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

describe('evaluateServerBuild', () => {
  it('gives a build the shared modules and refuses anything else it requires', () => {
    expect(Object.keys(evaluateServerBuild(serverBuild('x'), 'routes.js').routes)).toEqual(['/things']);
    expect(() => evaluateServerBuild("require('left-pad'); module.exports = { routes: {} };", 'bad.js')).toThrow(
      "bad.js requires left-pad, which is neither shared nor Node's",
    );
    expect(() => evaluateServerBuild('module.exports = {};', 'empty.js')).toThrow('empty.js exports no routes');
  });
});
