#!/usr/bin/env node
// Catalog benchmarks (by hand, not in npm test): airport search and the priced services list, side by
// side with a bare Koa endpoint, on the 270-airport data set and on the full ~8,400-airport set.
// Needs k6 (`go install go.k6.io/k6@latest`) and, for PostgreSQL, DATABASE_URL (a server); else PGlite.
// Each run also records the CPU of the server, of k6 and of each core, so the report says which side
// limited it. The fixed-rate runs are sent by vegeta where installed (go install github.com/tsenart/vegeta/v12@latest),
// which holds the rate that k6 cannot. With wrk installed (tools/infra/wrk.sh) the bare endpoint and the search
// are also driven by wrk, which keeps both servers at their limit, and the first target is judged on that pair.
// Writes tools/load/RESULTS.md on top of its history (results-file.mjs).
// `--seconds N` (or DURATION=N) sets each run's length.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuBetween, cpuSnapshot, describeMachine, machineFacts, percent } from './machine.mjs';
import { writeResults } from './results-file.mjs';
import { findVegeta, startVegeta } from './vegeta-load.mjs';
import { findWrk, startWrk } from './wrk-load.mjs';
import { SERVICE_NODE_FLAGS } from '@vip/contracts/platform';

const root = resolve(import.meta.dirname, '..', '..');
const here = import.meta.dirname;
const k6 = process.env.K6 ?? join(process.env.HOME, 'go', 'bin', 'k6');
const wrk = findWrk();
const vegeta = findVegeta();
/** wrk's connections for the server-bound pair: a few µs each, so the count barely changes its cost. */
const WRK_CONNECTIONS = 16;
/** Rounds of the wrk pair (bare, then search): the target is judged on the median round. */
const WRK_ROUNDS = 3;
const wrkPairs = [];
const allFile = join(here, '.data', 'catalog-all.json');
const { values: opts } = parseArgs({ options: { seconds: { type: 'string' } } });
const durationSeconds = Number.parseInt(opts.seconds ?? process.env.DURATION ?? '20', 10);
// A side at or above this share of its core is the limit of a run.
const SATURATED = 0.9;
// Anything else on the machine (the kernel's loopback networking included) using more than this share of a
// core disturbs a run; it is repeated.
const DISTURBED = 0.15;
// Below this share of a core in all, the machine counts as idle.
const IDLE = 0.1;

if (!existsSync(k6)) throw new Error(`k6 not found at ${k6}; build it with: go install go.k6.io/k6@latest`);
if (!existsSync(join(root, 'svc-catalog', 'dist', 'main.js')))
  throw new Error('Build first: npx nx run svc-catalog:build');
if (durationSeconds < 8)
  throw new Error('--seconds must be at least 8: CPU is read between 2 s in and 1 s before the end');
if (!existsSync(allFile)) {
  mkdirSync(join(here, '.data'), { recursive: true });
  execFileSync(
    process.execPath,
    [join(root, 'tools', 'catalog-data', 'build-catalog-data.mjs'), '--all-airports', allFile],
    { stdio: 'inherit' },
  );
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));
async function ready(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await wait(200);
  }
  throw new Error(`${url} never became ready`);
}

// The servers run on the last core and k6 on the others (with taskset where it exists), so the load
// generator does not steal time from the process it measures.
const cores = cpus().length;
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-c', '0', 'true']);
    return cores > 1;
  } catch {
    return false;
  }
})();
// taskset execs its command, so the child's pid is the pinned process's own.
const pinned = (cmd, args, cpuList) => (hasTaskset ? ['taskset', ['-c', cpuList, cmd, ...args]] : [cmd, args]);
const serverCore = cores - 1;
const loadCores = cores > 2 ? `0-${cores - 2}` : '0';

