#!/usr/bin/env node
// The checkout benchmark:
//   node tools/load/checkout-benchmark.mjs [--seconds N] [--warmup steady|N] [--results FILE] [--profile DIR]
//
// One after the other, on this machine and the same PostgreSQL server (DATABASE_URL), with the same load (the bare
// peer before the product and again after it, judged by the mean of its two runs):
//   (a) the product's checkout in its production shape (tools/load/production-shape.mjs: the gateway's nginx,
//       svc-booking, svc-catalog, svc-ops consuming booking.requested from a Kafka broker of the run's own, each
//       service its own database), and
//   (b) a bare peer (tools/load/bare-checkout.mjs): a minimal Koa + pg server doing the same work (the contracts'
//       validation, the catalog's prices from memory, the same rows in one transaction on a database made from
//       svc-booking's migrations) and nothing else.
// Each side gets the same one-item checkouts (the same bodies, e-mails and key shapes, from the same sequence)
// from 32 clients back to back: a warm-up that is not counted (by default until the side's CPU per checkout stops
// falling), the product's consumers left to catch up, then N seconds measured. Then the product at a steady half
// of its own maximum, where each booking's way to its case is timed: answered → the case row visible in svc-ops'
// database. CPU per checkout per process is read from /proc/<pid>/stat; svc-ops and what it uses are charged until
// they have done everything the window's bookings caused, and the product's sustained rate is the machine's cores
// ÷ the CPU one checkout costs every process. Every request that was not a 2xx counts as failed. The figures are
// the last line, as JSON; the results file gets them with the machine's facts.
// --profile DIR runs svc-booking and svc-ops under node --cpu-prof and adds where their CPU went, and, where the
// server loads pg_stat_statements, PostgreSQL's time by statement in each service's database (pg-statements.mjs).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SERVICE_NODE_FLAGS } from '@vip/contracts/platform';
import { summarize } from './cpu-profile-summary.mjs';
import { statementsProfiler, statementTables } from './pg-statements.mjs';
import { writeResults } from './results-file.mjs';
import {
  coreSeconds,
  describeMachine,
  familySeconds,
  machineFacts,
  namedSeconds,
  processSeconds,
  processTable,
} from './machine.mjs';
import {
  createDatabases,
  dbUrl,
  dropDatabases,
  ready,
  root,
  SERVICES,
  startCatalog,
  startProductionShape,
} from './production-shape.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string' },
    results: { type: 'string', default: join(import.meta.dirname, 'CHECKOUT-RESULTS.md') },
    profile: { type: 'string' },
  },
});
const SECONDS = Number(opts.seconds);
if (!(SECONDS >= 2)) throw new Error('--seconds must be at least 2');
/**
 * 'steady' (the default): each side warms up until its CPU per checkout stops falling, as a service that has been
 * up a while (V8 has compiled its hot code); a number: that many seconds.
 */
const STEADY = (opts.warmup ?? 'steady') === 'steady';
const WARMUP = STEADY ? 5 : Number(opts.warmup);
if (!(WARMUP >= 0)) throw new Error("--warmup takes 'steady' or a number of seconds");
const IN_FLIGHT = 32;
const WARMUP_CHECKOUTS = 300;
/** A steady warm-up's rounds: it ends when two rounds in a row each fall by less than STEADY_WITHIN. */
const STEADY_ROUND_MS = 5_000;
const STEADY_WITHIN = 0.03;
const STEADY_LIMIT_MS = 120_000;
/** The product's processes that work on a checkout after it is answered: svc-ops' consumers and what they use. */
const TRAILING = ['svc-ops', 'postgres', 'kafka', 'side-effect sinks'];
const SERVER_URL = process.env.DATABASE_URL;
if (!SERVER_URL) throw new Error('DATABASE_URL (a PostgreSQL server URL) is required');
for (const service of SERVICES)
  if (!existsSync(join(root, service, 'dist', 'main.js')))
    throw new Error(`Build first: npx nx run-many -t build -p ${SERVICES.join(' ')}`);

