import { randomBytes, randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import type { DeadLetter } from '../src/bus/event-bus';
import { PermanentEventError } from '../src/bus/failures';
import { KafkaEventBus } from '../src/bus/kafka-bus';
import { InvalidEventError, topicOf } from '@vip/contracts/events';
import { silentLogger } from '../src/logger';
import { describeWithInfra, testInfra } from '../src/testing/infra';
import { bookingRequested, waitFor } from './helpers';

describeWithInfra('kafka', 'KafkaEventBus against a real broker', () => {
  // Topics of this run only: the shared topics hold whatever other suites and earlier runs wrote there,
  // which a group reading from the beginning would see (and dead-letter, when it cannot parse it).
  const NS = `kb-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const buses: KafkaEventBus[] = [];
  const newBus = (commitIntervalMs?: number) => {
    const bus = new KafkaEventBus({
      brokers: testInfra.kafkaBrokers!,
      clientId: `test-${randomUUID()}`,
      logger: silentLogger(),
      retry: { initialBackoffMs: 10, maxBackoffMs: 50 },
      namespace: NS,
      commitIntervalMs,
    });
    buses.push(bus);
    return bus;
  };
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    const admin = new Kafka({ clientId: NS, brokers: testInfra.kafkaBrokers!, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    const ours = (await admin.listTopics()).filter((t) => t.startsWith(`${NS}.`));
    if (ours.length > 0) await admin.deleteTopics({ topics: ours }).catch(() => undefined);
    await admin.disconnect();
  });

  it('delivers published events to a consumer group, keyed by aggregate', async () => {
    const bus = newBus();
    const group = `test-group-${randomUUID()}`;
    const mine = new Set<string>();
    const seen: string[] = [];
    await bus.subscribe({
      group,
      handlers: { 'booking.requested': async (e) => void (mine.has(e.id) && seen.push(e.id)) },
    });
    const events = [bookingRequested(), bookingRequested()];
    events.forEach((e) => mine.add(e.id));
    await bus.publish(events);
    await waitFor(
      () => seen.length,
      (n) => n === 2,
      30_000,
    );
    expect(seen.sort()).toEqual(events.map((e) => e.id).sort());
    // Joined: the group says it runs (its first join comes while the consumer is still being started).
    expect(bus.consumers()).toEqual([{ group, running: true }]);
  });

  it('rejects an invalid payload before it reaches the broker', async () => {
    const bus = newBus();
    await expect(bus.publish([{ ...bookingRequested(), payload: {} }])).rejects.toBeInstanceOf(InvalidEventError);
  });

  it('retries a transiently failing handler without giving up (heartbeating), then applies it and the events behind it', async () => {
    const bus = newBus();
    const group = `test-patient-${randomUUID()}`;
    const aggregate = randomUUID();
    const first = bookingRequested({}, aggregate);
    const second = bookingRequested({}, aggregate);
    let failuresLeft = 30;
    const applied: string[] = [];
    const sub = await bus.subscribe({
      group,
      handlers: {
        'booking.requested': async (e) => {
          if (e.id !== first.id && e.id !== second.id) return;
          if (e.id === first.id && failuresLeft-- > 0)
            throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
          applied.push(e.id);
        },
      },
    });
    await bus.publish([first, second]);
    await waitFor(
      () => sub.retrying()?.attempts ?? 0,
      (n) => n >= 5,
      30_000,
    );
    expect(applied).toEqual([]);
    await waitFor(
      () => applied.length,
      (n) => n === 2,
      60_000,
    );
    expect(applied).toEqual([first.id, second.id]);
    expect(bus.deadLetters).toEqual([]);
  });

  it('dead-letters an event a rule refuses for good through the group sink, with where it came from, and moves on', async () => {
    const bus = newBus();
    const group = `test-dlq-${randomUUID()}`;
    const poison = bookingRequested({ referenceCode: 'VIP-99999-BAD' });
    const next = bookingRequested({}, poison.aggregateId as ReturnType<typeof randomUUID>);
    let attempts = 0;
    const applied: string[] = [];
    const letters: DeadLetter[] = [];
    await bus.subscribe({
      group,
      deadLetters: async (letter) => void letters.push(letter),
      handlers: {
        'booking.requested': async (e) => {
          if (e.id === poison.id) {
            attempts++;
            throw new PermanentEventError('cannot apply this one');
          }
          if (e.id === next.id) applied.push(e.id);
        },
      },
    });
    await bus.publish([poison, next]);
    await waitFor(
      () => applied.length,
      (n) => n === 1,
      30_000,
    );
    expect(attempts).toBe(1);
    expect(letters).toHaveLength(1);
    expect(JSON.parse(letters[0]!.raw).id).toBe(poison.id);
    expect(letters[0]).toMatchObject({ group, error: 'PermanentEventError: cannot apply this one', attempts: 1 });
    expect(letters[0]!.source).toMatch(new RegExp(`^${NS}\\.booking\\.events/\\d+@\\d+$`));
  });

  it('starts, subscribes and answers unhealthy while the broker is unreachable, without throwing', async () => {
    const bus = new KafkaEventBus({
      brokers: ['127.0.0.1:1'],
      clientId: `down-${randomUUID()}`,
      logger: silentLogger(),
      connectionTimeout: 200,
    });
    buses.push(bus);
    const sub = await bus.subscribe({
      group: `down-${randomUUID()}`,
      handlers: { 'booking.requested': async () => undefined },
    });
    const asked = Date.now();
    expect(await bus.isHealthy()).toBe(false);
    expect(Date.now() - asked).toBeLessThan(100); // /readyz never waits on a broker that does not answer
    await bus.healthChecked();
    expect(await bus.isHealthy()).toBe(false);
    expect(bus.consumers()).toEqual([{ group: sub.group, running: false }]);
    await expect(bus.publish([bookingRequested()])).rejects.toThrow();
  });

  it('reports consumer lag as events wait, and zero once applied', async () => {
    const bus = newBus();
    const group = `test-lag-${randomUUID()}`;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sub = await bus.subscribe({ group, handlers: { 'booking.requested': () => gate } });
    await bus.publish([bookingRequested()]);
    await waitFor(
      () => sub.lag(),
      (n) => n >= 1,
      30_000,
    );
    release();
    await waitFor(
      () => sub.lag(),
      (n) => n === 0,
      30_000,
    );
  });

  it('commits handled offsets later in one go and at stop, its lag 0 as soon as it has handled them', async () => {
    const group = `test-commit-${randomUUID()}`;
    const topic = `${NS}.${topicOf('booking.requested', bookingRequested().version)}`;
    const admin = new Kafka({ clientId: NS, brokers: testInfra.kafkaBrokers!, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    // What the broker holds for the group: messages past its committed offsets.
    const brokerLag = async () => {
      const [committed] = await admin.fetchOffsets({ groupId: `${NS}.${group}`, topics: [topic] });
      let lag = 0;
      for (const p of await admin.fetchTopicOffsets(topic)) {
        const c = Number(committed?.partitions.find((x) => x.partition === p.partition)?.offset ?? -1);
        lag += Number(p.high) - (c >= 0 ? c : Number(p.low));
      }
      return lag;
    };
    try {
      const seen: string[] = [];
      const mine = new Set<string>();
      const handlers = { 'booking.requested': async (e: { id: string }) => void (mine.has(e.id) && seen.push(e.id)) };
      const first = newBus(60_000);
      const sub = await first.subscribe({ group, handlers });
      const events = [bookingRequested(), bookingRequested(), bookingRequested()];
      events.forEach((e) => mine.add(e.id));
      await first.publish(events);
      await waitFor(
        () => seen.length,
        (n) => n === 3,
        30_000,
      );
      expect(await sub.lag()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Handled, not yet committed (one commit per interval, not one per batch) …
      expect(await brokerLag()).toBeGreaterThanOrEqual(3);
      expect(await sub.lag()).toBe(0);
      // … and committed when the group stops, so the next member starts after them.
      await sub.stop();
      expect(await brokerLag()).toBe(0);

      const later = bookingRequested();
      mine.add(later.id);
      const second = newBus();
      await second.subscribe({ group, handlers });
      await second.publish([later]);
      await waitFor(
        () => seen.length,
        (n) => n >= 4,
        30_000,
      );
      await waitFor(
        () => brokerLag(),
        (n) => n === 0,
        30_000,
      );
      // Not delivered again: the stop's commit covered them.
      expect(seen.slice(3)).toEqual([later.id]);
    } finally {
      await admin.disconnect();
    }
  });

  it('delivers again what a member handled but had not committed when it died, and the inbox keeps one effect', async () => {
    const group = `test-crash-${randomUUID()}`;
    const mine = new Set<string>();
    const deliveries: string[] = [];
    const inbox = new Set<string>();
    const effects: string[] = [];
    // A stand-in for consumeOnce: the side effect only when the event is new to the inbox.
    const handlers = {
      'booking.requested': async (e: { id: string }) => {
        if (!mine.has(e.id)) return;
        deliveries.push(e.id);
        if (inbox.has(e.id)) return;
        inbox.add(e.id);
        effects.push(e.id);
      },
    };
    const first = newBus(60_000);
    const sub = await first.subscribe({ group, handlers });
    const events = [bookingRequested(), bookingRequested()];
    events.forEach((e) => mine.add(e.id));
    await first.publish(events);
    await waitFor(
      () => deliveries.length,
      (n) => n === 2,
      30_000,
    );
    // The member dies before its commit: KafkaJS leaves the group, and nothing commits what it handled.
    await (sub as unknown as { consumer: Consumer }).consumer.disconnect();

    const second = newBus();
    await second.subscribe({ group, handlers });
    await waitFor(
      () => deliveries.length,
      (n) => n >= 4,
      30_000,
    );
    expect(deliveries.slice(2).sort()).toEqual(events.map((e) => e.id).sort());
    expect(effects.sort()).toEqual(events.map((e) => e.id).sort());
  });

  it('keeps a busy group going while members join and leave: one effect per event, offsets never back, all committed at stop', async () => {
    const group = `test-members-${randomUUID()}`;
    const topic = `${NS}.${topicOf('booking.requested', bookingRequested().version)}`;
    const admin = new Kafka({ clientId: NS, brokers: testInfra.kafkaBrokers!, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    const committed = async () => {
      const [offsets] = await admin.fetchOffsets({ groupId: `${NS}.${group}`, topics: [topic] });
      return new Map(offsets!.partitions.map((p) => [p.partition, Number(p.offset)]));
    };
    const mine = new Set<string>();
    const handledBy = { a: 0, b: 0 };
    const inbox = new Set<string>();
    let effects = 0;
    const member = (name: 'a' | 'b') => ({
      'booking.requested': async (e: { id: string }) => {
        if (!mine.has(e.id)) return;
        handledBy[name]++;
        // Slow enough that joins and leaves find events in hand.
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (inbox.has(e.id)) return;
        inbox.add(e.id);
        effects++;
      },
    });
    const publishBatch = async (bus: KafkaEventBus) => {
      const events = Array.from({ length: 30 }, () => bookingRequested());
      events.forEach((e) => mine.add(e.id));
      for (const e of events) await bus.publish([e]);
      return events;
    };
    // A rebalance waits for every member to join again; a member that held it up stops the group for a minute.
    const handledSoon = (events: { id: string }[]) =>
      waitFor(
        () => events.every((e) => inbox.has(e.id)),
        (done) => done,
        25_000,
      );
    // Commits only when a member stops, so a rebalance finds handled offsets not yet committed.
    const a = newBus(60_000);
    const b = newBus(60_000);
    try {
      const subA = await a.subscribe({ group, handlers: member('a') });
      await handledSoon(await publishBatch(a));

      // B joins while A is busy, and gets partitions of its own.
      const duringJoin = publishBatch(a);
      const subB = await b.subscribe({ group, handlers: member('b') });
      await handledSoon(await duringJoin);
      await waitFor(
        () => b.consumers()[0]!.running,
        (running) => running,
        25_000,
      );
      await handledSoon(await publishBatch(a));
      expect(handledBy.b).toBeGreaterThan(0);
      const beforeLeave = await committed();

      // A leaves while B is busy: B takes every partition.
      const duringLeave = publishBatch(b);
      await subA.stop();
      await handledSoon(await duringLeave);
      await subB.stop();
      const atEnd = await committed();
      for (const [partition, offset] of beforeLeave) expect(atEnd.get(partition)!).toBeGreaterThanOrEqual(offset);

      // Every event had its one effect, and what was handled is committed: a new member gets none of it again.
      expect([...mine].every((id) => inbox.has(id))).toBe(true);
      expect(effects).toBe(mine.size);
      const c = newBus();
      const seenByC: string[] = [];
      const last = bookingRequested();
      mine.add(last.id);
      await c.subscribe({
        group,
        handlers: { 'booking.requested': async (e: { id: string }) => void (mine.has(e.id) && seenByC.push(e.id)) },
      });
      await c.publish([last]);
      await waitFor(
        () => seenByC.includes(last.id),
        (seen) => seen,
        30_000,
      );
      expect(seenByC).toEqual([last.id]);
    } finally {
      await admin.disconnect();
    }
  }, 180_000);

  it('is settled only once the event in hand is handled, after stop too', async () => {
    const bus = newBus();
    const group = `test-settle-${randomUUID()}`;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = false;
    let finished = false;
    const sub = await bus.subscribe({
      group,
      handlers: {
        'booking.requested': async () => {
          started = true;
          await gate;
          finished = true;
        },
      },
    });
    await bus.publish([bookingRequested()]);
    await waitFor(
      () => started,
      (s) => s,
      30_000,
    );
    const stopped = sub.stop();
    let settled = false;
    const settling = sub.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    release();
    await settling;
    expect(finished).toBe(true);
    await stopped;
  });

  it('answers healthy once connected', async () => {
    const bus = newBus();
    await bus.connect();
    const answered = bus.healthChecked();
    await bus.isHealthy();
    await answered;
    expect(await bus.isHealthy()).toBe(true);
  });
});
