import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createEnvelope, searchRecordedV1 } from '@vip/contracts/events';
import { staffSessionSchema, trackingWebhookTestSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, testIdentities, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { TRACKING_CONSUMER } from '../src/tracking/tracking.subscription';
import { bookingRequested } from './fixtures';

/** A stand-in for the spreadsheet web hook: records what it is sent, and can fail the next n posts. */
async function startWebhookStandIn() {
  const received: unknown[] = [];
  const keys: Array<string | undefined> = [];
  let failNext = 0;
  let failStatus = 503;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(failStatus).end('busy');
        return;
      }
      received.push(JSON.parse(body));
      keys.push(req.headers['idempotency-key'] as string | undefined);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"result":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/exec`,
    received,
    keys,
    failNext: (n: number, status = 503) => {
      failNext = n;
      failStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const identities = testIdentities();

describe('svc-ops forwards searches and reservations to the tracking web hook', () => {
  let db: TestDatabase;
  let service: OpsService;
  let webhook: Awaited<ReturnType<typeof startWebhookStandIn>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 5, maxBackoffMs: 20 }, publishWaitsForApply: true });

  beforeAll(async () => {
    webhook = await startWebhookStandIn();
    db = await createTestDatabase('ops_tracking');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_PASSWORD: 'a-long-and-secret-password',
        STAFF_SECOND_FACTOR: 'optional',
        TRACKING_WEBHOOK_URL: webhook.url,
        ...identities.env('svc-ops'),
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await webhook?.close();
  });

  const api = () => request(service.app.callback());

  async function until(check: () => boolean | Promise<boolean>) {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('timed out');
  }

  it("posts a reservation row per booking with the spec's WW number, once however often it is delivered", async () => {
    const event = bookingRequested('VIP-11111-FCO', {
      airline: 'ITA Airways',
      bookerRole: 'travel-agent',
      bookerName: 'Ada Lovelace',
      bookerPhone: '+44 20 7946 0000',
      bookerEmail: 'ada@agency.example',
      agencyName: 'Analytical Travel',
      isTravelAgent: true,
    });
    await bus.publish([event, event]);
    await until(
      async () =>
        (await service.prisma.inboxEvent.count({ where: { consumer: TRACKING_CONSUMER, eventId: event.id } })) === 1,
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(webhook.received).toEqual([
      {
        kind: 'reservation',
        reservationNumber: `WW-${Date.parse('2030-06-01T12:00:00.000Z')}-11`,
        bookingReference: 'VIP-11111-FCO',
        airportCode: 'FCO',
        clientName: 'Grace Hopper',
        serviceLevel: 'standard',
        serviceDate: '2030-06-20',
        serviceTime: '14:00',
        airline: 'ITA Airways',
        flightNumber: 'AZ611',
        totalCost: 605,
        porterSelected: true,
        cogs: 0,
        agencyName: 'Analytical Travel',
        advisorName: 'Ada Lovelace',
        travelAdvisor: true,
        adults: 2,
        children: 1,
        saleAmount: 605,
        commissionDue: 0,
        profit: 605,
      },
    ]);
    // The event's id names the post: a copy sent again after a crash can be told apart from a second booking.
    expect(webhook.keys.at(-1)).toBe(event.id);
    // The case is opened by its own consumer group, whatever the web hook does.
    expect(await service.prisma.operationsCase.count({ where: { referenceCode: 'VIP-11111-FCO' } })).toBe(1);
  });

  it("posts a search row, with 'unknown' for a missing e-mail, and rides out a web hook that fails twice", async () => {
    webhook.received.length = 0;
    webhook.failNext(2);
    const searchId = globalThis.crypto.randomUUID();
    const event = createEnvelope(searchRecordedV1, {
      producer: 'svc-booking',
      aggregateId: searchId,
      payload: {
        searchId,
        airportCode: 'LHR',
        serviceType: 'departure',
        arrivalDate: '2030-07-01',
        arrivalTime: null,
        adults: 1,
        children: 0,
        email: null,
        searchedAt: '2030-06-01T12:05:00.000Z',
      },
    });
    await bus.publish([event]);
    await until(() => webhook.received.length === 1);
    expect(webhook.received[0]).toEqual({
      kind: 'search',
      airport: 'LHR',
      serviceType: 'departure',
      arrivalDate: '2030-07-01',
      arrivalTime: '',
      adults: 1,
      children: 0,
      email: 'unknown',
      timestamp: '2030-06-01T12:05:00.000Z',
    });
    expect(bus.deadLetters).toHaveLength(0);
  });

  it('keeps retrying while the web hook is down, without holding up the cases, and delivers once it answers', async () => {
    webhook.received.length = 0;
    webhook.failNext(60);
    const event = bookingRequested('VIP-22222-FCO');
    const published = bus.publish([event]);
    // svc-ops' own group opened the case although the tracking group is stuck on the same event.
    await until(
      async () => (await service.prisma.operationsCase.count({ where: { referenceCode: 'VIP-22222-FCO' } })) === 1,
    );
    await until(async () =>
      (await api().get('/readyz')).body.details?.retrying?.some(
        (r: { group: string }) => r.group === TRACKING_CONSUMER,
      ),
    );
    expect(await service.prisma.inboxEvent.count({ where: { consumer: TRACKING_CONSUMER, eventId: event.id } })).toBe(
      0,
    );
    await published;
    expect(webhook.received).toEqual([
      expect.objectContaining({ kind: 'reservation', bookingReference: 'VIP-22222-FCO' }),
    ]);
    expect(await service.prisma.inboxEvent.count({ where: { consumer: TRACKING_CONSUMER, eventId: event.id } })).toBe(
      1,
    );
    expect(bus.deadLetters).toHaveLength(0);
  });

  it('dead-letters a record the web hook refuses (400) into the database, and replays it once the hook takes it', async () => {
    webhook.received.length = 0;
    webhook.failNext(1, 400);
    const event = bookingRequested('VIP-33333-FCO');
    await bus.publish([event]);
    const letters = await service.deadLetters.list();
    expect(letters).toEqual([
      expect.objectContaining({
        consumer: TRACKING_CONSUMER,
        eventId: event.id,
        error: 'TrackingRecordRefusedError: tracking web hook answered 400',
        attempts: 1,
      }),
    ]);
    expect((await api().get('/readyz')).body.details).toMatchObject({ deadLetters: 1 });
    expect((await api().get('/metrics')).text).toMatch(/^dead_letter_events\{service="svc-ops"\} 1$/m);

    const replay = await request(service.app.callback())
      .post('/internal/events/dead-letters/replay')
      .set('Authorization', `Bearer ${identities.operator('svc-ops')}`)
      .send({})
      .expect(200);
    expect(replay.body).toEqual({ replayed: 1, failed: [] });
    expect(webhook.received).toEqual([
      expect.objectContaining({ kind: 'reservation', bookingReference: 'VIP-33333-FCO' }),
    ]);
    expect(await service.deadLetters.pendingCount()).toBe(0);
    await request(service.app.callback()).post('/internal/events/dead-letters/replay').send({}).expect(401);
    // Another service's credential, signed for svc-ops, is not the operator's.
    await request(service.app.callback())
      .post('/internal/events/dead-letters/replay')
      .set('Authorization', await identities.authorization('svc-booking', 'svc-ops'))
      .send({})
      .expect(403);
  });

  it('/test-webhook posts a sample reservation and says whether the web hook took it (staff, with the CSRF token)', async () => {
    const agent = request.agent(service.app.callback());
    const { csrfToken } = staffSessionSchema.parse(
      (
        await agent
          .post('/api/admin/session')
          .send({ email: 'admin@example.com', password: 'a-long-and-secret-password' })
          .expect(200)
      ).body,
    );
    await agent.post('/api/admin/test/tracking-webhook').expect(403);
    const before = webhook.received.length;
    const ok = trackingWebhookTestSchema.parse(
      (await agent.post('/api/admin/test/tracking-webhook').set('X-CSRF-Token', csrfToken).expect(200)).body,
    );
    expect(ok).toMatchObject({
      ok: true,
      host: new URL(webhook.url).host,
      message: `The web hook at ${new URL(webhook.url).host} accepted the sample reservation`,
    });
    expect(webhook.received.slice(before)).toEqual([
      expect.objectContaining({
        kind: 'reservation',
        bookingReference: 'TEST-RESERVATION',
        clientName: 'Test Reservation (sent from /test-webhook)',
      }),
    ]);

    webhook.failNext(1);
    const refused = trackingWebhookTestSchema.parse(
      (await agent.post('/api/admin/test/tracking-webhook').set('X-CSRF-Token', csrfToken).expect(200)).body,
    );
    expect(refused).toMatchObject({
      ok: false,
      message: 'The sample reservation was not accepted: tracking web hook answered 503',
    });
  });
});
