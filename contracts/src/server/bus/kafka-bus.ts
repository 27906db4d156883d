import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type LogEntry, type Producer } from 'kafkajs';
import { EVENT_DEFINITIONS, parseEnvelope, topicOf } from '../../events/registry';
import type { EventEnvelope } from '../../events/envelope';
import { TOPICS, deadLetterTopic } from '../../events/topics';
import type { Logger } from '../logger';
import { DEFAULT_RETRY, handlerFor, runWithRetries, type EventBus, type RetryPolicy, type Subscription, type SubscriptionSpec } from './event-bus';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  retry?: Partial<RetryPolicy>;
  partitions?: number;
  /** Milliseconds; short in tests so a missing broker fails fast. */
  connectionTimeout?: number;
  /**
   * Prepended as `<namespace>.` to every topic (dead-letter topics included) and consumer group this
   * bus uses, so tests sharing one broker never see each other's or earlier runs' events. Unset in
   * production: the names are then exactly those of `TOPICS` and the subscription specs.
   */
  namespace?: string;
}

/**
 * Kafka adapter: idempotent producer (acks from all in-sync replicas), one consumer group per service,
 * message key = aggregate id so one aggregate's events keep their order. Offsets are committed after
 * the handler returns, so a crash re-delivers (the inbox drops the duplicate). A handler that keeps
 * failing is retried, then its message goes to `<group>.dead-letter` with the error in its headers.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly retry: RetryPolicy;
  private readonly knownTopics = new Set<string>();
  private readonly subscriptions = new Set<KafkaSubscription>();
  private producerConnected = false;
  private connecting?: Promise<void>;

  constructor(private readonly options: KafkaBusOptions) {
    if (options.namespace !== undefined && !/^[A-Za-z0-9_-]+$/.test(options.namespace)) {
      throw new Error(`Kafka namespace must be letters, digits, '_' or '-': ${options.namespace}`);
    }
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: options.connectionTimeout ?? 3000,
      retry: { retries: 8, initialRetryTime: 200 },
      logLevel: logLevel.WARN,
      logCreator: () => (entry: LogEntry) => this.log(entry),
    });
    this.producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.producer.on(this.producer.events.CONNECT, () => (this.producerConnected = true));
    this.producer.on(this.producer.events.DISCONNECT, () => (this.producerConnected = false));
    this.admin = this.kafka.admin();
  }

  /** Connects the producer and admin client and creates the service topics if missing. */
  connect(): Promise<void> {
    this.connecting ??= (async () => {
      await this.admin.connect();
      await this.producer.connect();
      await this.ensureTopics(Object.values(TOPICS).map((t) => this.named(t)));
    })().catch((error) => {
      this.connecting = undefined;
      throw error;
    });
    return this.connecting;
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    await this.connect();
    const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
    for (const event of events) {
      const parsed = parseEnvelope(event);
      const topic = this.named(topicOf(parsed.type, parsed.version));
      const messages = byTopic.get(topic) ?? [];
      messages.push({
        key: event.aggregateId,
        value: JSON.stringify(event),
        headers: { 'event-id': event.id, 'event-type': event.type, 'event-version': String(event.version) },
      });
      byTopic.set(topic, messages);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async subscribe(spec: SubscriptionSpec): Promise<Subscription> {
    await this.connect();
    const topics = [...new Set(EVENT_DEFINITIONS.filter((d) => d.type in spec.handlers).map((d) => this.named(d.topic)))];
    const groupId = this.named(spec.group);
    const dlq = deadLetterTopic(groupId);
    await this.ensureTopics([...topics, dlq]);

    const consumer = this.kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      sessionTimeout: 15_000,
      heartbeatInterval: 1_000,
      retry: { retries: 10, initialRetryTime: 300 },
    });
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      autoCommit: true,
      partitionsConsumedConcurrently: 1,
      eachMessage: async ({ topic, partition, message, heartbeat }) => {
        const raw = message.value?.toString('utf8') ?? '';
        const toDeadLetter = (error: string, attempts: number) =>
          this.producer.send({
            topic: dlq,
            acks: -1,
            messages: [
              {
                key: message.key,
                value: raw,
                headers: {
                  'dlq-error': error.slice(0, 2000),
                  'dlq-attempts': String(attempts),
                  'dlq-source-topic': topic,
                  'dlq-source-partition': String(partition),
                  'dlq-source-offset': message.offset,
                },
              },
            ],
          });

        let event: EventEnvelope;
        try {
          event = parseEnvelope(JSON.parse(raw));
        } catch (error) {
          this.options.logger.error({ group: spec.group, topic, offset: message.offset, err: error }, 'invalid event dead-lettered');
          await toDeadLetter(String(error), 0);
          return;
        }
        const handler = handlerFor(spec.handlers, event);
        if (!handler) return;
        const result = await runWithRetries(
          async () => {
            await handler(event);
            await heartbeat();
          },
          this.retry,
          (attempt, error) =>
            this.options.logger.warn({ group: spec.group, eventType: event.type, eventId: event.id, attempt, err: error }, 'event handler failed, retrying'),
        );
        if (!result.ok) {
          this.options.logger.error(
            { group: spec.group, eventType: event.type, eventId: event.id, attempts: result.attempts, error: result.error },
            'event dead-lettered',
          );
          await toDeadLetter(result.error, result.attempts);
        }
      },
    });
    const subscription = new KafkaSubscription(spec.group, groupId, topics, consumer, this.admin, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async isHealthy(): Promise<boolean> {
    return this.producerConnected;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.producer.disconnect().catch(() => undefined);
    await this.admin.disconnect().catch(() => undefined);
  }

  /** A topic or group name as it is on the broker (with the namespace, if any). */
  named(name: string): string {
    return this.options.namespace ? `${this.options.namespace}.${name}` : name;
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.knownTopics.has(t));
    if (missing.length === 0) return;
    const existing = new Set(await this.admin.listTopics());
    const toCreate = missing.filter((t) => !existing.has(t));
    if (toCreate.length > 0) {
      await this.admin.createTopics({
        waitForLeaders: true,
        topics: toCreate.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 3 })),
      });
    }
    for (const t of missing) this.knownTopics.add(t);
  }

  private log(entry: LogEntry): void {
    const { message, ...extra } = entry.log;
    // Bounded producer retries are deliberate: the outbox retries later and consumers drop duplicates.
    if (message.startsWith('Limiting retries for the idempotent producer')) return;
    const fields = { kafka: entry.namespace, ...extra };
    if (entry.level <= logLevel.ERROR) this.options.logger.error(fields, message);
    else this.options.logger.warn(fields, message);
  }
}

class KafkaSubscription implements Subscription {
  private stopping?: Promise<void>;

  constructor(
    readonly group: string,
    private readonly groupId: string,
    private readonly topics: string[],
    private readonly consumer: Consumer,
    private readonly admin: Admin,
    private readonly onStop: () => void,
  ) {}

  /** Sum over partitions of (latest offset - committed offset). */
  async lag(): Promise<number> {
    const committed = await this.admin.fetchOffsets({ groupId: this.groupId, topics: this.topics });
    let total = 0;
    for (const { topic, partitions } of committed) {
      const latest = await this.admin.fetchTopicOffsets(topic);
      for (const p of latest) {
        const c = partitions.find((x) => x.partition === p.partition);
        const done = c && Number(c.offset) >= 0 ? Number(c.offset) : Number(p.low);
        total += Math.max(0, Number(p.high) - done);
      }
    }
    return total;
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.onStop();
      await this.consumer.stop();
      await this.consumer.disconnect();
    })();
    return this.stopping;
  }
}
