#!/usr/bin/env node
// Fuzzes the three services through their OpenAPI documents with schemathesis (all checks), against a fresh
// embedded stack: installs schemathesis into tools/fuzz/.venv, starts the embedded product with two partners and
// their keys (`node tools/test-support/partner-stack.mjs`, which runs tools/dev/stack.mjs as `npm start` does) on a
// free port with a temporary DATA_DIR and every rate limit raised, signs in as the bootstrap admin, invites a
// colleague, finds real values (services, airports, dates, bookings and their e-mails, a case, suppliers, a saved
// quote, a partner's bookings and list cursor), asks svc-ops for a staff token for the catalog team's routes, runs
// schemathesis on each document with tools/fuzz/schemathesis.toml (partner routes with a partner's live key), and
// writes the figures to tools/fuzz/RESULTS.md. Exits 1 on any failure schemathesis reports, on any 429 (a request spent
// on a limiter tests nothing) and when the admin's session did not survive the run.
//
//   node tools/fuzz/run.mjs [--max-examples N] [--seed N]   (FUZZ_SEED and FUZZ_MAX_EXAMPLES work too)
//
// Each run draws a new seed unless one is given, and prints it first: a failure is reproduced with --seed.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildMissing } from '../dev/build-missing.mjs';

// The stack's build first (a fresh checkout has none): the partner key limit comes from contracts' build.
buildMissing();
const { PARTNER_KEY_LIMITS } = await import('@vip/contracts/schemas');

const ROOT = resolve(import.meta.dirname, '..', '..');
const HERE = join(ROOT, 'tools', 'fuzz');
const VENV = join(HERE, '.venv');
const SCHEMATHESIS_VERSION = '4.32.*';
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const MAX_EXAMPLES = Number(option('max-examples', process.env.FUZZ_MAX_EXAMPLES ?? '25'));
const SEED = option('seed', process.env.FUZZ_SEED || String(randomInt(2 ** 31)));
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = `fuzz-${randomBytes(12).toString('hex')}`;
const TRAVELLER_EMAIL = 'fuzz.traveller@example.com';
/** The same address as a traveller may type it. */
const TRAVELLER_EMAIL_TYPED = 'Fuzz.Traveller@Example.COM';

function log(line) {
  process.stdout.write(`[fuzz] ${line}\n`);
}

/**
 * The newest Python 3 on the machine. CPython 3.11 and 3.12 can fail Hypothesis with "AST constructor
 * recursion depth mismatch" while it describes a strategy (a CPython bug, fixed in 3.13), which schemathesis
 * reports as an error of whichever operation it was generating for.
 */
