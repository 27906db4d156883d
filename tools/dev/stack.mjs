// Starts the whole product in one process on embedded defaults: PGlite per service under DATA_DIR,
// the in-process event bus, and the gateway on one port.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { INTERNAL_ROUTERS, OPERATOR, STAFF_JWKS_PATH, serviceForPath } from '@vip/contracts/platform';
import { LocalEventBus } from '@vip/platform/bus';
import { answerMalformedRequests } from '@vip/platform/koa';
import { closeServer } from '@vip/platform/lifecycle';
import { createLogger } from '@vip/platform/logger';
import { startCatalogService } from '@vip/svc-catalog';
import { startBookingService } from '@vip/svc-booking';
import { startOpsService } from '@vip/svc-ops';
import { generateIdentities, serviceEnv } from '../identities/service-keys.mjs';
import { createGateway } from './gateway.mjs';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * @param {{ port?: number; host?: string; dataDir: string; logLevel?: string; env?: Record<string, string | undefined>;
 *   opsUrl?: string }} options `opsUrl`: where svc-booking reaches svc-ops' internal API (a test's stand-in); the
 *   loopback listener below by default.
 */
export async function startStack({
  port = 8080,
  host = '127.0.0.1',
  dataDir,
  logLevel = 'warn',
  env = process.env,
  opsUrl,
}) {
  const logger = createLogger({ service: 'launcher', level: logLevel });
  const bus = new LocalEventBus({ logger });

  // The gateway listens first so svc-booking can reach svc-catalog through it, as in production.
  const handlers = {};
  const gateway = createGateway({ root: ROOT, services: handlers });
  // What Node's parser refuses (a method it does not know) gets the API's error shape, not Node's bare 400.
  answerMalformedRequests(gateway);
  await new Promise((ok, fail) => {
    gateway.once('error', fail);
    gateway.listen(port, host, ok);
  });
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${gateway.address().port}`;

  // Service-to-service calls go through a loopback-only listener, as they would over the cluster network: the
  // /internal routers other services call (INTERNAL_ROUTERS: svc-ops → svc-booking corrections, svc-booking →
  // svc-catalog promo codes, svc-booking → svc-ops partners' cancellations and sandbox moves) and svc-ops' staff token
  // keys (svc-catalog checks tokens with them), which the public gateway never serves, and /api by the same prefixes
  // as the gateway. Each service gets a key of its own for this run, and signs its calls with it.
  const internalRoutes = [
    ...INTERNAL_ROUTERS.filter((r) => !r.callers.includes(OPERATOR)).map((r) => ({
      prefix: `${r.prefix}/`,
      service: r.service,
    })),
    { prefix: STAFF_JWKS_PATH, service: 'svc-ops' },
  ];
  const internal = createServer((req, res) => {
    const path = req.url ?? '';
    const service =
      internalRoutes.find((r) => path.startsWith(r.prefix))?.service ??
      (path.startsWith('/api/') ? serviceForPath(path.split('?')[0]) : undefined);
    if (!service) return res.writeHead(404).end();
    // A service still starting (they start together) is unavailable for a moment, not missing.
    if (!handlers[service]) return res.writeHead(503, { 'Retry-After': '1' }).end();
    handlers[service](req, res);
  });
  await new Promise((ok, fail) => {
    internal.once('error', fail);
    internal.listen(0, '127.0.0.1', ok);
  });
  const identities = generateIdentities();
  const internalUrl = `http://127.0.0.1:${internal.address().port}`;

  // Each service gets its own database: the generic DATABASE_URL and KAFKA_BROKERS of the shell
  // environment are not passed on (they would make three services share one database). Nor are a mail
  // server or SMS provider: the embedded product keeps e-mails and texts in svc-ops' dev outbox (read in
  // the Communication Center), so trying it out never writes to a real person.
  const {
    DATABASE_URL: _db,
    KAFKA_BROKERS: _kafka,
    SMTP_URL: _smtp,
    SMS_URL: _sms,
    SMS_TOKEN: _smsToken,
    // The one shared token of old: each service now gets its own identity for this run (below).
    INTERNAL_API_TOKEN: _shared,
    ...baseEnv
  } = env;
  const common = { ...baseEnv, DATA_DIR: dataDir, LOG_LEVEL: logLevel, PORT: '0' };
  const options = (extra) => ({ env: { ...common, ...extra }, bus, deferRelay: true });

  const started = await Promise.allSettled([
    startCatalogService(
      options({
        DATABASE_URL: env.CATALOG_DATABASE_URL,
        ...serviceEnv(identities, 'svc-catalog'),
        STAFF_JWKS_URL: `${internalUrl}${STAFF_JWKS_PATH}`,
      }),
    ),
    startBookingService(
      options({
        DATABASE_URL: env.BOOKING_DATABASE_URL,
        CATALOG_URL: internalUrl,
        OPS_URL: opsUrl ?? internalUrl,
        ...serviceEnv(identities, 'svc-booking'),
        STAFF_JWKS_URL: `${internalUrl}${STAFF_JWKS_PATH}`,
      }),
    ),
    startOpsService(
      options({
        DATABASE_URL: env.OPS_DATABASE_URL,
        // Passkeys need a host name (a browser refuses them on 127.0.0.1): the back office on localhost.
        WEBAUTHN_ORIGINS: env.WEBAUTHN_ORIGINS ?? `http://localhost:${port}`,
        // Links in e-mails (job links, Manage Booking) open the site this run serves, on whatever port it got.
        PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? url,
        BOOKING_URL: internalUrl,
        CATALOG_URL: internalUrl,
        ...serviceEnv(identities, 'svc-ops'),
      }),
    ),
  ]);
  const services = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) {
    await Promise.all(services.map((s) => s.stop()));
    await new Promise((r) => gateway.close(r));
    await new Promise((r) => internal.close(r));
    throw failure.reason;
  }
  const [catalog, booking, ops] = services;
  handlers['svc-catalog'] = catalog.app.callback();
  handlers['svc-booking'] = booking.app.callback();
  handlers['svc-ops'] = ops.app.callback();
  // Every consumer has subscribed; now the relays may publish.
  for (const s of services) s.startRelay();

  let stopping;
  return {
    url,
    // Each service's identity for this run (its OPERATOR_TOKEN opens its events administration).
    identities,
    admin: ops.admin,
    services: { catalog, booking, ops },
    stop() {
      stopping ??= (async () => {
        await closeServer(gateway, 5000);
        await closeServer(internal, 5000);
        // Every outbox drained while every database is open: a relay publishes into the other services' inboxes
        // through the in-process bus, and a service stopping beside it would close its inbox mid-drain.
        await Promise.all(services.map((s) => s.relay.stop()));
        await Promise.all(services.map((s) => s.stop()));
        await bus.close();
      })();
      return stopping;
    },
  };
}
