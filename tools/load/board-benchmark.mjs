#!/usr/bin/env node
// Status board benchmark (by hand, not in npm test): svc-ops on PostgreSQL with 100,000 cases, as a real
// operation's history. Measures the first board load (summary + the first page of all ten columns, sent
// together as the dashboard does), the same with the 'Mine', 'Unassigned' and 'Overdue' filters, search, the
// modal of a booking alone and of one of a round trip (which lists the other), and the streamed CSV export.
// The group index is then dropped for one phase and the group reads measured again (before/after), then restored.
// Needs DATABASE_URL (a PostgreSQL server) and a built svc-ops (npx nx run svc-ops:build).
// Also records the CPU svc-ops, PostgreSQL and this client spent in each phase. Writes tools/load/BOARD-RESULTS.md.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { DEFAULT_STATUS_TARGET_HOURS } from '@vip/contracts/vocabulary';
import { coreSeconds, describeMachine, machineFacts, namedSeconds, percent, processSeconds } from './machine.mjs';
import { writeResults } from './results-file.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const ROWS = Number(process.env.ROWS ?? 100_000);
// The index the group reads use; measured once without it. COMPARE_WITHOUT_INDEX= (empty) skips that phase.
const WITHOUT_INDEX = process.env.COMPARE_WITHOUT_INDEX ?? 'operations_cases_group_id_idx';
const ITERATIONS = Number(process.env.ITERATIONS ?? 60);
const PORT = Number(process.env.PORT ?? 4803);
const ADMIN = { email: 'bench@example.com', password: 'a-long-benchmark-password-1234' };
const STATUSES = [
  'inquiry_received',
  'inquiry_responded',
  'pending_supplier_availability',
  'pending_client_confirmation',
  'pending_vendor_confirmation',
  'confirmation_sent_vendor_needed',
  'confirmation_sent',
  'change_requested',
  'service_completed',
  'escalation_needed',
];

if (!process.env.DATABASE_URL)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (tools/infra/postgres.sh prints one)');
if (!existsSync(join(root, 'svc-ops', 'dist', 'main.js'))) throw new Error('Build first: npx nx run svc-ops:build');

const wait = (ms) => new Promise((r) => setTimeout(r, ms));
// Earlier runs' figures, kept by hand below this heading: the script carries them over when it rewrites the file.
const HISTORY = '## Earlier runs';
const name = 'bench_board';
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const dbUrl = new URL(process.env.DATABASE_URL);
dbUrl.pathname = `/${name}`;

const ops = spawn(process.execPath, ['svc-ops/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: dbUrl.toString(),
    KAFKA_BROKERS: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STAFF_SECOND_FACTOR: 'optional',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => ops.kill('SIGTERM'));
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  if (i > 300) throw new Error('svc-ops never became ready');
  await wait(200);
}