const RUN = `cb${Date.now().toString(36)}`;
const WORK = join('/tmp', `vip-checkout-bench-${RUN}`);
mkdirSync(WORK, { recursive: true });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...parts) => console.error(`[checkout-bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round1 = (v) => (v === null || v === undefined ? null : Math.round(v * 10) / 10);
const futureDate = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------- the load: one sequence for both sides
const AIRPORTS = ['LHR', 'JFK', 'FCO', 'CDG', 'DXB', 'LAX', 'SIN', 'HKG', 'MIA', 'FRA', 'MAD', 'BCN'];

/** The services the catalog prices for a one-adult, 14:00 checkout, as its public list answers them. */
async function pricedServices(catalogUrl) {
  const found = [];
  for (const airport of AIRPORTS) {
    for (const type of ['arrival', 'departure']) {
      const res = await fetch(
        `${catalogUrl}/api/services?airport=${airport}&type=${type}&date=${futureDate(60)}&time=14:00&adults=1&children=0`,
      );
      if (!res.ok) continue;
      for (const s of await res.json()) if (s.active && s.pricing) found.push({ ...s, adults: 1, children: 0 });
    }
  }
  if (found.length === 0) throw new Error('the catalog prices no services');
  return found;
}

/**
 * A flight's local time from 06:00 to 22:59, minute by minute. With the date over 331 days, no two checkouts of a run
 * share a day and time (the pattern repeats after 337,620), so an answer either side keeps for a day and time (the
 * zone conversion's) is never reused from one checkout to the next, which real bookings would not always allow.
 */
const flightTimeOf = (n) => `${String(6 + (n % 17)).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}`;

/** Checkout n of the sequence: its key (a UUID made from n), its traveller's address and its body. */
function checkoutOf(n, services) {
  const hex = createHash('sha256').update(`checkout-bench-${n}`).digest('hex');
  const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  const service = services[n % services.length];
  return {
    key,
    client: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`,
    body: {
      bookingContext: 'self',
      contactName: `Traveller ${n}`,
      contactPhone: '+44 20 7946 0000',
      contactEmail: `traveller-${n}@example.com`,
      airline: 'British Airways',
      flightNumber: `BA${100 + (n % 800)}`,
      agreeToTerms: true,
      items: [
        {
          serviceId: service.id,
          flightDate: futureDate(20 + (n % 331)),
          flightTime: flightTimeOf(n),
          adultCount: 1,
          childCount: 0,
          flightNumber: `BA${100 + (n % 800)}`,
        },
      ],
    },
  };
}

/** A connection the other side had closed when it was reused (after a pause longer than its keep-alive). */
const DROPPED_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/**
 * One checkout. A connection dropped before any answer is tried once more with the same Idempotency-Key, as a
 * client of the API does (the key makes it safe); each such retry is counted and reported.
 */
async function send(url, one, retried = false) {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/bookings/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': one.key, 'X-Forwarded-For': one.client },
      body: JSON.stringify(one.body),
      signal: AbortSignal.timeout(30_000),
    });
    const body = await res.json().catch(() => null);
    const ended = performance.now();
    const ok = res.status === 201 && body?.bookings?.length === 1;
    return {
      ok,
      status: res.status,
      started,
      ended,
      retried,
      references: ok ? body.bookings.map((b) => b.referenceCode) : [],
      body,
    };
  } catch (error) {
    const code = String(error.cause?.code ?? error.name);
    if (!retried && DROPPED_CONNECTION.has(code)) {
      const again = await send(url, one, true);
      return { ...again, started };
    }
    return { ok: false, status: code, started, ended: performance.now(), retried, references: [] };
  }
}

// ---------------------------------------------------------------- measuring
function cpuOf(pids) {
  const out = { postgres: namedSeconds('postgres'), 'load generator': process.cpuUsage() };
  out['load generator'] = (out['load generator'].user + out['load generator'].system) / 1e6;
  const table = processTable();
  for (const [name, pid] of Object.entries(pids)) {
    try {
      out[name] = familySeconds(pid, table);
    } catch {}
  }
  return { at: performance.now(), seconds: out, cores: coreSeconds() };
}

/** Waits (at most `limitMs`) until the machine is nearly idle, so a side does not start on the last one's tail. */
async function quiet(limitMs = Math.min(20_000, SECONDS * 2000)) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const before = coreSeconds();
    await sleep(1000);
    const busy = coreSeconds().reduce((sum, c, i) => sum + (c.busy - before[i].busy) / (c.total - before[i].total), 0);
    if (busy < 0.25) return;
  }
}

let sequence = 0;

/** 32 clients back to back until `until()` is false; every answer is pushed to `results`. */
function clients(url, services, results, until) {
  return Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (until()) results.push(await send(url, checkoutOf(sequence++, services)));
    }),
  );
}

/**
 * A warm-up (not counted), then `settle()` (the product: until svc-ops has done all the warm-up caused, so the window
 * inherits no backlog), then 32 clients back to back for SECONDS: what finished inside the window is counted. CPU of
 * each process is read at the window's start and end; `mark()` (svc-ops' progress) at both.
 */
