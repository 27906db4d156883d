/**
 * What production sends of a frontend build: the build writes a Brotli and a gzip copy beside each text file at
 * each format's highest quality (tools/rspack/frontend-config.mjs); the static containers send those copies as
 * they are (nginx/static.conf, with the Brotli module docker/static.Dockerfile installs) and the gateway passes
 * them on unchanged (nginx/gateway.conf). The nginx part runs Debian's nginx with that module
 * (tools/infra/nginx.sh): skipped without it, a failure under REQUIRE_INFRA.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from '@vip/contracts/platform';
import { freePortBlock } from '@vip/platform/testing';
// The gateway's nginx config exists only as rendered from its template and the platform's tables.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderGatewayConf } = require('../nginx/render-gateway.cjs') as {
  renderGatewayConf: (template?: string) => string;
};

const root = resolve(__dirname, '..', '..');
const deployDir = resolve(__dirname, '..');
const read = (rel: string) => readFileSync(join(deployDir, rel), 'utf8');

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const infraRequired = process.env.REQUIRE_INFRA === '1' || process.env.REQUIRE_INFRA === 'true';

/** The directives of an nginx config's server block, by name (comments left out). */
function serverDirectives(conf: string): string[] {
  const body = conf.replace(/#.*$/gm, '').split(/\bserver\s*\{/)[1] ?? '';
  return body.split(';').map((d) => d.trim().replace(/\s+/g, ' '));
}

describe('the frontend build writes compressed copies', () => {
  let out: { files: string[]; sizes: Record<string, number>; plugins: Record<string, string[]> };
  const work = mkdtempSync(join(tmpdir(), 'precompress-build-'));

  beforeAll(() => {
    const source = `export const text = ${JSON.stringify('a VIP airport service '.repeat(400))};\nconsole.log(text);\n`;
    mkdirSync(join(work, 'public'));
    writeFileSync(join(work, 'index.js'), source);
    writeFileSync(
      join(work, 'public', 'remotes.json'),
      JSON.stringify({ remotes: Array.from({ length: 20 }, () => ({ name: 'mfe_booking' })) }),
    );
    writeFileSync(
      join(work, 'public', 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g></g>'.repeat(50)}</svg>`,
    );
    // The plugins the production config adds, on a small build of their own (the whole config needs a real frontend).
    const script = `
      import { rspack } from '@rspack/core';
      import { readdirSync, statSync } from 'node:fs';
      import { join } from 'node:path';
      import { createFrontendConfig, precompressPlugins } from ${JSON.stringify(join(root, 'tools', 'rspack', 'frontend-config.mjs'))};
      const work = ${JSON.stringify(work)};
      const config = createFrontendConfig({ dir: work, container: 'fixture', devPort: 1 });
      const names = (mode) => config(undefined, { mode }).plugins.map((p) => p.constructor.name + ':' + (p.options?.algorithm ?? ''));
      const compiler = rspack({
        mode: 'production', context: work, entry: './index.js', devtool: 'source-map',
        output: { path: join(work, 'dist'), filename: '[name].[contenthash:8].js' },
        plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: join(work, 'public') }] }), ...precompressPlugins()],
      });
      compiler.run((error, stats) => {
        if (error || stats.hasErrors()) throw error ?? new Error(stats.toString());
        const files = readdirSync(join(work, 'dist')).sort();
        const sizes = Object.fromEntries(files.map((f) => [f, statSync(join(work, 'dist', f)).size]));
        console.log(JSON.stringify({ files, sizes, plugins: { production: names('production'), development: names('development') } }));
        compiler.close(() => undefined);
      });`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.status !== 0) throw new Error(`fixture build failed:\n${run.stderr}`);
    out = JSON.parse(run.stdout.trim().split('\n').pop()!);
  }, 180_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('in production only: a Brotli and a gzip copy', () => {
    expect(out.plugins.production).toEqual(
      expect.arrayContaining(['CompressionPlugin:brotliCompress', 'CompressionPlugin:gzip']),
    );
    expect(out.plugins.development.filter((p) => p.startsWith('CompressionPlugin'))).toEqual([]);
  });

  it('beside each script and text file, at the highest Brotli and gzip quality', () => {
    const script = out.files.find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))!;
    expect(out.files).toEqual(
      expect.arrayContaining([script, `${script}.br`, `${script}.gz`, 'favicon.svg.br', 'favicon.svg.gz']),
    );
    const dist = join(work, 'dist');
    const raw = readFileSync(join(dist, script));
    const br = readFileSync(join(dist, `${script}.br`));
    const gz = readFileSync(join(dist, `${script}.gz`));
    expect(brotliDecompressSync(br)).toEqual(raw);
    expect(gunzipSync(gz)).toEqual(raw);
    expect(br.length).toBe(
      brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length,
    );
    expect(gz.length).toBe(gzipSync(raw, { level: zlib.Z_BEST_COMPRESSION }).length);
  });

  it('but not of source maps, nor of remotes.json (replaced at deploy time: a stale copy would be sent instead)', () => {
    expect(out.files.filter((f) => /\.map\.(br|gz)$/.test(f))).toEqual([]);
    expect(out.files).toContain('remotes.json');
    expect(out.files.filter((f) => f.startsWith('remotes.json.'))).toEqual([]);
  });
});