function newestPython() {
  // pyenv keeps other versions out of PATH unless selected: look in its versions folder too.
  const pyenv = process.env.PYENV_ROOT ?? join(process.env.HOME ?? '/root', '.pyenv');
  const installed = existsSync(join(pyenv, 'versions'))
    ? readdirSync(join(pyenv, 'versions'))
        .filter((v) => /^3\.\d+\.\d+$/.test(v))
        .sort((a, b) => b.localeCompare(a, undefined, { numeric: true }))
        .map((v) => join(pyenv, 'versions', v, 'bin', 'python3'))
    : [];
  for (const candidate of [...installed, 'python3.14', 'python3.13', 'python3']) {
    try {
      const version = execFileSync(candidate, ['-c', 'import sys; print(sys.version_info[1])'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      if (Number(version) >= 13 || candidate === 'python3') return candidate;
    } catch {
      // not on this machine
    }
  }
  throw new Error('Python 3 is needed for schemathesis');
}

function ensureSchemathesis() {
  const bin = join(VENV, 'bin', 'schemathesis');
  if (!existsSync(bin)) {
    log(`installing schemathesis ${SCHEMATHESIS_VERSION} into ${VENV}`);
    execFileSync(newestPython(), ['-m', 'venv', VENV], { stdio: 'inherit' });
  }
  // Cheap when already installed; keeps the pinned line in step.
  execFileSync(
    join(VENV, 'bin', 'pip'),
    ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`],
    { stdio: 'inherit' },
  );
  return bin;
}

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

const GENEROUS = '100000';

/**
 * Every rate limit of the three services, raised: the fuzzer is one client sending thousands of requests a
 * minute, and a request the limiter answers tests nothing (429 stays documented wherever a limit applies).
 * A limit missing here shows as a 429 in the run, which fails it.
 */
const RAISED_LIMITS = {
  // svc-catalog
  PROMO_CODE_LIMIT_PER_MINUTE: GENEROUS,
  // svc-booking
  BOOKING_RATE_LIMIT_PER_MINUTE: GENEROUS,
  BOOKING_LOOKUP_LIMIT_PER_MINUTE: GENEROUS,
  CHANGE_REQUEST_LIMIT_PER_MINUTE: GENEROUS,
  CHANGE_REQUESTS_PER_BOOKING_PER_HOUR: GENEROUS,
  TRACKING_RATE_LIMIT_PER_MINUTE: GENEROUS,
  QUOTE_SAVE_LIMIT_PER_MINUTE: GENEROUS,
  QUOTE_OPEN_LIMIT_PER_MINUTE: GENEROUS,
  HOLD_RATE_LIMIT_PER_MINUTE: GENEROUS,
  // svc-ops caps the first four (a misconfigured production stays bounded); the fuzzer stays under the caps.
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
  PASSWORD_CHANGE_LIMIT_PER_15_MINUTES: '10000',
  SEND_LIMIT_PER_MINUTE: '1000',
  PARTNER_SECRET_LIMIT_PER_MINUTE: '1000',
  SUPPLIER_JOB_LIMIT_PER_MINUTE: '1000',
  // Wrong sign-ins per e-mail (four times as many per address) before sign-in waits out the window.
  LOGIN_MAX_FAILURES: GENEROUS,
  LOGIN_ADDRESS_MAX_FAILURES: GENEROUS,
  // Wrong passwords of one e-mail from the fuzzer's one address before each waits (a 429 with Retry-After).
  LOGIN_FREE_FAILURES: GENEROUS,
  // The fuzzing partner's keys: the most a key may be given.
  PARTNER_KEY_LIMIT_PER_MINUTE: String(PARTNER_KEY_LIMITS.perMinuteMax),
};

/** Starts the embedded product with its partners and resolves with its URL and partners once their keys work. */
function startStack(port, dataDir) {
  const child = spawn(process.execPath, [join(ROOT, 'tools', 'test-support', 'partner-stack.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      STAFF_SECOND_FACTOR: 'optional',
      ...RAISED_LIMITS,
      // Each service's own infrastructure is embedded: never the CI's PostgreSQL or Kafka.
      DATABASE_URL: '',
      KAFKA_BROKERS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the stack did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/PARTNER_STACK (.+)\n/);
      if (match) {
        clearTimeout(timer);
        const { url, partners } = JSON.parse(match[1]);
        ok({ child, url, partners, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the stack exited (${code}) before it started:\n${output}`));
    });
  });
}

