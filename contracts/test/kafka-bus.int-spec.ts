import { randomUUID } from 'node:crypto';
import { Kafka } from 'kafkajs';
import { KafkaEventBus } from '../src/server/bus/kafka-bus';
import { InvalidEventError } from '../src/events/registry';
import { silentLogger } from '../src/server/logger';
import { describeWithInfra, testInfra } from '../src/server/testing/infra';
import { bookingRequested, waitFor } from './helpers';

describeWithInfra('kafka', 'KafkaEventBus against a real broker', () => {
  const buses: KafkaEventBus[] = [];
  const newBus = () => {
    const bus = new KafkaEventBus({
      brokers: testInfra.kafkaBrokers!,
      clientId: `test-${randomUUID()}`,
      logger: silentLogger(),
      retry: { maxAttempts: 3, initialBackoffMs: 10, maxBackoffMs: 20 },
    });
    buses.push(bus);
    return bus;
  };
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it('delivers published events to a consumer group, keyed by aggregate', async () => {
    const bus = newBus();
    const group = `test-group-${randomUUID()}`;
    const mine = new Set<string>();
    const seen: string[] = [];
    await bus.subscribe({ group, handlers: { 'booking.requested': async (e) => void (mine.has(e.id) && seen.push(e.id)) } });
    const events = [bookingRequested(), bookingRequested()];
    events.forEach((e) => mine.add(e.id));
    await bus.publish(events);
    await waitFor(() => seen.length, (n) => n === 2, 30_000);
    expect(seen.sort()).toEqual(events.map((e) => e.id).sort());
  });

  it('rejects an invalid payload before it reaches the broker', async () => {
    const bus = newBus();
    await expect(bus.publish([{ ...bookingRequested(), payload: {} }])).rejects.toBeInstanceOf(InvalidEventError);
  });

  it('retries a failing handler, then sends the event to the dead-letter topic with the error', async () => {
    const bus = newBus();
    const group = `test-dlq-${randomUUID()}`;
    const poison = bookingRequested({ referenceCode: 'VIP-99999-BAD' });
    let attempts = 0;
    await bus.subscribe({
      group,
      handlers: {
        'booking.requested': async (e) => {
          if (e.id === poison.id) {
            attempts++;
            throw new Error('cannot apply this one');
          }
        },
      },
    });
    await bus.publish([poison]);

    const kafka = new Kafka({ clientId: 'dlq-reader', brokers: testInfra.kafkaBrokers!, logLevel: 0 });
    const reader = kafka.consumer({ groupId: `reader-${randomUUID()}` });
    const letters: { value: string; error: string; attempts: string }[] = [];
    await reader.connect();
    await reader.subscribe({ topic: `${group}.dead-letter`, fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) => {
        letters.push({
          value: message.value!.toString(),
          error: message.headers!['dlq-error']!.toString(),
          attempts: message.headers!['dlq-attempts']!.toString(),
        });
      },
    });
    try {
      await waitFor(() => letters.length, (n) => n >= 1, 30_000);
    } finally {
      await reader.disconnect();
    }
    expect(attempts).toBe(3);
    expect(JSON.parse(letters[0].value).id).toBe(poison.id);
    expect(letters[0]).toMatchObject({ error: 'cannot apply this one', attempts: '3' });
  });

  it('reports consumer lag as events wait, and zero once applied', async () => {
    const bus = newBus();
    const group = `test-lag-${randomUUID()}`;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sub = await bus.subscribe({ group, handlers: { 'booking.requested': () => gate } });
    await bus.publish([bookingRequested()]);
    await waitFor(() => sub.lag(), (n) => n >= 1, 30_000);
    release();
    await waitFor(() => sub.lag(), (n) => n === 0, 30_000);
  });

  it('answers healthy once connected', async () => {
    const bus = newBus();
    await bus.connect();
    expect(await bus.isHealthy()).toBe(true);
  });
});
