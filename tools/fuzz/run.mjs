#!/usr/bin/env node
// Fuzzes the three services through their OpenAPI documents with schemathesis (all checks), against a fresh
// embedded stack: installs schemathesis into tools/fuzz/.venv, starts `node tools/dev/start.mjs` on a free
// port with a temporary DATA_DIR, signs in as the bootstrap admin, finds real ids (services, a booking, a case,
// suppliers, a saved quote, a colleague), runs schemathesis on each document with tools/fuzz/schemathesis.toml,
// and writes the figures to tools/fuzz/RESULTS.md. Exits 1 on any failure schemathesis reports.
//
//   node tools/fuzz/run.mjs [--max-examples N] [--seed N]
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
const SEED = option('seed', process.env.FUZZ_SEED ?? String(Date.now() % 100000));
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = `fuzz-${randomBytes(12).toString('hex')}`;

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
      const version = execFileSync(candidate, ['-c', 'import sys; print(sys.version_info[1])'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
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
  execFileSync(join(VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`], { stdio: 'inherit' });
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

/** Starts the embedded product and resolves with its URL once the banner is printed. */
function startStack(port, dataDir) {
  const generous = '100000';
  const child = spawn(process.execPath, [join(ROOT, 'tools', 'dev', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The fuzzer is one client sending thousands of requests a minute: the per-client limits are raised so
      // that it tests the routes, not the limiter (429 stays documented wherever a limit applies).
      BOOKING_RATE_LIMIT_PER_MINUTE: generous,
      BOOKING_LOOKUP_LIMIT_PER_MINUTE: generous,
      TRACKING_RATE_LIMIT_PER_MINUTE: generous,
      // svc-ops caps these two (10,000 and 1,000 a minute).
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      SEND_LIMIT_PER_MINUTE: '1000',
      PROMO_CODE_LIMIT_PER_MINUTE: generous,
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
      const match = output.match(/is running at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        ok({ child, url: match[1], output: () => output });
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

/** Real values for the fuzzer: ids that exist, a booking and its e-mail, a saved quote, a colleague. */
async function prepare(base) {
  const signIn = await call(base, 'POST', '/api/admin/session', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const cookie = signIn.res.headers.get('set-cookie').split(';')[0];
  const csrf = signIn.json.csrfToken;
  const staff = { Cookie: cookie, 'X-CSRF-Token': csrf };
  const session = cookie.slice(cookie.indexOf('=') + 1);
  const date = daysAhead(30);
  const services = (await call(base, 'GET', `/api/services?airport=LHR&type=arrival&date=${date}&time=14:00`)).json;
  const fco = (await call(base, 'GET', `/api/services?airport=FCO&type=departure&date=${date}&time=10:00`)).json;
  const serviceIds = [...services.slice(0, 3), ...fco.slice(0, 2)].map((s) => s.id);
  const email = 'fuzz.traveller@example.com';
  const checkout = () =>
    call(base, 'POST', '/api/bookings/checkout', {
      headers: { 'Idempotency-Key': `fuzz-setup-${randomBytes(6).toString('hex')}` },
      body: {
        bookingContext: 'self',
        travelerName: 'Fuzz Traveller',
        travelerPhone: '+44 20 7946 0000',
        travelerEmail: email,
        airline: 'British Airways',
        flightNumber: 'BA123',
        agreeToTerms: true,
        items: [{ serviceId: serviceIds[0], flightDate: date, flightTime: '14:00', adultCount: 2, childCount: 0, porterSelected: false }],
      },
    });
  // Two bookings, so that the board has a second page and its cursor is a real one.
  const booked = await checkout();
  await checkout();
  const reference = booked.json.bookings?.[0]?.referenceCode ?? booked.json.referenceCode;
  // svc-ops opens the case from booking.requested on the in-process bus: wait for it.
  let board;
  for (let i = 0; i < 100 && !board?.nextCursor; i++) {
    board = (await call(base, 'GET', '/api/admin/bookings?limit=1', { headers: staff })).json;
    if (!board.nextCursor) await new Promise((r) => setTimeout(r, 100));
  }
  const caseId = board.items?.[0]?.id;
  // The case's PDF confirmation, rendered once here: Chromium's first launch (seconds on a cold machine) is
  // paid before the fuzzer's 10-second request timeout applies, and a message with the PDF attaches this one.
  if (caseId) await call(base, 'POST', `/api/admin/bookings/${caseId}/generate-pdf`, { headers: staff });
  const vip = (await call(base, 'GET', '/api/suppliers?airport=LHR&serviceLevel=standard', { headers: staff })).json;
  const chauffeur = (await call(base, 'GET', '/api/suppliers/chauffeur?airport=LHR', { headers: staff })).json;
  const quote = (await call(base, 'POST', '/api/quotes', { body: { items: [{ cartId: 1, serviceId: serviceIds[0], serviceType: 'arrival', date, time: '14:00', adults: 2, children: 0 }] } }).catch(() => ({ json: {} }))).json;
  return {
    env: {
      FUZZ_SESSION: session,
      FUZZ_CSRF: csrf,
      FUZZ_DATE: date,
      FUZZ_TIME: '14:00',
      FUZZ_SERVICE_ID: String(serviceIds[0]),
      FUZZ_REFERENCE: reference ?? 'VIP-00000-LHR',
      FUZZ_EMAIL: email,
      FUZZ_CURSOR: board.nextCursor ?? 'none',
      FUZZ_CASE_ID: caseId ?? '00000000-0000-4000-8000-000000000000',
      FUZZ_VIP_SUPPLIER_ID: vip[0]?.id ?? '00000000-0000-4000-8000-000000000000',
      FUZZ_CHAUFFEUR_SUPPLIER_ID: chauffeur.suppliers?.[0]?.id ?? '00000000-0000-4000-8000-000000000000',
      FUZZ_QUOTE_TOKEN: quote.token ?? 'AAAAAAAAAAAAAAAAAAAAAA',
    },
  };
}

/** Requests, statuses and failures of one schemathesis run, from its HAR and JUnit reports. */
function figuresOf(harPath, junitPath) {
  const har = existsSync(harPath) ? JSON.parse(readFileSync(harPath, 'utf8')) : { log: { entries: [] } };
  const statuses = {};
  for (const entry of har.log.entries) statuses[entry.response.status] = (statuses[entry.response.status] ?? 0) + 1;
  const junit = existsSync(junitPath) ? readFileSync(junitPath, 'utf8') : '';
  const failures = [...junit.matchAll(/<testcase[^>]*name="([^"]+)"[^>]*>\s*<failure[^>]*message="([^"]*)"/g)].map((m) => `${m[1]}: ${m[2].replace(/&#10;/g, ' ').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').slice(0, 300)}`);
  return { requests: har.log.entries.length, statuses, failures };
}

async function main() {
  const started = Date.now();
  const schemathesis = ensureSchemathesis();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-fuzz-'));
  const reports = mkdtempSync(join(tmpdir(), 'vip-fuzz-reports-'));
  log(`starting the embedded stack on port ${port} (data in ${dataDir})`);
  const stack = await startStack(port, dataDir);
  const results = [];
  try {
    const { env } = await prepare(stack.url);
    // The configuration with this run's values in place of its ${FUZZ_*} placeholders (numbers stay numbers).
    const template = readFileSync(join(HERE, 'schemathesis.toml'), 'utf8');
    const config = join(reports, 'schemathesis.toml');
    writeFileSync(config, template.replace(/\$\{(FUZZ_\w+)\}/g, (_, key) => {
      if (env[key] === undefined) throw new Error(`schemathesis.toml names ${key}, which run.mjs does not set`);
      return env[key];
    }));
    log(`signed in; booking ${env.FUZZ_REFERENCE}, case ${env.FUZZ_CASE_ID}, service ${env.FUZZ_SERVICE_ID}, dates ${env.FUZZ_DATE}`);
    for (const name of ['catalog', 'booking', 'ops']) {
      const har = join(reports, `${name}.har`);
      const junit = join(reports, `${name}.xml`);
      const runStarted = Date.now();
      const argv = [
        'run',
        `${stack.url}/api/openapi/${name}.json`,
        '--url',
        stack.url,
        '--checks',
        'all',
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
      log(`schemathesis ${name}: ${argv.slice(1, 2).join(' ')}`);
      const { code, output } = await runCaptured(schemathesis, ['--config-file', config, ...argv]);
      const result = { name, code, seconds: Math.round((Date.now() - runStarted) / 1000), ...figuresOf(har, junit) };
      results.push(result);
      // schemathesis's own report ends in a pytest-style banner ("=== 3 warnings in 9.2s ===") that a CI log
      // reader takes for a test run that executed nothing; it is shown only when it explains a failure.
      if (code !== 0) process.stderr.write(output);
      log(`schemathesis ${name}: ${result.requests} requests (${Object.entries(result.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')}), ${result.failures.length} failures, exit ${code}`);
    }
  } finally {
    stack.child.kill('SIGINT');
    await new Promise((r) => stack.child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  writeResults(results, seconds);
  rmSync(reports, { recursive: true, force: true });
  const failed = results.filter((r) => r.code !== 0);
  log(`${results.reduce((n, r) => n + r.requests, 0)} requests in ${seconds} s; ${failed.length ? `FAILED: ${failed.map((r) => r.name).join(', ')}` : 'no failures'}`);
  process.exit(failed.length ? 1 : 0);
}

/** Runs a command with its output (stdout and stderr, progress redraws included) kept rather than printed. */
function runCaptured(command, args) {
  return new Promise((ok) => {
    const chunks = [];
    const child = spawn(command, args, { cwd: HERE, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.once('error', (error) => ok({ code: 1, output: String(error) }));
    child.once('close', (c) => ok({ code: c ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

function writeResults(results, seconds) {
  const total = results.reduce((n, r) => n + r.requests, 0);
  const allStatuses = {};
  for (const r of results) for (const [s, n] of Object.entries(r.statuses)) allStatuses[s] = (allStatuses[s] ?? 0) + n;
  const statusLine = (statuses) =>
    Object.entries(statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
  const lines = [
    '# Fuzz run (schemathesis, all checks)',
    '',
    `Written by \`node tools/fuzz/run.mjs\` (overwritten each run) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: schemathesis ${SCHEMATHESIS_VERSION.replace('.*', '')}, --max-examples ${MAX_EXAMPLES} per operation, seed ${SEED}, against a fresh embedded stack (\`tools/dev/start.mjs\`). Configuration and exclusions with their reasons: [schemathesis.toml](schemathesis.toml).`,
    '',
    `**${total} requests in ${seconds} s; ${results.every((r) => r.code === 0) ? 'no failures' : `failures in ${results.filter((r) => r.code !== 0).map((r) => r.name).join(', ')}`}.** Statuses: ${statusLine(allStatuses)}.`,
    '',
    '| document | requests | statuses | failures | seconds | exit |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => `| /api/openapi/${r.name}.json | ${r.requests} | ${statusLine(r.statuses)} | ${r.failures.length} | ${r.seconds} | ${r.code} |`),
    '',
  ];
  const failures = results.flatMap((r) => r.failures.map((f) => `- ${r.name}: ${f}`));
  if (failures.length) lines.push('## Failures', '', ...failures, '');
  writeFileSync(join(HERE, 'RESULTS.md'), lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
