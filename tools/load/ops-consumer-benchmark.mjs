#!/usr/bin/env node
// svc-ops' consumers of booking.requested, measured alone:
// `node tools/load/ops-consumer-benchmark.mjs [--events N] [--rate R] [--seconds S] [--baseline DIR] [--results FILE]`.
//
// Each svc-ops build (this tree's svc-ops/, and with --baseline a copy of another build's dist/, prisma/ and
// package.json placed inside svc-ops/ so it resolves the same packages) runs in a process of its own
// (ops-consumer-process.mjs) on a fresh database on the PostgreSQL server (DATABASE_URL) and a namespace of its own on
// the Kafka broker (KAFKA_BROKERS), with every consumer it runs in production, mail to a real SMTP server and
// tracking posts to a web-hook receiver (tools/faults/side-effect-sinks.mjs). The benchmark publishes booking.requested
// events as svc-booking's checkout does (one-item cart, keyed by booking), then:
//   - burst: N events at once; cases per second = N ÷ the time from the first send to the last case row visible, and
//     all consumers' time until every group (cases, acknowledgements, allotment jobs, tracking) has committed them all;
//     CPU ms per event = the process's user + system time (/proc) over that time ÷ N;
//   - steady: R events per second for S seconds, each timed from its send to its case row visible (polled every
//     20 ms): p50 / p95 / p99 per event.
// A warm-up of 200 events goes first and is not counted. The builds run one after the other in one run, baseline
// first. The figures are the last line, as JSON; the results file gets them with the machine's facts.
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
import { bookingRequestedV2, createEnvelope } from '@vip/contracts/events';
import { SERVICE_NODE_FLAGS } from '@vip/contracts/platform';
import { summarize } from './cpu-profile-summary.mjs';
import { writeResults } from './results-file.mjs';
import { describeMachine, machineFacts, processSeconds } from './machine.mjs';
import { createDatabases, dbUrl, dropDatabases, root, startSinks } from './production-shape.mjs';

const { values: opts } = parseArgs({
  options: {
    events: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '15' },
    baseline: { type: 'string' },
    label: { type: 'string', default: 'this tree' },
    'baseline-label': { type: 'string', default: 'baseline' },
    results: { type: 'string', default: join(import.meta.dirname, 'OPS-CONSUMER-RESULTS.md') },
    profile: { type: 'string' },
  },
});
const EVENTS = Number(opts.events);
const RATE = Number(opts.rate);
const SECONDS = Number(opts.seconds);
const WARMUP = 200;
const SERVER_URL = process.env.DATABASE_URL;
const BROKERS = process.env.KAFKA_BROKERS?.split(',');
if (!SERVER_URL || !BROKERS) throw new Error('DATABASE_URL and KAFKA_BROKERS are required (source /tmp/infra-env.sh)');
const builds = [
  ...(opts.baseline ? [{ label: opts['baseline-label'], dir: resolve(opts.baseline) }] : []),
  { label: opts.label, dir: join(root, 'svc-ops') },
];
for (const b of builds)
  if (!existsSync(join(b.dir, 'dist', 'server.js'))) throw new Error(`No build in ${b.dir}: build svc-ops first`);

