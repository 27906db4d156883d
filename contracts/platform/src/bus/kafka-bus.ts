import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type LogEntry, type Producer } from 'kafkajs';
import { EVENT_DEFINITIONS, parseEnvelope, topicOf } from '@vip/contracts/events';
import type { EventEnvelope } from '@vip/contracts/events';
import { TOPICS, deadLetterTopic } from '@vip/contracts/events';
import type { Logger } from '../logger';
import {
  DEFAULT_RETRY,
  handlerFor,
  type DeadLetter,
  type EventBus,
  type RetryPolicy,
  type Subscription,
  type SubscriptionSpec,
} from './event-bus';
import { applyPatiently, backoffFor, sleep, withTimeout, type RetryState } from './failures';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  retry?: Partial<RetryPolicy>;
  partitions?: number;
  /** Milliseconds; short in tests so a missing broker fails fast. */
  connectionTimeout?: number;
  /** Prefixes every topic and group so tests sharing a broker never see each other's events; unset in production. */
  namespace?: string;
  /** How long a handled offset may wait to be committed; COMMIT_INTERVAL_MS unless a test says otherwise. */
  commitIntervalMs?: number;
}

/** How long a handled offset may wait to be committed (with the others handled meanwhile, in one request). */
export const COMMIT_INTERVAL_MS = 1000;
/** Events parsed lately, shared by the process' groups: each group reads the same message of a topic. */
const PARSED_KEPT = 1024;

