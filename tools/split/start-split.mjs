#!/usr/bin/env node
// `npm run start:split`: the production shape on one machine. Every deployable is its own process, started from
// its own build output, as its container runs it: the three services (one PostgreSQL database each, Kafka between
// them), the shell's server, each remote's static server (Debian's nginx with deploy/nginx/static.conf: its files
// and the server build the shell renders public pages from), and the gateway (its nginx config rendered by
// deploy/nginx/render-gateway.cjs: the production routing). PostgreSQL and Kafka are DATABASE_URL and KAFKA_BROKERS
// when given, else the tools/infra scripts start local ones. It takes npm start's environment (PORT, ADMIN_EMAIL,
// ADMIN_PASSWORD, LOG_LEVEL, …), prints the URL and the process list, and stops everything on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { SERVICE_NODE_FLAGS } from '@vip/contracts/platform';
import { generateIdentities, serviceEnv } from '../identities/service-keys.mjs';
import { BROTLI_MODULE, NGINX, nginxConfig, renderedGatewayConf, substitute } from './nginx-config.mjs';
import { publish } from './releases.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.PORT ?? 8080);
const HOST = '127.0.0.1';
const WORK = resolve(root, process.env.SPLIT_DIR ?? join('.data', 'split'));
/** The databases' names: <prefix>_catalog, _booking, _ops (a test keeps its own). */
const DB_PREFIX = /^[a-z][a-z0-9_]{0,40}$/.test(process.env.SPLIT_DB_PREFIX ?? '')
  ? process.env.SPLIT_DB_PREFIX
  : 'split';
const SERVICES = ['svc-catalog', 'svc-booking', 'svc-ops'];
const REMOTES = ['mfe-booking', 'mfe-airports', 'mfe-admin'];
/** Each part's own port, beside the gateway's (PORT). */
const PORTS = {
  'svc-catalog': PORT + 11,
  'svc-booking': PORT + 12,
  'svc-ops': PORT + 13,
  shell: PORT + 20,
  'mfe-booking': PORT + 21,
  'mfe-airports': PORT + 22,
  'mfe-admin': PORT + 23,
};

const say = (line) => process.stdout.write(`${line}\n`);

