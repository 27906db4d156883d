import type { SubscriptionSpec } from '../src/server/bus/event-bus';
import { LocalEventBus } from '../src/server/bus/local-bus';
import { InvalidEventError } from '../src/events/registry';
import { bookingRequested } from './helpers';

const fastRetry = { maxAttempts: 3, initialBackoffMs: 1, maxBackoffMs: 2 };

describe('LocalEventBus', () => {
  it('delivers a published event to every subscribed group before publish resolves', async () => {
    const bus = new LocalEventBus({ retry: fastRetry });
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
    const bus = new LocalEventBus({ retry: fastRetry });
    const references: string[] = [];
    await bus.subscribe({
      group: 'typed',
      handlers: {
        // No cast: the payload is the booking.requested schema's output.
        'booking.requested': async (e) => void references.push(`${e.payload.referenceCode} x${e.payload.adultCount} v${e.version}`),
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
    const bus = new LocalEventBus({ retry: fastRetry });
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
    const events = [bookingRequested({ adultCount: 20 }), bookingRequested({ adultCount: 1 }), bookingRequested({ adultCount: 5 })];
    await Promise.all(events.map((e) => bus.publish([e])));
    expect(seen).toEqual(events.map((e) => e.id));
  });

  it('rejects an invalid payload on publish and delivers nothing of the batch', async () => {
    const bus = new LocalEventBus({ retry: fastRetry });
    const seen: string[] = [];
    await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    const good = bookingRequested();
    const bad = { ...bookingRequested(), payload: { referenceCode: 42 } };
    await expect(bus.publish([good, bad])).rejects.toBeInstanceOf(InvalidEventError);
    expect(seen).toEqual([]);
  });

  it('retries a failing handler, then dead-letters the event and moves on', async () => {
    const bus = new LocalEventBus({ retry: fastRetry });
    let attempts = 0;
    const applied: string[] = [];
    await bus.subscribe({
      group: 'ops',
      handlers: {
        'booking.requested': async (e) => {
          if (e.payload.referenceCode === 'VIP-00000-BAD') {
            attempts++;
            throw new Error('cannot apply');
          }
          applied.push(e.id);
        },
      },
    });
    const poison = bookingRequested({ referenceCode: 'VIP-00000-BAD' });
    const next = bookingRequested();
    await bus.publish([poison, next]);
    expect(attempts).toBe(3);
    expect(bus.deadLetters).toHaveLength(1);
    expect(bus.deadLetters[0]).toMatchObject({ group: 'ops', topic: 'ops.dead-letter', attempts: 3, error: 'cannot apply' });
    expect(JSON.parse(bus.deadLetters[0].raw).id).toBe(poison.id);
    expect(applied).toEqual([next.id]);
  });

  it('recovers when a handler fails once (at-least-once)', async () => {
    const bus = new LocalEventBus({ retry: fastRetry });
    let calls = 0;
    await bus.subscribe({
      group: 'ops',
      handlers: {
        'booking.requested': async () => {
          calls++;
          if (calls === 1) throw new Error('transient');
        },
      },
    });
    await bus.publish([bookingRequested()]);
    expect(calls).toBe(2);
    expect(bus.deadLetters).toHaveLength(0);
  });

  it('replays retained events to a group that subscribes later', async () => {
    const bus = new LocalEventBus({ retry: fastRetry });
    const event = bookingRequested();
    await bus.publish([event]);
    const seen: string[] = [];
    const sub = await bus.subscribe({ group: 'late', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    await sub.stop();
    expect(seen).toEqual([event.id]);
  });

  it('gives a group that stopped and subscribed again the events published meanwhile', async () => {
    const bus = new LocalEventBus({ retry: fastRetry });
    const sub = await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async () => undefined } });
    await sub.stop();
    const event = bookingRequested();
    await bus.publish([event]);
    const seen: string[] = [];
    const again = await bus.subscribe({ group: 'ops', handlers: { 'booking.requested': async (e) => void seen.push(e.id) } });
    await again.stop();
    expect(seen).toContain(event.id);
  });

  it('skips event types the group does not handle', async () => {
    const bus = new LocalEventBus({ retry: fastRetry });
    const sub = await bus.subscribe({ group: 'other', handlers: {} });
    await bus.publish([bookingRequested()]);
    expect(await sub.lag()).toBe(0);
  });
});