const children = [];
/** The service and the bare baseline alike run with the services' Node flags, as the service's image starts it. */
function start(script, env) {
  const [cmd, args] = pinned(process.execPath, [...SERVICE_NODE_FLAGS, script], String(serverCore));
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

async function database(name) {
  if (!process.env.DATABASE_URL) return undefined;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function catalog(port, name, seedFile) {
  const child = start('svc-catalog/dist/main.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: (await database(name)) ?? '',
    DATA_DIR: join(here, '.data', name),
    KAFKA_BROKERS: '',
    // No run may contain a reload of the directory (every 5 minutes by default): it would land in one row only.
    DIRECTORY_REFRESH_SECONDS: '3600',
    ...(seedFile ? { CATALOG_SEED_FILE: seedFile } : {}),
  });
  const url = `http://127.0.0.1:${port}`;
  await ready(`${url}/readyz`);
  return { url, pid: child.pid };
}

// Waits (up to two minutes) until the machine is idle, so a run does not start under someone else's load.
async function quiet() {
  for (let i = 0; i < 60; i++) {
    const before = cpuSnapshot({});
    await wait(2000);
    const busy = cpuBetween(before, cpuSnapshot({})).cores.reduce((a, b) => a + b, 0);
    if (busy < IDLE) return;
  }
}

function summary(file) {
  const m = JSON.parse(readFileSync(file, 'utf8')).metrics;
  const d = m.http_req_duration;
  return {
    rps: m.http_reqs.rate,
    p95: d['p(95)'],
    p99: d['p(99)'],
    failed: m.http_req_failed?.value ?? 0,
    dropped: m.dropped_iterations?.count ?? 0,
  };
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** wrk's or vegeta's figures in the shape of k6's summary (wrk sends whatever it can: nothing is dropped). */
const asRow = ({ rps, p95Ms, p99Ms, failed, dropped = 0 }) => ({ rps, p95: p95Ms, p99: p99Ms, failed, dropped });

// One k6 run; CPU is read from 2 s in to 1 s before its end, when the load is steady.
async function k6Run(label, server, env, seconds) {
  const out = join(here, '.data', `${label.replace(/\W+/g, '-')}.json`);
  let child;
  let exited;
  if (env.CLIENT === 'vegeta') {
    const load = startVegeta({
      vegeta,
      url: server.url,
      endpoint: env.ENDPOINT,
      rate: Number(env.RATE),
      seconds,
      workDir: join(here, '.data'),
      pinned: (command, args) => pinned(command, args, loadCores),
    });
    child = load.child;
    exited = load.figures.then(asRow);
  } else if (env.CLIENT === 'wrk') {
    const load = startWrk({
      wrk,
      url: server.url,
      endpoint: env.ENDPOINT,
      connections: Number(env.VUS),
      seconds,
      pinned: (command, args) => pinned(command, args, loadCores),
    });
    child = load.child;
    exited = load.figures.then(asRow);
  } else {
    const [cmd, args] = pinned(k6, ['run', '--quiet', '--summary-export', out, join(here, 'catalog.k6.js')], loadCores);
    child = spawn(cmd, args, {
      env: { ...process.env, DURATION: `${seconds}s`, TARGET_URL: server.url, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    exited = new Promise((resolveExit, reject) =>
      child.on('exit', (code) =>
        code === 0 ? resolveExit(summary(out)) : reject(new Error(`k6 ${label} exited ${code}`)),
      ),
    );
  }
  const pids = { server: server.pid, k6: child.pid };
  await wait(2000);
  const from = cpuSnapshot(pids);
  await wait((seconds - 3) * 1000);
  const cpu = cpuBetween(from, cpuSnapshot(pids));
  const figures = await exited;
  if (!alive(server.pid)) throw new Error(`the server under test (pid ${server.pid}) stopped during ${label}`);
  const busy = cpu.cores.reduce((a, b) => a + b, 0);
  return {
    label,
    ...figures,
    server: cpu.procs.server,
    k6: cpu.procs.k6,
    cores: cpu.cores,
    others: Math.max(0, busy - cpu.procs.server - cpu.procs.k6),
  };
}

// Repeats a run that something else on the machine disturbed (up to three tries; the last one stands).
async function measure(label, server, env, seconds = durationSeconds) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    await quiet();
    result = { ...(await k6Run(label, server, env, seconds)), attempt };
    if (result.others < DISTURBED) break;
  }
  result.limit = limitOf(result, env.CLIENT ?? 'k6');
  console.log(JSON.stringify(result));
  return result;
}

// Pinned, each side is judged by its core's busy time, which also holds the kernel's networking for it
// (loopback packets are processed on the sending core and not charged to the process).
function limitOf(r, generator) {
  const k6Cores = r.cores.filter((_, i) => i !== serverCore);
  const serverSide = hasTaskset ? r.cores[serverCore] : r.server;
  const k6Side = hasTaskset ? k6Cores.reduce((a, b) => a + b, 0) / k6Cores.length : r.k6;
  if (serverSide >= SATURATED && serverSide >= k6Side) return 'server';
  return k6Side >= SATURATED ? generator : 'neither';
}

// k6 spends more per request the more virtual users it runs, so each "max" run uses the count (of 8, 16
// and 32) that got the most requests/s from its server in a short probe; the probes also warm the server up.
const probes = [];
async function bestVus(name, server, endpoint) {
  let best;
  for (const vus of [8, 16, 32]) {
    const probe = await measure(
      `probe ${name} ${vus} VUs`,
      server,
      { ENDPOINT: endpoint, MODE: 'max', VUS: String(vus) },
      8,
    );
    probes.push(probe);
    if (!best || probe.rps > best.rps) best = { vus, rps: probe.rps };
  }
  return best.vus;
}

const facts = await machineFacts(process.env.DATABASE_URL);
const k6Version = execFileSync(k6, ['version']).toString().trim().split(' ').slice(0, 2).join(' ');
// wrk prints its version and exits 1.
const wrkVersion = wrk
  ? (spawnSync(wrk, ['--version'])
      .stdout.toString()
      .match(/wrk \S+/)?.[0] ?? 'wrk')
  : undefined;
const bareChild = start('tools/load/bare-koa.mjs', { PORT: '4990' });
const bare = { url: 'http://127.0.0.1:4990', pid: bareChild.pid };
await ready(bare.url);
const small = await catalog(4991, 'bench_catalog_270');
const large = await catalog(4992, 'bench_catalog_all', allFile);
const count = async (server) => (await (await fetch(`${server.url}/api/airports`)).json()).length;
const [nSmall, nLarge] = [await count(small), await count(large)];

const vus = {
  bare: await bestVus('bare', bare, 'bare'),
  search: await bestVus('search-270', small, 'search'),
  searchAll: await bestVus('search-all', large, 'search'),
};
const results = {};
results.bareMax = await measure(`bare-max (${vus.bare} VUs)`, bare, {
  ENDPOINT: 'bare',
  MODE: 'max',
  VUS: String(vus.bare),
});
results.searchMax = await measure(`search-max-270 (${vus.search} VUs)`, small, {
  ENDPOINT: 'search',
  MODE: 'max',
  VUS: String(vus.search),
});
results.searchMaxAll = await measure(`search-max-all (${vus.searchAll} VUs)`, large, {
  ENDPOINT: 'search',
  MODE: 'max',
  VUS: String(vus.searchAll),
});
// The same pair driven by wrk, which keeps the bare endpoint's core busy where k6 cannot: two servers at their limit.
if (wrk) {
  const byWrk = { CLIENT: 'wrk', MODE: 'max', VUS: String(WRK_CONNECTIONS) };
  // Warmed as the k6 probes warmed the others: a short run each, not counted.
  await measure('warm-up bare (wrk)', bare, { ...byWrk, ENDPOINT: 'bare' }, 8);
  await measure('warm-up search-270 (wrk)', small, { ...byWrk, ENDPOINT: 'search' }, 8);
  for (let round = 1; round <= WRK_ROUNDS; round++) {
    const pair = {
      bare: await measure(`bare-max (wrk, ${WRK_CONNECTIONS} connections, round ${round})`, bare, {
        ...byWrk,
        ENDPOINT: 'bare',
      }),
      search: await measure(`search-max-270 (wrk, ${WRK_CONNECTIONS} connections, round ${round})`, small, {
        ...byWrk,
        ENDPOINT: 'search',
      }),
    };
    results[`bareWrk${round}`] = pair.bare;
    results[`searchWrk${round}`] = pair.search;
    wrkPairs.push(pair);
  }
}
// The round with the median requests/s ratio: each pair runs back to back, so a drift in the machine's own speed over
// the run (a bare run here has cost from 14.6 to 21.1 µs per request within the hour) is shared by its two sides.
const pairRatio = (pair) => pair.search.rps / pair.bare.rps;
const judgedWrk = [...wrkPairs].sort((a, b) => pairRatio(a) - pairRatio(b))[Math.floor(wrkPairs.length / 2)];
// "p99 at half that load": a fixed arrival rate of half the search's own maximum, so a slow answer does
// not slow the load down (as it would with a few closed-loop users). k6 counts what it could not send.
// The bare endpoint at the same rate shows what k6 and the machine alone add to the tail.
const halfRate = Math.round(results.searchMax.rps / 2);
const HALF_POOL = 20;
// vegeta where installed: it holds the rate from one core, where k6 drops iterations.
const atHalf = {
  MODE: 'rate',
  RATE: String(halfRate),
  VUS: String(HALF_POOL),
  ...(vegeta ? { CLIENT: 'vegeta' } : {}),
};
const halfBy = vegeta ? 'vegeta' : 'k6';
results.searchHalf = await measure(`search-half-270 (${halfBy}, fixed ${halfRate}/s)`, small, {
  ENDPOINT: 'search',
  ...atHalf,
});
results.bareHalf = await measure(`bare at the same fixed ${halfRate}/s (${halfBy})`, bare, {
  ENDPOINT: 'bare',
  ...atHalf,
});
// Growth is compared with one virtual user sending back to back: latency is then the work per request,
// with no queueing and no load-generator starvation in it.
results.searchFixed = await measure('search-1vu-270', small, { ENDPOINT: 'search', MODE: 'max', VUS: '1' });
results.searchFixedAll = await measure('search-1vu-all', large, { ENDPOINT: 'search', MODE: 'max', VUS: '1' });
const servicesRate = 200;
results.services = await measure('services-270', small, {
  ENDPOINT: 'services',
  MODE: 'rate',
  RATE: String(servicesRate),
  VUS: '20',
});
results.servicesAll = await measure('services-all', large, {
  ENDPOINT: 'services',
  MODE: 'rate',
  RATE: String(servicesRate),
  VUS: '20',
});

const resultsFile = join(here, 'RESULTS.md');
writeResults(resultsFile, report());
console.log(report());
process.exit(0);

function report() {
  const { bareMax, searchMax, searchMaxAll, searchHalf, bareHalf, searchFixed, searchFixedAll, services, servicesAll } =
    results;
  const ms = (v) => `${v.toFixed(2)} ms`;
  const verdict = (ok) => (ok ? 'met' : '**not met**');
  const ratio = searchMax.rps / bareMax.rps;
  const costRatio = cpuPerRequest(bareMax) / cpuPerRequest(searchMax);
  const growth = searchFixedAll.p95 / searchFixed.p95;
  const { bare: bareWrk, search: searchWrk } = judgedWrk ?? {};
  // Both at their limit: the ratio of what the two servers can do, the yardstick the first target is judged on.
  const serverBound = bareWrk?.limit === 'server' && searchWrk?.limit === 'server';
  const wrkRatio = serverBound ? searchWrk.rps / bareWrk.rps : undefined;
  const wrkCostRatio = serverBound ? cpuPerRequest(bareWrk) / cpuPerRequest(searchWrk) : undefined;
  const firstTarget = serverBound
    ? `${percent(wrkRatio)} of requests/s with both servers at their limit (wrk: ${Math.round(searchWrk.rps)} vs ${Math.round(bareWrk.rps)}); ${percent(wrkCostRatio)} by server CPU per request (${cpuPerRequest(bareWrk).toFixed(1)} vs ${cpuPerRequest(searchWrk).toFixed(1)} µs). With k6, which could not keep the bare endpoint busy: ${percent(ratio)} of requests/s, ${percent(costRatio)} by CPU per request`
    : `${percent(ratio)} of requests/s (${Math.round(searchMax.rps)} vs ${Math.round(bareMax.rps)}); ${percent(costRatio)} by server CPU per request (${Math.round(cpuPerRequest(bareMax))} vs ${Math.round(cpuPerRequest(searchMax))} µs)${wrk ? '' : '; wrk is not installed (tools/infra/wrk.sh), so no pair of server-bound runs'}`;
  const firstMet = serverBound ? Math.min(wrkRatio, wrkCostRatio) >= 0.6 : Math.min(ratio, costRatio) >= 0.6;
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const disturbed = [...probes, ...Object.values(results)].filter((r) => r.others >= DISTURBED);

  return `# Catalog benchmarks

Measured ${new Date().toISOString().slice(0, 10)} by \`node tools/load/run-benchmarks.mjs\` (${k6Version}${wrkVersion ? `, ${wrkVersion}` : ''}, ${durationSeconds} s per run), every row in one run, on this
machine: ${describeMachine(facts)}; catalog data in ${db}.
${hasTaskset ? `The servers (the service and the bare baseline, one at a time under load) are pinned to core ${serverCore} and k6 to core(s) ${loadCores} with taskset; PostgreSQL is not pinned (search and the services list are answered from memory).` : 'k6 and the servers share all cores (no taskset).'}
Services run with \`LOG_LEVEL=warn\` (no access log line per request) and the directory's reload timer at an hour, so no run holds a reload
(every 5 minutes by default; a reload of the large data set cost its server about 2 s of CPU when measured by hand). On so small a machine absolute numbers are low; the ratios are what the targets speak of.

CPU columns are read from \`/proc\` over each run's steady part (2 s in to 1 s before the end), as a share of one core:
the server process (all its threads), the load generator (k6, or wrk where the row says so), each core's busy time (core 0 / core 1), and what else the machine spent
(the cores' busy time less the server and the load generator: other processes, and the kernel's share of loopback networking). A run
starts only when the machine has been idle for 2 s, and one that others disturbed (over ${percent(DISTURBED)} of a core) is repeated up to three
times. "limit" names the side whose core was busy ${percent(SATURATED)} or more of the time (a core's busy time holds, besides the process
pinned to it, the kernel's loopback networking on its behalf): \`server\`, the load generator's name (\`k6\`, \`wrk\`, \`vegeta\`), or \`neither\` (one user waiting on each
answer, or a fixed rate below both). Server CPU per request is the server process's CPU share ÷ requests/s.

| run | requests/s | p95 | p99 | failed | dropped | server CPU | load CPU | cores busy | others | server CPU per request | limit |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${Object.values(results).map(row).join('\n')}
${disturbed.length ? `\n**Disturbed**: ${disturbed.map((r) => r.label).join(', ')} still had other work on the machine after three tries; read those rows with care.\n` : ''}
Data sets: ${nSmall} airports (the committed catalog) and ${nLarge} airports (every airport of the source data
with a time zone, generated by \`tools/catalog-data/build-catalog-data.mjs --all-airports\`).
"max" runs: closed loop, as fast as the virtual users can. k6 costs more per request the more virtual users it runs, so
each "max" run uses the count that got the most requests/s out of its server in an 8 s probe (the probes, below, also
warm each server up). The two data sets are compared with one virtual user each, back to back. The services list runs
hold ${servicesRate} requests/s over ten hub airports.

${baselineText(ratio, costRatio)}
${wrkText()}

${halfText()}

| target | measured | |
| --- | --- | --- |
| search ≥ 60 % of the bare endpoint's requests/s | ${firstTarget} | ${verdict(firstMet)} |
| search p99 < 10 ms at half that load (fixed rate, ${halfRate} requests/s asked) | ${ms(searchHalf.p99)} at ${Math.round(searchHalf.rps)} requests/s sent, ${searchHalf.dropped} ${vegeta ? 'requests not sent' : 'iterations dropped'} (${percent(dropShare(searchHalf))}) | ${halfVerdict()} |
| ${nSmall} → ${nLarge} airports costs < 1.5× in search p95 | ${growth.toFixed(2)}× (${ms(searchFixed.p95)} → ${ms(searchFixedAll.p95)}, one user; at full load ${ms(searchMax.p95)} → ${ms(searchMaxAll.p95)}, maximum ${Math.round(searchMax.rps)} → ${Math.round(searchMaxAll.rps)} requests/s) | ${verdict(growth < 1.5)} |
| services list p95 < 25 ms | ${ms(services.p95)} (${ms(servicesAll.p95)} with ${nLarge} airports) | ${verdict(services.p95 < 25 && servicesAll.p95 < 25)} |

The first target is judged on the pair of runs in which both servers were at their limit (wrk), by the lower of its
two ratios; without such a pair, on k6's "max" runs by the lower of their two ratios. k6 spends about as much CPU per
request as the bare server, so from one core it cannot keep that server busy, and the bare server's CPU per request,
measured below its limit, is well above what it costs at its limit: a ratio against it flatters the search. The bare endpoint at the search's half rate (p99 ${ms(bareHalf.p99)}, ${bareHalf.dropped} dropped) is what ${halfBy} and this machine add
to any p99 at that rate; the search's own share of its p99 is at most the difference.

Probes (${probes.length}, 8 s each; the best count per server was used above):

| probe | requests/s | p99 | server CPU | k6 CPU | limit |
| --- | ---: | ---: | ---: | ---: | --- |
${probes.map((r) => `| ${r.label} | ${Math.round(r.rps)} | ${ms(r.p99)} | ${percent(r.server)} | ${percent(r.k6)} | ${r.limit} |`).join('\n')}

Why it holds: the airport directory lives in memory in svc-catalog (loaded at start, reloaded every few
minutes), so search is a scan of pre-normalised strings with no database round trip, and the airport list is
serialised once per load. Search uses a sorted token list (code, city, name words, country) found by
binary search, and a trigram index for the rare substring fallback, so its cost follows the number of matches
rather than the size of the directory. Services and porter fees are held in memory too, and the flight instant
is converted from the airport's zone once per request.
`;
}

function cpuPerRequest(r) {
  return (r.server * 1e6) / r.rps;
}

function row(r) {
  const ms = (v) => `${v.toFixed(2)} ms`;
  return `| ${r.label} | ${Math.round(r.rps)} | ${ms(r.p95)} | ${ms(r.p99)} | ${(r.failed * 100).toFixed(2)} % | ${r.dropped} | ${percent(r.server)} | ${percent(r.k6)} | ${r.cores.map(percent).join(' / ')} | ${percent(r.others)} | ${Math.round(cpuPerRequest(r))} µs | ${r.limit} |`;
}

// Share of the iterations a fixed-rate run asked for that k6 could not start on time.
function dropShare(r) {
  return r.dropped / (r.dropped + r.rps * durationSeconds);
}

// Met only if k6 really sent the asked rate (at most 1 % dropped): a p99 at a lower rate is not the one asked for.
function halfVerdict() {
  const r = results.searchHalf;
  if (r.p99 >= 10 || r.failed > 0) return '**not met**';
  return dropShare(r) <= 0.01 ? 'met' : `**not shown**: ${halfBy} did not hold the rate`;
}

function halfText() {
  const { searchHalf, bareHalf } = results;
  if (vegeta)
    return `"Half that load" is a fixed arrival rate of half the search's own maximum (k6's "max" run): ${halfRate} requests/s asked, sent
by vegeta, which paces its requests itself and holds the rate from one core where k6's scheduler stalls (k6 dropped
8–10 % of the iterations at this rate in earlier runs). It sent ${Math.round(searchHalf.rps)} requests/s to the search (${searchHalf.dropped} of those asked not sent,
${percent(dropShare(searchHalf))}), with vegeta at ${percent(searchHalf.k6)} of its core and the server at ${percent(searchHalf.server)}; against the bare endpoint at the same rate
${Math.round(bareHalf.rps)} requests/s (${bareHalf.dropped} not sent).`;
  return `"Half that load" is a fixed arrival rate (k6 constant-arrival-rate) of half the search's own maximum: ${halfRate} requests/s
asked, from a pool of ${HALF_POOL} virtual users started up front. k6 sent ${Math.round(searchHalf.rps)} requests/s to the search and dropped
${searchHalf.dropped} iterations (${percent(dropShare(searchHalf))}; an iteration is dropped when no virtual user is free at its start time, and each would
have been one request), with k6 at ${percent(searchHalf.k6)} of its core and the server at ${percent(searchHalf.server)}. Against the bare endpoint at the same rate it
sent ${Math.round(bareHalf.rps)} requests/s and dropped ${bareHalf.dropped}: k6's scheduler on one core stalls now and then, and a stall shows
as dropped iterations with a small pool or as a burst of late requests (a longer tail) with a large one (when this set-up was
chosen, a pool of 400 turned the same stalls into p99s of 50-150 ms against the bare endpoint too).`;
}

function wrkText() {
  if (!judgedWrk) return '';
  const { bare: bareWrk, search: searchWrk } = judgedWrk;
  const rounds = wrkPairs
    .map(
      (pair, i) =>
        `round ${i + 1}: ${percent(pairRatio(pair))} (${cpuPerRequest(pair.bare).toFixed(1)} vs ${cpuPerRequest(pair.search).toFixed(1)} µs)`,
    )
    .join('; ');
  const side = (r) => `server ${percent(r.server)}, wrk ${percent(r.k6)}`;
  return `
**Both servers at their limit (wrk).** wrk is C on epoll and sends a request for a few µs of its own CPU, so from
the same core it kept each server busy (bare: ${side(bareWrk)}; search: ${side(searchWrk)}): limits \`${bareWrk.limit}\` and
\`${searchWrk.limit}\`. The bare endpoint answered ${Math.round(bareWrk.rps)} requests/s at ${cpuPerRequest(bareWrk).toFixed(1)} µs each, the search
${Math.round(searchWrk.rps)} at ${cpuPerRequest(searchWrk).toFixed(1)} µs: ${percent(pairRatio(judgedWrk))} by requests/s. k6's estimate above puts the bare
server at ${Math.round(cpuPerRequest(results.bareMax))} µs per request; measured at its limit it is ${cpuPerRequest(bareWrk).toFixed(1)} µs.
The pair ran ${wrkPairs.length} times, bare then search, and the target is judged on the round with the median ratio (the
figures above): ${rounds}.`;
}

// What the requests/s ratio means depends on which side limited the two "max" runs.
function baselineText(ratio, costRatio) {
  const { bareMax, searchMax } = results;
  const side = (r) =>
    `server ${percent(r.server)} (its core ${percent(r.cores[serverCore])} busy), k6 ${percent(r.k6)} (its core ${percent(r.cores[0])})`;
  const sides = `bare: ${side(bareMax)}; search: ${side(searchMax)}`;
  if (bareMax.limit === 'server' && searchMax.limit === 'server') {
    return `Both "max" runs are server-bound (${sides}): each server used up its core while k6 had room, so the requests/s
ratio (${percent(ratio)}) is the ratio of what the two servers can do on one core.`;
  }
  return `**The bare baseline is not server-bound** (${sides}): ${bareMax.limit === 'k6' ? 'k6 used up its core while the bare server still had room' : 'neither side used up its core'},
so the bare endpoint's requests/s is what this load generator can drive, not what the bare server can do, and the
requests/s ratio (${percent(ratio)}) flatters the search. The yardstick free of the load generator is the server's CPU per
request: the search costs ${(1 / costRatio).toFixed(2)}× the bare endpoint, so on a core of its own it would answer about ${percent(costRatio)} of the bare
endpoint's requests/s (${Math.round(bareMax.rps / bareMax.server)} requests/s is the bare server's estimated maximum: its requests/s ÷ its CPU share; an
estimate, since a server below full load spends more per request than one at full load, which makes this ratio kind
to the search; the wrk pair below measures both at their limit). At one and the same fixed rate (${halfRate} requests/s, neither side at its
limit) the two servers spent ${Math.round(cpuPerRequest(results.bareHalf))} and ${Math.round(cpuPerRequest(results.searchHalf))} µs per request: ${percent(cpuPerRequest(results.bareHalf) / cpuPerRequest(results.searchHalf))}.`;
}
