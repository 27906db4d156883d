#!/usr/bin/env node
// Catalog search against the bare Koa endpoint, short and side by side:
// `node tools/load/search-speed.mjs [--seconds N] [--rounds R] [--profile DIR] [--min-ratio 0.4] [--client k6|node]`.
// Starts tools/load/bare-koa.mjs and svc-catalog (the committed catalog, in a database of its own on DATABASE_URL's
// server, else PGlite) pinned to the last core, and drives each in turn with the load generator on the other core(s)
// (closed loop, as fast as it can), R rounds of bare then search. Each run's server CPU is read from /proc over its
// steady part (1 s in to 1 s before the end). The yardstick is the server's CPU per request; requests/s are reported
// beside it. The figures are the last line, as JSON; the exit
// code is 1 when the search's CPU ratio (bare µs ÷ search µs per request, best round of each) is below --min-ratio.
// --profile DIR runs svc-catalog under node --cpu-prof and prints where its CPU went. --client picks the load
// generator: wrk (the default where installed, tools/infra/wrk.sh), k6, or node (tools/load/http-load.mjs). Only wrk
// keeps the bare endpoint's core busy from one core: with k6 or node the bare server idles part of the time, and its
// CPU per request, measured below full load, is higher than at its limit, which flatters the search. The figures say
// whether each side was server-bound (its process 90 % of a core or more).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SERVICE_NODE_FLAGS } from '@vip/contracts/platform';
import { summarize } from './cpu-profile-summary.mjs';
import { cpuBetween, cpuSnapshot } from './machine.mjs';
import { findWrk, startWrk } from './wrk-load.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    profile: { type: 'string' },
    'min-ratio': { type: 'string' },
    'bare-vus': { type: 'string' },
    'search-vus': { type: 'string' },
    client: { type: 'string' },
  },
});
const SECONDS = Number(opts.seconds);
if (!(SECONDS >= 4)) throw new Error('--seconds must be at least 4 (CPU is read from 1 s in to 1 s before the end)');
const ROUNDS = Number(opts.rounds);
const root = resolve(import.meta.dirname, '..', '..');
const here = import.meta.dirname;
const k6 = process.env.K6 ?? join(process.env.HOME, 'go', 'bin', 'k6');
const wrk = findWrk();
const client = opts.client ?? (wrk ? 'wrk' : existsSync(k6) ? 'k6' : 'node');
if (!['wrk', 'k6', 'node'].includes(client)) throw new Error('--client is wrk, k6 or node');
if (client === 'wrk' && !wrk) throw new Error('wrk not found; install it with tools/infra/wrk.sh, or use --client k6');
if (client === 'k6' && !existsSync(k6))
  throw new Error(`k6 not found at ${k6}; build it with: go install go.k6.io/k6@latest, or use --client node`);
// wrk holds connections for a few µs each, k6 and node spend more per virtual user: each its best counts when probed.
const vusOf = (side) => Number(opts[`${side}-vus`] ?? (client === 'wrk' ? 16 : side === 'bare' ? 8 : 32));
// A server at or above this share of a core is at its limit.
const SERVER_BOUND = 0.9;
if (!existsSync(join(root, 'svc-catalog', 'dist', 'main.js')))
  throw new Error('Build first: npx nx run svc-catalog:build');

const wait = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...parts) => console.error(`[search-speed ${new Date().toISOString().slice(11, 19)}]`, ...parts);
const cores = cpus().length;
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-c', '0', 'true']);
    return cores > 1;
  } catch {
    return false;
  }
})();
const pinned = (cmd, args, cpuList) => (hasTaskset ? ['taskset', ['-c', cpuList, cmd, ...args]] : [cmd, args]);
const serverCore = String(cores - 1);
const loadCores = cores > 2 ? `0-${cores - 2}` : '0';

const children = [];
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM')));

/** The service and the bare baseline alike run with the services' Node flags, as the service's image starts it. */
function start(script, env, nodeArgs = []) {
  const [cmd, args] = pinned(process.execPath, [...SERVICE_NODE_FLAGS, ...nodeArgs, script], serverCore);
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function ready(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await wait(200);
  }
  throw new Error(`${url} never became ready`);
}

async function database(name) {
  if (!process.env.DATABASE_URL) return '';
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts the load generator against one server: wrk, k6 or http-load.mjs; resolves to its figures when it ends. */
function loadGenerator(label, server, endpoint, vus) {
  if (client === 'wrk')
    return startWrk({
      wrk,
      url: server.url,
      endpoint,
      connections: vus,
      seconds: SECONDS,
      pinned: (cmd, args) => pinned(cmd, args, loadCores),
    });
  const env = {
    ...process.env,
    DURATION: String(SECONDS),
    TARGET_URL: server.url,
    ENDPOINT: endpoint,
    VUS: String(vus),
  };
  if (client === 'node') {
    const [cmd, args] = pinned(process.execPath, [join(here, 'http-load.mjs')], loadCores);
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const figures = new Promise((ok, fail) =>
      child.on('exit', (code) =>
        code === 0 ? ok(JSON.parse(out.trim().split('\n').pop())) : fail(new Error(`load ${label} exited ${code}`)),
      ),
    );
    return { child, figures };
  }
  const out = join(here, '.data', `speed-${label}.json`);
  const [cmd, args] = pinned(k6, ['run', '--quiet', '--summary-export', out, join(here, 'catalog.k6.js')], loadCores);
  const child = spawn(cmd, args, {
    env: { ...env, DURATION: `${SECONDS}s`, MODE: 'max' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const figures = new Promise((ok, fail) =>
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`k6 ${label} exited ${code}`));
      const m = JSON.parse(readFileSync(out, 'utf8')).metrics;
      ok({ rps: m.http_reqs.rate, p95Ms: m.http_req_duration['p(95)'], failed: m.http_req_failed?.value ?? 0 });
    }),
  );
  return { child, figures };
}

