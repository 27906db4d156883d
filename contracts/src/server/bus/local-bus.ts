import { EVENT_DEFINITIONS, parseEnvelope, topicOf } from '../../events/registry';
import type { EventEnvelope } from '../../events/envelope';
import { deadLetterTopic } from '../../events/topics';
import type { Logger } from '../logger';
import {
  DEFAULT_RETRY,
  handlerFor,
  runWithRetries,
  type DeadLetter,
  type EventBus,
  type RetryPolicy,
  type Subscription,
  type SubscriptionSpec,
} from './event-bus';

export class ConsumerStoppedError extends Error {
  override readonly name = 'ConsumerStoppedError';
}

/**
 * The embedded-mode bus: every service in one process. Same contract as Kafka: payloads validated on
 * publish and on consume, per-group ordered at-least-once delivery, bounded retries, dead letters.
 *
 * There is no durable log, so `publish` resolves only once every subscribed group has applied (or
 * dead-lettered) the events: the outbox row is then marked published only after delivery, and a crash
 * in between re-publishes it from the outbox (the consumer's inbox drops the duplicate). Events are
 * also kept in memory (bounded) so a group that subscribes later in the same process replays them,
 * as a new Kafka consumer group reads a topic from the beginning.
 */
export class LocalEventBus implements EventBus {
  readonly kind = 'local' as const;
  readonly deadLetters: DeadLetter[] = [];
  private readonly retained = new Map<string, string[]>();
  private readonly groups = new Map<string, LocalGroup>();
  private readonly retry: RetryPolicy;
  private readonly retention: number;

  constructor(private readonly options: { logger?: Logger; retry?: Partial<RetryPolicy>; retention?: number } = {}) {
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.retention = options.retention ?? 10_000;
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    // Validate the whole batch first, so a bad event cannot leave half a batch delivered.
    const prepared = events.map((event) => {
      const parsed = parseEnvelope(event);
      return { topic: topicOf(parsed.type, parsed.version), raw: JSON.stringify(event) };
    });
    const deliveries: Promise<void>[] = [];
    for (const { topic, raw } of prepared) {
      this.retain(topic, raw);
      for (const group of this.groups.values()) {
        if (group.topics.has(topic)) deliveries.push(group.enqueue(raw));
      }
    }
    await Promise.all(deliveries);
  }

  async subscribe(spec: SubscriptionSpec): Promise<Subscription> {
    if (this.groups.has(spec.group)) throw new Error(`Group ${spec.group} is already subscribed on this bus`);
    const topics = new Set(EVENT_DEFINITIONS.filter((d) => d.type in spec.handlers).map((d) => d.topic));
    const group = new LocalGroup(spec, topics, this.retry, this.options.logger, (letter) => this.deadLetter(letter), () =>
      this.groups.delete(spec.group),
    );
    this.groups.set(spec.group, group);
    for (const topic of topics) for (const raw of this.retained.get(topic) ?? []) void group.enqueue(raw).catch(() => undefined);
    return group;
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    await Promise.all([...this.groups.values()].map((g) => g.stop()));
  }

  private retain(topic: string, raw: string): void {
    const log = this.retained.get(topic) ?? [];
    log.push(raw);
    if (log.length > this.retention) log.splice(0, log.length - this.retention);
    this.retained.set(topic, log);
  }

  private deadLetter(letter: DeadLetter): void {
    this.deadLetters.push(letter);
    this.options.logger?.error(
      { group: letter.group, topic: letter.topic, attempts: letter.attempts, error: letter.error },
      'event dead-lettered',
    );
  }
}

class LocalGroup implements Subscription {
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private stopped = false;

  constructor(
    private readonly spec: SubscriptionSpec,
    readonly topics: Set<string>,
    private readonly retry: RetryPolicy,
    private readonly logger: Logger | undefined,
    private readonly onDeadLetter: (letter: DeadLetter) => void,
    private readonly onStop: () => void,
  ) {}

  get group(): string {
    return this.spec.group;
  }

  /** Queues one serialized event; delivery is ordered per group, as on one Kafka partition. */
  enqueue(raw: string): Promise<void> {
    this.pending++;
    const delivery = this.chain.then(() => this.deliver(raw)).finally(() => this.pending--);
    this.chain = delivery.catch(() => undefined);
    return delivery;
  }

  async lag(): Promise<number> {
    return this.pending;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.onStop();
    await this.chain;
  }

  private async deliver(raw: string): Promise<void> {
    if (this.stopped) throw new ConsumerStoppedError(`Consumer group ${this.group} is stopped`);
    let event: EventEnvelope;
    try {
      event = parseEnvelope(JSON.parse(raw));
    } catch (error) {
      this.onDeadLetter({ group: this.group, topic: deadLetterTopic(this.group), error: String(error), attempts: 0, raw });
      return;
    }
    const handler = handlerFor(this.spec.handlers, event);
    if (!handler) return;
    const result = await runWithRetries(
      () => handler(event),
      this.retry,
      (attempt, error) => this.logger?.warn({ group: this.group, eventType: event.type, eventId: event.id, attempt, err: error }, 'event handler failed, retrying'),
    );
    if (!result.ok) {
      this.onDeadLetter({ group: this.group, topic: deadLetterTopic(this.group), error: result.error, attempts: result.attempts, raw });
    }
  }
}
