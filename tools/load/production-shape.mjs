// The services in their production shape on this machine, for benchmarks: each service its own process and its own
// PostgreSQL database on the given server, a Kafka broker of the run's own (tools/infra/kafka.sh), the gateway's
// stand-in (tools/faults/balancer-process.mjs) in front of each service, and the run's own SMTP server and web-hook
// receiver (tools/faults/side-effect-sinks.mjs), so svc-ops sends its e-mails and tracking posts as in production.
// The parts are the fault benchmark's (tools/faults/run.mjs), started the same way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { generateIdentities, serviceEnv } from '../identities/service-keys.mjs';

export const root = resolve(import.meta.dirname, '..', '..');
export const SERVICES = ['svc-catalog', 'svc-booking', 'svc-ops'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The URL of database `name` on the server of `serverUrl`. */
export function dbUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl, work) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export const createDatabases = (serverUrl, names) =>
  onServer(serverUrl, async (admin) => {
    for (const name of names) await admin.query(`CREATE DATABASE "${name}"`);
  });

export const dropDatabases = (serverUrl, names) =>
  onServer(serverUrl, async (admin) => {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
  });

/** A broker of the run's own under `home` (its jars linked from the shared cache): resolves once it listens. */
export function startKafka(home, port) {
  const libs = join(homedir(), '.cache', 'vip-kafka', 'libs');
  mkdirSync(home, { recursive: true });
  if (existsSync(libs) && !existsSync(join(home, 'libs'))) symlinkSync(libs, join(home, 'libs'));
  return new Promise((resolveStart, reject) => {
    const child = spawn('bash', [join(root, 'tools', 'infra', 'kafka.sh')], {
      env: { ...process.env, KAFKA_HOME_DIR: home, KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(port + 1) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) =>
      code === 0
        ? resolveStart({ pid: Number(readFileSync(join(home, 'broker.pid'), 'utf8')) })
        : reject(new Error(`kafka.sh failed: ${stderr}`)),
    );
  });
}

/** The SMTP server and web-hook receiver in a process of their own: { smtpPort, webhookPort, child }. */
export async function startSinks(work) {
  const child = spawn(process.execPath, [join(root, 'tools', 'faults', 'side-effect-sinks.mjs'), work], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ports = await new Promise((r) => child.once('message', r));
  return { ...ports, child };
}

/** One balancer per service in one process: { urls: { service: url }, add(service, url), child }. */
export async function startBalancers(ports, options = {}) {
  const child = spawn(
    process.execPath,
    [join(root, 'tools', 'faults', 'balancer-process.mjs'), JSON.stringify(ports), JSON.stringify(options)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const pending = new Map();
  let messageId = 0;
  child.on('message', ({ id, result }) => {
    pending.get(id)?.(result);
    pending.delete(id);
  });
  await new Promise((r) => pending.set(0, r));
  const call = (message) =>
    new Promise((r) => {
      const id = ++messageId;
      pending.set(id, r);
      child.send({ id, ...message });
    });
  return {
    child,
    urls: Object.fromEntries(Object.entries(ports).map(([service, port]) => [service, `http://127.0.0.1:${port}`])),
    add: (service, url) => call({ op: 'add', service, url }),
  };
}

/**
 * The production shape of the three services, one replica each behind its balancer. `nodeArgs` per service (e.g.
 * --cpu-prof) go before the script. Returns the balancers' URLs, each service's pid and its database URL, and stop().
 */
export async function startProductionShape({ serverUrl, run, work, kafkaPort, basePort, nodeArgs = {}, log }) {
  const names = { 'svc-catalog': `${run}_catalog`, 'svc-booking': `${run}_booking`, 'svc-ops': `${run}_ops` };
  const children = [];
  const started = { databases: false, kafka: null, sinks: null, balancers: null };
  const stop = async () => {
    // SIGTERM, so a service shuts down as in a deploy (and writes its CPU profile when asked for one).
    await Promise.all(
      children.map(
        (child) =>
          new Promise((r) => {
            if (child.exitCode !== null) return r();
            child.once('exit', r);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
          }),
      ),
    );
    started.balancers?.child.kill('SIGKILL');
    started.sinks?.child.kill('SIGKILL');
    if (started.kafka) {
      try {
        process.kill(started.kafka.pid, 'SIGKILL');
      } catch {}
    }
    if (started.databases) await dropDatabases(serverUrl, Object.values(names)).catch(() => {});
  };
  try {
    log?.('starting Kafka');
    started.kafka = await startKafka(join(work, 'kafka'), kafkaPort);
    await createDatabases(serverUrl, Object.values(names));
    started.databases = true;
    started.sinks = await startSinks(work);
    const ports = Object.fromEntries(SERVICES.map((s, i) => [s, basePort + i * 10]));
    // A replica leaves the rotation after three failed probes in a row, as with a Kubernetes readiness probe: one
    // /readyz slower than the probe's second under full load is not an outage.
    started.balancers = await startBalancers(ports, { unhealthyAfter: 3 });
    const balancerUrls = started.balancers.urls;
    const identities = generateIdentities();
    const admin = { email: 'bench.admin@example.com', password: `bench-${randomBytes(8).toString('hex')}` };
    const pids = {};
    for (const service of SERVICES) {
      const port = ports[service] + 1;
      const env = {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: dbUrl(serverUrl, names[service]),
        KAFKA_BROKERS: `127.0.0.1:${kafkaPort}`,
        LOG_LEVEL: 'warn',
        ...serviceEnv(identities, service),
        DATA_DIR: join(work, 'data'),
        TRUST_PROXY: 'true',
        DB_POOL_SIZE: '10',
        ...(service === 'svc-catalog' ? { PROMO_CODE_LIMIT_PER_MINUTE: '1000000' } : {}),
        ...(service === 'svc-booking'
          ? {
              CATALOG_URL: balancerUrls['svc-catalog'],
              OPS_URL: balancerUrls['svc-ops'],
              // A benchmark's many travellers each stay far below the per-client limits; they are counted as usual.
              BOOKING_RATE_LIMIT_PER_MINUTE: '10000000',
              BOOKING_LOOKUP_LIMIT_PER_MINUTE: '10000000',
            }
          : {}),
        ...(service === 'svc-ops'
          ? {
              CATALOG_URL: balancerUrls['svc-catalog'],
              BOOKING_URL: balancerUrls['svc-booking'],
              ADMIN_EMAIL: admin.email,
              ADMIN_PASSWORD: admin.password,
              STAFF_SECOND_FACTOR: 'optional',
              SMTP_URL: `smtp://127.0.0.1:${started.sinks.smtpPort}?ignoreTLS=true`,
              MAIL_FROM: '"VIP Airport Services" <bookings@bench.example>',
              OPS_NOTIFY_EMAIL: 'ops-alerts@bench.example',
              TRACKING_WEBHOOK_URL: `http://127.0.0.1:${started.sinks.webhookPort}/tracking`,
              SEND_LIMIT_PER_MINUTE: '1000',
              ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
            }
          : {}),
      };
      const out = createWriteStream(join(work, `${service}.log`), { flags: 'a' });
      const child = spawn(process.execPath, [...(nodeArgs[service] ?? []), join(root, service, 'dist', 'main.js')], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      child.once('close', () => out.end());
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      log?.(`starting ${service}`);
      await ready(url, child, `${service}; see ${work}/${service}.log`);
      await started.balancers.add(service, url);
      pids[service] = child.pid;
    }
    pids.balancer = started.balancers.child.pid;
    pids.sinks = started.sinks.child.pid;
    pids.kafka = started.kafka.pid;
    return {
      urls: balancerUrls,
      pids,
      databases: Object.fromEntries(SERVICES.map((s) => [s, dbUrl(serverUrl, names[s])])),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits until `url`/readyz answers 200 (a child that exits first fails it). */
export async function ready(url, child, what = url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
    if (res?.status === 200) return;
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    await sleep(200);
  }
  throw new Error(`${what} not ready in ${timeoutMs} ms`);
}