async function maxRun(
  label,
  url,
  services,
  pids,
  { settle = async () => undefined, mark = async () => undefined } = {},
) {
  await quiet();
  const warmup = { rounds: [] };
  const started = performance.now();
  const warming = [];
  let warm = false;
  const warmingUp = clients(url, services, warming, () => !warm);
  // At least WARMUP seconds and WARMUP_CHECKOUTS answers, so a slow side is as warm (its code as optimised) as a
  // fast one; then, by default, until the side's CPU per checkout stops falling.
  await sleep(WARMUP * 1000);
  while (warming.length < WARMUP_CHECKOUTS) await sleep(50);
  if (STEADY) warmup.rounds = await untilSteady(pids, warming);
  warm = true;
  await warmingUp;
  warmup.seconds = round1((performance.now() - started) / 1000);
  const warmFailed = warming.filter((r) => !r.ok);
  await settle(warming.filter((r) => r.ok));

  const results = [];
  const before = cpuOf(pids);
  const atWindowStart = await mark();
  const windowEnd = before.at + SECONDS * 1000;
  const load = clients(url, services, results, () => performance.now() < windowEnd);
  await sleep(SECONDS * 1000);
  const after = cpuOf(pids);
  const atWindowEnd = await mark();
  await load;
  // The window is what the two snapshots span (a busy event loop fires timers late).
  const wall = (after.at - before.at) / 1000;
  const ok = results.filter((r) => r.ok && r.ended >= before.at && r.ended <= after.at);
  const failed = [...warmFailed, ...results.filter((r) => !r.ok)];
  const latencies = ok.map((r) => r.ended - r.started);
  const cpuMsPerCheckout = cpuPerCheckout(before, after, ok.length);
  const coresBusy = after.cores.map((c, i) =>
    round1(((c.busy - before.cores[i].busy) / (c.total - before.cores[i].total)) * 100),
  );
  const side = {
    label,
    checkoutsPerSecond: round1(ok.length / wall),
    checkouts: ok.length,
    sent: warming.length + results.length,
    failed: failed.length,
    retriedAfterDroppedConnection: [...warming, ...results].filter((r) => r.retried).length,
    failures: tallyFailures(failed),
    p50Ms: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    p99Ms: round1(percentile(latencies, 99)),
    cpuMsPerCheckout,
    coresBusyPct: coresBusy,
    windowStartedAt: before,
    windowEndedAt: after,
    atWindowStart,
    atWindowEnd,
    warmup,
    answered: results.filter((r) => r.ok),
  };
  log(
    label,
    JSON.stringify({
      ...side,
      windowStartedAt: undefined,
      windowEndedAt: undefined,
      atWindowStart: undefined,
      atWindowEnd: undefined,
      answered: undefined,
    }),
  );
  return side;
}

/** Each process's CPU between two snapshots, in ms per checkout. */
function cpuPerCheckout(from, to, checkouts) {
  return Object.fromEntries(
    Object.keys(from.seconds)
      .filter((name) => name in to.seconds)
      .map((name) => [name, checkouts ? round1(((to.seconds[name] - from.seconds[name]) * 1000) / checkouts) : null]),
  );
}

/**
 * Rounds of STEADY_ROUND_MS until the machine's CPU per answered checkout (every process of the side, PostgreSQL and
 * the clients included) has fallen by less than STEADY_WITHIN twice in a row: the same rule for both sides.
 */
async function untilSteady(pids, results) {
  const rounds = [];
  const deadline = performance.now() + STEADY_LIMIT_MS;
  let previous;
  let flat = 0;
  while (performance.now() < deadline) {
    const from = cpuOf(pids);
    const answered = results.length;
    await sleep(STEADY_ROUND_MS);
    const to = cpuOf(pids);
    const n = results.length - answered;
    if (n === 0) continue;
    const cpuMs = Object.keys(from.seconds).reduce((sum, k) => sum + (to.seconds[k] - from.seconds[k]), 0) * 1000;
    const perCheckout = cpuMs / n;
    rounds.push(round1(perCheckout));
    log(`warm-up round ${rounds.length}: ${round1(perCheckout)} ms of CPU per checkout`);
    flat = previous !== undefined && perCheckout >= previous * (1 - STEADY_WITHIN) ? flat + 1 : 0;
    if (flat === 2) break;
    previous = perCheckout;
  }
  return rounds;
}

function tallyFailures(failed) {
  const counts = {};
  for (const f of failed) counts[f.status] = (counts[f.status] ?? 0) + 1;
  const sample = failed.find((f) => f.body)?.body;
  return { counts, ...(sample ? { sample: JSON.stringify(sample).slice(0, 300) } : {}) };
}

/** booking.requested events each svc-ops consumer group has applied (its inbox rows; a claim in hand is not one). */
async function handledByGroup(ops) {
  const { rows } = await ops.query(
    `SELECT consumer, count(*)::int AS n FROM inbox_events
      WHERE event_type = 'booking.requested' AND consumer NOT LIKE '%#sending' GROUP BY consumer`,
  );
  return new Map(rows.map((r) => [r.consumer, r.n]));
}

/** Cases in svc-ops' database among these references. */
async function casesAmong(ops, references) {
  const { rows } = await ops.query('SELECT reference_code FROM operations_cases WHERE reference_code = ANY($1)', [
    references,
  ]);
  return new Set(rows.map((r) => r.reference_code));
}

/**
 * Waits until every one of these bookings has its case and svc-ops has done everything they caused (its other groups'
 * e-mails and tracking posts trail the cases: until it idles, under 5 % of a core for a second), at most two
 * minutes and then one. Returns how many cases never came.
 */
