import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import request from 'supertest';
import { bookingUpdatedV1, createEnvelope } from '@vip/contracts/events';
import {
  WEBHOOK_RETRY_DELAYS_SECONDS,
  adminBookingDetailSchema,
  staffSessionSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  type WebhookDelivery,
} from '@vip/contracts/schemas';
import { KafkaEventBus } from '@vip/platform/bus';
import { createLogger, silentLogger } from '@vip/platform/logger';
import {
  createTestDatabase,
  describeWithInfra,
  type TestDatabase,
  testIdentities,
  testInfra,
} from '@vip/platform/testing';
import type { PartnerDirectory, PartnerKeyHolder, WebhookTarget } from '../src/partner-webhooks/partner-directory';
import { PARTNER_WEBHOOKS_CONSUMER } from '../src/partner-webhooks/partner-webhooks.subscription';
import { startOpsService, type OpsService } from '../src/server';
import { GLOBETROTTER, partnerBookingRequested } from './fixtures';
import { newWebhookSecret, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const ADMIN = { email: 'hooks.lead@example.com', password: 'a-long-and-secret-password', name: 'Hooks Lead' };
const identities = testIdentities();
/** svc-booking's Authorization header for svc-ops, signed afresh before each test (a token lasts a minute). */
let asCaller = '';
beforeEach(async () => {
  asCaller = await identities.authorization('svc-booking', 'svc-ops');
});
const PARTNER_A = GLOBETROTTER.id;
const PARTNER_B = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
/** A partner with an account but no web-hook endpoint. */
const PARTNER_WITHOUT_ENDPOINT = '3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6e';
const KEYS = {
  aLive: 'vipk_live_aaaa_0123456789abcdef0123456789abcdef',
  aSandbox: 'vipk_test_aaab_0123456789abcdef0123456789abcdef',
  bSandbox: 'vipk_test_bbbb_0123456789abcdef0123456789abcdef',
  aSlow: 'vipk_live_aaac_0123456789abcdef0123456789abcdef',
};

/**
 * Partners' web hooks, end to end on PostgreSQL and a real Kafka broker, with two svc-ops replicas (two consumers of
 * each group, two dispatchers) on one database, and partners' endpoints as real HTTP servers that verify every post
 * with the standardwebhooks library. partners/ is stood in for by a directory of this test (the port's contract).
 */
describeWithInfra('kafka', 'partner web hooks: signed, once per change, retried, replayed, from any replica', () => {
  const NS = `it-pwh-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  // PARTNER_HOOK_LOGS=info shows the replicas' logs when a run needs looking into.
  const logger = process.env.PARTNER_HOOK_LOGS
    ? createLogger({ service: 'svc-ops', level: process.env.PARTNER_HOOK_LOGS as 'info' })
    : silentLogger();
  let db: TestDatabase;
  const buses: KafkaEventBus[] = [];
  const replicas: OpsService[] = [];
  let svcBooking: KafkaEventBus;
  let hooksA: WebhookReceiver;
  let hooksB: WebhookReceiver;
  const secretA = newWebhookSecret();
  const secretB = newWebhookSecret();
  const targets = new Map<string, WebhookTarget>();
  const keys = new Map<string, PartnerKeyHolder>([
    [
      KEYS.aLive,
      { partnerId: PARTNER_A, keyId: globalThis.crypto.randomUUID(), mode: 'live', rateLimitPerMinute: 100 },
    ],
    [
      KEYS.aSandbox,
      { partnerId: PARTNER_A, keyId: globalThis.crypto.randomUUID(), mode: 'sandbox', rateLimitPerMinute: 100 },
    ],
    [
      KEYS.bSandbox,
      { partnerId: PARTNER_B, keyId: globalThis.crypto.randomUUID(), mode: 'sandbox', rateLimitPerMinute: 100 },
    ],
    [KEYS.aSlow, { partnerId: PARTNER_A, keyId: globalThis.crypto.randomUUID(), mode: 'live', rateLimitPerMinute: 3 }],
  ]);
  const directory: PartnerDirectory = {
    partnerExists: async (id) => [PARTNER_A, PARTNER_B, PARTNER_WITHOUT_ENDPOINT].includes(id),
    webhookTarget: async (id) => targets.get(id) ?? null,
    partnerForKey: async (key) => keys.get(key) ?? null,
  };
  let now = new Date('2030-06-01T12:30:00.000Z');
  const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
  let staff: { agent: ReturnType<typeof request.agent>; csrf: string };

  const newBus = async (clientId: string) => {
    const bus = new KafkaEventBus({ brokers: testInfra.kafkaBrokers!, clientId, logger, namespace: NS });
    buses.push(bus);
    await bus.connect();
    return bus;
  };

  const startReplica = async (n: number) =>
    startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        ...identities.env('svc-ops'),
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_DISPATCH_INTERVAL_MS: '200',
        WEBHOOK_TIMEOUT_MS: '2000',
        LOG_LEVEL: 'silent',
      },
      bus: await newBus(`svc-ops-${n}`),
      logger,
      now: () => now,
      partnerDirectory: directory,
    });

  beforeAll(async () => {
    // Two replicas share one database: PostgreSQL, not an in-memory PGlite each.
    if (!testInfra.databaseUrl) throw new Error('This test needs DATABASE_URL (PostgreSQL) besides KAFKA_BROKERS');
    db = await createTestDatabase('ops_partner_webhooks');
    [hooksA, hooksB] = await Promise.all([startWebhookReceiver([secretA]), startWebhookReceiver([secretB])]);
    targets.set(PARTNER_A, { url: hooksA.url, enabled: true, secrets: [secretA] });
    targets.set(PARTNER_B, { url: hooksB.url, enabled: true, secrets: [secretB] });
    replicas.push(await startReplica(1));
    replicas.push(await startReplica(2));
    svcBooking = await newBus('svc-booking');
    await signIn();
  }, 120_000);

  /** Again after the clock jumps days: the session would have gone idle. */
  async function signIn() {
    const agent = request.agent(replicas[0]!.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    staff = { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }

  afterAll(async () => {
    for (const replica of replicas) await replica.stop();
    await Promise.all(buses.map((b) => b.close().catch(() => undefined)));
    const admin = new Kafka({
      clientId: `${NS}-cleanup`,
      brokers: testInfra.kafkaBrokers!,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((g) => g.startsWith(`${NS}.`));
    if (groups.length > 0) await admin.deleteGroups(groups).catch(() => undefined);
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(`${NS}.`));
    if (topics.length > 0) await admin.deleteTopics({ topics }).catch(() => undefined);
    await admin.disconnect();
    await hooksA?.close();
    await hooksB?.close();
    await db?.drop();
  }, 60_000);

  async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > until) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  /** Long enough for a second replica's dispatcher to post a copy, if it ever did. */
  const quiet = () => new Promise((r) => setTimeout(r, 1500));

  async function open(event: ReturnType<typeof partnerBookingRequested>) {
    await svcBooking.publish([event]);
    const c = await eventually(
      () => replicas[0]!.prisma.operationsCase.findUnique({ where: { referenceCode: event.payload.referenceCode } }),
      (found) => found !== null,
    );
    return { id: c!.id, bookingId: event.payload.bookingId };
  }
  const posted = (receiver: WebhookReceiver, reference: string) =>
    receiver.received.filter((r) => r.payload.data.referenceCode === reference);
  const move = (id: string, adminStatus: string) =>
    staff.agent
      .patch(`/api/admin/bookings/${id}/status`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ adminStatus })
      .expect(200);
  const cancelAsStaff = async (id: string) => {
    const c = adminBookingDetailSchema.parse((await staff.agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    await staff.agent
      .post(`/api/admin/bookings/${id}/cancel`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ version: c.version, reason: 'Client changed plans', chargePercent: 0 })
      .expect(200);
  };
  const sandboxMove = (bookingId: string, status: string, partnerId = PARTNER_A) =>
    request(replicas[1]!.app.callback())
      .post(`/internal/partner-bookings/${bookingId}/sandbox-status`)
      .set('Authorization', asCaller)
      .send({ partnerId, status })
      .expect(204);
  const deliveriesOf = async (partnerId: string) =>
    webhookDeliveryListSchema.parse(
      (await staff.agent.get(`/api/admin/partners/${partnerId}/webhook-deliveries?limit=100`).expect(200)).body,
    ).items;
  const deliveryOf = async (partnerId: string, reference: string, type: string): Promise<WebhookDelivery> =>
    eventually(
      async () => (await deliveriesOf(partnerId)).find((d) => d.referenceCode === reference && d.type === type),
      (d) => d !== undefined,
    ) as Promise<WebhookDelivery>;
  const partnerApi = (key?: string) => {
    const call = (method: 'get' | 'post', path: string) => {
      const r = request(replicas[1]!.app.callback())[method](`/api/partner/v1/webhook-deliveries${path}`);
      return key ? r.set('X-API-Key', key) : r;
    };
    return call;
  };

  it('delivers booking.confirmed, booking.updated, booking.paid and booking.cancelled once per change, each signed', async () => {
    const ref = 'VIP-95001-FCO';
    const { id, bookingId } = await open(partnerBookingRequested(ref, { reference: 'GT-5001' }));
    const types = () => posted(hooksA, ref).map((r) => r.payload.type);

    await move(id, 'confirmation_sent');
    await eventually(types, (t) => t.length === 1);
    // Moves the partner sees as no change: back to work on it, and a column that is still 'confirmed'.
    await move(id, 'change_requested');
    await move(id, 'confirmation_sent_vendor_needed');
    await move(id, 'service_completed');
    await eventually(types, (t) => t.length === 2);

    const updated = createEnvelope(bookingUpdatedV1, {
      producer: 'svc-booking',
      aggregateId: bookingId,
      payload: {
        bookingId,
        referenceCode: ref,
        changedFields: ['flightTime'],
        contact: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 212 555 0100' },
        flight: {
          number: 'AZ611',
          airline: null,
          date: '2030-06-20',
          time: '15:30',
          terminal: '3',
          instant: '2030-06-20T13:30:00.000Z',
        },
        adultCount: 2,
        childCount: 1,
        travelerNames: ['Grace Hopper'],
        porterSelected: true,
        porterCostCents: 15000,
        totalPriceCents: 60500,
        updatedBy: 'Hooks Lead',
        updatedAt: now.toISOString(),
        coreVersion: 2,
      },
    });
    // The bus may hand an event over again: it is applied once.
    await svcBooking.publish([updated]);
    await svcBooking.publish([updated]);
    await eventually(types, (t) => t.length === 3);

    await staff.agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', staff.csrf).expect(200);
    await staff.agent.post(`/api/admin/bookings/${id}/mark-paid`).set('X-CSRF-Token', staff.csrf).expect(200);
    await eventually(types, (t) => t.length === 4);

    await cancelAsStaff(id);
    await eventually(types, (t) => t.length === 5);
    await quiet();

    const all = posted(hooksA, ref);
    expect(
      all.map((r) => [r.payload.type, r.payload.data.status, r.payload.data.paymentStatus, r.payload.data.changed]),
    ).toEqual([
      ['booking.confirmed', 'confirmed', 'to_be_arranged', null],
      ['booking.updated', 'completed', 'to_be_arranged', ['status']],
      ['booking.updated', 'completed', 'to_be_arranged', ['flightTime']],
      ['booking.paid', 'completed', 'paid', null],
      ['booking.cancelled', 'cancelled', 'paid', null],
    ]);
    expect(all[0]!.payload.data).toMatchObject({
      referenceCode: ref,
      partnerReference: 'GT-5001',
      mode: 'live',
      flightDate: '2030-06-20',
      flightTime: '14:00',
      airportCode: 'FCO',
      serviceName: 'VIP Meet & Greet - Arrival',
      total: 605,
      cancellation: null,
    });
    expect(all[2]!.payload.data.flightTime).toBe('15:30');
    expect(all[4]!.payload.data.cancellation).toEqual({ cancelledAt: now.toISOString(), charge: 0 });
    // One post per delivery, each with its own webhook-id, each verified with the partner's secret.
    expect(new Set(all.map((r) => r.id)).size).toBe(5);
    expect(all.every((r) => /^msg_[A-Za-z0-9]{10,40}$/.test(r.id) && r.verifiedWith[0] === secretA)).toBe(true);
    expect(hooksA.unverified).toHaveLength(0);
    const log = (await deliveriesOf(PARTNER_A)).filter((d) => d.referenceCode === ref);
    expect(log.map((d) => [d.type, d.status, d.attempts, d.history.length])).toEqual([
      ['booking.cancelled', 'delivered', 1, 1],
      ['booking.paid', 'delivered', 1, 1],
      ['booking.updated', 'delivered', 1, 1],
      ['booking.updated', 'delivered', 1, 1],
      ['booking.confirmed', 'delivered', 1, 1],
    ]);
    expect(log.map((d) => d.id).sort()).toEqual(all.map((r) => r.id).sort());
  });

  it('tells a confirmation and the cancellation right after it in the order they were made, each logged as it is answered', async () => {
    const ref = 'VIP-95010-FCO';
    const { id, bookingId } = await open(partnerBookingRequested(ref, { reference: 'GT-5010' }));
    const logged = async () =>
      (await deliveriesOf(PARTNER_A)).filter((d) => d.referenceCode === ref).map((d) => d.type);

    // Their events go out on two topics, which the bus does not keep in order between them.
    await move(id, 'confirmation_sent');
    expect(await logged()).toEqual(['booking.confirmed']);
    later(60);
    await cancelAsStaff(id);
    expect(await logged()).toEqual(['booking.cancelled', 'booking.confirmed']);

    await eventually(
      () => posted(hooksA, ref),
      (p) => p.length === 2,
    );
    // The bus's copies of both events have been applied too, and told nothing more.
    const events = await replicas[0]!.prisma.outboxEvent.findMany({ where: { aggregateId: { in: [id, bookingId] } } });
    await eventually(
      () =>
        replicas[0]!.prisma.inboxEvent.count({
          where: { consumer: PARTNER_WEBHOOKS_CONSUMER, eventId: { in: events.map((e) => e.id) } },
        }),
      (n) => n === events.filter((e) => ['case.status-changed', 'booking.cancelled'].includes(e.eventType)).length,
    );
    await quiet();
    const all = posted(hooksA, ref).sort((a, b) => a.payload.timestamp.localeCompare(b.payload.timestamp));
    expect(all.map((r) => [r.payload.type, r.payload.data.status])).toEqual([
      ['booking.confirmed', 'confirmed'],
      ['booking.cancelled', 'cancelled'],
    ]);
    expect(await logged()).toEqual(['booking.cancelled', 'booking.confirmed']);
  });

  it('pages the delivery log newest first, with a status filter, and refuses a cursor it did not make', async () => {
    const all = await deliveriesOf(PARTNER_A);
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2&status=delivered${cursor ? `&cursor=${cursor}` : ''}`;
      const page = webhookDeliveryListSchema.parse(
        (await staff.agent.get(`/api/admin/partners/${PARTNER_A}/webhook-deliveries${query}`).expect(200)).body,
      );
      pages.push(page.items.map((d) => d.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.flat()).toEqual(all.filter((d) => d.status === 'delivered').map((d) => d.id));
    expect(pages[0]).toHaveLength(2);
    const bad = await staff.agent
      .get(`/api/admin/partners/${PARTNER_A}/webhook-deliveries?cursor=bm90LW91cnM`)
      .expect(400);
    expect(bad.body.error.code).toBe('INVALID_CURSOR');
  });

  it('sends the same webhook-id again after a 500, and marks it delivered at the 200', async () => {
    const ref = 'VIP-95002-FCO';
    const { bookingId } = await open(partnerBookingRequested(ref, { mode: 'sandbox', reference: 'GT-T-5002' }));
    hooksA.failNext(1, 500);
    await sandboxMove(bookingId, 'confirmed');
    const failed = await eventually(
      () => deliveryOf(PARTNER_A, ref, 'booking.confirmed'),
      (d) => d.attempts === 1,
    );
    expect(failed).toMatchObject({
      status: 'pending',
      lastResponseStatus: 500,
      lastError: 'The endpoint answered 500',
      // The first retry of the schedule: 5 seconds on.
      nextAttemptAt: new Date(now.getTime() + 5000).toISOString(),
    });
    later(6);
    await eventually(
      () => posted(hooksA, ref),
      (p) => p.length === 2,
    );
    await quiet();
    expect(posted(hooksA, ref).map((p) => [p.id, p.answered])).toEqual([
      [failed.id, 500],
      [failed.id, 204],
    ]);
    const done = await deliveryOf(PARTNER_A, ref, 'booking.confirmed');
    expect(done).toMatchObject({ status: 'delivered', attempts: 2, nextAttemptAt: null, lastResponseStatus: 204 });
    expect(done.history.map((h) => h.responseStatus)).toEqual([500, 204]);
  });

  it('keeps trying an endpoint that is down, on the schedule, and delivers once it is back', async () => {
    const ref = 'VIP-95003-FCO';
    const { bookingId } = await open(
      partnerBookingRequested(ref, { id: PARTNER_B, name: 'Fogg & Co', mode: 'sandbox', reference: 'FC-3' }),
    );
    await hooksB.down();
    await sandboxMove(bookingId, 'confirmed', PARTNER_B);
    await eventually(
      () => deliveryOf(PARTNER_B, ref, 'booking.confirmed'),
      (d) => d.attempts === 1,
    );
    later(6);
    const second = await eventually(
      () => deliveryOf(PARTNER_B, ref, 'booking.confirmed'),
      (d) => d.attempts === 2,
    );
    expect(second).toMatchObject({
      status: 'pending',
      lastResponseStatus: null,
      lastError: 'The endpoint refused the connection',
      nextAttemptAt: new Date(now.getTime() + 300_000).toISOString(),
    });
    await hooksB.up();
    // Not before its time.
    await quiet();
    expect(posted(hooksB, ref)).toHaveLength(0);
    later(301);
    await eventually(
      () => posted(hooksB, ref),
      (p) => p.length === 1,
    );
    await quiet();
    expect(posted(hooksB, ref).map((p) => p.id)).toEqual([second.id]);
    const done = await deliveryOf(PARTNER_B, ref, 'booking.confirmed');
    expect(done.history.map((h) => [h.responseStatus, h.error])).toEqual([
      [null, 'The endpoint refused the connection'],
      [null, 'The endpoint refused the connection'],
      [204, null],
    ]);
  });

  it('tries for over 72 hours, then marks the delivery failed; a replay sends it once the endpoint is back', async () => {
    const ref = 'VIP-95006-FCO';
    const { bookingId } = await open(
      partnerBookingRequested(ref, { id: PARTNER_B, name: 'Fogg & Co', mode: 'sandbox', reference: 'FC-6' }),
    );
    await hooksB.down();
    const startedAt = now.getTime();
    await sandboxMove(bookingId, 'confirmed', PARTNER_B);
    // Read from the database meanwhile: days pass, a staff session would go idle.
    const stored = () => replicas[0]!.prisma.partnerWebhookDelivery.findFirst({ where: { referenceCode: ref } });
    for (const [i, delay] of WEBHOOK_RETRY_DELAYS_SECONDS.entries()) {
      await eventually(stored, (d) => d?.attempts === i + 1);
      later(delay);
    }
    await eventually(stored, (d) => d?.status === 'failed');
    await signIn();
    const failed = await eventually(
      () => deliveryOf(PARTNER_B, ref, 'booking.confirmed'),
      (d) => d.status === 'failed',
    );
    expect(failed).toMatchObject({ attempts: WEBHOOK_RETRY_DELAYS_SECONDS.length + 1, nextAttemptAt: null });
    expect(Date.parse(failed.lastAttemptAt!) - startedAt).toBeGreaterThan(72 * 3600 * 1000);
    await hooksB.up();
    await staff.agent
      .post(`/api/admin/partners/${PARTNER_B}/webhook-deliveries/${failed.id}/replay`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(200);
    await eventually(
      () => posted(hooksB, ref),
      (p) => p.length === 1,
    );
    expect(await deliveryOf(PARTNER_B, ref, 'booking.confirmed')).toMatchObject({
      status: 'delivered',
      attempts: WEBHOOK_RETRY_DELAYS_SECONDS.length + 2,
    });
  });

  it('replays a delivery with the same webhook-id, for an admin and for the partner, and only its own', async () => {
    const ref = 'VIP-95004-FCO';
    const { bookingId } = await open(partnerBookingRequested(ref, { mode: 'sandbox', reference: 'GT-T-5004' }));
    await sandboxMove(bookingId, 'paid');
    const delivery = await eventually(
      () => deliveryOf(PARTNER_A, ref, 'booking.paid'),
      (d) => d.status === 'delivered',
    );

    const replayed = webhookDeliverySchema.parse(
      (
        await staff.agent
          .post(`/api/admin/partners/${PARTNER_A}/webhook-deliveries/${delivery.id}/replay`)
          .set('X-CSRF-Token', staff.csrf)
          .expect(200)
      ).body,
    );
    expect(replayed).toMatchObject({ id: delivery.id, status: 'pending' });
    await eventually(
      () => posted(hooksA, ref),
      (p) => p.length === 2,
    );

    // The partner's own API: a sandbox key lists its sandbox bookings' deliveries, a live key the live ones.
    const mine = webhookDeliveryListSchema.parse(
      (await partnerApi(KEYS.aSandbox)('get', '/?limit=100').expect(200)).body,
    ).items;
    expect(mine.map((d) => d.id)).toContain(delivery.id);
    expect(mine.every((d) => d.payload.data.mode === 'sandbox')).toBe(true);
    const live = webhookDeliveryListSchema.parse((await partnerApi(KEYS.aLive)('get', '/').expect(200)).body).items;
    expect(live.map((d) => d.id)).not.toContain(delivery.id);
    expect(live.length).toBeGreaterThan(0);

    await eventually(
      () => deliveryOf(PARTNER_A, ref, 'booking.paid'),
      (d) => d.status === 'delivered',
    );
    await partnerApi(KEYS.aSandbox)('post', `/${delivery.id}/replay`).expect(200);
    await eventually(
      () => posted(hooksA, ref),
      (p) => p.length === 3,
    );
    await quiet();
    expect(posted(hooksA, ref).map((p) => p.id)).toEqual([delivery.id, delivery.id, delivery.id]);

    // Another partner's delivery, or another mode's, is not found; no key or a wrong one is 401.
    for (const key of [KEYS.bSandbox, KEYS.aLive]) {
      const refused = await partnerApi(key)('post', `/${delivery.id}/replay`).expect(404);
      expect(refused.body.error).toMatchObject({ code: 'WEBHOOK_DELIVERY_NOT_FOUND' });
    }
    await staff.agent
      .post(`/api/admin/partners/${PARTNER_B}/webhook-deliveries/${delivery.id}/replay`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(404);
    expect((await partnerApi()('get', '/')).status).toBe(401);
    const wrong = await partnerApi('vipk_live_zzzz_not-a-key-we-made')('get', '/').expect(401);
    expect(wrong.body.error).toMatchObject({ code: 'INVALID_API_KEY', message: 'This API key is not valid' });
    await quiet();
    expect(posted(hooksA, ref)).toHaveLength(3);
  });

  it("limits each key's calls per minute", async () => {
    for (let i = 0; i < 3; i++) await partnerApi(KEYS.aSlow)('get', '/').expect(200);
    const limited = await partnerApi(KEYS.aSlow)('get', '/').expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another key of the same partner has its own budget.
    await partnerApi(KEYS.aLive)('get', '/').expect(200);
  });

  it('signs with both secrets while a rotated one overlaps, so a receiver holding either verifies', async () => {
    const next = newWebhookSecret();
    targets.set(PARTNER_A, { url: hooksA.url, enabled: true, secrets: [next, secretA] });
    const ref = 'VIP-95005-FCO';
    const { bookingId } = await open(partnerBookingRequested(ref, { mode: 'sandbox', reference: 'GT-T-5005' }));
    hooksA.holdSecrets([secretA]);
    await sandboxMove(bookingId, 'confirmed');
    await eventually(
      () => posted(hooksA, ref),
      (p) => p.length === 1,
    );
    hooksA.holdSecrets([next]);
    await sandboxMove(bookingId, 'completed');
    await eventually(
      () => posted(hooksA, ref),
      (p) => p.length === 2,
    );
    const [first, second] = posted(hooksA, ref);
    expect(first!.verifiedWith).toEqual([secretA]);
    expect(second!.verifiedWith).toEqual([next]);
    expect(String(first!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    targets.set(PARTNER_A, { url: hooksA.url, enabled: true, secrets: [secretA] });
    hooksA.holdSecrets([secretA]);
  });

  it('never posts a delivery twice with two dispatchers at work, and writes nothing for a partner without an endpoint', async () => {
    const refs = Array.from({ length: 24 }, (_, i) => `VIP-96${String(i).padStart(3, '0')}-FCO`);
    const opened = await Promise.all(
      refs.map((ref) => open(partnerBookingRequested(ref, { mode: 'sandbox', reference: ref }))),
    );
    await Promise.all(opened.map(({ bookingId }) => sandboxMove(bookingId, 'confirmed')));
    await eventually(
      () => refs.filter((ref) => posted(hooksA, ref).length > 0).length,
      (n) => n === refs.length,
    );
    await quiet();
    const ids = refs.flatMap((ref) => posted(hooksA, ref).map((p) => p.id));
    expect(ids).toHaveLength(refs.length);
    expect(new Set(ids).size).toBe(refs.length);

    // A partner whose endpoint is not set: the change is kept as told, nothing is queued.
    const other = PARTNER_WITHOUT_ENDPOINT;
    const { id, bookingId } = await open(partnerBookingRequested('VIP-97001-FCO', { id: other, mode: 'sandbox' }));
    await sandboxMove(bookingId, 'confirmed', other);
    const event = await replicas[0]!.prisma.outboxEvent.findFirstOrThrow({
      where: { aggregateId: id, eventType: 'case.status-changed' },
    });
    await eventually(
      () => replicas[0]!.prisma.inboxEvent.count({ where: { consumer: PARTNER_WEBHOOKS_CONSUMER, eventId: event.id } }),
      (n) => n === 1,
    );
    expect(await replicas[0]!.prisma.partnerWebhookBooking.findUnique({ where: { caseId: id } })).toMatchObject({
      partnerId: other,
      status: 'confirmed',
    });
    expect(await deliveriesOf(other)).toEqual([]);
  });
});
