/**
 * The back office on its own host, as the production gateway (nginx/gateway.conf) serves it under Debian's nginx: the
 * public host sends /admin to admin.<host>, which serves the back office's pages, files, remotes and API, and sends
 * any other page back. Every upstream is one echo server here. Skipped without nginx, a failure under REQUIRE_INFRA.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PAGE_PATHS } from '@vip/contracts/platform';
import { freePort } from '@vip/platform/testing';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderGatewayConf } = require('../nginx/render-gateway.cjs') as {
  renderGatewayConf: (template?: string) => string;
};

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const infraRequired = process.env.REQUIRE_INFRA === '1' || process.env.REQUIRE_INFRA === 'true';
const UPSTREAMS = ['shell', 'mfe-booking', 'mfe-airports', 'mfe-admin', 'svc-catalog', 'svc-booking', 'svc-ops'];
const UPSTREAM_PORTS: Record<string, number> = { 'svc-catalog': 4001, 'svc-booking': 4002, 'svc-ops': 4003 };

it("lists every page of the back office's remote among the pages that move to its host", () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'remotes.json'), 'utf8')) as {
    remotes: { name: string; routes: string[] }[];
  };
  const routes = manifest.remotes.find((r) => r.name === 'mfe_admin')!.routes;
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes)
    expect({ route, moves: ADMIN_PAGE_PATHS.some((p) => route === p || route.startsWith(`${p}/`)) }).toEqual({
      route,
      moves: true,
    });
});

if (!existsSync(NGINX) && infraRequired)
  it('has Debian nginx (tools/infra/nginx.sh)', () => {
    throw new Error(`REQUIRE_INFRA=1 but ${NGINX} is missing: run tools/infra/nginx.sh`);
  });

(existsSync(NGINX) ? describe : describe.skip)('the gateway serves the back office on its own host', () => {
  const work = mkdtempSync(join(tmpdir(), 'admin-origin-'));
  const echoes: Server[] = [];
  let nginx: ChildProcess;
  let port: number;

  beforeAll(async () => {
    chmodSync(work, 0o755);
    mkdirSync(join(work, 'remotes'));
    writeFileSync(join(work, 'remotes', 'remotes.json'), '{"remotes":[]}');
    // One echo server per upstream, so an answer says which part it reached and with what Host.
    const ports: Record<string, number> = {};
    for (const name of UPSTREAMS) {
      const server = createServer((req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ upstream: name, path: req.url, host: req.headers.host }));
      });
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
      echoes.push(server);
      ports[name] = (server.address() as { port: number }).port;
    }
    port = await freePort();
    let conf = renderGatewayConf()
      .split('listen 8080;')
      .join(`listen 127.0.0.1:${port};`)
      .split('root /usr/share/nginx/remotes;')
      .join(`root ${join(work, 'remotes')};`);
    for (const name of UPSTREAMS)
      conf = conf.split(`server ${name}:${UPSTREAM_PORTS[name] ?? 8080};`).join(`server 127.0.0.1:${ports[name]};`);
    nginx = startNginx(work, conf);
    for (let i = 0; i < 100; i++) {
      if ((await get('/healthz', 'vip.example.com').catch(() => undefined))?.status === 200) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nginx did not start:\n${readFileSync(join(work, 'nginx.err'), 'utf8')}`);
  }, 30_000);

  afterAll(async () => {
    if (nginx?.exitCode === null) await new Promise((ok) => (nginx.once('exit', ok), nginx.kill('SIGQUIT')));
    await Promise.all(echoes.map((s) => new Promise((ok) => s.close(ok))));
    rmSync(work, { recursive: true, force: true });
  });

  const get = (path: string, host: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; location?: string; body: string }>((ok, fail) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { ...headers, Host: host } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => ok({ status: res.statusCode!, location: res.headers.location, body }));
      });
      req.on('error', fail);
      req.end();
    });
  const reached = async (path: string, host: string) => {
    const answer = await get(path, host);
    expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    return JSON.parse(answer.body) as { upstream: string; path: string; host: string };
  };

  it('answers /admin and /admin/... on the public host with a redirect to admin.<host>, path and query kept', async () => {
    for (const [path, host, location] of [
      ['/admin', 'vip.example.com', 'http://admin.vip.example.com/admin'],
      [
        '/admin/login?next=%2Fadmin%2Fstaff',
        'vip.example.com',
        'http://admin.vip.example.com/admin/login?next=%2Fadmin%2Fstaff',
      ],
      ['/admin/dashboard', 'localhost:8080', 'http://admin.localhost:8080/admin/dashboard'],
      ['/admin', 'www.vip.example.com', 'http://admin.vip.example.com/admin'],
    ])
      expect(await get(path!, host!)).toMatchObject({ status: 308, location });
    // The back office's pages outside /admin go too; a page that only starts like one stays.
    expect(await get('/chauffeur-booking', 'vip.example.com')).toMatchObject({
      status: 308,
      location: 'http://admin.vip.example.com/chauffeur-booking',
    });
    expect(await reached('/administrator', 'vip.example.com')).toMatchObject({ upstream: 'shell' });
    // The public site itself is served as before.
    expect(await reached('/booking', 'vip.example.com')).toMatchObject({ upstream: 'shell', path: '/booking' });
    expect(await reached('/api/bookings/VIP-00001-FCO', 'vip.example.com')).toMatchObject({ upstream: 'svc-booking' });
  });

  it('keeps one origin on an IP address or a one-label name, which have no admin. sibling', async () => {
    expect(await reached('/admin/login', '127.0.0.1:8080')).toMatchObject({ upstream: 'shell', path: '/admin/login' });
    expect(await reached('/admin', 'gateway:8080')).toMatchObject({ upstream: 'shell', path: '/admin' });
  });

  it("serves the back office's pages, the shell's files, the remotes and the API on admin.<host>", async () => {
    const admin = 'admin.vip.example.com';
    expect(await reached('/admin/login', admin)).toEqual({ upstream: 'shell', path: '/admin/login', host: admin });
    expect(await reached('/admin', admin)).toMatchObject({ upstream: 'shell' });
    expect(await reached('/test-payment', admin)).toMatchObject({ upstream: 'shell', path: '/test-payment' });
    expect(await reached('/main.1a2b3c4d.js', admin)).toMatchObject({ upstream: 'shell' });
    expect(await reached('/remotes/mfe-admin/remoteEntry.js', admin)).toMatchObject({ upstream: 'mfe-admin' });
    expect(await reached('/api/admin/session', admin)).toMatchObject({ upstream: 'svc-ops', host: admin });
    expect(await reached('/api/admin/catalog/airports', admin)).toMatchObject({ upstream: 'svc-catalog' });
    expect(await reached('/api/admin/allotments?airportCode=LHR', admin)).toMatchObject({ upstream: 'svc-booking' });
    expect(await reached('/api/admin/allotments/0b9f', admin)).toMatchObject({ upstream: 'svc-booking' });
    expect((await get('/remotes.json', admin)).body).toBe('{"remotes":[]}');
    expect(await get('/', admin)).toMatchObject({ status: 302, location: '/admin' });
  });

  it('sends any other page on admin.<host> back to the public host', async () => {
    expect(await get('/booking?service=11', 'admin.vip.example.com')).toMatchObject({
      status: 308,
      location: 'http://vip.example.com/booking?service=11',
    });
    // Behind the Ingress, which ended TLS, the redirect keeps the browser's https.
    expect(await get('/admin/staff', 'vip.example.com', { 'X-Forwarded-Proto': 'https' })).toMatchObject({
      status: 308,
      location: 'https://admin.vip.example.com/admin/staff',
    });
    expect(await get('/manage-booking', 'admin.localhost:8080')).toMatchObject({
      status: 308,
      location: 'http://localhost:8080/manage-booking',
    });
  });
});

function startNginx(work: string, serverConf: string): ChildProcess {
  writeFileSync(join(work, 'server.conf'), serverConf);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(work, t)};`);
  writeFileSync(
    join(work, 'nginx.conf'),
    `pid ${join(work, 'nginx.pid')};
worker_processes 1;
error_log ${join(work, 'nginx.err')} warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    ${temp.join('\n    ')}
    include ${join(work, 'server.conf')};
}
`,
  );
  return spawn(
    NGINX,
    ['-p', work, '-c', join(work, 'nginx.conf'), '-e', join(work, 'nginx.err'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
}