// 100,000 cases, spread over the statuses, airports and flags like a live operation.
const db = new pg.Client({ connectionString: dbUrl.toString() });
await db.connect();
const seedStart = Date.now();
// Five colleagues run cases: the benchmark's admin (its 'Mine') and four others.
const benchAdmin = (await db.query('SELECT id, name FROM staff_users WHERE email = $1', [ADMIN.email])).rows[0];
const adminId = benchAdmin.id;
const colleagues = ['Ana Lima', 'Ben Okafor', 'Chloe Martin', 'Dev Patel'].map((name, i) => ({
  id: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`,
  name,
}));
for (const c of colleagues)
  await db.query(
    `INSERT INTO staff_users (id, email, name, role, password_hash, updated_at) VALUES ($1, $2, $3, 'agent', 'not-a-hash', now())`,
    [c.id, `${c.name.split(' ')[0].toLowerCase()}@example.com`, c.name],
  );
const owners = [benchAdmin, ...colleagues];
const targets = STATUSES.map((s) => DEFAULT_STATUS_TARGET_HOURS[s]);
// 0-999, spread evenly and independent of i % 10 (the status), so owners and clocks fall on every column.
const hash = (x) => `abs(hashint4(${x}) % 1000)`;
// Bookings 1-2, 9-10, 17-18, ...: a quarter of the cases, in pairs.
const roundTrip = `((i - 1) / 2) % 4 = 0`;
await db.query(
  `INSERT INTO operations_cases (id, booking_id, reference_code, booking_status, admin_status, is_paid, escalation_flag, is_travel_agent,
     contact_name, contact_email, contact_phone, traveler_names, service_id, service_name, service_type, service_level,
     airport_code, airport_name, airport_time_zone, flight_number, flight_date, flight_time, flight_at, adult_count, child_count,
     porter_selected, porter_cost_cents, base_price_cents, total_price_cents, price_breakdown, cancellation_policy_hours, requested_at, updated_at,
     partner_id, partner_name, partner_reference, partner_mode, partner_terms_kind, partner_terms_basis_points,
     partner_commission_cents, partner_notify_traveller, assigned_agent_id, assigned_agent_name, status_changed_at, group_id)
   SELECT gen_random_uuid(), gen_random_uuid(),
     'VIP-' || lpad((i % 100000)::text, 5, '0') || '-' || (ARRAY['LHR','JFK','FCO','DXB','SYD','CDG','FRA','SIN'])[1 + (i / 100000) + i % 8],
     'pending_payment', ($1::text[])[1 + i % 10], i % 3 = 0, i % 17 = 0, i % 5 = 0,
     'Traveller ' || i, 'traveller' || i || '@example.com', '+1 555 ' || lpad(i::text, 7, '0'), ARRAY['Traveller ' || i],
     11, CASE WHEN ${roundTrip} AND i % 2 = 0 THEN 'Departure Meet & Assist' ELSE 'Arrival Meet & Assist' END,
     CASE WHEN ${roundTrip} AND i % 2 = 0 THEN 'departure' ELSE 'arrival' END, 'standard',
     (ARRAY['LHR','JFK','FCO','DXB','SYD','CDG','FRA','SIN'])[1 + i % 8], 'Airport ' || i % 8, 'Europe/London',
     'BA' || (100 + i % 900), '2030-06-20', '14:00', now() + (i || ' minutes')::interval, 2, 0, false, 0, 39500, 39500,
     '{"currency":"USD","basePriceCents":39500,"adultFeeTotalCents":0,"childFeeTotalCents":0,"additionalGreeterFeeCents":0,"afterHoursFeeCents":0,"lastMinuteFeeCents":0,"porterCostCents":0,"discountCents":0,"totalPriceCents":39500}'::jsonb,
     48, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
     -- Every tenth booking came through the partner API (one partner in five a sandbox one): the card carries it.
     CASE WHEN i % 10 = 0 THEN ('00000000-0000-4000-8000-' || lpad((i % 7)::text, 12, '0'))::uuid END,
     CASE WHEN i % 10 = 0 THEN 'Partner ' || i % 7 END, CASE WHEN i % 10 = 0 THEN 'PR-' || i END,
     CASE WHEN i % 10 = 0 THEN (CASE WHEN i % 50 = 0 THEN 'sandbox' ELSE 'live' END) END,
     CASE WHEN i % 10 = 0 THEN 'commission' END, CASE WHEN i % 10 = 0 THEN 1000 END,
     CASE WHEN i % 10 = 0 THEN 3950 END, CASE WHEN i % 10 = 0 THEN true END,
     -- Three cases in five have an owner, spread evenly over the five colleagues; the rest nobody has taken.
     CASE WHEN ${hash('i')} < 600 THEN ($3::uuid[])[1 + ${hash('i')} % 5] END,
     CASE WHEN ${hash('i')} < 600 THEN ($4::text[])[1 + ${hash('i')} % 5] END,
     -- The status clock: one case in eight (of the statuses with a target) waits 1.1-3.1 times its target, the
     -- others up to 0.9 of it; statuses without a target up to 72 hours. Never before the request.
     GREATEST(now() - (i || ' minutes')::interval, now() - interval '1 hour' * CASE
       WHEN ($5::int[])[1 + i % 10] IS NULL THEN 72 * ${hash('-i')} / 1000.0
       WHEN ${hash('-i')} < 125 THEN ($5::int[])[1 + i % 10] * (1.1 + 2 * ${hash('-i')} / 125.0)
       ELSE ($5::int[])[1 + i % 10] * 0.9 * (${hash('-i')} - 125) / 875.0 END),
     -- Round trips: one checkout in four made two bookings, an arrival and the departure (one group each).
     CASE WHEN ${roundTrip} THEN md5('checkout-' || ((i - 1) / 2))::uuid END
   FROM generate_series(1, $2::int) AS i`,
  [STATUSES, ROWS, owners.map((o) => o.id), owners.map((o) => o.name), targets],
);
// What the folders keep of a case in their own tables: every other case has a supplier (the board card shows
// it), every paid one an invoice (the export shows its status).
await db.query(
  `INSERT INTO case_supplier_assignments (case_id, supplier_id, supplier_name, supplier_email, supplier_phone, cost_original_cents, currency, cost_usd_cents)
   SELECT id, gen_random_uuid(), 'Supplier ' || airport_code, 'ops@' || lower(airport_code) || '.example', '+44 20 7946 0000', 30000, 'USD', 30000
   FROM operations_cases WHERE ('x' || substr(md5(id::text), 1, 8))::bit(32)::int % 2 = 0`,
);
await db.query(
  `INSERT INTO case_invoices (case_id, provider, invoice_id, number, status, amount_cents, created_at, published_at, paid_at)
   SELECT id, 'manual', 'manual_' || id, 'INV-' || reference_code, 'PAID', total_price_cents, requested_at, requested_at, requested_at
   FROM operations_cases WHERE is_paid`,
);
// As a live database would be: vacuumed (GIN pending lists merged, visibility map set) and analysed.
for (const table of ['operations_cases', 'case_supplier_assignments', 'case_invoices'])
  await db.query(`VACUUM ANALYZE ${table}`);
const seedMs = Date.now() - seedStart;

const login = await fetch(`${base}/api/admin/session`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(ADMIN),
});
const cookie = login.headers.get('set-cookie').split(';')[0];
const timed = async (path) => {
  const t = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - t;
};
const p = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (v) => `${v.toFixed(1)} ms`;

// CPU of svc-ops, of all PostgreSQL processes (other users' queries included, if any) and of this client.
const cpuNow = () => ({
  at: performance.now(),
  ops: processSeconds(ops.pid),
  pg: namedSeconds('postgres'),
  client: process.cpuUsage(),
  cores: coreSeconds(),
});
const phaseCpu = (from) => {
  const to = cpuNow();
  const wall = (to.at - from.at) / 1000;
  const client = (to.client.user + to.client.system - from.client.user - from.client.system) / 1e6;
  const busy = to.cores.reduce((sum, core, i) => sum + core.busy - from.cores[i].busy, 0);
  const total = to.cores.reduce((sum, core, i) => sum + core.total - from.cores[i].total, 0);
  return {
    wall,
    ops: (to.ops - from.ops) / wall,
    pg: (to.pg - from.pg) / wall,
    client: client / wall,
    machine: busy / total,
  };
};
const phases = {};

const json = async (path) => {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
};
const withFilter = (path, filter) => (filter ? `${path}${path.includes('?') ? '&' : '?'}${filter}` : path);
// The dashboard's first load: the summary and the first page of every column, sent together.
const boardLoad = (filter) =>
  Promise.all([
    timed(withFilter('/api/admin/bookings/summary', filter)),
    ...STATUSES.map((s) => timed(withFilter(`/api/admin/bookings?status=${s}&limit=20`, filter))),
  ]);
const measureBoard = async (filter, phase) => {
  for (let i = 0; i < 5; i++) await boardLoad(filter);
  const wall = [];
  const requests = [];
  const start = cpuNow();
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now();
    requests.push(...(await boardLoad(filter)));
    wall.push(performance.now() - t);
  }
  phases[phase] = phaseCpu(start);
  return { wall, requests };
};

// The filters and groups work before they are timed: every card a filter shows is one it should show.
const firstColumn = (filter) => json(withFilter(`/api/admin/bookings?status=${STATUSES[0]}&limit=20`, filter));
const mine = await firstColumn('owner=me');
const unassigned = await firstColumn('owner=none');
const overdue = await firstColumn('overdue=true');
if (mine.items.length === 0 || mine.items.some((c) => c.owner?.id !== adminId))
  throw new Error("'Mine' shows others' cases");
if (unassigned.items.length === 0 || unassigned.items.some((c) => c.owner !== null))
  throw new Error("'Unassigned' shows owned cases");
if (overdue.items.length === 0 || overdue.items.some((c) => !c.statusOverdue))
  throw new Error("'Overdue' shows cards within their target");
const grouped = (
  await db.query(
    `SELECT id FROM operations_cases WHERE group_id IS NOT NULL AND cancelled_at IS NULL ORDER BY id LIMIT $1`,
    [ITERATIONS],
  )
).rows.map((r) => r.id);
const alone = (
  await db.query(`SELECT id FROM operations_cases WHERE group_id IS NULL ORDER BY id LIMIT $1`, [ITERATIONS])
).rows.map((r) => r.id);
const sample = await json(`/api/admin/bookings/${grouped[0]}`);
if (sample.group?.size !== 2 || sample.linkedBookings?.length !== 1)
  throw new Error("a round trip's modal does not list its other booking");
const counts = {
  mine: (await json('/api/admin/bookings/summary?owner=me')).total,
  unassigned: (await json('/api/admin/bookings/summary?owner=none')).total,
  overdue: (await json('/api/admin/bookings/summary?overdue=true')).total,
  grouped: Number((await db.query('SELECT count(*) FROM operations_cases WHERE group_id IS NOT NULL')).rows[0].count),
};

const board = await measureBoard('', 'first board loads, one after the other');
const boardWall = board.wall;
const boardRequests = board.requests;
const boardMine = await measureBoard('owner=me', "board loads with 'Mine'");
const boardUnassigned = await measureBoard('owner=none', "board loads with 'Unassigned'");
const boardOverdue = await measureBoard('overdue=true', "board loads with 'Overdue'");

// The modal's read (GET /api/admin/bookings/:id): a booking alone, and one of a round trip with its other booking.
const measureModals = async (ids, phase) => {
  for (const id of ids.slice(0, 5)) await timed(`/api/admin/bookings/${id}`);
  const times = [];
  const start = cpuNow();
  for (const id of ids) times.push(await timed(`/api/admin/bookings/${id}`));
  phases[phase] = phaseCpu(start);
  return times;
};
const modalAlone = await measureModals(alone, 'modals of bookings alone, one after the other');
const modalGrouped = await measureModals(grouped, 'modals of round trips, one after the other');

const searches = ['VIP-04217', 'traveller 4242', 'traveller77@example', '555 0012345', 'JFK', 'nobody-by-this-name'];
const searchTimes = [];
const summaryWithSearch = [];
const searchStart = cpuNow();
for (let i = 0; i < ITERATIONS; i++) {
  const q = encodeURIComponent(searches[i % searches.length]);
  searchTimes.push(await timed(`/api/admin/bookings?q=${q}&limit=25`));
  summaryWithSearch.push(await timed(`/api/admin/bookings/summary?q=${q}`));
}
phases['searches (list, then its summary), one after the other'] = phaseCpu(searchStart);

// Before/after: the group reads' plans with the index, then the index dropped for one phase (the board and the
// round trips' modals measured again, as before the migration), then built again.
const planOf = async (sql, params) => {
  const [{ Plan: plan, 'Execution Time': time }] = (await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params))
    .rows[0]['QUERY PLAN'];
  const scans = [];
  const walk = (node) => {
    if (/Scan/.test(node['Node Type']))
      scans.push(node['Index Name'] ? `${node['Node Type']} on ${node['Index Name']}` : node['Node Type']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return `${scans.join(' + ')}, ${time.toFixed(1)} ms`;
};
const firstPageGroups = (
  await db.query(
    `SELECT group_id FROM operations_cases WHERE admin_status = $1 AND cancelled_at IS NULL ORDER BY requested_at DESC, id DESC LIMIT 20`,
    [STATUSES[0]],
  )
).rows
  .map((r) => r.group_id)
  .filter(Boolean);
const groupOfOne = (await db.query('SELECT group_id FROM operations_cases WHERE id = $1', [grouped[0]])).rows[0]
  .group_id;
const groupPlans = async () => ({
  modal: await planOf('SELECT * FROM operations_cases WHERE group_id = $1 ORDER BY reference_code', [groupOfOne]),
  card: await planOf(
    'SELECT group_id, count(*) FROM operations_cases WHERE group_id = ANY($1::uuid[]) GROUP BY group_id',
    [firstPageGroups],
  ),
});
let without = null;
const indexDef = WITHOUT_INDEX
  ? (await db.query('SELECT indexdef FROM pg_indexes WHERE indexname = $1', [WITHOUT_INDEX])).rows[0]?.indexdef
  : undefined;
if (WITHOUT_INDEX && !indexDef) throw new Error(`No index ${WITHOUT_INDEX} to compare without`);
if (indexDef) {
  const withPlans = await groupPlans();
  await db.query(`DROP INDEX ${WITHOUT_INDEX}`);
  const withoutPlans = await groupPlans();
  without = {
    withPlans,
    withoutPlans,
    board: await measureBoard('', `first board loads without ${WITHOUT_INDEX}`),
    modalGrouped: await measureModals(grouped, `modals of round trips without ${WITHOUT_INDEX}`),
  };
  await db.query(indexDef);
  await db.query('ANALYZE operations_cases');
}

const rss = () => {
  const status = readFileSync(`/proc/${ops.pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};
const before = rss();
const exportCpu = cpuNow();
const exportStart = performance.now();
const res = await fetch(`${base}/api/admin/bookings/export.csv`, { headers: { cookie } });
let bytes = 0;
let lines = 0;
let peakDuring = before.rss;
for await (const chunk of res.body) {
  bytes += chunk.length;
  for (const b of chunk) if (b === 10) lines++;
  if (lines % 20000 < 50) peakDuring = Math.max(peakDuring, rss().rss);
}
const exportMs = performance.now() - exportStart;
phases['CSV export'] = phaseCpu(exportCpu);
const after = rss();
await db.end();
ops.kill('SIGTERM');
const facts = await machineFacts(process.env.DATABASE_URL);

const results = [
  ['first board load (summary + 10 columns, together), wall time', boardWall, 300],
  ['first board load, each of its 11 requests', boardRequests, 300],
  ['search (list, 25 rows)', searchTimes, 200],
  ['search (summary cards for the search)', summaryWithSearch, 200],
  ["board load with 'Mine' (summary + 10 columns), wall time", boardMine.wall, 300],
  ["board load with 'Mine', each of its 11 requests", boardMine.requests, 300],
  ["board load with 'Unassigned', wall time", boardUnassigned.wall, 300],
  ["board load with 'Unassigned', each of its 11 requests", boardUnassigned.requests, 300],
  ["board load with 'Overdue', wall time", boardOverdue.wall, 300],
  ["board load with 'Overdue', each of its 11 requests", boardOverdue.requests, 300],
  ['modal of a booking alone (GET /api/admin/bookings/:id)', modalAlone, 200],
  ['modal of a round trip (lists its other booking)', modalGrouped, 200],
];
const row = ([label, v, target]) =>
  `| ${label} | ${ms(p(v, 0.5))} | ${ms(p(v, 0.95))} | ${ms(p(v, 0.99))} | < ${target} ms | ${p(v, 0.95) < target ? 'met' : '**not met**'} |`;
const compared = without
  ? [
      ['first board load, wall time', boardWall, without.board.wall],
      ['first board load, each of its 11 requests', boardRequests, without.board.requests],
      ['modal of a round trip', modalGrouped, without.modalGrouped],
    ]
  : [];
const history = (() => {
  try {
    const old = readFileSync(join(import.meta.dirname, 'BOARD-RESULTS.md'), 'utf8');
    const at = old.indexOf(HISTORY);
    return at < 0 ? '' : old.slice(at);
  } catch {
    return '';
  }
})();
const md = `# Status board benchmark

Measured ${new Date().toISOString().slice(0, 10)} by \`node tools/load/board-benchmark.mjs\` on this machine: ${describeMachine(facts)};
svc-ops built (\`dist\`), \`LOG_LEVEL=warn\`, one process; the client (this script) and PostgreSQL on the same machine, nothing pinned
(so the times below include the client's share and are an upper bound of the server-side time).

Data: ${ROWS.toLocaleString('en-US')} cases (seeded in ${(seedMs / 1000).toFixed(1)} s), ten statuses, 8 airports, a third paid (each with its invoice), every fifth a travel agent, every tenth a partner's,
half with an assigned supplier (in suppliers' own table, case_supplier_assignments).
Owners: three cases in five owned, evenly by five colleagues (${counts.mine.toLocaleString('en-US')} active ones the benchmark's admin's, its 'Mine'), ${counts.unassigned.toLocaleString('en-US')} active ones unassigned.
Status clocks: one case in eight of the statuses with a target (the defaults) waits 1.1-3.1 times its target, the others up to 0.9 of it:
${counts.overdue.toLocaleString('en-US')} overdue. Round trips: one checkout in four made an arrival and a departure, one group each (${counts.grouped.toLocaleString('en-US')} cases in pairs).
Counts as svc-ops' summary reports them (active cases). Before timing, the script checks that each filter shows only its cards and that a round trip's modal lists its other booking.
${ITERATIONS} iterations per row after a warm-up.

| measurement | p50 | p95 | p99 | target (p95) | |
| --- | ---: | ---: | ---: | ---: | --- |
${results.map(row).join('\n')}
${
  without
    ? `
Before/after the group index (\`${WITHOUT_INDEX}\`, migration \`20261205090000_case_group_index\`), in this run: the index dropped for one
phase, the same requests measured again, then the index built again. Every board card counts its checkout's bookings
and the modal lists them, both by group_id, so without the index each column page and each modal reads every case.

| measurement | with the index p50 | p95 | without p50 | p95 |
| --- | ---: | ---: | ---: | ---: |
${compared.map(([label, a, b]) => `| ${label} | ${ms(p(a, 0.5))} | ${ms(p(a, 0.95))} | ${ms(p(b, 0.5))} | ${ms(p(b, 0.95))} |`).join('\n')}

| query (PostgreSQL's plan, EXPLAIN ANALYZE) | with the index | without |
| --- | --- | --- |
| a round trip's bookings (the modal) | ${without.withPlans.modal} | ${without.withoutPlans.modal} |
| group sizes of a column page's cards | ${without.withPlans.card} | ${without.withoutPlans.card} |
`
    : ''
}
CPU in each phase, as a share of one core (from \`/proc\`; the machine has ${facts.cores}; PostgreSQL is all its processes, so
a PostgreSQL process of other work that ends during a phase takes its CPU out of the sum: n/a), and how busy all the
machine's cores were (every process, other work on the shared machine included):

| phase | wall time | svc-ops | PostgreSQL | client | all cores busy |
| --- | ---: | ---: | ---: | ---: | ---: |
${Object.entries(phases)
  .map(
    ([label, c]) =>
      `| ${label} | ${c.wall.toFixed(1)} s | ${percent(c.ops)} | ${c.pg < 0 ? 'n/a' : percent(c.pg)} | ${percent(c.client)} | ${percent(c.machine)} |`,
  )
  .join('\n')}

CSV export of every case (each page with its suppliers, transfers and invoices): ${(lines - 1).toLocaleString('en-US')} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${(exportMs / 1000).toFixed(1)} s.
svc-ops memory: ${before.rss.toFixed(0)} MiB resident before, at most ${peakDuring.toFixed(0)} MiB sampled during, ${after.rss.toFixed(0)} MiB after
(peak resident over the whole run ${after.peak.toFixed(0)} MiB): the export is streamed page by page (\`EXPORT_PAGE_SIZE\`, 1,000 rows), so
memory does not grow with the number of bookings.

How: the board reads each column with a keyset cursor on (admin_status, requested_at, id) — an index — then the
page's suppliers (and transfers) in one query each by case id, never one per booking; the
four cards plus the column counts come from one grouped count (a scan of the table: the part of the first
load that grows with the history). Search is a case-insensitive substring match over reference, names, e-mails,
phones and airport, served by pg_trgm GIN indexes (and a GIN index for exact traveller names); the matches are
found first and then ordered, because left to itself the planner walks the newest-first index and filters every
row for a rare match (350 ms instead of 17 ms). The table is vacuumed after the bulk load, as a live database
is: right after 100,000 inserts the GIN pending lists make searches 20× slower until autovacuum merges them.
'Mine' and 'Unassigned' page each column on (assigned_agent_id, admin_status, requested_at, id); 'Overdue' asks,
per status with a target, for the cases that entered it before the target's start ((admin_status, status_changed_at)).

${history || `${HISTORY}\n`}`;
writeResults(join(import.meta.dirname, 'BOARD-RESULTS.md'), md);
process.stdout.write(md);
process.exit(0);
