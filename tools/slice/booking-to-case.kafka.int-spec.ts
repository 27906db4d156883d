import { randomBytes } from 'node:crypto';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import pg from 'pg';
import type { EventEnvelope } from '@vip/contracts/events';
import { KafkaEventBus, type EventBus } from '@vip/platform/bus';
import { silentLogger, createLogger } from '@vip/platform/logger';
import { OutboxRelay } from '@vip/platform/outbox';
import { createTestDatabase, describeWithInfra, testInfra, type TestDatabase } from '@vip/platform/testing';
import { startBookingService, type BookingService } from '@vip/svc-booking';
import { startOpsService, type OpsService } from '@vip/svc-ops';
import { fcoStandardArrival, startCatalogStandIn } from '@vip/svc-booking/testing';
import { eventually } from '../test-support/processes';

/**
 * The reliability promise of the outbox and inbox, over a real Kafka broker: every booking written
 * by svc-booking has exactly one booking.requested event, and svc-ops opens exactly one case for it,
 * although the relay is stopped, dies between publishing and marking its batch sent, and is
 * restarted, and the svc-ops consumer is stopped mid-stream, rewound and restarted in its group.
 *
 * Both services run in this process (so the test can stop a relay between publish and mark), each
 * on its own fresh database, with Kafka buses in a namespace of their own: no earlier run's
 * messages, offsets or groups are seen, and the namespace's topics and groups are deleted after.
 */
