#!/usr/bin/env node
// The checkout benchmark: `node tools/load/checkout-benchmark.mjs [--seconds N] [--results FILE] [--profile DIR]`.
//
// One after the other, on this machine and the same PostgreSQL server (DATABASE_URL), with the same load:
//   (a) the product's checkout in its production shape (tools/load/production-shape.mjs: the gateway's stand-in,
//       svc-booking, svc-catalog, svc-ops consuming booking.requested from a Kafka broker of the run's own, each
//       service its own database), and
//   (b) a bare peer (tools/load/bare-checkout.mjs): a minimal Koa + pg server doing the same work (the contracts'
//       validation, the catalog's prices from memory, the same rows in one transaction on a database made from
//       svc-booking's migrations) and nothing else.
// Each side gets the same one-item checkouts (the same bodies, e-mails and key shapes, from the same sequence)
// from 32 clients back to back: a warm-up that is not counted, then N seconds measured. Then the product at a
// steady half of its own maximum, where each booking's way to its case is timed: answered → the case row visible
// in svc-ops' database. CPU per checkout per process is read from /proc/<pid>/stat before and after; svc-ops'
// over the time its consumers took to turn the window's bookings into cases. Every request that was not a 2xx
// counts as failed. The figures are the last line, as JSON; the results file gets them with the machine's facts.
// --profile DIR runs svc-booking and svc-ops under node --cpu-prof and adds where their CPU went.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { summarize } from './cpu-profile-summary.mjs';
import { coreSeconds, describeMachine, machineFacts, namedSeconds, processSeconds } from './machine.mjs';
import {
  createDatabases,
  dbUrl,
  dropDatabases,
  ready,
  root,
  SERVICES,
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
const WARMUP = Number(opts.warmup ?? Math.max(2, Math.min(5, Math.round(SECONDS / 4))));
const IN_FLIGHT = 32;
const WARMUP_CHECKOUTS = 300;
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
          flightDate: futureDate(20 + (n % 300)),
          flightTime: '14:00',
          adultCount: 1,
          childCount: 0,
          flightNumber: `BA${100 + (n % 800)}`,
        },
      ],
    },
  };
}

async function send(url, one) {
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
      references: ok ? body.bookings.map((b) => b.referenceCode) : [],
      body,
    };
  } catch (error) {
    return {
      ok: false,
      status: String(error.cause?.code ?? error.name),
      started,
      ended: performance.now(),
      references: [],
    };
  }
}