describe('the nginx configs send the copies', () => {
  const staticDirectives = serverDirectives(read('nginx/static.conf'));
  const gatewayDirectives = serverDirectives(renderGatewayConf());

  it('static.conf: brotli_static and gzip_static for every file, with Vary', () => {
    for (const directive of ['brotli_static on', 'gzip_static on', 'gzip_vary on'])
      expect(staticDirectives).toContain(directive);
  });

  it('its image installs the Brotli module those need, from Debian, beside Debian nginx', () => {
    const dockerfile = read('docker/static.Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/apt-get install[^\n]*\bnginx\b[^\n]*\blibnginx-mod-http-brotli-static\b/);
    expect(runtime).toContain('deploy/nginx/static.conf');
  });

  it("gateway.conf passes the client's Accept-Encoding on and never decodes an answer", () => {
    expect(gatewayDirectives.filter((d) => /^proxy_set_header accept-encoding/i.test(d))).toEqual([]);
    expect(gatewayDirectives.filter((d) => /^gunzip on/.test(d))).toEqual([]);
    expect(gatewayDirectives).toContain('gzip_vary on');
  });
});

const nginxAvailable = existsSync(NGINX) && existsSync(BROTLI_MODULE);
if (!nginxAvailable && infraRequired) {
  it('has Debian nginx with its Brotli module (tools/infra/nginx.sh)', () => {
    throw new Error(`REQUIRE_INFRA=1 but ${NGINX} or ${BROTLI_MODULE} is missing: run tools/infra/nginx.sh`);
  });
}
(nginxAvailable ? describe : describe.skip)(
  `${nginxAvailable ? '' : '[skipped: no Debian nginx with brotli_static, tools/infra/nginx.sh] '}nginx serving a build through static.conf and gateway.conf`,
  () => {
    const work = mkdtempSync(join(tmpdir(), 'precompress-nginx-'));
    const SCRIPT = '476.36daa707.js';
    const source = Buffer.from('export const greeting = "hello";\n'.repeat(500));
    const copies = {
      br: brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(source, { level: 9 }),
    };
    const servers: ChildProcess[] = [];
    let staticPort: number;
    let gatewayPort: number;
    // svc-catalog's stand-in: a JSON answer of the asked size, as a service sends it (not compressed).
    const api: Server = createServer((req, res) => {
      const bytes = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('bytes'));
      const body = JSON.stringify({ text: 'x'.repeat(Math.max(0, bytes - 11)) });
      // With its length, as Koa sends a JSON body: nginx judges gzip_min_length by Content-Length.
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
      res.end(body);
    });

    beforeAll(async () => {
      await new Promise<void>((ok) => api.listen(0, '127.0.0.1', ok));
      const apiPort = (api.address() as AddressInfo).port;
      chmodSync(work, 0o755); // nginx's workers read the files as another user
      mkdirSync(join(work, 'html'));
      mkdirSync(join(work, 'remotes'));
      writeFileSync(join(work, 'html', 'index.html'), '<!doctype html><title>remote</title>');
      writeFileSync(join(work, 'html', SCRIPT), source);
      writeFileSync(join(work, 'html', `${SCRIPT}.br`), copies.br);
      writeFileSync(join(work, 'html', `${SCRIPT}.gz`), copies.gzip);
      writeFileSync(join(work, 'remotes', 'remotes.json'), '{"remotes":[]}');
      // Two ports free together: two picks alone could be the same one.
      staticPort = await freePortBlock([0, 1]);
      gatewayPort = staticPort + 1;
      const staticConf = substitute(read('nginx/static.conf'), [
        ['listen 8080;', `listen 127.0.0.1:${staticPort};`],
        ['root /usr/share/nginx/html;', `root ${join(work, 'html')};`],
      ]);
      const gatewayConf = substitute(renderGatewayConf(), [
        ['listen 8080;', `listen 127.0.0.1:${gatewayPort};`],
        ['root /usr/share/nginx/remotes;', `root ${join(work, 'remotes')};`],
        // Every upstream on this machine: the remotes and the shell are the static server above; no service runs.
        ...['shell:8080', 'mfe-booking:8080', 'mfe-airports:8080', 'mfe-admin:8080'].map(
          (host) => [`server ${host};`, `server 127.0.0.1:${staticPort};`] as [string, string],
        ),
        ['server svc-catalog:4001;', `server 127.0.0.1:${apiPort};`],
        ...['svc-booking:4002', 'svc-ops:4003'].map(
          (host) => [`server ${host};`, `server 127.0.0.1:9;`] as [string, string],
        ),
      ]);
      servers.push(startNginx(work, 'static', staticConf), startNginx(work, 'gateway', gatewayConf));
      await Promise.all([
        healthy(staticPort, join(work, 'static.err')),
        healthy(gatewayPort, join(work, 'gateway.err')),
      ]);
    }, 60_000);

    afterAll(async () => {
      await Promise.all(
        servers.map(
          (s) => new Promise((ok) => (s.exitCode === null ? (s.once('exit', ok), s.kill('SIGQUIT')) : ok(undefined))),
        ),
      );
      await new Promise((ok) => api.close(ok));
      rmSync(work, { recursive: true, force: true });
    });

    const via = () =>
      [
        ['the static container', staticPort],
        ['the gateway', gatewayPort],
      ] as const;

    it.each(['br', 'gzip'] as const)(
      "sends the build's %s copy byte for byte, directly and through the gateway",
      async (encoding) => {
        for (const [where, port] of via()) {
          const answer = await get(port, `/remotes/mfe-booking/${SCRIPT}`, {
            'Accept-Encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip',
          });
          expect({ where, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({
            where,
            status: 200,
            encoding,
          });
          expect({ where, same: answer.body.equals(copies[encoding]) }).toEqual({ where, same: true });
          expect(Number(answer.headers['content-length'] ?? answer.body.length)).toBe(copies[encoding].length);
          expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/i);
          expect(answer.headers['content-type']).toMatch(/javascript/);
          expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
        }
      },
    );

    it('sends the file itself to a client that takes neither', async () => {
      for (const [where, port] of via()) {
        const answer = await get(port, `/remotes/mfe-booking/${SCRIPT}`, {});
        expect({ where, encoding: answer.headers['content-encoding'], same: answer.body.equals(source) }).toEqual({
          where,
          encoding: undefined,
          same: true,
        });
      }
    });

    it("compresses the API's JSON from 1 KiB and sends a smaller answer as it is", async () => {
      const asked = async (bytes: number) => {
        const answer = await get(gatewayPort, `/api/airports/search?bytes=${bytes}`, { 'Accept-Encoding': 'gzip' });
        const encoding = answer.headers['content-encoding'];
        const body = encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
        return { status: answer.status, encoding, bytes: body.length };
      };
      // A checkout's answer is about 600 bytes: it fits one packet, compressed or not.
      expect(await asked(600)).toEqual({ status: 200, encoding: undefined, bytes: 600 });
      expect(await asked(1023)).toEqual({ status: 200, encoding: undefined, bytes: 1023 });
      expect(await asked(1024)).toEqual({ status: 200, encoding: 'gzip', bytes: 1024 });
      expect(await asked(50_000)).toEqual({ status: 200, encoding: 'gzip', bytes: 50_000 });
    });

    it('leaves nothing in its error log', () => {
      const logs = readdirSync(work).filter((f) => f.endsWith('.err'));
      for (const log of logs)
        expect({
          log,
          text: readFileSync(join(work, log), 'utf8')
            .split('\n')
            .filter((l) => /\[(error|crit|alert|emerg)\]/.test(l)),
        }).toEqual({ log, text: [] });
    });
  },
);

function substitute(conf: string, replacements: Array<[string, string]>): string {
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`the config no longer has "${from}": update this test`);
    return text.split(from).join(to);
  }, conf);
}

/** nginx in the foreground with a config of its own: the deploy config with Debian's Brotli module and MIME types. */
function startNginx(work: string, name: string, serverConf: string): ChildProcess {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'server.conf'), serverConf);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${join(dir, t)};`)
    .join('\n    ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${join(dir, 'nginx.pid')};
worker_processes 1;
error_log ${join(work, `${name}.err`)} warn;
load_module ${BROTLI_MODULE};
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${temp}
    include ${join(dir, 'server.conf')};
}
`,
  );
  return spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(work, `${name}.err`), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
}

async function healthy(port: number, errorLog: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const up = await get(port, '/healthz', {}).then(
      (a) => a.status === 200,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `nginx on ${port} did not answer /healthz:\n${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '(no error log)'}`,
  );
}

/** A GET whose body is the bytes as sent (fetch would decode them). */
function get(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}