const RUN = `ocb${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const WORK = join('/tmp', `vip-ops-consumer-bench-${RUN}`);
mkdirSync(WORK, { recursive: true });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...parts) => console.error(`[ops-consumer-bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round1 = (v) => (v === null || v === undefined ? null : Math.round(v * 10) / 10);

let sequence = 0;
/** A booking.requested as svc-booking's checkout publishes it for a one-item cart. */
function bookingRequested() {
  const n = ++sequence;
  const bookingId = randomUUID();
  const payload = {
    bookingId,
    referenceCode: `VIP-${String(10000 + n).slice(-5)}${n}-FCO`,
    groupId: randomUUID(),
    groupSize: 1,
    status: 'pending_payment',
    service: {
      id: 11,
      name: 'VIP Meet & Greet - Arrival',
      serviceType: 'arrival',
      serviceLevel: 'standard',
      airport: { code: 'FCO', name: 'Rome Fiumicino', timeZone: 'Europe/Rome' },
    },
    contactName: `Traveller ${n}`,
    contactEmail: `traveller${n}@bench.example`,
    contactPhone: '+1 212 555 0100',
    companyName: null,
    bookerRole: null,
    relationshipToTraveler: null,
    bookerName: null,
    bookerEmail: null,
    bookerPhone: null,
    agencyName: null,
    isTravelAgent: false,
    airline: null,
    flightNumber: 'AZ611',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    terminal: '3',
    departureAirline: null,
    departureFlightNumber: null,
    flightAt: '2030-06-20T12:00:00.000Z',
    adultCount: 1,
    childCount: 0,
    travelerNames: [`Traveller ${n}`],
    specialRequests: null,
    porterSelected: false,
    price: {
      currency: 'USD',
      basePriceCents: 39500,
      adultFeeTotalCents: 0,
      childFeeTotalCents: 0,
      additionalGreeterFeeCents: 0,
      afterHoursFeeCents: 0,
      lastMinuteFeeCents: 0,
      porterCostCents: 0,
      discountCents: 0,
      totalPriceCents: 39500,
    },
    cancellationPolicyHours: 48,
    requestedAt: new Date().toISOString(),
  };
  return createEnvelope(bookingRequestedV2, { producer: 'svc-booking', aggregateId: bookingId, payload });
}

const message = (event) => ({
  key: event.aggregateId,
  value: JSON.stringify(event),
  headers: { 'event-id': event.id, 'event-type': event.type, 'event-version': String(event.version) },
});

async function measure(build, sinks, kafka) {
  const namespace = `${RUN}-${builds.indexOf(build)}`;
  const database = `${RUN}_${builds.indexOf(build)}`;
  const topic = `${namespace}.booking.events`;
  await createDatabases(SERVER_URL, [database]);
  const child = fork(join(import.meta.dirname, 'ops-consumer-process.mjs'), [build.dir, namespace], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl(SERVER_URL, database),
      KAFKA_BROKERS: BROKERS.join(','),
      DB_POOL_SIZE: '10',
      ADMIN_EMAIL: 'bench.admin@example.com',
      ADMIN_PASSWORD: `bench-${randomBytes(8).toString('hex')}`,
      STAFF_SECOND_FACTOR: 'optional',
      SMTP_URL: `smtp://127.0.0.1:${sinks.smtpPort}?ignoreTLS=true`,
      MAIL_FROM: '"VIP Airport Services" <bookings@bench.example>',
      OPS_NOTIFY_EMAIL: 'ops-alerts@bench.example',
      TRACKING_WEBHOOK_URL: `http://127.0.0.1:${sinks.webhookPort}/tracking`,
      SEND_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // svc-ops' Node flags, as its image starts it.
    execArgv: [
      ...SERVICE_NODE_FLAGS,
      ...(opts.profile
        ? ['--cpu-prof', '--cpu-prof-dir', join(resolve(opts.profile), String(builds.indexOf(build)))]
        : []),
    ],
  });
  children.add(child);
  const exited = new Promise((r) => child.once('exit', r));
  const ops = new pg.Client({ connectionString: dbUrl(SERVER_URL, database) });
  const admin = kafka.admin();
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  try {
    log(`${build.label}: starting svc-ops from ${relative(root, build.dir) || '.'}`);
    const started = await Promise.race([
      new Promise((r) => child.once('message', r)),
      exited.then((code) => Promise.reject(new Error(`svc-ops exited with ${code}`))),
      sleep(120_000).then(() => Promise.reject(new Error('svc-ops did not start in two minutes'))),
    ]);
    await ops.connect();
    await admin.connect();
    await producer.connect();
    // The groups that consume booking.requested (the others on the topic are not measured).
    const groups = started_groups(namespace).filter((g) => started.groups.includes(g.slice(namespace.length + 1)));
    const caseCount = async () =>
      Number((await ops.query('SELECT count(*)::int AS n FROM operations_cases')).rows[0].n);
    /** Messages on the topic some group has not committed yet. */
    const lag = async () => {
      const latest = await admin.fetchTopicOffsets(topic);
      let total = 0;
      for (const groupId of groups) {
        const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
        for (const p of latest) {
          const c = Number(committed?.partitions.find((x) => x.partition === p.partition)?.offset ?? -1);
          total += Number(p.high) - (c >= 0 ? c : Number(p.low));
        }
      }
      return total;
    };
    const send = async (events) => {
      for (let i = 0; i < events.length; i += 250)
        await producer.send({ topic, acks: -1, messages: events.slice(i, i + 250).map(message) });
    };
    const drained = async (expectedCases, deadlineMs) => {
      const deadline = Date.now() + deadlineMs;
      let casesAt = null;
      while (Date.now() < deadline) {
        if (casesAt === null && (await caseCount()) >= expectedCases) casesAt = Date.now();
        if (casesAt !== null && (await lag()) === 0) return { casesAt, allAt: Date.now() };
        await sleep(casesAt === null ? 20 : 100);
      }
      throw new Error(
        `${build.label}: not drained in ${deadlineMs} ms (${await caseCount()} cases, lag ${await lag()})`,
      );
    };

    log(`${build.label}: warm-up, ${WARMUP} events`);
    await send(Array.from({ length: WARMUP }, bookingRequested));
    await drained(WARMUP, 180_000);

    log(`${build.label}: burst, ${EVENTS} events`);
    const burst = Array.from({ length: EVENTS }, bookingRequested);
    const cpu0 = processSeconds(started.pid);
    const t0 = Date.now();
    await send(burst);
    const done = await drained(WARMUP + EVENTS, 600_000);
    const cpu1 = processSeconds(started.pid);
    const burstFigures = {
      events: EVENTS,
      casesPerSecond: round1(EVENTS / ((done.casesAt - t0) / 1000)),
      allConsumersPerSecond: round1(EVENTS / ((done.allAt - t0) / 1000)),
      cpuMsPerEvent: round1(((cpu1 - cpu0) * 1000) / EVENTS),
    };
    log(`${build.label}: burst`, JSON.stringify(burstFigures));

    log(`${build.label}: steady, ${RATE} events/s for ${SECONDS} s`);
    const sentAt = new Map();
    const latencies = [];
    let polling = true;
    let steadyEnd = Infinity;
    const poller = (async () => {
      while (polling || sentAt.size > 0) {
        if (sentAt.size > 0) {
          const { rows } = await ops.query(
            'SELECT booking_id::text AS id FROM operations_cases WHERE booking_id = ANY($1::uuid[])',
            [[...sentAt.keys()]],
          );
          const now = Date.now();
          for (const { id } of rows) {
            latencies.push(now - sentAt.get(id));
            sentAt.delete(id);
          }
        }
        if (!polling && Date.now() > steadyEnd + 120_000) break;
        await sleep(20);
      }
    })();
    const total = Math.round(RATE * SECONDS);
    const steadyStart = Date.now();
    const cpu2 = processSeconds(started.pid);
    const sends = [];
    for (let i = 0; i < total; i++) {
      const due = steadyStart + (i * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      const event = bookingRequested();
      sentAt.set(event.payload.bookingId, Date.now());
      sends.push(producer.send({ topic, acks: -1, messages: [message(event)] }));
    }
    await Promise.all(sends);
    steadyEnd = Date.now();
    polling = false;
    await poller;
    await drained(WARMUP + EVENTS + total, 120_000);
    const cpu3 = processSeconds(started.pid);
    const steadyFigures = {
      events: total,
      ratePerSecond: RATE,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      casesMissing: sentAt.size,
      cpuMsPerEvent: round1(((cpu3 - cpu2) * 1000) / total),
    };
    log(`${build.label}: steady`, JSON.stringify(steadyFigures));
    return { label: build.label, build: relative(root, build.dir) || '.', burst: burstFigures, steady: steadyFigures };
  } finally {
    await producer.disconnect().catch(() => undefined);
    await admin.deleteGroups(started_groups(namespace)).catch(() => undefined);
    await admin.disconnect().catch(() => undefined);
    await ops.end().catch(() => undefined);
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    await dropDatabases(SERVER_URL, [database]);
  }
}

// The groups svc-ops runs, in the namespace (deleted after, as the slice tests do).
const started_groups = (namespace) =>
  ['svc-ops', 'svc-ops-acknowledgements', 'svc-ops-allotment-jobs', 'svc-ops-tracking'].map((g) => `${namespace}.${g}`);

const children = new Set();
// Never holds the machine's heavy lock for long: a run that hangs ends itself.
setTimeout(() => {
  log('gave up after 20 minutes');
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, 20 * 60_000).unref();
const facts = await machineFacts(SERVER_URL);
const sinks = await startSinks(WORK);
const kafka = new Kafka({ clientId: `${RUN}-bench`, brokers: BROKERS, logLevel: logLevel.NOTHING });
const results = [];
try {
  for (const build of builds) results.push(await measure(build, sinks, kafka));
} finally {
  sinks.child.kill('SIGKILL');
}
const figures = { events: EVENTS, ratePerSecond: RATE, seconds: SECONDS, results, machine: facts };
if (opts.profile)
  for (const [i, r] of results.entries()) {
    const folder = join(resolve(opts.profile), String(i));
    const file = existsSync(folder) ? readdirSync(folder).find((f) => f.endsWith('.cpuprofile')) : undefined;
    if (file) r.profile = summarize(join(folder, file), 15);
  }
if (opts.results) writeResults(opts.results, report(figures));
console.log(JSON.stringify({ ...figures, machine: undefined }));
process.exit(0);

function report(f) {
  const ms = (v) => (v === null || v === undefined ? '–' : `${v} ms`);
  const row = (name, pick) => `| ${name} | ${f.results.map((r) => pick(r)).join(' | ')} |`;
  return `# svc-ops' booking.requested consumers

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node tools/load/ops-consumer-benchmark.mjs --events ${f.events} --rate ${f.ratePerSecond} --seconds ${f.seconds}${opts.baseline ? ` --baseline ${relative(root, resolve(opts.baseline))}` : ''}\`,
the builds one after the other in one run, on this machine: ${describeMachine(f.machine)}; Kafka: the machine's
broker (${BROKERS.join(', ')}), a namespace per build.

Each build of svc-ops runs in a process of its own with every consumer it runs in production (cases,
acknowledgements with mail to a real SMTP server, allotment jobs, tracking posts to a web-hook receiver), on a fresh
database. The events are booking.requested as the checkout publishes them for a one-item cart (pending payment, a
group of one). After ${WARMUP} events of warm-up: a burst of ${f.events} events at once, then ${f.ratePerSecond} events per second for ${f.seconds} s.

${row('', (r) => `${r.label} (\`${r.build}\`)`)}
${row('---', () => '---:')}
${row('burst: cases per second (first send → last case row visible)', (r) => r.burst.casesPerSecond)}
${row('burst: events per second through every consumer group', (r) => r.burst.allConsumersPerSecond)}
${row('burst: svc-ops CPU ms per event (all consumers, mail, posts)', (r) => ms(r.burst.cpuMsPerEvent))}
${row(`steady ${f.ratePerSecond}/s: send → case visible p50 / p95 / p99`, (r) => `${ms(r.steady.p50Ms)} / ${ms(r.steady.p95Ms)} / ${ms(r.steady.p99Ms)}`)}
${row(`steady ${f.ratePerSecond}/s: svc-ops CPU ms per event`, (r) => ms(r.steady.cpuMsPerEvent))}
${row('steady: cases missing after two minutes', (r) => r.steady.casesMissing)}

CPU is the svc-ops process's user + system time from /proc/<pid>/stat over the phase, ÷ its events (the burst's
until every group had committed them). Latency is polled every 20 ms, so up to 20 ms of each figure is the poll. The
machine is shared (two cores, other engineers' builds and tests): compare the columns of one run, not runs.
`;
}
