import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { KafkaEventBus } from '../src/bus/kafka-bus';
import { silentLogger } from '../src/logger';
import { describeWithInfra, testInfra } from '../src/testing/infra';
import { bookingRequested, waitFor } from './helpers';

describeWithInfra('kafka', 'KafkaEventBus namespaces', () => {
  const run = `ns-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const [one, two] = [`${run}-a`, `${run}-b`];
  const buses: KafkaEventBus[] = [];
  const newBus = (namespace: string) => {
    const bus = new KafkaEventBus({
      brokers: testInfra.kafkaBrokers!,
      clientId: namespace,
      logger: silentLogger(),
      namespace,
    });
    buses.push(bus);
    return bus;
  };
  const admin = new Kafka({
    clientId: run,
    brokers: testInfra.kafkaBrokers ?? ['127.0.0.1:9092'],
    logLevel: logLevel.NOTHING,
  }).admin();

  beforeAll(() => admin.connect());
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await admin.deleteGroups([`${one}.svc-ops`, `${two}.svc-ops`]).catch(() => undefined);
    const ours = (await admin.listTopics()).filter((t) => t.startsWith(`${run}-`));
    if (ours.length > 0) await admin.deleteTopics({ topics: ours }).catch(() => undefined);
    await admin.disconnect();
  });

  it('keeps topics and consumer groups of one namespace apart from another', async () => {
    const a = newBus(one);
    const b = newBus(two);
    const seenA: string[] = [];
    const seenB: string[] = [];
    // The same group name in both namespaces: two separate groups on the broker.
    const subA = await a.subscribe({
      group: 'svc-ops',
      handlers: { 'booking.requested': async (e) => void seenA.push(e.id) },
    });
    await b.subscribe({ group: 'svc-ops', handlers: { 'booking.requested': async (e) => void seenB.push(e.id) } });
    const event = bookingRequested();
    await a.publish([event]);

    await waitFor(
      () => seenA,
      (s) => s.length === 1,
      30_000,
    );
    expect(seenA).toEqual([event.id]);
    await waitFor(
      () => subA.lag(),
      (n) => n === 0,
      30_000,
    );
    expect(seenB).toEqual([]);

    const topics = await admin.listTopics();
    expect(topics).toEqual(expect.arrayContaining([`${one}.booking.events`, `${two}.booking.events`]));
    expect(a.named('booking.events')).toBe(`${one}.booking.events`);
  });

  it('refuses a namespace that is not a plain name', () => {
    expect(() => newBus('a.b')).toThrow(/namespace/);
  });
});