async function k6Run(label, server, endpoint, vus) {
  const { child, figures } = loadGenerator(label, server, endpoint, vus);
  await wait(1000);
  const from = cpuSnapshot({ server: server.pid, k6: child.pid });
  await wait((SECONDS - 2) * 1000);
  const cpu = cpuBetween(from, cpuSnapshot({ server: server.pid, k6: child.pid }));
  const { rps, p95Ms, failed } = await figures;
  return {
    label,
    rps: Math.round(rps),
    p95Ms: Math.round(p95Ms * 100) / 100,
    failed,
    serverCpu: Math.round(cpu.procs.server * 100) / 100,
    k6Cpu: Math.round(cpu.procs.k6 * 100) / 100,
    cores: cpu.cores.map((c) => Math.round(c * 100) / 100),
    serverUsPerRequest: Math.round((cpu.procs.server * 1e7) / rps) / 10,
  };
}

mkdirSync(join(here, '.data'), { recursive: true });
const bareChild = start(join(here, 'bare-koa.mjs'), { PORT: '4980' });
const bare = { url: 'http://127.0.0.1:4980', pid: bareChild.pid };
const profileArgs = opts.profile
  ? ['--cpu-prof', '--cpu-prof-dir', resolve(opts.profile), '--cpu-prof-interval', '250']
  : [];
const catalogChild = start(
  join(root, 'svc-catalog', 'dist', 'main.js'),
  {
    PORT: '4981',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: await database('bench_search_speed'),
    DATA_DIR: join(here, '.data', 'bench_search_speed'),
    KAFKA_BROKERS: '',
    DIRECTORY_REFRESH_SECONDS: '3600',
  },
  profileArgs,
);
const search = { url: 'http://127.0.0.1:4981', pid: catalogChild.pid };
await ready(bare.url);
await ready(`${search.url}/readyz`);
log(
  `bare pid ${bare.pid}, svc-catalog pid ${search.pid}; ${ROUNDS} rounds of ${SECONDS} s per side; load by ${client}`,
);

// A short warm-up of each, not counted (JIT, caches).
await k6Run('warm-bare', bare, 'bare', 8);
await k6Run('warm-search', search, 'search', 8);
const runs = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, server, endpoint, vus] of [
    ['bare', bare, 'bare', vusOf('bare')],
    ['search', search, 'search', vusOf('search')],
  ]) {
    const r = await k6Run(`${name}-${round}`, server, endpoint, vus);
    log(JSON.stringify(r));
    runs.push({ side: name, ...r });
  }
}

// Each side's best round: the least server CPU per request (a round another process disturbed only gets worse).
const best = (side) =>
  runs.filter((r) => r.side === side).sort((a, b) => a.serverUsPerRequest - b.serverUsPerRequest)[0];
const b = best('bare');
const s = best('search');
const side = (r) => ({
  rps: r.rps,
  serverUsPerRequest: r.serverUsPerRequest,
  serverCpu: r.serverCpu,
  loadCpu: r.k6Cpu,
  serverBound: r.serverCpu >= SERVER_BOUND,
  p95Ms: r.p95Ms,
});
const bareSide = side(b);
const searchSide = side(s);
const figures = {
  bare: bareSide,
  search: searchSide,
  client,
  // Then the requests/s ratio is the servers' own; otherwise only the CPU one is free of the load generator.
  bothServerBound: bareSide.serverBound && searchSide.serverBound,
  ratioByRps: Math.round((s.rps / b.rps) * 100) / 100,
  ratioByCpu: Math.round((b.serverUsPerRequest / s.serverUsPerRequest) * 100) / 100,
  failed: runs.some((r) => r.failed > 0),
};

catalogChild.kill('SIGTERM');
await new Promise((r) => (catalogChild.exitCode === null ? catalogChild.once('exit', r) : r()));
if (opts.profile) {
  const file = readdirSync(opts.profile)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(opts.profile, f))
    .sort()
    .at(-1);
  if (file) console.log(JSON.stringify({ profile: file, ...summarize(file, 25) }, null, 2));
}
console.log(JSON.stringify(figures));
const min = opts['min-ratio'] === undefined ? undefined : Number(opts['min-ratio']);
if (figures.failed || (min !== undefined && Math.min(figures.ratioByCpu, figures.ratioByRps) < min)) process.exit(1);
process.exit(0);
