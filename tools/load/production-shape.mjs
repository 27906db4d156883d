// The services in their production shape on this machine, for benchmarks: each service its own process and its own
// PostgreSQL database on the given server, a Kafka broker of the run's own (tools/infra/kafka.sh), the production
// gateway (nginx with deploy/nginx's config, as its image runs it) in front of them, the services calling each other
// directly (as through a Kubernetes Service), and the run's own SMTP server and web-hook receiver
// (tools/faults/side-effect-sinks.mjs), so svc-ops sends its e-mails and tracking posts as in production.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { SERVICE_NODE_FLAGS } from '@vip/contracts/platform';
import { generateIdentities, serviceEnv } from '../identities/service-keys.mjs';
import { nginxConfig, renderedGatewayConf, substitute } from '../split/nginx-config.mjs';

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

/**
 * The production gateway in front of `ports` ({ service: port }, on 127.0.0.1), listening on `port`: nginx with the
 * config deploy/nginx renders, one worker per core as the nginx image runs it. Two lines differ, each said here:
 * it listens on this machine's address, and X-Forwarded-For passes on the client's own (the load generator names a
 * traveller per checkout, each its own client for the per-client limits, as real travellers' addresses are). The
 * shell and the remotes are not started: their upstreams point at a closed port.
 */
export async function startGateway({ work, port, ports, closedPort }) {
  const conf = substitute(renderedGatewayConf(), [
    ['listen 8080;', `listen 127.0.0.1:${port};`],
    ['proxy_set_header X-Forwarded-For $remote_addr;', 'proxy_set_header X-Forwarded-For $http_x_forwarded_for;'],
  ]).replace(/server ([a-z][a-z-]*):(\d+);/g, (_, host) => `server 127.0.0.1:${ports[host] ?? closedPort};`);
  const dir = join(work, 'gateway');
  const { command, args } = nginxConfig({ dir, serverConf: conf, errorLog: join(dir, 'error.log'), workers: 'auto' });
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  // nginx outlives a parent that ends without stop(), and would hold the port for the next run.
  process.once('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  // The gateway answers /healthz itself.
  await ready(url, child, `nginx (see ${dir}/error.log)`, 10_000, '/healthz').catch((error) => {
    child.kill('SIGTERM');
    throw error;
  });
  return { child, url };
}

/**
 * The production shape of the three services, one replica each behind the gateway. `nodeArgs` per service (e.g.
 * --cpu-prof) go before the script. Returns the gateway's URL, each service's own URL, each process's pid (the
 * gateway's is nginx's master: its workers are its children) and each service's database URL, and stop().
 */
export async function startProductionShape({ serverUrl, run, work, kafkaPort, basePort, nodeArgs = {}, log }) {
  const names = { 'svc-catalog': `${run}_catalog`, 'svc-booking': `${run}_booking`, 'svc-ops': `${run}_ops` };
  const children = [];
  const started = { databases: false, kafka: null, sinks: null, gateway: null };
  const stop = async () => {
    await stopServices(children);
    // SIGTERM: nginx's fast stop, its workers with it.
    const gateway = started.gateway?.child;
    if (gateway && gateway.exitCode === null) {
      const exited = new Promise((r) => gateway.once('exit', r));
      gateway.kill('SIGTERM');
      await exited;
    }
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
    const ports = Object.fromEntries(SERVICES.map((s, i) => [s, basePort + 1 + i * 10]));
    const serviceUrls = Object.fromEntries(SERVICES.map((s) => [s, `http://127.0.0.1:${ports[s]}`]));
    const identities = generateIdentities();
    const admin = { email: 'bench.admin@example.com', password: `bench-${randomBytes(8).toString('hex')}` };
    const pids = {};
    for (const service of SERVICES) {
      const port = ports[service];
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
              CATALOG_URL: serviceUrls['svc-catalog'],
              OPS_URL: serviceUrls['svc-ops'],
              // A benchmark's many travellers each stay far below the per-client limits; they are counted as usual.
              BOOKING_RATE_LIMIT_PER_MINUTE: '10000000',
              BOOKING_LOOKUP_LIMIT_PER_MINUTE: '10000000',
            }
          : {}),
        ...(service === 'svc-ops'
          ? {
              CATALOG_URL: serviceUrls['svc-catalog'],
              BOOKING_URL: serviceUrls['svc-booking'],
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
      log?.(`starting ${service}`);
      const child = await startService({ service, env, work, nodeArgs: nodeArgs[service], children });
      pids[service] = child.pid;
    }
    started.gateway = await startGateway({ work, port: basePort, ports, closedPort: basePort + 9 });
    pids.gateway = started.gateway.child.pid;
    pids.sinks = started.sinks.child.pid;
    pids.kafka = started.kafka.pid;
    return {
      url: started.gateway.url,
      urls: serviceUrls,
      pids,
      databases: Object.fromEntries(SERVICES.map((s) => [s, dbUrl(serverUrl, names[s])])),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * SIGTERM, so a service shuts down as in a deploy (and writes its CPU profile when asked for one); SIGKILL after 20 s.
 */
function stopServices(children) {
  return Promise.all(
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
}

/**
 * One service's process with the services' Node flags, its output in `work`/<service>.log; pushed to `children`
 * before it is ready (so a caller's stop() ends it either way), resolved once its /readyz answers.
 */
async function startService({ service, env, work, nodeArgs = [], children }) {
  const out = createWriteStream(join(work, `${service}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, ...nodeArgs, join(root, service, 'dist', 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  child.once('close', () => out.end());
  children.push(child);
  await ready(`http://127.0.0.1:${env.PORT}`, child, `${service}; see ${work}/${service}.log`);
  return child;
}

/**
 * svc-catalog alone, on a database of its own, its events on the in-process bus: what a caller needs only to read
 * the catalog (its prices) starts in a few seconds, without Kafka, the other services or the gateway.
 */
export async function startCatalog({ serverUrl, run, work, port }) {
  const name = `${run}_catalog`;
  const children = [];
  await createDatabases(serverUrl, [name]);
  const stop = async () => {
    await stopServices(children);
    await dropDatabases(serverUrl, [name]).catch(() => {});
  };
  try {
    mkdirSync(work, { recursive: true });
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl(serverUrl, name),
      LOG_LEVEL: 'warn',
      ...serviceEnv(generateIdentities(), 'svc-catalog'),
      DATA_DIR: join(work, 'data'),
    };
    await startService({ service: 'svc-catalog', env, work, children });
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits until `url` + `path` answers 200 (a child that exits first fails it). */
export async function ready(url, child, what = url, timeoutMs = 120_000, path = '/readyz') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
    if (res?.status === 200) return;
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    await sleep(200);
  }
  throw new Error(`${what} not ready in ${timeoutMs} ms`);
}