// ---------------------------------------------------------------- measuring
function cpuOf(pids) {
  const out = { postgres: namedSeconds('postgres'), 'load generator': process.cpuUsage() };
  out['load generator'] = (out['load generator'].user + out['load generator'].system) / 1e6;
  for (const [name, pid] of Object.entries(pids)) {
    try {
      out[name] = processSeconds(pid);
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
/**
 * 32 clients back to back for warm-up + SECONDS; what is counted is what finished inside the measured window. CPU of
 * each process (ms per counted checkout) over the same window.
 */
async function maxRun(label, url, services, pids, onWindowStart = async () => undefined) {
  await quiet();
  const results = [];
  let windowEnd = Infinity;
  let before;
  let after;
  let atWindowStart;
  // Warm-up: WARMUP seconds and at least WARMUP_CHECKOUTS answers, whichever is later, so a slow side is as warm
  // (its code as optimised) as a fast one when its window starts.
  const marks = (async () => {
    await sleep(WARMUP * 1000);
    while (results.length < WARMUP_CHECKOUTS) await sleep(50);
    before = cpuOf(pids);
    windowEnd = before.at + SECONDS * 1000;
    atWindowStart = await onWindowStart();
    await sleep(SECONDS * 1000);
    after = cpuOf(pids);
  })();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < windowEnd) results.push(await send(url, checkoutOf(sequence++, services)));
    }),
  );
  await marks;
  // The window is what the two snapshots span (a busy event loop fires timers late).
  const wall = (after.at - before.at) / 1000;
  const counted = results.filter((r) => r.ended >= before.at && r.ended <= after.at);
  const ok = counted.filter((r) => r.ok);
  const failed = results.filter((r) => !r.ok);
  const latencies = ok.map((r) => r.ended - r.started);
  const cpuMsPerCheckout = Object.fromEntries(
    Object.keys(before.seconds)
      .filter((name) => name in after.seconds)
      .map((name) => [
        name,
        ok.length ? round1(((after.seconds[name] - before.seconds[name]) * 1000) / ok.length) : null,
      ]),
  );
  const coresBusy = after.cores.map((c, i) =>
    round1(((c.busy - before.cores[i].busy) / (c.total - before.cores[i].total)) * 100),
  );
  const side = {
    label,
    checkoutsPerSecond: round1(ok.length / wall),
    checkouts: ok.length,
    sent: results.length,
    failed: failed.length,
    failures: tallyFailures(failed),
    p50Ms: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    p99Ms: round1(percentile(latencies, 99)),
    cpuMsPerCheckout,
    coresBusyPct: coresBusy,
    windowStartedAt: before,
    atWindowStart,
    answered: results.filter((r) => r.ok),
  };
  log(label, JSON.stringify({ ...side, windowStartedAt: undefined, atWindowStart: undefined, answered: undefined }));
  return side;
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
 * Waits until every answered booking of the max run has its case and svc-ops has done everything the bookings caused
 * (its other consumers' e-mails and tracking posts, which trail the cases: it idles, under 5 % of a core for a second),
 * at most two minutes and then one, and charges svc-ops the CPU it spent from the window's start until then.
 */
async function opsCatchUp(ops, side, opsPid) {
  const references = side.answered.flatMap((r) => r.references);
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
  const opsSeconds = processSeconds(opsPid) - side.windowStartedAt.seconds['svc-ops'];
  return { casesMissing: references.length - seen.size, opsSeconds };
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
  try {
    await ops.connect();
    const services = await pricedServices(shape.urls['svc-catalog']);
    const pids = {
      'svc-booking': shape.pids['svc-booking'],
      'svc-catalog': shape.pids['svc-catalog'],
      'svc-ops': shape.pids['svc-ops'],
      balancer: shape.pids.balancer,
      'side-effect sinks': shape.pids.sinks,
      kafka: shape.pids.kafka,
    };
    const max = await maxRun('product', shape.urls['svc-booking'], services, pids, () => handledByGroup(ops));
    const caughtUp = await opsCatchUp(ops, max, shape.pids['svc-ops']);
    // svc-ops' figure is its CPU from the window's start until it had handled every booking of the run so far, per
    // booking handled meanwhile: each group's count from its inbox rows, averaged, since the groups that trail the
    // cases (e-mails, tracking posts) start the window with a backlog of their own.
    const handled = await handledByGroup(ops);
    const perGroup = [...handled].map(([group, n]) => n - (max.atWindowStart.get(group) ?? 0));
    const bookingsHandled = perGroup.reduce((a, b) => a + b, 0) / Math.max(1, perGroup.length);
    max.opsBookingsHandled =
      perGroup.length > 0 ? Object.fromEntries([...handled.keys()].map((g, i) => [g, perGroup[i]])) : {};
    max.cpuMsPerCheckout['svc-ops'] =
      bookingsHandled > 0 ? round1((caughtUp.opsSeconds * 1000) / bookingsHandled) : null;
    max.casesMissing = caughtUp.casesMissing;
    // Half load is a steady state: it starts once svc-ops has sent the burst's e-mails and the machine is quiet.
    await quiet();
    const half = await bookingToCase(
      shape.urls['svc-booking'],
      services,
      ops,
      Math.max(1, Math.round(max.checkoutsPerSecond / 2)),
    );
    log('booking → case', JSON.stringify(half));
    return { max, half, services };
  } finally {
    await ops.end().catch(() => {});
    await shape.stop();
  }
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
    child = spawn(process.execPath, [join(import.meta.dirname, 'bare-checkout.mjs')], {
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
log(`run ${RUN}: ${WARMUP} s warm-up + ${SECONDS} s per side, ${IN_FLIGHT} in flight; logs in ${WORK}`);
const sequenceStart = sequence;
const product = await productSide();
// The bare peer gets the very same checkouts: the sequence starts again.
sequence = sequenceStart;
const bare = await bareSide(product.services);
const profiles = opts.profile ? profileSummaries(opts.profile) : null;

const figures = {
  product: {
    checkoutsPerSecond: product.max.checkoutsPerSecond,
    p50Ms: product.max.p50Ms,
    p95Ms: product.max.p95Ms,
    p99Ms: product.max.p99Ms,
    checkouts: product.max.checkouts,
    failed: product.max.failed + product.half.failed,
    cpuMsPerCheckout: product.max.cpuMsPerCheckout,
    coresBusyPct: product.max.coresBusyPct,
    casesMissing: product.max.casesMissing + product.half.casesMissing,
  },
  bare: {
    checkoutsPerSecond: bare.checkoutsPerSecond,
    p50Ms: bare.p50Ms,
    p95Ms: bare.p95Ms,
    p99Ms: bare.p99Ms,
    checkouts: bare.checkouts,
    failed: bare.failed,
    cpuMsPerCheckout: bare.cpuMsPerCheckout,
    coresBusyPct: bare.coresBusyPct,
  },
  ratio:
    bare.checkoutsPerSecond > 0
      ? Math.round((product.max.checkoutsPerSecond / bare.checkoutsPerSecond) * 1000) / 1000
      : null,
  p95Ratio: bare.p95Ms > 0 ? round1(product.max.p95Ms / bare.p95Ms) : null,
  bookingToCaseP95Ms: product.half.bookingToCaseP95Ms,
  halfLoad: product.half,
  failures: { product: product.max.failures, bare: bare.failures },
  seconds: SECONDS,
  warmupSeconds: WARMUP,
  inFlight: IN_FLIGHT,
  machine: facts,
};
figures.goals = {
  'product ≥ 50 % of the bare peer’s checkouts per second': figures.ratio !== null && figures.ratio >= 0.5,
  'checkout p95 ≤ 3× the bare peer’s': figures.p95Ratio !== null && figures.p95Ratio <= 3,
  'svc-booking ≤ 3 ms CPU per checkout': figures.product.cpuMsPerCheckout['svc-booking'] <= 3,
  'svc-ops ≤ 3 ms CPU per checkout':
    figures.product.cpuMsPerCheckout['svc-ops'] !== null && figures.product.cpuMsPerCheckout['svc-ops'] <= 3,
  'booking → case p95 < 250 ms at half load': figures.bookingToCaseP95Ms !== null && figures.bookingToCaseP95Ms < 250,
};
if (opts.results) writeFileSync(opts.results, report(figures, profiles));
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

function report(f, profiled) {
  const pct = (share) => `${(share * 100).toFixed(1)} %`;
  const ms = (v) => (v === null || v === undefined ? '–' : `${v} ms`);
  const mark = (ok) => (ok ? 'met' : '**missed**');
  const cpuRows = (side) =>
    Object.entries(side.cpuMsPerCheckout)
      .map(([name, v]) => `${name} ${v ?? '–'}`)
      .join(', ');
  const kept = existsSync(opts.results)
    ? /\n## Profile findings\n[\s\S]*$/.exec(readFileSync(opts.results, 'utf8'))?.[0]
    : undefined;
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

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node tools/load/checkout-benchmark.mjs --seconds ${f.seconds}\`${opts.profile ? ' --profile' : ''}, both sides in one run, one after the
other, on this machine: ${describeMachine(f.machine)}.

Both sides get the same one-item checkouts (the same bodies, e-mails, Idempotency-Key shapes and services, from one
sequence started again for the second side) from ${f.inFlight} clients in the benchmark's process, back to back: ${f.warmupSeconds} s of warm-up that
is not counted (and at least ${WARMUP_CHECKOUTS} checkouts, so a slow side is as warmed up as a fast one), then ${f.seconds} s measured. Every answer that is not a 201 with its booking counts as failed.

- **product**: the production shape (tools/load/production-shape.mjs): the gateway's stand-in (the fault benchmark's
  balancer), svc-booking, svc-catalog (pricing each item over its internal route), svc-ops consuming booking.requested
  from a Kafka broker of the run's own and sending its e-mails and tracking posts to the run's receivers; each service its own
  database on the PostgreSQL server; \`LOG_LEVEL=warn\`.
- **bare**: tools/load/bare-checkout.mjs, a minimal Koa + pg server: the contracts' checkout schema and key rule, the
  catalog's prices held in memory, the flight-time cut-off, the allotment lookup, and the bookings, their
  booking.requested outbox rows and the idempotency record in one transaction, on a database made from svc-booking's
  migrations on the same server. Nothing else: no balancer, no logging, no rate limits, no ORM, no events sent.

| | product | bare |
| --- | ---: | ---: |
| checkouts per second at ${f.inFlight} in flight | ${f.product.checkoutsPerSecond} | ${f.bare.checkoutsPerSecond} |
| p50 / p95 / p99 | ${ms(f.product.p50Ms)} / ${ms(f.product.p95Ms)} / ${ms(f.product.p99Ms)} | ${ms(f.bare.p50Ms)} / ${ms(f.bare.p95Ms)} / ${ms(f.bare.p99Ms)} |
| checkouts counted / failed | ${f.product.checkouts} / ${f.product.failed} | ${f.bare.checkouts} / ${f.bare.failed} |
| CPU ms per checkout, per process | ${cpuRows(f.product)} | ${cpuRows(f.bare)} |
| cores busy (each) | ${f.product.coresBusyPct.map((c) => `${c} %`).join(' / ')} | ${f.bare.coresBusyPct.map((c) => `${c} %`).join(' / ')} |

CPU per checkout is each process's user + system time from /proc/<pid>/stat over the measured window, ÷ the
checkouts counted in it; svc-ops' is its CPU from the window's start until its consumers had made the window's cases
and then gone idle (under 5 % of a core for a second: every consumer group done, the e-mails and tracking posts each
booking causes sent), ÷ the bookings its consumer groups handled meanwhile (each group's from its inbox rows,
averaged: the groups behind the cases start the window with a backlog of the warm-up's bookings). \`postgres\` is every
PostgreSQL process on the machine; \`load generator\` is the benchmark's own process (the clients).

Booking → case at half the product's maximum (${f.halfLoad.ratePerSecond} checkouts per second for ${f.seconds} s, a fixed rate):
p50 ${ms(f.halfLoad.bookingToCaseP50Ms)}, **p95 ${ms(f.bookingToCaseP95Ms)}** from the checkout's answer to its case row visible in svc-ops'
database (polled every 20 ms, so up to 20 ms of each figure is the poll); checkout p95 there ${ms(f.halfLoad.checkoutP95Ms)};
${f.halfLoad.checkouts} checkouts, ${f.halfLoad.failed} failed, ${f.halfLoad.casesMissing} cases missing after a minute (${f.product.casesMissing} in all).

| goal | measured | |
| --- | --- | --- |
| product ≥ 50 % of the bare peer's checkouts per second | ${(f.ratio * 100).toFixed(1)} % | ${mark(f.goals['product ≥ 50 % of the bare peer’s checkouts per second'])} |
| checkout p95 at ${f.inFlight} in flight ≤ 3× the peer's | ${f.p95Ratio}× | ${mark(f.goals['checkout p95 ≤ 3× the bare peer’s'])} |
| svc-booking ≤ 3 ms CPU per one-item checkout | ${ms(f.product.cpuMsPerCheckout['svc-booking'])} | ${mark(f.goals['svc-booking ≤ 3 ms CPU per checkout'])} |
| svc-ops' consumers ≤ 3 ms CPU per checkout | ${ms(f.product.cpuMsPerCheckout['svc-ops'])} | ${mark(f.goals['svc-ops ≤ 3 ms CPU per checkout'])} |
| booking → case p95 < 250 ms at half load | ${ms(f.bookingToCaseP95Ms)} | ${mark(f.goals['booking → case p95 < 250 ms at half load'])} |
${profileTables ? `\n## CPU profiles of this run\n\nsvc-booking and svc-ops ran under \`node --cpu-prof\` (0.5 ms sampling) for the whole run (start-up, warm-up, both load\nphases); shares are of each process's busy samples.\n\n${profileTables}\n` : ''}${kept ?? ''}`;
}
