import { LocalEventBus } from '../src/bus/local-bus';
import { OutboxRelay, appendToOutbox } from '../src/outbox/outbox';
import { consumeOnce, deliverOnce, DeliveryInProgressError } from '../src/outbox/inbox';
import { silentLogger } from '../src/logger';
import type { EventEnvelope } from '@vip/contracts/events';
import type { EventBus } from '../src/bus/event-bus';
import { DeadLetterStore, SqlEventQueue } from '../src/outbox/dead-letters';
import { RetentionSweeper } from '../src/outbox/retention';
import { bookingRequested, outboxDatabase, waitFor, type PgSql } from './helpers';

const fastRetry = { initialBackoffMs: 1, maxBackoffMs: 2 };

describe('outbox and inbox against PostgreSQL', () => {
  let db: PgSql;
  beforeAll(async () => {
    db = await outboxDatabase();
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.pool.query('TRUNCATE outbox_events, inbox_events, applied, dead_letters, event_queue');
  });

  const applyOnce = (consumer: string) => async (event: EventEnvelope) => {
    await consumeOnce(db, consumer, event, async (tx) => {
      await tx.$executeRawUnsafe(
        'INSERT INTO applied (event_id) VALUES ($1) ON CONFLICT (event_id) DO UPDATE SET n = applied.n + 1',
        event.id,
      );
    });
  };

  it('writes outbox rows only when the surrounding transaction commits', async () => {
    const kept = bookingRequested();
    const lost = bookingRequested();
    await db.$transaction((tx) => appendToOutbox(tx, [kept]));
    await expect(
      db.$transaction(async (tx) => {
        await appendToOutbox(tx, [lost]);
        throw new Error('domain write failed');
      }),
    ).rejects.toThrow('domain write failed');
    const { rows } = await db.pool.query('SELECT id FROM outbox_events');
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
  });

  it('refuses to write an event whose payload breaks its schema', async () => {
    const bad = { ...bookingRequested(), payload: { nope: true } };
    await expect(db.$transaction((tx) => appendToOutbox(tx, [bad]))).rejects.toThrow(/Invalid payload/);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM outbox_events')).rows[0].n).toBe(0);
  });

  it('relays committed events in order and marks them published', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const seen: string[] = [];
    await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    const events = [bookingRequested(), bookingRequested(), bookingRequested()];
    await db.$transaction((tx) => appendToOutbox(tx, events));
    const relay = new OutboxRelay({ db, bus, logger: silentLogger(), pollIntervalMs: 20 });
    expect(await relay.backlog()).toBe(3);
    relay.start();
    await waitFor(
      () => relay.backlog(),
      (n) => n === 0,
    );
    await relay.stop();
    expect(seen).toEqual(events.map((e) => e.id));
  });

  it('applies a duplicate delivery once', async () => {
    const event = bookingRequested();
    const apply = applyOnce('svc-ops');
    await apply(event);
    await apply(event);
    await Promise.all([apply(event), apply(event)]);
    const { rows } = await db.pool.query('SELECT n FROM applied WHERE event_id = $1', [event.id]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('rolls the inbox row back with a failed handler, so a retry applies the event', async () => {
    const event = bookingRequested();
    let fail = true;
    const apply = () =>
      consumeOnce(db, 'svc-ops', event, async (tx) => {
        await tx.$executeRawUnsafe('INSERT INTO applied (event_id) VALUES ($1)', event.id);
        if (fail) throw new Error('handler failed');
      });
    await expect(apply()).rejects.toThrow('handler failed');
    fail = false;
    await expect(apply()).resolves.toBe('applied');
    await expect(apply()).resolves.toBe('duplicate');
  });

  it('delivers outside with no transaction open, records the event only after a delivery that worked, and not twice', async () => {
    const event = bookingRequested();
    const delivered: string[] = [];
    let fail = true;
    const deliver = () =>
      deliverOnce(db, 'svc-ops-tracking', event, async () => {
        // No transaction is open while the remote call runs: the event is not recorded yet, and its claim is
        // committed (another connection sees it).
        const { rows } = await db.pool.query('SELECT consumer FROM inbox_events WHERE event_id = $1', [event.id]);
        expect(rows).toEqual([{ consumer: 'svc-ops-tracking#sending' }]);
        if (fail) throw new Error('web hook down');
        delivered.push(event.id);
      });
    await expect(deliver()).rejects.toThrow('web hook down');
    fail = false;
    await expect(deliver()).resolves.toBe('delivered');
    await expect(deliver()).resolves.toBe('duplicate');
    expect(delivered).toEqual([event.id]);
  });

  it('delivers an event given to two consumers at once (a rebalance) once: the second waits for the first', async () => {
    const event = bookingRequested();
    let posts = 0;
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const first = deliverOnce(db, 'svc-ops-tracking', event, async () => {
      posts++;
      await slow;
    });
    await waitFor(
      async () =>
        (await db.pool.query('SELECT count(*)::int AS n FROM inbox_events WHERE event_id = $1', [event.id])).rows[0].n,
      (n) => n === 1,
    );
    await expect(deliverOnce(db, 'svc-ops-tracking', event, async () => void posts++)).rejects.toBeInstanceOf(
      DeliveryInProgressError,
    );
    release();
    await expect(first).resolves.toBe('delivered');
    await expect(deliverOnce(db, 'svc-ops-tracking', event, async () => void posts++)).resolves.toBe('duplicate');
    expect(posts).toBe(1);
    // The claim is gone with the record.
    const { rows } = await db.pool.query('SELECT consumer FROM inbox_events WHERE event_id = $1', [event.id]);
    expect(rows).toEqual([{ consumer: 'svc-ops-tracking' }]);
  });

  it('records a delivery that worked through a dropped connection, instead of delivering it again', async () => {
    const event = bookingRequested();
    let posts = 0;
    let drops = 2;
    // The connection drops under the statement that records the delivery, twice.
    const flaky = {
      $executeRawUnsafe: (query: string, ...values: unknown[]) => {
        if (/INSERT INTO inbox_events \(consumer, event_id, event_type\) VALUES/.test(query) && drops-- > 0)
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        return db.$executeRawUnsafe(query, ...values);
      },
      $queryRawUnsafe: db.$queryRawUnsafe.bind(db),
      $transaction: db.$transaction.bind(db),
    };
    await expect(deliverOnce(flaky, 'svc-ops-tracking', event, async () => void posts++)).resolves.toBe('delivered');
    expect(drops).toBeLessThan(0);
    await expect(deliverOnce(db, 'svc-ops-tracking', event, async () => void posts++)).resolves.toBe('duplicate');
    expect(posts).toBe(1);
  });

  it('takes over the delivery of a sender that died holding it, once its lease has ended', async () => {
    const event = bookingRequested();
    await db.pool.query(
      `INSERT INTO inbox_events (consumer, event_id, event_type, handled_at) VALUES ('svc-ops-tracking#sending', $1, $2, now() - interval '31 seconds')`,
      [event.id, event.type],
    );
    let posts = 0;
    await expect(deliverOnce(db, 'svc-ops-tracking', event, async () => void posts++)).resolves.toBe('delivered');
    expect(posts).toBe(1);
  });

  it('keeps events in the outbox while the broker is down, and publishes them later', async () => {
    const brokerDown: EventBus = {
      kind: 'kafka',
      publish: async () => {
        throw new Error('Broker not connected');
      },
      subscribe: async () => {
        throw new Error('Broker not connected');
      },
      isHealthy: async () => false,
      close: async () => undefined,
    };
    const event = bookingRequested();
    await db.$transaction((tx) => appendToOutbox(tx, [event]));
    await expect(new OutboxRelay({ db, bus: brokerDown, logger: silentLogger() }).publishBatch()).rejects.toThrow(
      'Broker not connected',
    );
    const row = (
      await db.pool.query('SELECT published_at, last_error, locked_until, attempts, parked_at FROM outbox_events')
    ).rows[0];
    // The broker being away is nobody's fault: not counted towards parking.
    expect(row).toMatchObject({
      published_at: null,
      locked_until: null,
      parked_at: null,
      last_error: 'Broker not connected',
      attempts: 0,
    });

    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const seen: string[] = [];
    await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    const relay = new OutboxRelay({ db, bus, logger: silentLogger() });
    await expect(relay.publishBatch()).resolves.toBe(1);
    expect(seen).toEqual([event.id]);
    expect(await relay.backlog()).toBe(0);
  });

  it('lets two relays share the outbox without publishing a row twice', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const seen: string[] = [];
    await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    const events = Array.from({ length: 30 }, () => bookingRequested());
    await db.$transaction((tx) => appendToOutbox(tx, events));
    const a = new OutboxRelay({ db, bus, logger: silentLogger(), batchSize: 5 });
    const b = new OutboxRelay({ db, bus, logger: silentLogger(), batchSize: 5 });
    await Promise.all([a.drain(10_000), b.drain(10_000)]);
    expect(seen.sort()).toEqual(events.map((e) => e.id).sort());
  });

  /** A bus whose broker answers but refuses some events (a message too large, say). */
  const refusingBus = (refuse: (e: EventEnvelope) => boolean, seen: string[]): EventBus => ({
    kind: 'kafka',
    publish: async (events) => {
      if (events.some(refuse))
        throw Object.assign(new Error('The request included a message larger than the max message size'), {
          name: 'KafkaJSProtocolError',
          retriable: false,
        });
      seen.push(...events.map((e) => e.id));
    },
    subscribe: async () => {
      throw new Error('not used');
    },
    isHealthy: async () => true,
    close: async () => undefined,
  });

  it('parks an event the broker keeps refusing after maxAttempts; other aggregates flow on, its own later events wait behind it until unparked', async () => {
    const seen: string[] = [];
    const poisonAggregate = globalThis.crypto.randomUUID();
    const poison = bookingRequested({ referenceCode: 'VIP-00001-BAD' }, poisonAggregate);
    const behind = bookingRequested({}, poisonAggregate);
    const others = [bookingRequested(), bookingRequested()];
    await db.$transaction((tx) => appendToOutbox(tx, [others[0]!, poison, behind, others[1]!]));
    let refusing = true;
    const relay = new OutboxRelay({
      db,
      bus: refusingBus((e) => refusing && e.id === poison.id, seen),
      logger: silentLogger(),
      maxAttempts: 3,
    });

    await relay.publishBatch();
    // A refused row waits before its next try (1 s, then 2 s, … to a minute): no burst of attempts.
    const waiting = (
      await db.pool.query(
        "SELECT attempts, locked_until > clock_timestamp() + interval '500 milliseconds' AS waits FROM outbox_events WHERE id = $1",
        [poison.id],
      )
    ).rows[0];
    expect(waiting).toEqual({ attempts: 1, waits: true });
    expect(await relay.publishBatch()).toBe(0);
    for (let i = 0; i < 4; i++) {
      // As if its wait were over.
      await db.pool.query('UPDATE outbox_events SET locked_until = NULL WHERE id = $1 AND parked_at IS NULL', [
        poison.id,
      ]);
      await relay.publishBatch();
    }
    expect(seen.sort()).toEqual(others.map((e) => e.id).sort());
    const rows = (
      await db.pool.query('SELECT id, attempts, parked_at, published_at, last_error FROM outbox_events ORDER BY seq')
    ).rows;
    const poisonRow = rows.find((r) => r.id === poison.id);
    expect(poisonRow).toMatchObject({
      attempts: 3,
      published_at: null,
      last_error: expect.stringContaining('larger than the max message size'),
    });
    expect(poisonRow.parked_at).toBeInstanceOf(Date);
    expect(rows.find((r) => r.id === behind.id)).toMatchObject({ published_at: null, parked_at: null, attempts: 0 });
    expect(await relay.parkedCount()).toBe(1);
    expect((await relay.parked()).map((p) => p.id)).toEqual([poison.id]);

    // The cause is fixed (say the broker's limit raised): unpark, and the aggregate's events go, in order.
    refusing = false;
    expect(await relay.unpark()).toBe(1);
    await relay.drain(5000);
    expect(seen.slice(-2)).toEqual([poison.id, behind.id]);
    expect(await relay.backlog()).toBe(0);
  });

  it('parks at once a row whose envelope can never be published (fails its schema), without blocking other aggregates', async () => {
    const good = bookingRequested();
    await db.$transaction((tx) => appendToOutbox(tx, [good]));
    const broken = bookingRequested();
    await db.pool.query(
      `INSERT INTO outbox_events (id, topic, event_type, aggregate_id, envelope) VALUES ($1, 'booking.events', 'booking.requested', $2, $3)`,
      [broken.id, broken.aggregateId, JSON.stringify({ ...broken, payload: { referenceCode: 42 } })],
    );
    const seen: string[] = [];
    const relay = new OutboxRelay({ db, bus: refusingBus(() => false, seen), logger: silentLogger() });
    await relay.drain(2000);
    expect(seen).toEqual([good.id]);
    expect(await relay.parkedCount()).toBe(1);
  });

  it("keeps one aggregate's events in order across two relays, even when the first relay is slow to publish", async () => {
    const aggregate = globalThis.crypto.randomUUID();
    const events = Array.from({ length: 6 }, () => bookingRequested({}, aggregate));
    const published: string[] = [];
    let slowOnce = true;
    const slowBus: EventBus = {
      kind: 'kafka',
      publish: async (batch) => {
        // The first batch (the aggregate's first event) takes a while: the other relay must not overtake it.
        if (slowOnce) {
          slowOnce = false;
          await new Promise((r) => setTimeout(r, 300));
        }
        published.push(...batch.map((e) => e.id));
      },
      subscribe: async () => {
        throw new Error('not used');
      },
      isHealthy: async () => true,
      close: async () => undefined,
    };
    for (const event of events) await db.$transaction((tx) => appendToOutbox(tx, [event]));
    const a = new OutboxRelay({ db, bus: slowBus, logger: silentLogger(), batchSize: 1 });
    const b = new OutboxRelay({ db, bus: slowBus, logger: silentLogger(), batchSize: 1 });
    const first = a.publishBatch();
    await new Promise((r) => setTimeout(r, 50));
    // While a holds the first event, b finds nothing it may publish for that aggregate.
    expect(await b.publishBatch()).toBe(0);
    await first;
    await Promise.all([a.drain(10_000), b.drain(10_000)]);
    expect(published).toEqual(events.map((e) => e.id));
  });

  it('never lets a relay whose claim lapsed free or count against rows another relay has claimed since', async () => {
    const event = bookingRequested();
    await db.$transaction((tx) => appendToOutbox(tx, [event]));
    const gates: (() => void)[] = [];
    const published: string[] = [];
    const bus: EventBus = {
      kind: 'kafka',
      publish: async (batch) => {
        const call = gates.length;
        await new Promise<void>((resolve) => gates.push(resolve)); // each send hangs until the test lets it go
        if (call === 0) throw Object.assign(new Error('Connection error'), { name: 'KafkaJSConnectionError' });
        published.push(...batch.map((e) => e.id));
      },
      subscribe: async () => {
        throw new Error('not used');
      },
      isHealthy: async () => true,
      close: async () => undefined,
    };
    const a = new OutboxRelay({ db, bus, logger: silentLogger(), leaseMs: 300 });
    const b = new OutboxRelay({ db, bus, logger: silentLogger(), leaseMs: 10_000 });
    const first = a.publishBatch().catch((error: Error) => error.name);
    await waitFor(
      () => gates.length,
      (n) => n === 1,
    );
    await new Promise((r) => setTimeout(r, 400)); // the first relay's lease runs out while its send hangs
    const second = b.publishBatch();
    await waitFor(
      () => gates.length,
      (n) => n === 2,
    ); // the second relay has claimed the row and is sending it
    gates[0]!(); // now the first relay's send fails: it must leave the second relay's claim alone
    expect(await first).toBe('KafkaJSConnectionError');
    const during = (
      await db.pool.query('SELECT locked_until, claim_token FROM outbox_events WHERE id = $1', [event.id])
    ).rows[0];
    expect(during.claim_token).not.toBeNull();
    expect(during.locked_until.getTime()).toBeGreaterThan(Date.now());
    gates[1]!();
    expect(await second).toBe(1);
    expect(published).toEqual([event.id]);
    expect(
      (await db.pool.query('SELECT published_at FROM outbox_events WHERE id = $1', [event.id])).rows[0].published_at,
    ).toBeInstanceOf(Date);
  });

  it('keeps dead letters with their event and error, lists them, and marks a replay', async () => {
    const store = new DeadLetterStore(db);
    const event = bookingRequested();
    await store.sink({
      group: 'svc-ops',
      topic: 'svc-ops.dead-letter',
      error: 'PermanentEventError: no such airport',
      attempts: 1,
      raw: JSON.stringify(event),
      source: 'booking.events/0@12',
    });
    await store.sink({
      group: 'svc-ops',
      topic: 'svc-ops.dead-letter',
      error: 'SyntaxError: Unexpected token',
      attempts: 0,
      raw: 'not json',
    });
    expect(await store.pendingCount()).toBe(2);
    const [first, second] = await store.list();
    expect(first).toMatchObject({
      consumer: 'svc-ops',
      eventId: event.id,
      eventType: 'booking.requested',
      attempts: 1,
      source: 'booking.events/0@12',
      replayedAt: null,
    });
    expect(second).toMatchObject({ eventId: null, eventType: null });
    await store.markReplayFailed(second!.id, 'still not JSON');
    await store.markReplayed(first!.id);
    expect(await store.pendingCount()).toBe(1);
    expect((await store.toReplay()).map((l) => l.id)).toEqual([second!.id]);
    expect((await store.list({ includeReplayed: true })).find((l) => l.id === second!.id)).toMatchObject({
      replayError: 'still not JSON',
    });
  });

  it('stores a dead letter whatever the message holds: NUL bytes, an id that is no UUID, no JSON at all', async () => {
    const store = new DeadLetterStore(db);
    const hexId = 'a'.repeat(36);
    await store.sink({
      group: 'svc-ops',
      topic: 't',
      error: 'bad\u0000error',
      attempts: 0,
      raw: JSON.stringify({ id: hexId, type: 'booking.\u0000requested' }),
    });
    await store.sink({
      group: 'svc-ops',
      topic: 't',
      error: 'SyntaxError',
      attempts: 0,
      raw: 'not json \u0000 at all',
    });
    const letters = await store.list();
    expect(letters).toHaveLength(2);
    expect(letters[0]).toMatchObject({ eventId: null, eventType: 'booking.\uFFFDrequested', error: 'bad\uFFFDerror' });
    expect((await store.toReplay()).map((l) => l.raw)).toContain('not json \uFFFD at all');
  });

  it('stores a group queue in order and hands it back per consumer', async () => {
    const ops = new SqlEventQueue(db, 'svc-ops');
    const tracking = new SqlEventQueue(db, 'svc-ops-tracking');
    await ops.push(['a', 'b', 'c']);
    await tracking.push(['x']);
    const items = await ops.peek(10);
    expect(items.map((i) => i.raw)).toEqual(['a', 'b', 'c']);
    await ops.remove(items[0]!.seq);
    expect((await ops.peek(10)).map((i) => i.raw)).toEqual(['b', 'c']);
    expect(await ops.size()).toBe(2);
    expect(await tracking.size()).toBe(1);
  });

  it('purges what is past its retention, in batches, and keeps the rest', async () => {
    const old = bookingRequested();
    const fresh = bookingRequested();
    const unpublished = bookingRequested();
    await db.$transaction((tx) => appendToOutbox(tx, [old, fresh, unpublished]));
    await db.pool.query(`UPDATE outbox_events SET published_at = now() - interval '8 days' WHERE id = $1`, [old.id]);
    await db.pool.query(`UPDATE outbox_events SET published_at = now() - interval '1 day' WHERE id = $1`, [fresh.id]);
    await db.pool.query(
      `INSERT INTO inbox_events (consumer, event_id, event_type, handled_at) VALUES ('ops', $1, 'booking.requested', now() - interval '31 days'), ('ops', $2, 'booking.requested', now())`,
      [old.id, fresh.id],
    );
    const day = 86_400_000;
    const sweeper = new RetentionSweeper(db, silentLogger(), [
      { table: 'outbox_events', column: 'published_at', olderThanMs: 7 * day },
      { table: 'inbox_events', column: 'handled_at', olderThanMs: 30 * day },
    ]);
    expect(await sweeper.sweep()).toEqual({ outbox_events: 1, inbox_events: 1 });
    expect((await db.pool.query('SELECT id FROM outbox_events ORDER BY seq')).rows.map((r) => r.id)).toEqual([
      fresh.id,
      unpublished.id,
    ]);
    expect((await db.pool.query('SELECT event_id FROM inbox_events')).rows.map((r) => r.event_id)).toEqual([fresh.id]);
    expect(
      () => new RetentionSweeper(db, silentLogger(), [{ table: 'x; DROP TABLE y', column: 'a', olderThanMs: 1 }]),
    ).toThrow(/Bad retention rule/);
  });
});