/**
 * The producer waits for all in-sync replicas, one send in flight (order kept). Not idempotent: KafkaJS's sequence
 * numbers fall out of step when a bounded send is abandoned across a broker restart, and events were lost; a send
 * repeated is a duplicate the inbox drops. Key = aggregate id, for per-aggregate order. Offsets commit after the
 * handler, so a crash redelivers. Transient failures retry without end, the partition held; events that can never
 * apply are dead-lettered. Nothing waits for the broker at start: the outbox keeps events meanwhile.
 *
 * Offsets are committed by the bus, not by KafkaJS (which commits after every batch, whatever its interval says):
 * at most once a second while a group works, and at stop. A crash or rebalance before the commit delivers the last
 * second's events again; the consumers' inbox tables drop them, so side effects still happen once. `lag()` counts
 * what the group has handled, committed or not, so an idle group reads 0 at once.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly retry: RetryPolicy;
  private readonly knownTopics = new Set<string>();
  private readonly subscriptions = new Set<KafkaSubscription>();
  /** For groups without a sink of their own (the bus's own tests). */
  readonly deadLetters: DeadLetter[] = [];
  private connecting?: Promise<void>;
  private health?: { at: number; ok: boolean };
  private readonly healthWaiters: (() => void)[] = [];
  private readonly parsed = new Map<string, { raw: string; event: EventEnvelope }>();

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
      idempotent: false,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.admin = this.kafka.admin();
  }

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

  /** Returns at once, broker up or not; joins in the background with backoff, and again after a fatal crash. */
  async subscribe(spec: SubscriptionSpec): Promise<Subscription> {
    const topics = [
      ...new Set(EVENT_DEFINITIONS.filter((d) => d.type in spec.handlers).map((d) => this.named(d.topic))),
    ];
    const subscription = new KafkaSubscription(
      spec.group,
      this.named(spec.group),
      topics,
      this.admin,
      () => this.subscriptions.delete(subscription),
      (error) => this.options.logger.warn({ group: spec.group, err: error }, 'offset commit failed; retrying'),
      this.options.commitIntervalMs ?? COMMIT_INTERVAL_MS,
    );
    this.subscriptions.add(subscription);
    subscription.begin((attempt) => this.runConsumer(spec, subscription, attempt));
    return subscription;
  }

  private async runConsumer(
    spec: SubscriptionSpec,
    subscription: KafkaSubscription,
    attempt: number,
  ): Promise<Consumer> {
    if (attempt > 1) this.options.logger.warn({ group: spec.group, attempt }, 'consumer not running; joining again');
    await this.connect();
    await this.ensureTopics(subscription.topics);
    const consumer = this.kafka.consumer({
      groupId: subscription.groupId,
      allowAutoTopicCreation: false,
      sessionTimeout: 15_000,
      heartbeatInterval: 1_000,
      retry: { retries: 10, initialRetryTime: 300 },
    });
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: subscription.topics, fromBeginning: true });
    } catch (error) {
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
    // Before run(): its first join happens while run() is still being awaited.
    consumer.on(consumer.events.GROUP_JOIN, (e) => {
      subscription.running = true;
      subscription.assigned(e.payload.memberAssignment);
    });
    consumer.on(consumer.events.STOP, () => (subscription.running = false));
    consumer.on(consumer.events.COMMIT_OFFSETS, (e) => subscription.committedNow(e.payload.topics));
    // The group's partitions are about to move: what it handled is committed first (best effort: if the
    // generation has moved on, those events come again and the inbox drops them).
    consumer.on(consumer.events.REBALANCING, () => void subscription.commit(consumer));
    subscription.attach(consumer);
    await consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: 1,
      eachMessage: ({ topic, partition, message, heartbeat }) =>
        subscription.inHand(async () => {
          await this.handleMessage(spec, subscription, topic, partition, message.offset, message.value, heartbeat);
          subscription.handled(topic, partition, message.offset);
        }),
    });
    return consumer;
  }

  /** Parsed once per process: the same message reaches each group of the process that reads its topic. */
  private parse(source: string, raw: string): EventEnvelope {
    const known = this.parsed.get(source);
    if (known?.raw === raw) return known.event;
    const event = parseEnvelope(JSON.parse(raw));
    if (this.parsed.size >= PARSED_KEPT) this.parsed.delete(this.parsed.keys().next().value!);
    this.parsed.set(source, { raw, event });
    return event;
  }

  private async handleMessage(
    spec: SubscriptionSpec,
    subscription: KafkaSubscription,
    topic: string,
    partition: number,
    offset: string,
    value: Buffer | null,
    heartbeat: () => Promise<void>,
  ): Promise<void> {
    const raw = value?.toString('utf8') ?? '';
    const source = `${topic}/${partition}@${offset}`;
    let event: EventEnvelope | undefined;
    let error = '';
    let attempts = 0;
    try {
      event = this.parse(source, raw);
    } catch (invalid) {
      error = String(invalid);
      this.options.logger.error({ group: spec.group, source, err: invalid }, 'invalid event');
    }
    if (event) {
      const handler = handlerFor(spec.handlers, event);
      if (!handler) return;
      const parsed = event;
      const result = await applyPatiently(() => handler(parsed), {
        policy: this.retry,
        stopping: () => subscription.stopping,
        keepAlive: heartbeat,
        eventId: parsed.id,
        eventType: parsed.type,
        onRetry: (state, err) => {
          subscription.retryState = state;
          this.options.logger.warn(
            { group: spec.group, eventType: parsed.type, eventId: parsed.id, attempt: state.attempts, err },
            'event handler failed, retrying',
          );
        },
      });
      subscription.retryState = undefined;
      if (result.ok) return;
      error = result.error;
      attempts = result.attempts;
      this.options.logger.error(
        { group: spec.group, eventType: parsed.type, eventId: parsed.id, error },
        'event can never apply; dead-lettered',
      );
    }
    const letter: DeadLetter = {
      group: spec.group,
      topic: deadLetterTopic(subscription.groupId),
      error,
      attempts,
      raw,
      source,
    };
    // The offset moves on only once the dead letter is stored (retried like a handler).
    await applyPatiently(
      async () => {
        if (spec.deadLetters)
          await spec.deadLetters(letter).catch((sinkError) => Promise.reject(new Error(String(sinkError))));
        else this.deadLetters.push(letter);
      },
      { policy: this.retry, stopping: () => subscription.stopping, keepAlive: heartbeat },
    );
  }

  // The last answer, refreshed in the background when over 2 s old: /readyz never waits on a silent broker, and
  // a producer connected once is no proof the broker is still up.
  async isHealthy(): Promise<boolean> {
    if (!this.health || Date.now() - this.health.at > 2000) {
      const at = Date.now();
      this.health = { at, ok: this.health?.ok ?? false };
      void (async () => {
        try {
          await withTimeout(this.connect(), 2000);
          await withTimeout(this.admin.describeCluster(), 2000);
          this.health = { at, ok: true };
        } catch {
          this.health = { at, ok: false };
        }
        this.healthWaiters.splice(0).forEach((resolve) => resolve());
      })();
    }
    return this.health.ok;
  }

  /** For tests. */
  healthChecked(): Promise<void> {
    return new Promise((resolve) => this.healthWaiters.push(resolve));
  }

  consumers(): { group: string; running: boolean }[] {
    return [...this.subscriptions].map((s) => ({ group: s.group, running: s.running }));
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.producer.disconnect().catch(() => undefined);
    await this.admin.disconnect().catch(() => undefined);
  }

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
  stopping = false;
  running = false;
  retryState?: RetryState;
  private consumer?: Consumer;
  private loop?: Promise<void>;
  private stopSignal: () => void = () => undefined;
  private readonly stopRequested = new Promise<void>((resolve) => (this.stopSignal = resolve));
  private stopped?: Promise<void>;
  private readonly handling = new Set<Promise<void>>();
  /** Per partition (`topic:partition`), the offset after the last event handled: what a commit would record. */
  private readonly done = new Map<string, { topic: string; partition: number; next: bigint }>();
  /** What this member last committed, per partition. */
  private readonly committed = new Map<string, bigint>();
  private commitTimer?: NodeJS.Timeout;
  private committing: Promise<void> = Promise.resolve();

  constructor(
    readonly group: string,
    readonly groupId: string,
    readonly topics: string[],
    private readonly admin: Admin,
    private readonly onStop: () => void,
    private readonly onCommitError: (error: unknown) => void,
    private readonly commitIntervalMs: number,
  ) {}

  attach(consumer: Consumer): void {
    this.consumer = consumer;
  }

  /** An event applied (or skipped, or dead-lettered): its offset is committed within the interval. */
  handled(topic: string, partition: number, offset: string): void {
    const key = `${topic}:${partition}`;
    const next = BigInt(offset) + 1n;
    const known = this.done.get(key);
    if (known && known.next >= next) return;
    this.done.set(key, { topic, partition, next });
    this.commitLater();
  }

  /**
   * A join's assignment: what this member handled of partitions it no longer owns is not its to commit (a late
   * commit would move the group back past what their new owner committed).
   */
  assigned(assignment: Record<string, number[]>): void {
    for (const [key, d] of this.done) {
      if (assignment[d.topic]?.includes(d.partition)) continue;
      this.done.delete(key);
      this.committed.delete(key);
    }
  }

  private commitLater(): void {
    this.commitTimer ??= setTimeout(() => {
      this.commitTimer = undefined;
      void this.commit(this.consumer);
    }, this.commitIntervalMs);
  }

  /** KafkaJS reports each commit that succeeded, whoever asked for it. */
  committedNow(topics: { topic: string; partitions: { partition: number; offset: string }[] }[]): void {
    for (const { topic, partitions } of topics)
      for (const { partition, offset } of partitions) {
        const key = `${topic}:${partition}`;
        const at = BigInt(String(offset));
        if ((this.committed.get(key) ?? -1n) < at) this.committed.set(key, at);
      }
  }

  /** Commits what was handled and is not yet committed; one at a time. Failed: tried again a moment later. */
  commit(consumer: Consumer | undefined): Promise<void> {
    this.committing = this.committing.then(async () => {
      const pending = [...this.done.values()].filter(
        (d) => d.next > (this.committed.get(`${d.topic}:${d.partition}`) ?? -1n),
      );
      if (pending.length === 0 || !consumer) return;
      try {
        await consumer.commitOffsets(
          pending.map((d) => ({ topic: d.topic, partition: d.partition, offset: String(d.next) })),
        );
      } catch (error) {
        this.onCommitError(error);
      }
      // KafkaJS answers without committing once its consumer is stopping or crashed; then the events come again.
      if (!this.stopping && pending.some((d) => d.next > (this.committed.get(`${d.topic}:${d.partition}`) ?? -1n)))
        this.commitLater();
    });
    return this.committing;
  }

  begin(start: (attempt: number) => Promise<Consumer>): void {
    this.loop = (async () => {
      for (let attempt = 1; !this.stopping; attempt++) {
        let crashed: () => void = () => undefined;
        const crash = new Promise<void>((resolve) => (crashed = resolve));
        try {
          const consumer = await start(attempt);
          if (this.stopping) {
            // Stop came while joining: leave the group at once.
            await consumer.disconnect().catch(() => undefined);
            return;
          }
          this.consumer = consumer;
          // KafkaJS restarts a consumer after a retriable crash itself; after any other it stays down.
          consumer.on(consumer.events.CRASH, (e) => {
            if (!e.payload.restart) crashed();
          });
          attempt = 0;
          await Promise.race([crash, this.stopRequested]);
          this.running = false;
          if (this.stopping) return;
          await consumer.disconnect().catch(() => undefined);
        } catch {
          // Broker away: try again after a pause.
        }
        if (this.stopping) return;
        await sleep(backoffFor(Math.max(1, attempt), { initialBackoffMs: 500, maxBackoffMs: 10_000 }));
      }
    })();
  }

  retrying(): RetryState | undefined {
    return this.retryState;
  }

  inHand(handle: () => Promise<void>): Promise<void> {
    const running = handle();
    const tracked = running.catch(() => undefined).finally(() => this.handling.delete(tracked));
    this.handling.add(tracked);
    return running;
  }

  async settled(): Promise<void> {
    while (this.handling.size > 0) await Promise.all([...this.handling]);
  }

  /** Events not yet handled: the group's committed offsets, or this member's handled ones where further on. */
  async lag(): Promise<number> {
    const committed = await this.admin.fetchOffsets({ groupId: this.groupId, topics: this.topics });
    let total = 0;
    for (const { topic, partitions } of committed) {
      const latest = await this.admin.fetchTopicOffsets(topic);
      for (const p of latest) {
        const c = partitions.find((x) => x.partition === p.partition);
        const handled = Number(this.done.get(`${topic}:${p.partition}`)?.next ?? -1n);
        const done = Math.max(c && Number(c.offset) >= 0 ? Number(c.offset) : Number(p.low), handled);
        total += Math.max(0, Number(p.high) - done);
      }
    }
    return total;
  }

  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      this.onStop();
      this.stopSignal();
      // A join in progress is not awaited beyond a moment; if it completes later, the loop disconnects it.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.loop, new Promise<void>((resolve) => (timer = setTimeout(resolve, 3000)))]);
      clearTimeout(timer);
      // An event waiting to retry ends its wait (ConsumerStoppedError) and stays uncommitted: delivered again.
      // The event in hand finishes, then what was handled is committed while KafkaJS still runs (it commits
      // nothing once stopping); an event handled after that is delivered again, to an inbox that drops it.
      clearTimeout(this.commitTimer);
      this.commitTimer = undefined;
      await withTimeout(this.settled(), 5000).catch(() => undefined);
      await withTimeout(this.commit(this.consumer), 5000).catch(() => undefined);
      await this.consumer?.stop().catch(() => undefined);
      await this.consumer?.disconnect().catch(() => undefined);
    })();
    return this.stopped;
  }
}