async function opsCatchUp(ops, references, opsPid) {
  let deadline = Date.now() + 120_000;
  let seen = new Set();
  while (Date.now() < deadline) {
    seen = await casesAmong(ops, references);
    if (seen.size >= references.length) break;
    await sleep(250);
  }
  deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const before = processSeconds(opsPid);
    await sleep(1000);
    if (processSeconds(opsPid) - before < 0.05) break;
  }
  return references.length - seen.size;
}

/**
 * The product at a fixed rate (half its maximum) for SECONDS: each booking's time from its answer to its case row
 * being visible in svc-ops' database, polled every 20 ms. A case that never comes (within a minute) counts as missing.
 */
async function bookingToCase(url, services, ops, rate) {
  const answeredAt = new Map();
  const seenAt = new Map();
  const sends = [];
  let polling = true;
  let pollDeadline = Infinity;
  const poller = (async () => {
    while (polling || seenAt.size < answeredAt.size) {
      const waiting = [...answeredAt.keys()].filter((ref) => !seenAt.has(ref));
      if (waiting.length > 0) {
        const found = await casesAmong(ops, waiting);
        const now = performance.now();
        for (const ref of found) seenAt.set(ref, now);
      }
      if (!polling && Date.now() > pollDeadline) break;
      await sleep(20);
    }
  })();
  const start = performance.now();
  let sent = 0;
  while (performance.now() - start < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    while (sent < due) {
      sent++;
      sends.push(
        send(url, checkoutOf(sequence++, services)).then((r) => {
          for (const ref of r.references) answeredAt.set(ref, r.ended);
          return r;
        }),
      );
    }
    await sleep(5);
  }
  const answers = await Promise.all(sends);
  pollDeadline = Date.now() + 60_000;
  polling = false;
  await poller;
  const times = [...answeredAt].map(([ref, at]) => (seenAt.has(ref) ? seenAt.get(ref) - at : Infinity));
  const p95 = percentile(times, 95);
  const latencies = answers.filter((r) => r.ok).map((r) => r.ended - r.started);
  return {
    ratePerSecond: rate,
    checkouts: answers.filter((r) => r.ok).length,
    failed: answers.filter((r) => !r.ok).length,
    checkoutP95Ms: round1(percentile(latencies, 95)),
    bookingToCaseP50Ms: round1(percentile(times, 50)),
    bookingToCaseP95Ms: Number.isFinite(p95) ? round1(p95) : null,
    casesMissing: times.filter((t) => !Number.isFinite(t)).length,
  };
}

// ---------------------------------------------------------------- the two sides
async function productSide() {
  const profileArgs = opts.profile
    ? (service) => ['--cpu-prof', '--cpu-prof-dir', join(opts.profile, service), '--cpu-prof-interval', '500']
    : () => [];
  const shape = await startProductionShape({
    serverUrl: SERVER_URL,
    run: RUN,
    work: WORK,
    kafkaPort: 19292,
    basePort: 15600,
    nodeArgs: { 'svc-booking': profileArgs('svc-booking'), 'svc-ops': profileArgs('svc-ops') },
    log,
  });
  const ops = new pg.Client({ connectionString: shape.databases['svc-ops'] });
  let statements = null;
  try {
    statements = opts.profile ? await statementsProfiler(SERVER_URL) : null;
    if (statements && !statements.available) log(`PostgreSQL's statements not profiled: ${statements.reason}`);
    await ops.connect();
    const services = await pricedServices(shape.url);
    const pids = {
      'svc-booking': shape.pids['svc-booking'],
      'svc-catalog': shape.pids['svc-catalog'],
      'svc-ops': shape.pids['svc-ops'],
      gateway: shape.pids.gateway,
      'side-effect sinks': shape.pids.sinks,
      kafka: shape.pids.kafka,
    };
    const referencesOf = (answered) => answered.flatMap((r) => r.references);
    let counting = false;
    const max = await maxRun('product', shape.url, services, pids, {
      settle: (answered) => opsCatchUp(ops, referencesOf(answered), shape.pids['svc-ops']),
      // The statements are counted over what the CPU of svc-ops and PostgreSQL is charged for: from the window's start.
      mark: async () => {
        if (statements?.available && !counting) await statements.reset();
        counting = true;
        return handledByGroup(ops);
      },
    });
    max.casesMissing = await opsCatchUp(ops, referencesOf(max.answered), shape.pids['svc-ops']);
    if (statements?.available) max.statements = await statements.read(shape.databases, max.answered.length);
    // The window started with svc-ops caught up; every process is charged from then until svc-ops had done all the
    // window's bookings caused, per booking answered in it (those still in flight at its end too).
    const done = cpuOf(pids);
    max.cpuMsInWindow = cpuPerCheckout(max.windowStartedAt, max.windowEndedAt, max.checkouts);
    const whole = cpuPerCheckout(max.windowStartedAt, done, max.answered.length);
    // The processes that do what trails a burst are charged until it is done; the others, idle by then (their
    // timers and pollers are not a checkout's cost), over the window.
    max.cpuMsPerCheckout = Object.fromEntries(
      Object.entries(max.cpuMsInWindow).map(([name, v]) => [name, TRAILING.includes(name) ? whole[name] : v]),
    );
    // How far svc-ops kept up during the window: what each group applied in it, per second.
    max.opsPerSecondInWindow = Object.fromEntries(
      [...max.atWindowEnd].map(([g, n]) => [g, round1((n - (max.atWindowStart.get(g) ?? 0)) / SECONDS)]),
    );
    // Half load is a steady state: it starts once svc-ops has sent the burst's e-mails and the machine is quiet.
    await quiet();
    const half = await bookingToCase(shape.url, services, ops, Math.max(1, Math.round(max.checkoutsPerSecond / 2)));
    log('booking → case', JSON.stringify(half));
    return { max, half, services };
  } finally {
    await ops.end().catch(() => {});
    if (statements?.available) await statements.end().catch(() => {});
    await shape.stop();
  }
}

