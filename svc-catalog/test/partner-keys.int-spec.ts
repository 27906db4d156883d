// svc-catalog checks partner keys against its own copy, made from svc-ops' partner events over a real Kafka broker:
// a key works once partner.key-issued is applied, stops at its revokedAt (now, or later for a rotated key), and is
// refused while its partner is inactive or a sandbox account holds a live key. Legacy keys keep reading.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { Kafka, logLevel } from 'kafkajs';
import type { EventEnvelope } from '@vip/contracts/events';
import { airportListSchema } from '@vip/contracts/schemas';
import { KafkaEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import {
  createTestDatabase,
  describeWithInfra,
  testInfra,
  testPartner,
  type TestDatabase,
} from '@vip/platform/testing';
import { PARTNERS_CONSUMER, startCatalogService, type CatalogService } from '../src/server';
import { insertLegacyKey } from './legacy-keys';

const NOW = new Date('2030-06-01T12:00:00Z');

describeWithInfra('kafka', "svc-catalog's copy of partner keys, from svc-ops' events on Kafka", () => {
  const NS = `it-catkeys-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  let db: TestDatabase;
  let service: CatalogService;
  let ops: KafkaEventBus;
  let now = NOW;
  const api = () => request(service.app.callback());
  const airports = (key: string) => api().get('/api/partner/v1/airports').set('X-API-Key', key);

  beforeAll(async () => {
    db = await createTestDatabase('catalog_partner_keys');
    const bus = new KafkaEventBus({
      brokers: testInfra.kafkaBrokers!,
      clientId: 'svc-catalog',
      logger: silentLogger(),
      namespace: NS,
    });
    await bus.connect();
    service = await startCatalogService({
      env: { PORT: '0', DATABASE_URL: db.url },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    ops = new KafkaEventBus({
      brokers: testInfra.kafkaBrokers!,
      clientId: 'svc-ops',
      logger: silentLogger(),
      namespace: NS,
    });
    await ops.connect();
  });
  afterAll(async () => {
    await service?.stop();
    await service?.bus.close();
    await ops?.close();
    await db?.drop();
    const admin = new Kafka({
      clientId: 'cleanup',
      brokers: testInfra.kafkaBrokers!,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(`${NS}.`));
    if (topics.length) await admin.deleteTopics({ topics }).catch(() => undefined);
    await admin.deleteGroups([`${NS}.${PARTNERS_CONSUMER}`]).catch(() => undefined);
    await admin.disconnect();
  });
  beforeEach(() => {
    now = NOW;
  });

  /** Publishes as svc-ops does and waits until svc-catalog's inbox applied them. */
  async function publish(...events: EventEnvelope[]) {
    await ops.publish(events);
    const ids = events.map((e) => e.id);
    for (let i = 0; i < 400; i++) {
      const applied = await service.prisma.inboxEvent.count({
        where: { consumer: PARTNERS_CONSUMER, eventId: { in: ids } },
      });
      if (applied === ids.length) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('svc-catalog did not apply the partner events within 20 s');
  }

  it('reads the catalog with a key issued by svc-ops, and refuses it once revoked', async () => {
    const partner = testPartner({ companyName: 'Kafka Travel' });
    const key = partner.key('live', 50);
    await airports(key.key).expect(401);
    await publish(partner.updated(), key.issued);
    const answer = await airports(key.key).expect(200);
    expect(airportListSchema.parse(answer.body).length).toBeGreaterThan(270);
    expect(answer.headers['ratelimit-limit']).toBe('50');
    await publish(partner.revoked(key.keyId, NOW));
    await airports(key.key).expect(401);
    // Only the hash is kept.
    const row = await service.prisma.partnerKey.findUniqueOrThrow({ where: { id: key.keyId } });
    expect(JSON.stringify(row)).not.toContain(key.key);
  });

  it('keeps a rotated key working until its revokedAt, then refuses it', async () => {
    const partner = testPartner();
    const old = partner.key('sandbox');
    const successor = partner.key('sandbox');
    await publish(partner.updated({ sandbox: true }), old.issued, successor.issued);
    await publish(partner.revoked(old.keyId, new Date(NOW.getTime() + 3_600_000), 'rotated'));
    await airports(old.key).expect(200);
    await airports(successor.key).expect(200);
    now = new Date(NOW.getTime() + 3_600_000);
    await airports(old.key).expect(401);
    await airports(successor.key).expect(200);
  });

  it('refuses every key of an inactive partner and a live key of a sandbox account; the newest state wins', async () => {
    const partner = testPartner();
    const live = partner.key('live');
    const sandbox = partner.key('sandbox');
    await publish(partner.updated(), live.issued, sandbox.issued);
    await airports(live.key).expect(200);
    await publish(partner.updated({ active: false }));
    await airports(live.key).expect(401);
    await airports(sandbox.key).expect(401);
    // An older state arriving late changes nothing.
    await publish(partner.updatedAtVersion(1, { active: true }));
    await airports(sandbox.key).expect(401);
    await publish(partner.updated({ active: true, sandbox: true }));
    await airports(sandbox.key).expect(200);
    await airports(live.key).expect(401);
  });

  it('keeps a legacy key reading until svc-ops revokes it by its id', async () => {
    const legacy = await insertLegacyKey(service.prisma, 'Old Partner', 100);
    await airports(legacy.key).expect(200);
    const row = await service.prisma.partnerApiKey.findUniqueOrThrow({ where: { prefix: legacy.prefix } });
    const partner = testPartner();
    await publish(partner.revoked(row.id, NOW));
    await airports(legacy.key).expect(401);
  });
});
