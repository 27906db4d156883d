import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kafka, logLevel } from 'kafkajs';
import { STAFF_JWKS_PATH } from '@vip/contracts/platform';
import { KafkaEventBus, LocalEventBus } from '@vip/platform/bus';
import { createLogger, silentLogger } from '@vip/platform/logger';
import {
  createTestDatabase,
  describeWithInfra,
  type TestDatabase,
  testIdentities,
  testInfra,
} from '@vip/platform/testing';
import { startCatalogService, type CatalogService } from '@vip/svc-catalog';
import { startOpsService, type OpsService } from '@vip/svc-ops';
import { eventually } from '../test-support/processes';

/**
 * The site follows a catalog change on every replica within a minute, without polling the database per request:
 * two svc-catalog replicas on one database, each with its own Kafka consumer group of catalog events and a
 * safety timer far longer than the test. A price changed and an airport retired through one replica (with a staff
 * token svc-ops signed) show on the other's public API; the time it took is measured and must stay under 60 s.
 */
describeWithInfra('kafka', 'catalog changes reach every svc-catalog replica within a minute', () => {
  const NS = `it-cat-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const identities = testIdentities();
  const ADMIN = { email: 'replicas.admin@example.com', password: 'a-long-and-secret-password' };
  const logger = process.env.SLICE_LOGS
    ? createLogger({ service: 'slice', level: process.env.SLICE_LOGS as 'info' })
    : silentLogger();
  const buses: KafkaEventBus[] = [];
  let catalogDb: TestDatabase;
  let opsDb: TestDatabase;
  let ops: OpsService;
  let opsUrl: string;
  const replicas: CatalogService[] = [];
  const urls: string[] = [];
  const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Today at an airport: a price starts on a date of its zone. */
  const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  const replica = async (id: string) => {
    const bus = new KafkaEventBus({ brokers: testInfra.kafkaBrokers!, clientId: id, logger, namespace: NS });
    buses.push(bus);
    await bus.connect();
    const service = await startCatalogService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: catalogDb.url,
        ...identities.env('svc-catalog'),
        STAFF_JWKS_URL: `${opsUrl}${STAFF_JWKS_PATH}`,
        CATALOG_REPLICA_ID: id,
        // Far longer than this test: what it measures is the events', not the timer's.
        DIRECTORY_REFRESH_SECONDS: '3600',
        LOG_LEVEL: 'silent',
      },
      bus,
      logger,
      inMemory: catalogDb.kind === 'embedded',
    });
    replicas.push(service);
    urls.push(urlOf(await service.listen()));
  };

  beforeAll(async () => {
    [catalogDb, opsDb] = await Promise.all([
      createTestDatabase('slice_replicas_catalog'),
      createTestDatabase('slice_replicas_ops'),
    ]);
    ops = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: opsDb.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The password alone signs in: this test is about catalog replicas, not the second factor.
        STAFF_SECOND_FACTOR: 'optional',
        LOG_LEVEL: 'silent',
      },
      bus: new LocalEventBus({ logger }),
      logger,
      inMemory: opsDb.kind === 'embedded',
    });
    opsUrl = urlOf(await ops.listen());
    // The first replica seeds the database; the second starts on it, as a scaled-out deployment does.
    await replica('replica-a');
    await replica('replica-b');
  });
  afterAll(async () => {
    for (const r of replicas) await r.stop();
    await ops?.stop();
    await Promise.all(buses.map((b) => b.close().catch(() => undefined)));
    const kafka = new Kafka({ brokers: testInfra.kafkaBrokers!, logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    await admin.connect();
    const ours = (await admin.listTopics()).filter((t) => t.startsWith(`${NS}.`));
    await admin
      .deleteGroups([`${NS}.svc-catalog.cache.replica-a`, `${NS}.svc-catalog.cache.replica-b`])
      .catch(() => undefined);
    if (ours.length > 0) await admin.deleteTopics({ topics: ours }).catch(() => undefined);
    await admin.disconnect();
    await catalogDb?.drop();
    await opsDb?.drop();
  });

  async function staffToken(): Promise<string> {
    const session = await fetch(`${opsUrl}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const res = await fetch(`${opsUrl}/api/admin/session/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: session.headers.get('set-cookie')!.split(';')[0]!,
        'X-CSRF-Token': csrfToken,
      },
      body: JSON.stringify({ audience: 'svc-catalog' }),
    });
    return ((await res.json()) as { token: string }).token;
  }

  const priced = async (url: string, serviceId: number) => {
    const res = await fetch(`${url}/api/services/${serviceId}?date=${inDays(30)}&time=14:00&adults=2`);
    return (await res.json()) as { pricing: { basePrice: number }; airport: { timeZone: string } };
  };
  const basePriceOn = async (url: string, serviceId: number) => (await priced(url, serviceId)).pricing.basePrice;

  it('prices the next quote on the other replica with a price changed through one, well within the minute', async () => {
    const token = await staffToken();
    const serviceId = 1;
    const { pricing, airport } = await priced(urls[1]!, serviceId);
    const before = pricing.basePrice;
    const changedAt = Date.now();
    // From today at the airport: in force at once.
    const res = await fetch(`${urls[0]}/api/admin/catalog/services/${serviceId}/prices`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ effectiveFrom: todayIn(airport.timeZone), basePrice: before + 17 }),
    });
    expect(res.status).toBe(201);
    await eventually(
      () => basePriceOn(urls[1]!, serviceId),
      (price) => price === before + 17,
      60_000,
    );
    const seconds = (Date.now() - changedAt) / 1000;
    process.stdout.write(`[catalog-replicas] a price change reached the other replica in ${seconds.toFixed(2)} s\n`);
    expect(seconds).toBeLessThan(60);
  });

  it('takes a retired airport off the other replica’s pages and search within the minute', async () => {
    const token = await staffToken();
    const airport = (await (
      await fetch(`${urls[0]}/api/admin/catalog/airports/OSL`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { version: number };
    const retiredAt = Date.now();
    const res = await fetch(`${urls[0]}/api/admin/catalog/airports/OSL`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: airport.version, active: false }),
    });
    expect(res.status).toBe(200);
    await eventually(
      async () => (await fetch(`${urls[1]}/api/airports/OSL`)).status,
      (status) => status === 410,
      60_000,
    );
    const search = (await (await fetch(`${urls[1]}/api/airports/search?q=oslo`)).json()) as { code: string }[];
    expect(search.map((a) => a.code)).not.toContain('OSL');
    const seconds = (Date.now() - retiredAt) / 1000;
    process.stdout.write(`[catalog-replicas] a retired airport left the other replica in ${seconds.toFixed(2)} s\n`);
    expect(seconds).toBeLessThan(60);
  });
});