/**
 * The priced services, from svc-catalog started for that alone (the same seed catalog as the product's): the bare
 * peer's first run needs them.
 */
async function catalogServices() {
  log('reading the priced services from svc-catalog on its own');
  // A port of its own: the product's run starts while this one may still be closing.
  const catalog = await startCatalog({
    serverUrl: SERVER_URL,
    run: `${RUN}c`,
    work: join(WORK, 'catalog'),
    port: 15701,
  });
  try {
    return await pricedServices(catalog.url);
  } finally {
    await catalog.stop();
  }
}

/** The bare peer's two runs as one side: the mean of each figure, the counts summed, and each run's own. */
function bracketed(before, after) {
  const mean = (a, b) => (a == null || b == null ? null : round1((a + b) / 2));
  const counts = {};
  for (const run of [before, after])
    for (const [k, n] of Object.entries(run.failures?.counts ?? {})) counts[k] = (counts[k] ?? 0) + n;
  return {
    checkoutsPerSecond: mean(before.checkoutsPerSecond, after.checkoutsPerSecond),
    p50Ms: mean(before.p50Ms, after.p50Ms),
    p95Ms: mean(before.p95Ms, after.p95Ms),
    p99Ms: mean(before.p99Ms, after.p99Ms),
    checkouts: before.checkouts + after.checkouts,
    failed: before.failed + after.failed,
    retriedAfterDroppedConnection: before.retriedAfterDroppedConnection + after.retriedAfterDroppedConnection,
    cpuMsPerCheckout: Object.fromEntries(
      Object.keys(before.cpuMsPerCheckout).map((k) => [k, mean(before.cpuMsPerCheckout[k], after.cpuMsPerCheckout[k])]),
    ),
    coresBusyPct: before.coresBusyPct.map((c, i) => mean(c, after.coresBusyPct[i])),
    failures: { counts },
    warmup: {
      seconds: round1(before.warmup.seconds + after.warmup.seconds),
      rounds: [],
      runs: [before.warmup, after.warmup],
    },
    runs: [before, after].map((r, i) => ({
      when: i === 0 ? 'before the product' : 'after the product',
      checkoutsPerSecond: r.checkoutsPerSecond,
      p95Ms: r.p95Ms,
      cpuMsPerCheckout: sumCpu(r),
    })),
  };
}