/** The value an infra script prints on its last line (`export NAME=value`). */
function fromInfraScript(script, name) {
  const run = spawnSync('bash', [join(root, 'tools', 'infra', script)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`tools/infra/${script} failed`);
  const line = run.stdout.split('\n').find((l) => l.startsWith(`export ${name}=`));
  if (!line) throw new Error(`tools/infra/${script} printed no ${name}`);
  return line.slice(`export ${name}=`.length).trim();
}

function buildIfMissing() {
  const required = [
    ...SERVICES.map((s) => `${s}/dist/main.js`),
    'shell/dist/index.html',
    'shell/dist/server/serve.js',
    ...REMOTES.map((r) => `${r}/dist/remoteEntry.js`),
    'mfe-booking/dist/server/remoteEntry.js',
    'mfe-airports/dist/server/remoteEntry.js',
  ];
  const missing = required.filter((f) => !existsSync(join(root, f)));
  if (missing.length === 0) return;
  say(`Building (missing: ${missing.join(', ')}) ...`);
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** One database per service on the server, created on first use (the services migrate them as they start). */
async function serviceDatabases(serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const urls = {};
  try {
    for (const service of SERVICES) {
      const name = `${DB_PREFIX}_${service.replace('svc-', '')}`;
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      urls[service] = url.toString();
    }
  } finally {
    await admin.end();
  }
  return urls;
}

/**
 * Each service's identity for this machine's split stack (its SERVICE_KEY and OPERATOR_TOKEN, every public key), made
 * once and kept beside its data, readable by this user only.
 */
function identities() {
  const file = join(WORK, 'identities.json');
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(generateIdentities(), null, 2), { mode: 0o600 });
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** An nginx of its own for one part, in its own folder, logging beside the others. */
const nginxPart = (part, serverConf) =>
  nginxConfig({ dir: join(WORK, part), serverConf, errorLog: join(WORK, 'logs', `${part}.log`) });

/** The command and environment of every part, by name. */
function parts({ databases, kafka, identities }) {
  const gatewayUrl = `http://${HOST}:${PORT}`;
  const publicOrigin = process.env.PUBLIC_ORIGIN ?? gatewayUrl;
  const { DATABASE_URL: _db, KAFKA_BROKERS: _kafka, PORT: _port, INTERNAL_API_TOKEN: _shared, ...env } = process.env;
  const service = (name, extra) => ({
    command: process.execPath,
    args: [...SERVICE_NODE_FLAGS, join(root, name, 'dist', 'main.js')],
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(PORTS[name]),
      DATABASE_URL: databases[name],
      KAFKA_BROKERS: kafka,
      ...serviceEnv(identities, name),
      TRUST_PROXY: 'true',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      ...extra,
    },
  });
  const catalogUrl = `http://${HOST}:${PORTS['svc-catalog']}`;
  const bookingUrl = `http://${HOST}:${PORTS['svc-booking']}`;
  const opsUrl = `http://${HOST}:${PORTS['svc-ops']}`;
  const list = {
    'svc-catalog': service('svc-catalog', {
      // STAFF_JWKS_PATH of contracts' platform table: svc-ops' staff token keys on its own port.
      STAFF_JWKS_URL: `http://${HOST}:${PORTS['svc-ops']}/.well-known/jwks.json`,
      PUBLIC_ORIGIN: publicOrigin,
    }),
    'svc-booking': service('svc-booking', {
      CATALOG_URL: catalogUrl,
      OPS_URL: opsUrl,
      // The back office's allotments: staff tokens checked against svc-ops' keys, as svc-catalog does.
      STAFF_JWKS_URL: `http://${HOST}:${PORTS['svc-ops']}/.well-known/jwks.json`,
    }),
    'svc-ops': service('svc-ops', {
      CATALOG_URL: catalogUrl,
      BOOKING_URL: bookingUrl,
      PUBLIC_ORIGIN: publicOrigin,
      // Passkeys need a host name (a browser refuses them on 127.0.0.1): the back office on admin.localhost, where
      // the gateway sends localhost's /admin, or on localhost. ADMIN_ORIGIN stays unset: the split test drives the
      // back office on 127.0.0.1, which keeps one origin.
      WEBAUTHN_ORIGINS: env.WEBAUTHN_ORIGINS ?? `http://localhost:${PORT},http://admin.localhost:${PORT}`,
      RECEIPTS_DIR: env.RECEIPTS_DIR ?? join(WORK, 'receipts'),
    }),
    shell: {
      command: process.execPath,
      args: [join(root, 'shell', 'dist', 'server', 'serve.js')],
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(PORTS.shell),
        RENDER_BASE_URL: gatewayUrl,
        PUBLIC_ORIGIN: publicOrigin,
      },
    },
  };
  const staticConf = readFileSync(join(root, 'deploy', 'nginx', 'static.conf'), 'utf8');
  mkdirSync(join(WORK, 'remotes'), { recursive: true });
  if (!existsSync(join(WORK, 'remotes', 'remotes.json')))
    writeFileSync(join(WORK, 'remotes', 'remotes.json'), readFileSync(join(root, 'deploy', 'remotes.json')));
  for (const remote of REMOTES) {
    // Each remote serves its releases (/remotes/<remote>/<release>/…); today's build is published as one.
    publish(WORK, remote, join(root, remote, 'dist'));
    list[remote] = nginxPart(
      remote,
      substitute(staticConf, [
        ['listen 8080;', `listen ${HOST}:${PORTS[remote]};`],
        ['root /usr/share/nginx/html;', `root ${join(WORK, 'releases', remote)};`],
      ]),
    );
  }
  const upstream = (host, part) => [`server ${host};`, `server ${HOST}:${PORTS[part]};`];
  list.gateway = nginxPart(
    'gateway',
    substitute(renderedGatewayConf(), [
      ['listen 8080;', `listen ${HOST}:${PORT};`],
      ['root /usr/share/nginx/remotes;', `root ${join(WORK, 'remotes')};`],
      upstream('svc-catalog:4001', 'svc-catalog'),
      upstream('svc-booking:4002', 'svc-booking'),
      upstream('svc-ops:4003', 'svc-ops'),
      upstream('shell:8080', 'shell'),
      ...REMOTES.map((r) => upstream(`${r}:8080`, r)),
    ]),
  );
  return list;
}

const running = new Map();

/** Starts one part, its output in .data/split/logs/<part>.log (svc-ops' first lines also on the terminal). */
function start(name, spec) {
  const log = createWriteStream(join(WORK, 'logs', `${name}.out`), { flags: 'a' });
  const child = spawn(spec.command, spec.args, {
    cwd: root,
    env: spec.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  // The last lines stay at hand: a part that dies while the stack starts says why on the terminal.
  let tail = '';
  const keep = (chunk) => (tail = (tail + String(chunk)).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (name === 'svc-ops')
    child.stdout.on('data', (chunk) => {
      const login = /Staff login: .*/.exec(String(chunk));
      if (login) say(`  ${login[0]}`);
    });
  const entry = { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
  running.set(name, entry);
  child.once('close', (code, signal) => {
    if (running.get(name) !== entry || stopping) return;
    say(`  ${name} exited (${signal ?? code}); see ${join(WORK, 'logs', `${name}.out`)}`);
    if (!ready)
      say(
        tail
          .trimEnd()
          .split('\n')
          .slice(-15)
          .map((line) => `    | ${line}`)
          .join('\n'),
      );
  });
  return entry;
}

function listening(port, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, HOST);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${port} after ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 300);
      });
    };
    attempt();
  });
}