async function call(base, method, path, { body, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { res, json };
}

/** A date `days` ahead, YYYY-MM-DD (UTC; far enough ahead of every airport's local date and the 6-hour rule). */
const daysAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const NO_ID = '00000000-0000-4000-8000-000000000000';

async function signInAsAdmin(base) {
  const signIn = await call(base, 'POST', '/api/admin/session', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const cookie = signIn.res.headers.get('set-cookie').split(';')[0];
  return {
    adminId: signIn.json.user.id,
    cookie,
    csrf: signIn.json.csrfToken,
    headers: { Cookie: cookie, 'X-CSRF-Token': signIn.json.csrfToken },
  };
}

/**
 * A colleague's account for the staff/{id} operations: a reset or disable of the admin's own would end the run's
 * session.
 */
async function inviteColleague(base, admin) {
  const invited = await call(base, 'POST', '/api/admin/staff', {
    headers: admin.headers,
    body: { email: 'fuzz.colleague@example.com', name: 'Fuzz Colleague', role: 'agent' },
  });
  const id = invited.json.user.id;
  if (!id || id === admin.adminId) throw new Error(`the colleague's id (${id}) must not be the signed-in admin's`);
  return id;
}

async function book(base, email, item) {
  const booked = await call(base, 'POST', '/api/bookings/checkout', {
    headers: { 'Idempotency-Key': `fuzz-setup-${randomBytes(6).toString('hex')}` },
    body: {
      bookingContext: 'self',
      contactName: 'Fuzz Traveller',
      contactPhone: '+44 20 7946 0000',
      contactEmail: email,
      airline: 'British Airways',
      flightNumber: 'BA123',
      agreeToTerms: true,
      items: [{ flightTime: '14:00', adultCount: 2, childCount: 0, porterSelected: false, ...item }],
    },
  });
  return booked.json.bookings?.[0]?.referenceCode ?? booked.json.referenceCode;
}

/** The board's second page, once svc-ops has opened both cases from booking.requested on the in-process bus. */
async function boardOf(base, admin) {
  let board;
  for (let i = 0; i < 100 && !board?.nextCursor; i++) {
    board = (await call(base, 'GET', '/api/admin/bookings?limit=1', { headers: admin.headers })).json;
    if (!board.nextCursor) await new Promise((r) => setTimeout(r, 100));
  }
  return board;
}

/** A partner's booking through the partner API (its live key), for the partner routes' references. */
async function partnerBook(base, key, item) {
  const booked = await call(base, 'POST', '/api/partner/v1/bookings', {
    headers: { 'X-API-Key': key, 'Idempotency-Key': `fuzz-setup-${randomBytes(6).toString('hex')}` },
    body: {
      partnerReference: `FUZZ-${randomBytes(3).toString('hex')}`,
      contact: { name: 'Fuzz Partner Traveller', email: TRAVELLER_EMAIL, phone: '+44 20 7946 0000' },
      items: [{ flightTime: '14:00', flightNumber: 'BA123', adults: 2, ...item }],
    },
  });
  return booked.json.bookings[0].referenceCode;
}

/** Airports the fuzzer is offered: the busiest and both sides of the date line. */
const AIRPORTS = ['LHR', 'FCO', 'JFK', 'DXB', 'AKL', 'HNL'];

/** Services sold at those airports on `date`: arrivals and departures, the first at LHR first. */
async function servicesAt(base, date) {
  const ids = [];
  for (const [i, airport] of AIRPORTS.entries()) {
    const type = i % 2 ? 'departure' : 'arrival';
    const services = (await call(base, 'GET', `/api/services?airport=${airport}&type=${type}&date=${date}&time=14:00`))
      .json;
    ids.push(...services.slice(0, airport === 'LHR' ? 3 : 1).map((s) => s.id));
  }
  return ids;
}

/**
 * Real values for the fuzzer, offered in schemathesis.toml as dictionaries beside generated ones: airports,
 * services, dates and times, bookings and their e-mail, a case, suppliers, a saved quote, a colleague.
 */
async function prepare(base, partners) {
  const admin = await signInAsAdmin(base);
  const colleagueId = await inviteColleague(base, admin);
  const dates = [daysAhead(2), daysAhead(30), daysAhead(200)];
  const date = dates[1];
  const serviceIds = await servicesAt(base, date);
  // Two bookings, so that the board has a second page and its cursor is a real one.
  const references = [
    await book(base, TRAVELLER_EMAIL, { serviceId: serviceIds[0], flightDate: date }),
    await book(base, TRAVELLER_EMAIL, { serviceId: serviceIds.at(-1), flightDate: dates[2], flightTime: '10:00' }),
  ];
  const partnerKey = partners.acme.keys.live;
  // Two, so that the partner's list has a second page and its cursor is a real one.
  const partnerReferences = [
    await partnerBook(base, partnerKey, { serviceId: serviceIds[0], flightDate: date }),
    await partnerBook(base, partnerKey, { serviceId: serviceIds.at(-1), flightDate: dates[2], flightTime: '10:00' }),
  ];
  const partnerList = (
    await call(base, 'GET', '/api/partner/v1/bookings?limit=1', { headers: { 'X-API-Key': partnerKey } })
  ).json;
  const board = await boardOf(base, admin);
  const caseId = board.items?.[0]?.id;
  // The case's PDF confirmation, rendered once here: Chromium's first launch (seconds on a cold machine) is
  // paid before the fuzzer's 10-second request timeout applies, and a message with the PDF attaches this one.
  if (caseId) await call(base, 'POST', `/api/admin/bookings/${caseId}/generate-pdf`, { headers: admin.headers });
  const vip = (await call(base, 'GET', '/api/suppliers?airport=LHR&serviceLevel=standard', { headers: admin.headers }))
    .json;
  const chauffeur = (await call(base, 'GET', '/api/suppliers/chauffeur?airport=LHR', { headers: admin.headers })).json;
  const quote = (
    await call(base, 'POST', '/api/quotes', {
      body: {
        items: [
          { cartId: 1, serviceId: serviceIds[0], serviceType: 'arrival', date, time: '14:00', adults: 2, children: 0 },
        ],
      },
    }).catch(() => ({ json: {} }))
  ).json;
  return {
    admin,
    env: {
      FUZZ_SESSION: admin.cookie.slice(admin.cookie.indexOf('=') + 1),
      FUZZ_CSRF: admin.csrf,
      FUZZ_AIRPORTS: JSON.stringify(AIRPORTS),
      FUZZ_DATES: JSON.stringify(dates),
      FUZZ_SERVICE_IDS: JSON.stringify(serviceIds),
      FUZZ_SERVICE_PATHS: JSON.stringify(serviceIds.map(String)),
      FUZZ_REFERENCES: JSON.stringify(references.filter(Boolean)),
      FUZZ_EMAIL: TRAVELLER_EMAIL,
      FUZZ_EMAIL_TYPED: TRAVELLER_EMAIL_TYPED,
      FUZZ_CURSOR: board.nextCursor ?? 'none',
      FUZZ_CASE_ID: caseId ?? NO_ID,
      FUZZ_VIP_SUPPLIER_ID: vip[0]?.id ?? NO_ID,
      FUZZ_CHAUFFEUR_SUPPLIER_ID: chauffeur.suppliers?.[0]?.id ?? NO_ID,
      FUZZ_QUOTE_TOKEN: quote.token ?? 'AAAAAAAAAAAAAAAAAAAAAA',
      FUZZ_COLLEAGUE_ID: colleagueId,
      FUZZ_PARTNER_KEY: partnerKey,
      FUZZ_PARTNER_REFERENCES: JSON.stringify(partnerReferences),
      FUZZ_PARTNER_CURSOR: partnerList.nextCursor ?? 'none',
      ...(await prepareCatalog(base, admin, date)),
    },
  };
}

/** A 5-minute staff token for svc-catalog's back office, from the admin's session (as the screens get one). */
async function catalogToken(base, admin) {
  return (
    await call(base, 'POST', '/api/admin/session/token', { headers: admin.headers, body: { audience: 'svc-catalog' } })
  ).json.token;
}

/** The airport the catalog team's edits are fuzzed on: not one the other documents' dictionaries use. */
const CATALOG_AIRPORT = 'ATH';
const FUZZ_PROMO_CODE = 'FUZZPROMO';

/**
 * An airport, a service and a promo code of the catalog fuzzing's own, so that its edits (a retired airport, a
 * service switched off, a price changed) never change what the booking and operations documents are fuzzed with.
 */
async function prepareCatalog(base, admin, date) {
  const token = await catalogToken(base, admin);
  const headers = { Authorization: `Bearer ${token}` };
  const services = (
    await call(base, 'GET', `/api/services?airport=${CATALOG_AIRPORT}&type=arrival&date=${date}&time=14:00`)
  ).json;
  await call(base, 'POST', '/api/admin/catalog/promo-codes', {
    headers,
    body: { code: FUZZ_PROMO_CODE, description: 'Fuzz promo', discounts: { standard: 5 }, usageLimit: 100 },
  });
  return {
    FUZZ_STAFF_TOKEN: token,
    FUZZ_CATALOG_AIRPORT: CATALOG_AIRPORT,
    FUZZ_CATALOG_SERVICE_ID: String(services[0]?.id ?? 1),
    FUZZ_PROMO_CODE,
  };
}

/** Whether the run left the admin's session as it found it: signed in, no password change pending. */
async function adminSessionSurvived(base, admin) {
  const res = await fetch(`${base}/api/admin/session`, { headers: { Cookie: admin.cookie } });
  return res.status === 200 && (await res.json()).mustChangePassword === false;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A function naming the document's operation (`GET /api/quotes/{token}`) a request's method and URL belong to. */
function operationNamer(document) {
  // Literal paths first: /api/bookings/checkout is not /api/bookings/{reference}.
  const templates = Object.keys(document.paths ?? {})
    .sort((a, b) => a.split('{').length - b.split('{').length)
    .map((path) => ({
      path,
      pattern: new RegExp(
        `^${path
          .split(/\{[^}]+\}/)
          .map(escapeRegExp)
          .join('[^/]+')}/?$`,
      ),
    }));
  return (method, url) => {
    const path = new URL(url).pathname;
    return `${method} ${templates.find((t) => t.pattern.test(path))?.path ?? path}`;
  };
}

/**
 * Requests, statuses, 429 answers by operation and failures of one schemathesis run, from its HAR and JUnit reports.
 */
function figuresOf(harPath, junitPath, nameOperation) {
  const har = existsSync(harPath) ? JSON.parse(readFileSync(harPath, 'utf8')) : { log: { entries: [] } };
  const statuses = {};
  const limited = {};
  for (const entry of har.log.entries) {
    statuses[entry.response.status] = (statuses[entry.response.status] ?? 0) + 1;
    if (entry.response.status !== 429) continue;
    const operation = nameOperation(entry.request.method, entry.request.url);
    limited[operation] = (limited[operation] ?? 0) + 1;
  }
  const junit = existsSync(junitPath) ? readFileSync(junitPath, 'utf8') : '';
  const failures = [...junit.matchAll(/<testcase[^>]*name="([^"]+)"[^>]*>\s*<failure[^>]*message="([^"]*)"/g)].map(
    (m) =>
      `${m[1]}: ${m[2]
        .replace(/&#10;/g, ' ')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .slice(0, 300)}`,
  );
  return { requests: har.log.entries.length, statuses, limited, failures };
}

/** The configuration with this run's values in place of its ${FUZZ_*} placeholders (numbers and lists stay TOML). */
function writeConfig(env, folder) {
  const template = readFileSync(join(HERE, 'schemathesis.toml'), 'utf8');
  const config = join(folder, 'schemathesis.toml');
  writeFileSync(
    config,
    template.replace(/\$\{(FUZZ_\w+)\}/g, (_, key) => {
      if (env[key] === undefined) throw new Error(`schemathesis.toml names ${key}, which run.mjs does not set`);
      return env[key];
    }),
  );
  return config;
}

const statusLine = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');

const count429 = (results) => results.reduce((n, r) => n + (r.statuses[429] ?? 0), 0);

/** What fails the run: schemathesis's failures, any 429, an admin session the run did not leave intact. */
const problemsOf = (results, adminKept) => [
  ...results.filter((r) => r.code !== 0).map((r) => `failures in ${r.name}`),
  ...(count429(results) ? [`${count429(results)} requests answered 429`] : []),
  ...(adminKept ? [] : ["the admin's session did not survive the run"]),
];

/** One document through schemathesis; its figures, and its report printed when it failed. */
async function fuzzDocument({ name, base, schemathesis, config, reports }) {
  const har = join(reports, `${name}.har`);
  const junit = join(reports, `${name}.xml`);
  const started = Date.now();
  const document = `${base}/api/openapi/${name}.json`;
  const nameOperation = operationNamer((await call(base, 'GET', `/api/openapi/${name}.json`)).json);
  // Every check runs by default. Naming them on the command line (--checks all) would outrank the per-operation
  // exclusions in schemathesis.toml, each of which says why it is there.
  const argv = [
    'run',
    document,
    '--url',
    base,
    '--max-examples',
    String(MAX_EXAMPLES),
    '--seed',
    SEED,
    '--workers',
    '2',
    '--report',
    'har,junit',
    '--report-har-path',
    har,
    '--report-junit-path',
    junit,
  ];
  log(`schemathesis ${name}: ${document}`);
  const { code, output } = await runCaptured(schemathesis, ['--config-file', config, ...argv]);
  const result = {
    name,
    code,
    seconds: Math.round((Date.now() - started) / 1000),
    ...figuresOf(har, junit, nameOperation),
  };
  // schemathesis's own report ends in a pytest-style banner ("=== 3 warnings in 9.2s ===") that a CI log
  // reader takes for a test run that executed nothing; it is shown only when it explains a failure.
  if (code !== 0) process.stderr.write(output);
  log(
    `schemathesis ${name}: ${result.requests} requests (${statusLine(result.statuses)}), ${result.failures.length} failures, exit ${code}`,
  );
  for (const [operation, n] of Object.entries(result.limited))
    log(`RATE LIMITED: ${operation} answered 429 ${n} times (a limit the fuzz stack does not raise)`);
  return result;
}

async function main() {
  const started = Date.now();
  log(`seed ${SEED} (reproduce with: node tools/fuzz/run.mjs --seed ${SEED})`);
  const schemathesis = ensureSchemathesis();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-fuzz-'));
  const reports = mkdtempSync(join(tmpdir(), 'vip-fuzz-reports-'));
  log(`starting the embedded stack on port ${port} (data in ${dataDir})`);
  const stack = await startStack(port, dataDir);
  const results = [];
  let adminKept = false;
  try {
    const { admin, env } = await prepare(stack.url, stack.partners);
    log(
      `signed in; bookings ${env.FUZZ_REFERENCES}, partner bookings ${env.FUZZ_PARTNER_REFERENCES}, case ${env.FUZZ_CASE_ID}, services ${env.FUZZ_SERVICE_IDS}, dates ${env.FUZZ_DATES}, colleague ${env.FUZZ_COLLEAGUE_ID}`,
    );
    // The catalog last, with a staff token made just before it (they last 5 minutes): its edits of the catalog
    // change nothing the other documents are fuzzed with afterwards.
    for (const name of ['booking', 'ops', 'catalog']) {
      if (name === 'catalog') env.FUZZ_STAFF_TOKEN = await catalogToken(stack.url, admin);
      const config = writeConfig(env, reports);
      results.push(await fuzzDocument({ name, base: stack.url, schemathesis, config, reports }));
    }
    adminKept = await adminSessionSurvived(stack.url, admin);
    // The services log errors only (LOG_LEVEL=error): a 500's cause is there, by its request id.
    if (results.some((r) => r.code !== 0))
      process.stderr.write(`[fuzz] the stack's error log:\n${stack.output().split('\n').slice(-60).join('\n')}\n`);
  } finally {
    stack.child.kill('SIGINT');
    await new Promise((r) => stack.child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  writeResults(results, seconds, problemsOf(results, adminKept));
  rmSync(reports, { recursive: true, force: true });
  const problems = problemsOf(results, adminKept);
  log(
    `${results.reduce((n, r) => n + r.requests, 0)} requests in ${seconds} s, seed ${SEED}, 429 answers: ${count429(results)}; ${problems.length ? `FAILED: ${problems.join('; ')}` : 'no failures'}`,
  );
  process.exit(problems.length ? 1 : 0);
}

/** Runs a command with its output (stdout and stderr, progress redraws included) kept rather than printed. */
function runCaptured(command, args) {
  return new Promise((ok) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: HERE,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.once('error', (error) => ok({ code: 1, output: String(error) }));
    child.once('close', (c) => ok({ code: c ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

function writeResults(results, seconds, problems) {
  const total = results.reduce((n, r) => n + r.requests, 0);
  const allStatuses = {};
  for (const r of results) for (const [s, n] of Object.entries(r.statuses)) allStatuses[s] = (allStatuses[s] ?? 0) + n;
  const lines = [
    '# Fuzz run (schemathesis, all checks)',
    '',
    `Written by \`node tools/fuzz/run.mjs\` (overwritten each run) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: schemathesis ${SCHEMATHESIS_VERSION.replace('.*', '')}, --max-examples ${MAX_EXAMPLES} per operation, seed ${SEED} (reproduce with \`node tools/fuzz/run.mjs --seed ${SEED}\`), against a fresh embedded stack with two partners (\`tools/test-support/partner-stack.mjs\`, over \`tools/dev/stack.mjs\`) with every rate limit raised. Configuration, real values and exclusions with their reasons: [schemathesis.toml](schemathesis.toml).`,
    '',
    `**${total} requests in ${seconds} s; 429 answers: ${count429(results)}; ${problems.length ? `FAILED: ${problems.join('; ')}` : 'no failures'}.** Statuses: ${statusLine(allStatuses)}.`,
    '',
    '| document | requests | statuses | failures | 429 | seconds | exit |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| /api/openapi/${r.name}.json | ${r.requests} | ${statusLine(r.statuses)} | ${r.failures.length} | ${r.statuses[429] ?? 0} | ${r.seconds} | ${r.code} |`,
    ),
    '',
  ];
  const limited = results.flatMap((r) =>
    Object.entries(r.limited).map(([operation, n]) => `- ${r.name}: ${operation}: ${n}`),
  );
  if (limited.length) lines.push('## Answered 429 (a limit the fuzz stack does not raise)', '', ...limited, '');
  const failures = results.flatMap((r) => r.failures.map((f) => `- ${r.name}: ${f}`));
  if (failures.length) lines.push('## Failures', '', ...failures, '');
  writeFileSync(join(HERE, 'RESULTS.md'), lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