async function bareSide(services) {
  const name = `${RUN}_bare`;
  await createDatabases(SERVER_URL, [name]);
  const url = dbUrl(SERVER_URL, name);
  let child;
  try {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const migrations = join(root, 'svc-booking', 'prisma', 'migrations');
    for (const dir of readdirSync(migrations)
      .filter((d) => existsSync(join(migrations, d, 'migration.sql')))
      .sort())
      await db.query(readFileSync(join(migrations, dir, 'migration.sql'), 'utf8'));
    await db.end();
    const catalogFile = join(WORK, 'bare-catalog.json');
    writeFileSync(catalogFile, JSON.stringify(services));
    // The services' Node flags, as the product's services run.
    child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, join(import.meta.dirname, 'bare-checkout.mjs')], {
      env: { ...process.env, PORT: '15690', DATABASE_URL: url, CATALOG_FILE: catalogFile, DB_POOL_SIZE: '10' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const bareUrl = 'http://127.0.0.1:15690';
    await ready(bareUrl, child, 'the bare peer');
    return await maxRun('bare', bareUrl, services, { bare: child.pid });
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await dropDatabases(SERVER_URL, [name]);
  }
}

// ---------------------------------------------------------------- main
const facts = await machineFacts(SERVER_URL);
log(
  `run ${RUN}: ${STEADY ? 'a steady' : `${WARMUP} s`} warm-up + ${SECONDS} s per side, ${IN_FLIGHT} in flight; logs in ${WORK}`,
);
const sequenceStart = sequence;
// The bare peer runs before the product and after it, and is judged by the mean of the two: this machine's speed
// drifts by a fifth within minutes, and a run on each side of the product cancels a steady drift. Each run gets the
// very same checkouts (the sequence starts again), with the services as a product catalog of its own prices them.
const services = await catalogServices();
const bareBefore = await bareSide(services);
sequence = sequenceStart;
const product = await productSide();
if (JSON.stringify(product.services.map((s) => s.id)) !== JSON.stringify(services.map((s) => s.id)))
  throw new Error('the product priced other services than the catalog the bare peer was given');
sequence = sequenceStart;
const bareAfter = await bareSide(services);
const bare = bracketed(bareBefore, bareAfter);
const profiles = opts.profile ? profileSummaries(opts.profile) : null;

const figures = {
  product: {
    checkoutsPerSecond: product.max.checkoutsPerSecond,
    p50Ms: product.max.p50Ms,
    p95Ms: product.max.p95Ms,
    p99Ms: product.max.p99Ms,
    checkouts: product.max.checkouts,
    failed: product.max.failed + product.half.failed,
    retriedAfterDroppedConnection: product.max.retriedAfterDroppedConnection,
    cpuMsPerCheckout: product.max.cpuMsPerCheckout,
    coresBusyPct: product.max.coresBusyPct,
    casesMissing: product.max.casesMissing + product.half.casesMissing,
    opsPerSecondInWindow: product.max.opsPerSecondInWindow,
    cpuMsInWindow: product.max.cpuMsInWindow,
    sustainedCheckoutsPerSecond: capacity(product.max),
    statements: product.max.statements,
  },
  bare: {
    checkoutsPerSecond: bare.checkoutsPerSecond,
    p50Ms: bare.p50Ms,
    p95Ms: bare.p95Ms,
    p99Ms: bare.p99Ms,
    checkouts: bare.checkouts,
    failed: bare.failed,
    retriedAfterDroppedConnection: bare.retriedAfterDroppedConnection,
    cpuMsPerCheckout: bare.cpuMsPerCheckout,
    coresBusyPct: bare.coresBusyPct,
    runs: bare.runs,
  },
  ratio:
    bare.checkoutsPerSecond > 0
      ? Math.round((product.max.checkoutsPerSecond / bare.checkoutsPerSecond) * 1000) / 1000
      : null,
  sustainedRatio:
    bare.checkoutsPerSecond > 0 ? Math.round((capacity(product.max) / bare.checkoutsPerSecond) * 1000) / 1000 : null,
  p95Ratio: bare.p95Ms > 0 ? round1(product.max.p95Ms / bare.p95Ms) : null,
  bookingToCaseP95Ms: product.half.bookingToCaseP95Ms,
  halfLoad: product.half,
  failures: { product: product.max.failures, bare: bare.failures },
  seconds: SECONDS,
  warmup: {
    rule: STEADY ? 'steady' : `${WARMUP} s`,
    product: product.max.warmup,
    bare: bare.warmup,
  },
  inFlight: IN_FLIGHT,
  machine: facts,
};
figures.goals = {
  'product ≥ 50 % of the bare peer’s checkouts per second':
    figures.ratio !== null && figures.sustainedRatio !== null && Math.min(figures.ratio, figures.sustainedRatio) >= 0.5,
  'checkout p95 ≤ 3× the bare peer’s': figures.p95Ratio !== null && figures.p95Ratio <= 3,
  'svc-booking ≤ 3 ms CPU per checkout': figures.product.cpuMsPerCheckout['svc-booking'] <= 3,
  'svc-ops ≤ 3 ms CPU per checkout':
    figures.product.cpuMsPerCheckout['svc-ops'] !== null && figures.product.cpuMsPerCheckout['svc-ops'] <= 3,
  'booking → case p95 < 250 ms at half load': figures.bookingToCaseP95Ms !== null && figures.bookingToCaseP95Ms < 250,
};
if (opts.results) writeResults(opts.results, report(figures, profiles));
console.log(JSON.stringify({ ...figures, machine: undefined, profiles: profiles ?? undefined }));
process.exit(0);

function profileSummaries(dir) {
  const out = {};
  for (const service of ['svc-booking', 'svc-ops']) {
    const folder = join(dir, service);
    const file = existsSync(folder) ? readdirSync(folder).find((f) => f.endsWith('.cpuprofile')) : undefined;
    if (file) out[service] = summarize(join(folder, file), 15);
  }
  return out;
}

function keptUpText(f) {
  const groups = Object.entries(f.product.opsPerSecondInWindow ?? {});
  if (groups.length === 0) return '';
  const behind = groups.some(([, r]) => r < f.product.checkoutsPerSecond * 0.95);
  return `In the window svc-ops' consumer groups applied booking.requested at ${groups.map(([g, r]) => `${r}/s (${g})`).join(', ')},
against ${f.product.checkoutsPerSecond} checkouts answered per second${
    behind
      ? ": what a group had not applied by the window's end was done after it (and is charged above), so the window's checkouts per second is a burst svc-ops does not keep up with for long; the sustained figure is what the machine carries for good."
      : ': svc-ops kept up.'
  }`;
}

/**
 * Checkouts per second the machine can carry for good: its cores ÷ the CPU one checkout costs every process, all
 * its consequences included (svc-ops' e-mails and posts, which trail a burst).
 */
function capacity(side) {
  const total = Object.values(side.cpuMsPerCheckout).reduce((sum, v) => sum + (v ?? 0), 0);
  return total > 0 ? round1((side.windowStartedAt.cores.length * 1000) / total) : null;
}

function sumCpu(side) {
  return round1(Object.values(side.cpuMsPerCheckout).reduce((sum, v) => sum + (v ?? 0), 0));
}

function warmupText(w) {
  const side = (name, s) =>
    s.runs
      ? s.runs.map((r, i) => side(`${name} ${i === 0 ? 'before' : 'after'}`, r)).join('; ')
      : `${name} ${s.seconds} s${s.rounds.length ? ` (CPU ms per checkout by round: ${s.rounds.join(', ')})` : ''}`;
  const rule =
    w.rule === 'steady'
      ? `Warm-up: each side ran at least ${WARMUP} s and ${WARMUP_CHECKOUTS} checkouts, then rounds of ${STEADY_ROUND_MS / 1000} s until the
machine's CPU per checkout (every process of the side) fell by less than ${STEADY_WITHIN * 100} % from one round to the next twice in a row (at most
${STEADY_LIMIT_MS / 1000} s): both sides as a service that has been up a while, its hot code compiled by V8.`
      : `Warm-up: ${w.rule} and at least ${WARMUP_CHECKOUTS} checkouts per side (\`--warmup\`), so a slow side is as warmed up as a fast one.`;
  return `${rule} ${side('Product', w.product)}; ${side('bare', w.bare)}.`;
}

function report(f, profiled) {
  const pct = (share) => `${(share * 100).toFixed(1)} %`;
  const ms = (v) => (v === null || v === undefined ? '–' : `${v} ms`);
  const mark = (ok) => (ok ? 'met' : '**missed**');
  const cpuRows = (side) =>
    Object.entries(side.cpuMsPerCheckout)
      .map(([name, v]) => `${name} ${v ?? '–'}`)
      .join(', ');
  const profileTables = profiled
    ? Object.entries(profiled)
        .map(
          ([service, s]) => `### ${service}: where its ${s.busyMs} ms of CPU went (self time, idle left out)

| package or folder | share | | function | share |
| --- | ---: | --- | --- | ---: |
${s.categories.map((c, i) => `| ${c.name} | ${pct(c.share)} | | ${s.functions[i]?.name.replace(/\|/g, '\\|') ?? ''} | ${s.functions[i] ? pct(s.functions[i].share) : ''} |`).join('\n')}`,
        )
        .join('\n\n')
    : '';
  return `# Checkout benchmark

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node tools/load/checkout-benchmark.mjs --seconds ${f.seconds}${STEADY ? '' : ` --warmup ${WARMUP}`}\`${opts.profile ? ' --profile' : ''}, both sides in one run, one after the
other (the bare peer before the product and again after it), on this machine: ${describeMachine(f.machine)}.

Every run gets the same one-item checkouts (the same bodies, e-mails, Idempotency-Key shapes, services and flight
days and times, no two alike in a run, from one sequence started again for each run) from ${f.inFlight} clients in the benchmark's process, back to back: a warm-up that
is not counted, then ${f.seconds} s measured. Every answer that is not a 201 with its booking counts as failed.
${warmupText(f.warmup)}

- **product**: the production shape (tools/load/production-shape.mjs): the gateway (nginx with deploy/nginx's
  config, one worker per core, no access log), svc-booking, svc-catalog (svc-booking prices each item over HTTP, calling
  it directly as through a Kubernetes Service), svc-ops consuming booking.requested
  from a Kafka broker of the run's own and sending its e-mails and tracking posts to the run's receivers; each service its own
  database on the PostgreSQL server; \`LOG_LEVEL=warn\`.
- **bare**: tools/load/bare-checkout.mjs, a minimal Koa + pg server: the contracts' checkout schema and key rule, the
  catalog's prices held in memory, the flight-time cut-off, the allotment lookup, and the bookings, their
  booking.requested outbox rows and the idempotency record in one transaction, on a database made from svc-booking's
  migrations on the same server. Nothing else: no gateway, no logging, no rate limits, no ORM, no events sent.
- The bare column is the mean of the peer's two runs, ${f.bare.runs.map((r) => `${r.checkoutsPerSecond} checkouts per second (p95 ${r.p95Ms} ms, ${r.cpuMsPerCheckout} ms of CPU per checkout) ${r.when}`).join(' and ')}: this machine's
  speed drifts by a fifth within minutes, and a run on each side of the product cancels a steady drift. The ratios
  below are against that mean.
- Every Node process of both sides but the load generator runs with the services' Node flags (\`${SERVICE_NODE_FLAGS.join(' ')}\`,
  contracts/src/platform.ts), as the services' image starts them.

| | product | bare |
| --- | ---: | ---: |
| checkouts per second at ${f.inFlight} in flight | ${f.product.checkoutsPerSecond} | ${f.bare.checkoutsPerSecond} |
| p50 / p95 / p99 | ${ms(f.product.p50Ms)} / ${ms(f.product.p95Ms)} / ${ms(f.product.p99Ms)} | ${ms(f.bare.p50Ms)} / ${ms(f.bare.p95Ms)} / ${ms(f.bare.p99Ms)} |
| checkouts per second the machine sustains (its cores ÷ all processes' CPU per checkout) | ${f.product.sustainedCheckoutsPerSecond} | ${f.bare.checkoutsPerSecond} (measured: nothing trails) |
| checkouts counted / failed | ${f.product.checkouts} / ${f.product.failed} | ${f.bare.checkouts} / ${f.bare.failed} |
| sent again after a dropped connection (same key) | ${f.product.retriedAfterDroppedConnection} | ${f.bare.retriedAfterDroppedConnection} |
| CPU ms per checkout, per process | ${cpuRows(f.product)} | ${cpuRows(f.bare)} |
| CPU ms per checkout, all processes | ${sumCpu(f.product)} | ${sumCpu(f.bare)} |
| cores busy (each) | ${f.product.coresBusyPct.map((c) => `${c} %`).join(' / ')} | ${f.bare.coresBusyPct.map((c) => `${c} %`).join(' / ')} |

CPU per checkout is each process's user + system time from /proc/<pid>/stat, ÷ the checkouts. The bare peer's is over
the measured window. The product's window starts with svc-ops caught up with the warm-up (every case made, every
consumer group idle), and svc-ops and what it uses (${TRAILING.filter((n) => n !== 'svc-ops').join(', ')}) are charged from the
window's start until svc-ops had done all the window's bookings caused (every case, e-mail and tracking post: its
groups idle, under 5 % of a core for a second), ÷ the bookings answered in the window: a checkout's whole cost, not
only what was spent while it was answered; the other processes over the window (what was spent in the window alone,
per process: ${cpuRows({ cpuMsPerCheckout: f.product.cpuMsInWindow })}). \`postgres\` is every
PostgreSQL process on the machine; \`load generator\` is the benchmark's own process (the clients).
${keptUpText(f)}

Booking → case at half the product's maximum (${f.halfLoad.ratePerSecond} checkouts per second for ${f.seconds} s, a fixed rate):
p50 ${ms(f.halfLoad.bookingToCaseP50Ms)}, **p95 ${ms(f.bookingToCaseP95Ms)}** from the checkout's answer to its case row visible in svc-ops'
database (polled every 20 ms, so up to 20 ms of each figure is the poll); checkout p95 there ${ms(f.halfLoad.checkoutP95Ms)};
${f.halfLoad.checkouts} checkouts, ${f.halfLoad.failed} failed, ${f.halfLoad.casesMissing} cases missing after a minute (${f.product.casesMissing} in all).

| goal | measured | |
| --- | --- | --- |
| product ≥ 50 % of the bare peer's checkouts per second | ${(f.ratio * 100).toFixed(1)} % in the window, ${(f.sustainedRatio * 100).toFixed(1)} % sustained | ${mark(f.goals['product ≥ 50 % of the bare peer’s checkouts per second'])} |
| checkout p95 at ${f.inFlight} in flight ≤ 3× the peer's | ${f.p95Ratio}× | ${mark(f.goals['checkout p95 ≤ 3× the bare peer’s'])} |
| svc-booking ≤ 3 ms CPU per one-item checkout | ${ms(f.product.cpuMsPerCheckout['svc-booking'])} | ${mark(f.goals['svc-booking ≤ 3 ms CPU per checkout'])} |
| svc-ops' consumers ≤ 3 ms CPU per checkout | ${ms(f.product.cpuMsPerCheckout['svc-ops'])} | ${mark(f.goals['svc-ops ≤ 3 ms CPU per checkout'])} |
| booking → case p95 < 250 ms at half load | ${ms(f.bookingToCaseP95Ms)} | ${mark(f.goals['booking → case p95 < 250 ms at half load'])} |
${f.product.statements ? `\n## PostgreSQL's statements in this run\n\nFrom pg_stat_statements, over what svc-ops and PostgreSQL are charged for above (from the window's start until svc-ops\nhad done the window's bookings), ÷ the bookings answered in the window,\nas the CPU above; execution time, not planning.\n\n${statementTables(f.product.statements)}\n` : ''}${profileTables ? `\n## CPU profiles of this run\n\nsvc-booking and svc-ops ran under \`node --cpu-prof\` (0.5 ms sampling) for the whole run (start-up, warm-up, both load\nphases); shares are of each process's busy samples.\n\n${profileTables}\n` : ''}`;
}
