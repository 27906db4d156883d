import type { DeadLetter, SubscriptionSpec } from '../src/bus/event-bus';
import { PermanentEventError } from '../src/bus/failures';
import { LocalEventBus, MemoryEventQueue } from '../src/bus/local-bus';
import { InvalidEventError } from '@vip/contracts/events';
import { bookingRequested } from './helpers';

const fastRetry = { initialBackoffMs: 1, maxBackoffMs: 2 };

describe('LocalEventBus', () => {
  it('delivers a published event to every subscribed group before publish resolves', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const seenA: string[] = [];
    const seenB: string[] = [];
    await bus.subscribe({ group: 'a', handlers: { 'booking.requested': async (e) => void seenA.push(e.id) } });
    await bus.subscribe({ group: 'b', handlers: { 'booking.requested': async (e) => void seenB.push(e.id) } });
    const event = bookingRequested();
    await bus.publish([event]);
    expect(seenA).toEqual([event.id]);
    expect(seenB).toEqual([event.id]);
  });

  it("hands each handler its event type's payload, typed by the type's schema", async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const references: string[] = [];
    await bus.subscribe({
      group: 'typed',
      handlers: {
        // No cast: the payload is the booking.requested schema's output.
        'booking.requested': async (e) =>
          void references.push(`${e.payload.referenceCode} x${e.payload.adultCount} v${e.version}`),
      },
    });
    const event = bookingRequested({ adultCount: 2 });
    await bus.publish([event]);
    expect(references).toEqual([`${event.payload.referenceCode} x2 v1`]);

    // Handlers are keyed by the event types services publish: a typo does not compile.
    // @ts-expect-error 'booking.requestd' is no event type
    const misspelt: SubscriptionSpec = { group: 'typo', handlers: { 'booking.requestd': async () => undefined } };
    expect(misspelt.group).toBe('typo');
  });

  it('keeps order per group', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const seen: string[] = [];
    await bus.subscribe({
      group: 'ops',
      handlers: {
        'booking.requested': async (e) => {
          await new Promise((r) => setTimeout(r, e.payload.adultCount));
          seen.push(e.id);
        },
      },
    });
    const events = [
      bookingRequested({ adultCount: 20 }),
      bookingRequested({ adultCount: 1 }),
      bookingRequested({ adultCount: 5 }),
    ];
    await Promise.all(events.map((e) => bus.publish([e])));
    expect(seen).toEqual(events.map((e) => e.id));
  });

  it('rejects an invalid payload on publish and delivers nothing of the batch', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const seen: string[] = [];
    await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    const good = bookingRequested();
    const bad = { ...bookingRequested(), payload: { referenceCode: 42 } };
    await expect(bus.publish([good, bad])).rejects.toBeInstanceOf(InvalidEventError);
    expect(seen).toEqual([]);
  });

  it('retries a transiently failing handler without giving up, holding the group at that event, and moves on once it applies', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    let failuresLeft = 12; // far more than any fixed attempt budget
    const applied: string[] = [];
    let retryingSeen: number | undefined;
    const sub = await bus.subscribe({
      group: 'ops',
      handlers: {
        'booking.requested': async (e) => {
          if (e.payload.referenceCode === 'VIP-00000-BAD' && failuresLeft-- > 0) {
            retryingSeen = sub?.retrying()?.attempts;
            throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
          }
          applied.push(e.id);
        },
      },
    });
    const slow = bookingRequested({ referenceCode: 'VIP-00000-BAD' });
    const next = bookingRequested();
    await bus.publish([slow, next]);
    expect(applied).toEqual([slow.id, next.id]);
    expect(retryingSeen).toBeGreaterThanOrEqual(10);
    expect(sub.retrying()).toBeUndefined();
    expect(bus.deadLetters).toHaveLength(0);
  });

  it('dead-letters at once an event a rule refuses for good (PermanentEventError), stores it through the sink, and moves on', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    let attempts = 0;
    const applied: string[] = [];
    const stored: DeadLetter[] = [];
    let sinkFailures = 2;
    await bus.subscribe({
      group: 'ops',
      deadLetters: async (letter) => {
        // The service's database is away for a moment: the dead letter waits, the event stays unacknowledged.
        if (sinkFailures-- > 0) throw new Error('connect ECONNREFUSED');
        stored.push(letter);
      },
      handlers: {
        'booking.requested': async (e) => {
          if (e.payload.referenceCode === 'VIP-00000-BAD') {
            attempts++;
            throw new PermanentEventError('no such airport');
          }
          applied.push(e.id);
        },
      },
    });
    const poison = bookingRequested({ referenceCode: 'VIP-00000-BAD' });
    const next = bookingRequested();
    await bus.publish([poison, next]);
    expect(attempts).toBe(1);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      group: 'ops',
      topic: 'ops.dead-letter',
      attempts: 1,
      error: 'PermanentEventError: no such airport',
    });
    expect(JSON.parse(stored[0]!.raw).id).toBe(poison.id);
    expect(applied).toEqual([next.id]);
  });

  it('lets each group progress on its own: publish resolves once stored, a stalled group holds up nobody', async () => {
    const bus = new LocalEventBus({ retry: fastRetry });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowSeen: string[] = [];
    const fastSeen: string[] = [];
    const slow = await bus.subscribe({
      group: 'tracking',
      handlers: { 'booking.requested': async (e) => void (await gate, slowSeen.push(e.id)) },
    });
    await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void fastSeen.push(e.id) } });
    const events = [bookingRequested(), bookingRequested(), bookingRequested()];
    for (const event of events) await bus.publish([event]);
    await until(() => fastSeen.length === 3);
    expect(fastSeen).toEqual(events.map((e) => e.id));
    expect(slowSeen).toEqual([]);
    expect(await slow.lag()).toBe(3);
    release();
    await bus.idle();
    expect(slowSeen).toEqual(events.map((e) => e.id));
  });

  it('stops mid-retry without losing the event: it stays queued and the next consumer of the queue applies it', async () => {
    const queue = new MemoryEventQueue();
    const bus = new LocalEventBus({ retry: { initialBackoffMs: 50, maxBackoffMs: 50 } });
    const first = await bus.subscribe({
      group: 'ops',
      queue,
      handlers: {
        'booking.requested': async () => {
          throw new Error('database is away');
        },
      },
    });
    const event = bookingRequested();
    await bus.publish([event]);
    await until(() => first.retrying() !== undefined);
    await first.stop();
    expect(await queue.size()).toBe(1);

    const seen: string[] = [];
    const restarted = new LocalEventBus({ retry: fastRetry });
    await restarted.subscribe({
      group: 'ops',
      queue,
      handlers: { 'booking.requested': async (e) => void seen.push(e.id) },
    });
    await restarted.idle();
    expect(seen).toEqual([event.id]);
  });

  it("keeps storing events for a stopped group (a service shutting down first): none is dropped, the group's next run applies them", async () => {
    const queue = new MemoryEventQueue();
    const bus = new LocalEventBus({ retry: fastRetry });
    const first = await bus.subscribe({
      group: 'ops',
      queue,
      handlers: { 'booking.requested': async () => undefined },
    });
    await first.stop();
    const event = bookingRequested();
    await bus.publish([event]);
    expect(await queue.size()).toBe(1);

    const seen: string[] = [];
    const restarted = new LocalEventBus({ retry: fastRetry });
    await restarted.subscribe({
      group: 'ops',
      queue,
      handlers: { 'booking.requested': async (e) => void seen.push(e.id) },
    });
    await restarted.idle();
    expect(seen).toEqual([event.id]);
  });

  it('fails the publish when a stopped group cannot store (its database closed), so the outbox keeps the event', async () => {
    const closed = new MemoryEventQueue();
    const bus = new LocalEventBus({ retry: fastRetry });
    const sub = await bus.subscribe({
      group: 'ops',
      queue: closed,
      handlers: { 'booking.requested': async () => undefined },
    });
    await sub.stop();
    closed.push = async () => {
      throw new Error('Cannot use a pool after calling end on the pool');
    };
    await expect(bus.publish([bookingRequested()])).rejects.toThrow('Cannot use a pool');
  });

  it('replays retained events to a group that subscribes later', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const event = bookingRequested();
    await bus.publish([event]);
    const seen: string[] = [];
    const sub = await bus.subscribe({
      group: 'late',
      handlers: { 'booking.requested': async (e) => void seen.push(e.id) },
    });
    await bus.idle();
    await sub.stop();
    expect(seen).toEqual([event.id]);
  });

  it('gives a group that stopped and subscribed again the events published meanwhile', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const sub = await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async () => undefined } });
    await sub.stop();
    const event = bookingRequested();
    await bus.publish([event]);
    const seen: string[] = [];
    const again = await bus.subscribe({
      group: 'ops',
      handlers: { 'booking.requested': async (e) => void seen.push(e.id) },
    });
    await bus.idle();
    await again.stop();
    expect(seen).toContain(event.id);
  });

  it('skips event types the group does not handle', async () => {
    const bus = new LocalEventBus({ retry: fastRetry, publishWaitsForApply: true });
    const sub = await bus.subscribe({ group: 'other', handlers: {} });
    await bus.publish([bookingRequested()]);
    expect(await sub.lag()).toBe(0);
  });
});

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
