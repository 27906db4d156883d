import { LocalEventBus } from '../src/server/bus/local-bus';
import { OutboxRelay, appendToOutbox } from '../src/server/outbox/outbox';
import { consumeOnce, deliverOnce } from '../src/server/outbox/inbox';
import { silentLogger } from '../src/server/logger';
import type { EventEnvelope } from '../src/events/envelope';
import type { EventBus } from '../src/server/bus/event-bus';
import { bookingRequested, outboxDatabase, waitFor, type PgSql } from './helpers';

const fastRetry = { maxAttempts: 3, initialBackoffMs: 1, maxBackoffMs: 2 };

describe('outbox and inbox against PostgreSQL', () => {
  let db: PgSql;
  beforeAll(async () => {
    db = await outboxDatabase();
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.pool.query('TRUNCATE outbox_events, inbox_events, applied');
  });

  const applyOnce = (consumer: string) => async (event: EventEnvelope) => {
    await consumeOnce(db, consumer, event, async (tx) => {
      await tx.$executeRawUnsafe('INSERT INTO applied (event_id) VALUES ($1) ON CONFLICT (event_id) DO UPDATE SET n = applied.n + 1', event.id);
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
    const bus = new LocalEventBus({ retry: fastRetry });
    const seen: string[] = [];
    await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    const events = [bookingRequested(), bookingRequested(), bookingRequested()];
    await db.$transaction((tx) => appendToOutbox(tx, events));
    const relay = new OutboxRelay({ db, bus, logger: silentLogger(), pollIntervalMs: 20 });
    expect(await relay.backlog()).toBe(3);
    relay.start();
    await waitFor(() => relay.backlog(), (n) => n === 0);
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
        // Nothing of this consumer's is written (or locked) while the remote call runs.
        const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM inbox_events WHERE event_id = $1', [event.id]);
        expect(rows).toEqual([{ n: 0 }]);
        if (fail) throw new Error('web hook down');
        delivered.push(event.id);
      });
    await expect(deliver()).rejects.toThrow('web hook down');
    fail = false;
    await expect(deliver()).resolves.toBe('delivered');
    await expect(deliver()).resolves.toBe('duplicate');
    expect(delivered).toEqual([event.id]);
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
    await expect(new OutboxRelay({ db, bus: brokerDown, logger: silentLogger() }).publishBatch()).rejects.toThrow('Broker not connected');
    const row = (await db.pool.query('SELECT published_at, last_error, locked_until, attempts FROM outbox_events')).rows[0];
    expect(row).toMatchObject({ published_at: null, locked_until: null, last_error: 'Broker not connected', attempts: 1 });

    const bus = new LocalEventBus({ retry: fastRetry });
    const seen: string[] = [];
    await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    const relay = new OutboxRelay({ db, bus, logger: silentLogger() });
    await expect(relay.publishBatch()).resolves.toBe(1);
    expect(seen).toEqual([event.id]);
    expect(await relay.backlog()).toBe(0);
  });

  it('lets two relays share the outbox without publishing a row twice', async () => {
    const bus = new LocalEventBus({ retry: fastRetry });
    const seen: string[] = [];
    await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    const events = Array.from({ length: 30 }, () => bookingRequested());
    await db.$transaction((tx) => appendToOutbox(tx, events));
    const a = new OutboxRelay({ db, bus, logger: silentLogger(), batchSize: 5 });
    const b = new OutboxRelay({ db, bus, logger: silentLogger(), batchSize: 5 });
    await Promise.all([a.drain(10_000), b.drain(10_000)]);
    expect(seen.sort()).toEqual(events.map((e) => e.id).sort());
  });
});