describeWithInfra(
  'kafka',
  'booking.requested over Kafka: one event and one case per booking, across relay and consumer restarts',
  () => {
    const N = 20;
    const NS = `it-b2c-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const TOPIC = `${NS}.booking.events`;
    const OPS_GROUP = `${NS}.svc-ops`;
    const NOW = new Date('2030-06-01T12:00:00Z');
    const ADMIN = { ADMIN_EMAIL: 'reliability.admin@example.com', ADMIN_PASSWORD: 'reliability-admin-password' };
    // SLICE_LOGS=info (or warn) shows the services' logs when a run needs looking into.
    const logger = process.env.SLICE_LOGS
      ? createLogger({ service: 'slice', level: (process.env.SLICE_LOGS as 'info') ?? 'warn' })
      : silentLogger();

    let bookingDb: TestDatabase;
    let opsDb: TestDatabase;
    let catalog: Awaited<ReturnType<typeof startCatalogStandIn>>;
    let kafka: Kafka;
    let admin: Admin;
    const buses: KafkaEventBus[] = [];
    let booking: BookingService | undefined;
    let ops: OpsService | undefined;

    /** A new Kafka bus in this run's namespace, as a (re)started process makes: a new producer, new consumers. */
    const newBus = async (clientId: string) => {
      const bus = new KafkaEventBus({ brokers: testInfra.kafkaBrokers!, clientId, logger, namespace: NS });
      buses.push(bus);
      await bus.connect();
      return bus;
    };

    const startBooking = async (deferRelay: boolean) =>
      startBookingService({
        env: {
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: bookingDb.url,
          CATALOG_URL: catalog.url,
          BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
          LOG_LEVEL: 'silent',
        },
        bus: await newBus('svc-booking'),
        logger,
        now: () => NOW,
        deferRelay,
      });

    const startOps = async () =>
      startOpsService({
        env: { PORT: '0', DATABASE_URL: opsDb.url, LOG_LEVEL: 'silent', ...ADMIN },
        bus: await newBus('svc-ops'),
        logger,
      });

    const stopService = async (service: BookingService | OpsService | undefined) => {
      await service?.stop();
      // The buses were handed in, so the runtime leaves them open; a stopped process closes its own.
      await service?.bus.close();
    };

    async function query<T extends pg.QueryResultRow>(
      db: TestDatabase,
      sql: string,
      values: unknown[] = [],
    ): Promise<T[]> {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        return (await client.query<T>(sql, values)).rows;
      } finally {
        await client.end();
      }
    }

    /** Books through svc-booking's HTTP API (priced by the catalog stand-in); returns the reference. */
    async function requestBooking(service: BookingService, i: number): Promise<string> {
      const server = await listening(service);
      const response = await fetch(`${server}/api/bookings/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          serviceId: fcoStandardArrival.id,
          contactName: `Traveller ${i}`,
          contactEmail: `traveller${i}@example.com`,
          contactPhone: '+1 212 555 0100',
          flightNumber: 'AZ611',
          flightDate: '2030-06-20',
          flightTime: '14:00',
          adultCount: 2,
          childCount: 0,
          travelerNames: [`Traveller ${i}`],
        }),
      });
      const body = (await response.json()) as { referenceCode?: string };
      if (response.status !== 201 || !body.referenceCode)
        throw new Error(`booking ${i} answered ${response.status}: ${JSON.stringify(body)}`);
      return body.referenceCode;
    }

    const urls = new WeakMap<BookingService, string>();
    async function listening(service: BookingService): Promise<string> {
      let url = urls.get(service);
      if (!url) {
        const address = (await service.listen()).address();
        url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
        urls.set(service, url);
      }
      return url;
    }

    const backlog = async () =>
      Number(
        (
          await query<{ n: number }>(
            bookingDb,
            'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL',
          )
        )[0].n,
      );
    const caseCount = async () =>
      Number((await query<{ n: number }>(opsDb, 'SELECT count(*)::int AS n FROM operations_cases'))[0].n);

    /** Messages on a topic (the sum over partitions of high - low water marks). */
    async function messagesOn(topic: string): Promise<number> {
      const offsets = await admin.fetchTopicOffsets(topic);
      return offsets.reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);
    }

    /** The svc-ops group's lag on the booking topic; every message counts until the group committed past it. */
    async function opsLag(): Promise<number> {
      const [committed] = await admin.fetchOffsets({ groupId: OPS_GROUP, topics: [TOPIC] });
      let lag = 0;
      for (const p of await admin.fetchTopicOffsets(TOPIC)) {
        const c = Number(committed?.partitions.find((x) => x.partition === p.partition)?.offset ?? -1);
        lag += Number(p.high) - (c >= 0 ? c : Number(p.low));
      }
      return lag;
    }

    /** Every message on the booking topic, read by a group of its own: event id and aggregate per message. */
    async function readTopic(expected: number): Promise<{ id: string; aggregateId: string }[]> {
      const seen: { id: string; aggregateId: string }[] = [];
      const reader = kafka.consumer({ groupId: `${NS}.audit`, allowAutoTopicCreation: false });
      await reader.connect();
      try {
        await reader.subscribe({ topic: TOPIC, fromBeginning: true });
        await reader.run({
          eachMessage: async ({ message }) => {
            const event = JSON.parse(message.value!.toString('utf8')) as EventEnvelope;
            expect(message.headers?.['event-id']?.toString()).toBe(event.id);
            seen.push({ id: event.id, aggregateId: event.aggregateId });
          },
        });
        await eventually(
          async () => seen.length,
          (n) => n >= expected,
          20_000,
        );
      } finally {
        await reader.disconnect();
      }
      return seen;
    }

    beforeAll(async () => {
      // The services are restarted on their databases and the test reads them: PostgreSQL, not in-memory PGlite.
      if (!testInfra.databaseUrl) throw new Error('This test needs DATABASE_URL (PostgreSQL) besides KAFKA_BROKERS');
      [bookingDb, opsDb] = await Promise.all([createTestDatabase('b2c_booking'), createTestDatabase('b2c_ops')]);
      catalog = await startCatalogStandIn({ [fcoStandardArrival.id]: fcoStandardArrival });
      kafka = new Kafka({ clientId: `${NS}-observer`, brokers: testInfra.kafkaBrokers!, logLevel: logLevel.NOTHING });
      admin = kafka.admin();
      await admin.connect();
    });

    afterAll(async () => {
      await stopService(ops);
      await stopService(booking);
      await Promise.all(buses.map((b) => b.close().catch(() => undefined)));
      await catalog?.close();
      if (admin) {
        const ours = (await admin.listTopics()).filter((t) => t.startsWith(`${NS}.`));
        await admin.deleteGroups([OPS_GROUP, `${NS}.audit`]).catch(() => undefined);
        if (ours.length > 0) await admin.deleteTopics({ topics: ours }).catch(() => undefined);
        await admin.disconnect();
      }
      await bookingDb?.drop();
      await opsDb?.drop();
    });

    it(`publishes ${N} bookings once each and opens exactly one case per booking`, async () => {
      const references: string[] = [];
      const book = async (from: number, to: number) => {
        for (let i = from; i < to; i++) references.push(await requestBooking(booking!, i));
      };

      // 1. Relay and consumer running. The consumer is stopped mid-stream, as soon as the first case is
      //    open, while bookings keep coming; what is published meanwhile waits for the group's return.
      ops = await startOps();
      booking = await startBooking(false);
      const writing = book(0, 9);
      await eventually(caseCount, (n) => n >= 1, 20_000);
      await stopService(ops);
      ops = undefined;
      await writing;
      await eventually(backlog, (n) => n === 0, 20_000);

      // 2. The relay stops (without draining); bookings keep being written, their events wait in the outbox.
      await booking.relay.stop(0);
      await book(9, 15);
      expect(await backlog()).toBe(6);

      // 3. A relay claims a batch of 4, the broker takes it, and the relay dies before marking it sent
      //    (its publish never returns, as when the process is killed there; a live relay gives up on such a
      //    send after its bound, below the lease, and releases the rows). A short lease, so the restarted
      //    relay may reclaim the batch within the test.
      const dyingBus = await newBus('svc-booking-dying');
      let diedAfterPublishing!: (events: EventEnvelope[]) => void;
      const died = new Promise<EventEnvelope[]>((resolve) => (diedAfterPublishing = resolve));
      const diesAfterPublish: EventBus = {
        kind: 'kafka',
        publish: async (events) => {
          await dyingBus.publish(events);
          diedAfterPublishing(events);
          return new Promise<void>(() => undefined);
        },
        subscribe: (spec) => dyingBus.subscribe(spec),
        isHealthy: () => dyingBus.isHealthy(),
        close: () => dyingBus.close(),
      };
      const dyingRelay = new OutboxRelay({
        db: booking.prisma,
        bus: diesAfterPublish,
        logger,
        batchSize: 4,
        leaseMs: 3000,
      });
      const gaveUp = dyingRelay.publishBatch().catch((error: Error) => error.name);
      const inLimbo = await died;
      expect(inLimbo).toHaveLength(4);
      const limboRows = await query<{ id: string; published_at: Date | null; locked: boolean }>(
        bookingDb,
        'SELECT id::text AS id, published_at, locked_until > now() AS locked FROM outbox_events WHERE id = ANY($1::uuid[])',
        [inLimbo.map((e) => e.id)],
      );
      expect(limboRows).toHaveLength(4);
      expect(limboRows.every((r) => r.published_at === null && r.locked)).toBe(true);
      expect(await gaveUp).toBe('PublishTimeoutError');

      // 4. svc-booking restarts (a new relay with a new producer): it publishes what the outbox holds,
      //    the dead relay's batch again once its lease is over, and the bookings written from now on.
      await stopService(booking);
      booking = await startBooking(false);
      await book(15, N);
      await eventually(backlog, (n) => n === 0, 20_000);

      // 5. One event is redelivered on purpose, and the svc-ops group is rewound to the start of the
      //    topic while it has no members (as after lost offset commits): every event it already applied
      //    comes again. Then svc-ops restarts in the same group.
      const [first] = await query<{ envelope: EventEnvelope }>(
        bookingDb,
        'SELECT envelope FROM outbox_events ORDER BY seq LIMIT 1',
      );
      await booking.bus.publish([first.envelope]);
      await admin.resetOffsets({ groupId: OPS_GROUP, topic: TOPIC, earliest: true });
      expect(await caseCount()).toBeGreaterThanOrEqual(1);
      expect(await opsLag()).toBe(await messagesOn(TOPIC));
      ops = await startOps();
      await eventually(
        async () => [await opsLag(), await caseCount()],
        ([lag, cases]) => lag === 0 && cases >= N,
        30_000,
      );
      // svc-ops' second group (the acknowledgements) has its own offsets: it catches up on its own.
      const acknowledged = async () =>
        (
          await query<{ n: number }>(
            opsDb,
            "SELECT count(*)::int AS n FROM inbox_events WHERE consumer = 'svc-ops-acknowledgements'",
          )
        )[0]!.n;
      await eventually(acknowledged, (n) => n >= N, 30_000);

      // The wire: every message carries one of the outbox's event ids; each booking has one event id,
      // sent N + 4 (the dead relay's batch) + 1 (the deliberate duplicate) times in all.
      const outbox = await query<{ id: string; aggregate_id: string; event_type: string; published: boolean }>(
        bookingDb,
        'SELECT id::text AS id, aggregate_id, event_type, published_at IS NOT NULL AS published FROM outbox_events',
      );
      const bookings = await query<{ id: string; reference_code: string }>(
        bookingDb,
        'SELECT id::text AS id, reference_code FROM bookings',
      );
      expect(bookings.map((b) => b.reference_code).sort()).toEqual([...references].sort());
      expect(outbox).toHaveLength(N);
      expect(outbox.every((r) => r.event_type === 'booking.requested' && r.published)).toBe(true);
      expect(outbox.map((r) => r.aggregate_id).sort()).toEqual(bookings.map((b) => b.id).sort());
      const eventIds = outbox.map((r) => r.id).sort();

      const total = await messagesOn(TOPIC);
      expect(total).toBeGreaterThanOrEqual(N + inLimbo.length + 1);
      const onWire = await readTopic(total);
      expect([...new Set(onWire.map((m) => m.id))].sort()).toEqual(eventIds);
      const idsPerBooking = new Map<string, Set<string>>();
      for (const m of onWire)
        idsPerBooking.set(m.aggregateId, (idsPerBooking.get(m.aggregateId) ?? new Set()).add(m.id));
      expect(idsPerBooking.size).toBe(N);
      expect([...idsPerBooking.values()].every((ids) => ids.size === 1)).toBe(true);

      // svc-ops: one case per booking reference, none missing; one inbox row per event id; nothing dead-lettered.
      const cases = await query<{ booking_id: string; reference_code: string }>(
        opsDb,
        'SELECT booking_id::text AS booking_id, reference_code FROM operations_cases',
      );
      expect(cases.map((c) => c.reference_code).sort()).toEqual([...references].sort());
      expect(cases.map((c) => c.booking_id).sort()).toEqual(bookings.map((b) => b.id).sort());
      // The cases and acknowledgements consumers applied every event once. The third group of booking.requested, the
      // supplier jobs of bookings confirmed from an allotment, has nothing to apply for these requested bookings and
      // so writes no inbox row for them.
      const inbox = await query<{ consumer: string; event_id: string; event_type: string }>(
        opsDb,
        'SELECT consumer, event_id::text AS event_id, event_type FROM inbox_events',
      );
      const consumers = ['svc-ops', 'svc-ops-acknowledgements'];
      for (const consumer of consumers) {
        expect(
          inbox
            .filter((r) => r.consumer === consumer)
            .map((r) => r.event_id)
            .sort(),
        ).toEqual(eventIds);
      }
      expect(inbox).toHaveLength(eventIds.length * consumers.length);
      expect(inbox.every((r) => r.event_type === 'booking.requested')).toBe(true);
      expect(await query(opsDb, 'SELECT id FROM dead_letters')).toEqual([]);
    });
  },
);