/** Stops one part as its orchestrator would: SIGTERM (nginx: SIGQUIT, its graceful stop), SIGKILL after 45 s. */
async function stopPart(name) {
  const entry = running.get(name);
  if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) return false;
  running.delete(name);
  entry.child.kill(name === 'gateway' || REMOTES.includes(name) ? 'SIGQUIT' : 'SIGTERM');
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), 45_000);
  await entry.exited;
  clearTimeout(timer);
  return true;
}

/**
 * `npm run split -- stop|start|restart <part>` reaches the running stack here (loopback only, its port in
 * .data/split/control.json): one part changes while the rest runs.
 */
function controlServer(list) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const [, action, name] = url.pathname.split('/');
    const answer = (status, body) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || !['stop', 'start', 'restart'].includes(action ?? ''))
      return answer(404, { error: 'POST /stop|start|restart/<part>' });
    if (!name || !(name in list))
      return answer(404, { error: `no part named ${name}; parts: ${Object.keys(list).join(', ')}` });
    try {
      if (action === 'stop' || action === 'restart') await stopPart(name);
      if (action === 'start' || action === 'restart') {
        if (!running.has(name)) start(name, list[name]);
        await listening(name === 'gateway' ? PORT : PORTS[name]);
      }
      answer(200, { part: name, running: running.has(name), pid: running.get(name)?.child.pid ?? null });
    } catch (error) {
      answer(500, { error: String(error) });
    }
  });
  return new Promise((resolve) =>
    server.listen(0, HOST, () => {
      writeFileSync(
        join(WORK, 'control.json'),
        JSON.stringify({ url: `http://${HOST}:${server.address().port}`, pid: process.pid }),
      );
      server.unref();
      resolve(server);
    }),
  );
}

let stopping = false;
/** Set once every part listens: before it, a part that exits prints its last lines. */
let ready = false;
async function stopAll() {
  stopping = true;
  // The gateway first (no new requests), then the servers, then the services, which drain what they hold.
  const order = ['gateway', 'shell', ...REMOTES, ...SERVICES];
  for (const name of order) {
    const entry = running.get(name);
    if (!entry || entry.child.exitCode !== null) continue;
    entry.child.kill(name === 'gateway' || REMOTES.includes(name) ? 'SIGQUIT' : 'SIGTERM');
  }
  await Promise.race([
    Promise.all([...running.values()].map((e) => e.exited)),
    new Promise((resolve) => setTimeout(resolve, 45_000)),
  ]);
  for (const entry of running.values()) if (entry.child.exitCode === null) entry.child.kill('SIGKILL');
}

async function main() {
  mkdirSync(join(WORK, 'logs'), { recursive: true });
  chmodSync(WORK, 0o755);
  if (!existsSync(NGINX) || !existsSync(BROTLI_MODULE)) fromInfraScript('nginx.sh', 'NGINX_PATH');
  const serverUrl = process.env.DATABASE_URL ?? fromInfraScript('postgres.sh', 'DATABASE_URL');
  const kafka = process.env.KAFKA_BROKERS ?? fromInfraScript('kafka.sh', 'KAFKA_BROKERS');
  buildIfMissing();
  const databases = await serviceDatabases(serverUrl);
  const list = parts({ databases, kafka, identities: identities() });
  for (const name of SERVICES) start(name, list[name]);
  for (const name of ['shell', ...REMOTES, 'gateway']) start(name, list[name]);
  await Promise.all(Object.keys(list).map((name) => listening(name === 'gateway' ? PORT : PORTS[name])));
  await controlServer(list);
  ready = true;
  const url = `http://${HOST}:${PORT}`;
  // One write, so a reader of the pipe never sees the banner cut after its first line.
  const banner = [];
  const show = (line) => banner.push(line);
  show('');
  show(`  VIP Airport Services (production shape) is running at ${url}`);
  show(
    `  Staff login: http://admin.localhost:${PORT}/admin/login   (${process.env.ADMIN_EMAIL ?? 'admin@example.com'}; a generated password is printed above once), then set up a passkey or an authenticator app`,
  );
  show(
    `  Data: PostgreSQL ${new URL(serverUrl).host} (databases ${Object.values(databases)
      .map((u) => new URL(u).pathname.slice(1))
      .join(', ')}), Kafka ${kafka}; logs in ${join(WORK, 'logs')}`,
  );
  show('  Processes:');
  for (const [name, entry] of running)
    show(`    ${name.padEnd(13)} pid ${String(entry.child.pid).padEnd(8)} ${name === 'gateway' ? PORT : PORTS[name]}`);
  show(
    `  Events administration: OPERATOR_TOKEN=$(node -p "require('${join(WORK, 'identities.json')}').services['svc-ops'].OPERATOR_TOKEN") npm run events -- svc-ops dead-letters --url http://${HOST}:${PORTS['svc-ops']}`,
  );
  show('  One part at a time: npm run split -- stop|start|restart <part>. Press Ctrl-C to stop everything.');
  show('');
  process.stdout.write(`${banner.join('\n')}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    say('\nStopping ...');
    stopAll().then(() => process.exit(0));
  });
}

main().catch(async (error) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
});
