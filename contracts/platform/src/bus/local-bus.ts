import { EVENT_DEFINITIONS, parseEnvelope, topicOf } from '@vip/contracts/events';
import type { EventEnvelope } from '@vip/contracts/events';
import { deadLetterTopic } from '@vip/contracts/events';
import type { Logger } from '../logger';
import {
  DEFAULT_RETRY,
  handlerFor,
  type DeadLetter,
  type EventBus,
  type EventQueue,
  type RetryPolicy,
  type Subscription,
  type SubscriptionSpec,
} from './event-bus';
import { ConsumerStoppedError, applyPatiently, backoffFor, sleep, type RetryState } from './failures';

export interface LocalEventBusOptions {
  logger?: Logger;
  retry?: Partial<RetryPolicy>;
  /** Events per topic kept in memory for groups that subscribe later in the process. */
  retention?: number;
  /** Tests: `publish` resolves once every group has applied the events, not just stored them. */
  publishWaitsForApply?: boolean;
}

/**
 * The embedded bus, with Kafka's contract. Each group's queue (in its service's database) plays its partition:
 * `publish` resolves once every group has stored the events, so the outbox marks them published only then. Each
 * group applies its queue on its own, so a slow consumer holds up nobody and a crash resumes from the queue.
 * Events are also kept in memory (bounded) for groups subscribing later, as Kafka reads from the beginning.
 */
export class LocalEventBus implements EventBus {
  readonly kind = 'local' as const;
  /** For tests; the groups' sinks keep them durably. */
  readonly deadLetters: DeadLetter[] = [];
  private readonly retained = new Map<string, string[]>();
  private readonly groups = new Map<string, LocalGroup>();
  private readonly retry: RetryPolicy;
  private readonly retention: number;

  constructor(private readonly options: LocalEventBusOptions = {}) {
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.retention = options.retention ?? 10_000;
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    // Validate the whole batch first, so a bad event cannot leave half a batch delivered.
    const prepared = events.map((event) => {
      const parsed = parseEnvelope(event);
      return { topic: topicOf(parsed.type, parsed.version), raw: JSON.stringify(event) };
    });
    const perGroup = new Map<LocalGroup, string[]>();
    for (const { topic, raw } of prepared) {
      this.retain(topic, raw);
      for (const group of this.groups.values()) {
        if (group.topics.has(topic)) perGroup.set(group, [...(perGroup.get(group) ?? []), raw]);
      }
    }
    await Promise.all(
      [...perGroup].map(([group, raws]) => group.accept(raws, this.options.publishWaitsForApply ?? false)),
    );
  }

  async subscribe(spec: SubscriptionSpec): Promise<Subscription> {
    if (this.groups.get(spec.group)?.running) throw new Error(`Group ${spec.group} is already subscribed on this bus`);
    const topics = new Set(EVENT_DEFINITIONS.filter((d) => d.type in spec.handlers).map((d) => d.topic));
    // A stopped group stays registered, so what is published meanwhile still reaches its stored queue.
    const group = new LocalGroup(spec, topics, this.retry, this.options.logger, (letter) =>
      this.deadLetter(spec, letter),
    );
    this.groups.set(spec.group, group);
    const backlog = [...topics].flatMap((topic) => this.retained.get(topic) ?? []);
    if (backlog.length > 0) await group.accept(backlog, false);
    group.start();
    return group;
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async idle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const group of this.groups.values()) {
      if (!group.running) continue;
      while ((await group.lag()) > 0) {
        if (Date.now() > deadline) throw new Error(`Group ${group.group} did not catch up within ${timeoutMs} ms`);
        await sleep(5);
      }
    }
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

  private async deadLetter(spec: SubscriptionSpec, letter: DeadLetter): Promise<void> {
    await spec.deadLetters?.(letter);
    this.deadLetters.push(letter);
    this.options.logger?.error(
      { group: letter.group, topic: letter.topic, attempts: letter.attempts, error: letter.error },
      'event dead-lettered',
    );
  }
}

/** For a bus's own tests, where there is no service database. */
export class MemoryEventQueue implements EventQueue {
  private readonly items: { seq: string; raw: string }[] = [];
  private next = 0;

  async push(raws: string[]): Promise<void> {
    for (const raw of raws) this.items.push({ seq: String(++this.next), raw });
  }

  async peek(limit: number): Promise<{ seq: string; raw: string }[]> {
    return this.items.slice(0, limit);
  }

  async remove(seq: string): Promise<void> {
    const at = this.items.findIndex((item) => item.seq === seq);
    if (at >= 0) this.items.splice(at, 1);
  }

  async size(): Promise<number> {
    return this.items.length;
  }
}

class LocalGroup implements Subscription {
  private readonly queue: EventQueue;
  private loop?: Promise<void>;
  private wake?: () => void;
  private stopSleep?: () => void;
  private stopped = false;
  /** Set by every push, so a push between the look at the queue and the wait is not missed. */
  private signalled = false;
  private retryState?: RetryState;
  private applied = 0;
  private accepted = 0;
  private readonly waiters: { until: number; resolve: () => void }[] = [];

  constructor(
    private readonly spec: SubscriptionSpec,
    readonly topics: Set<string>,
    private readonly retry: RetryPolicy,
    private readonly logger: Logger | undefined,
    private readonly onDeadLetter: (letter: DeadLetter) => Promise<void>,
  ) {
    this.queue = spec.queue ?? new MemoryEventQueue();
  }

  get group(): string {
    return this.spec.group;
  }

  get running(): boolean {
    return !this.stopped;
  }

  start(): void {
    this.loop ??= this.run();
  }

  // A stopped group still stores events; if its database is closed, the publish fails and the outbox keeps them.
  async accept(raws: string[], waitApplied: boolean): Promise<void> {
    if (this.stopped) {
      await this.queue.push(raws);
      return;
    }
    await this.queue.push(raws);
    this.accepted += raws.length;
    const until = this.accepted;
    this.signalled = true;
    this.wake?.();
    if (waitApplied && this.applied < until)
      await new Promise<void>((resolve) => this.waiters.push({ until, resolve }));
  }

  async lag(): Promise<number> {
    return this.queue.size();
  }

  retrying(): RetryState | undefined {
    return this.retryState;
  }

  async settled(): Promise<void> {
    if (this.stopped) await this.loop;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    this.stopSleep?.();
    await this.loop;
    // What publish waited for is stored in the queue: the next start applies it.
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        this.signalled = false;
        const batch = await this.queue.peek(50);
        failures = 0;
        if (batch.length === 0) {
          if (!this.signalled) await new Promise<void>((resolve) => (this.wake = resolve));
          this.wake = undefined;
          continue;
        }
        for (const item of batch) {
          if (this.stopped) return;
          await this.deliver(item.raw);
          await this.queue.remove(item.seq);
          this.markApplied();
        }
      } catch (error) {
        if (error instanceof ConsumerStoppedError) return;
        // The queue's database is unreachable: the events stay stored; try again.
        failures++;
        this.logger?.warn({ group: this.group, err: error, failures }, 'event queue unavailable; retrying');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, backoffFor(failures, this.retry));
          this.stopSleep = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.stopSleep = undefined;
      }
    }
  }

  private markApplied(): void {
    this.applied++;
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (this.waiters[i]!.until <= this.applied) this.waiters.splice(i, 1)[0]!.resolve();
    }
  }

  private async deliver(raw: string): Promise<void> {
    let event: EventEnvelope | undefined;
    let error: string | undefined;
    let attempts = 0;
    try {
      event = parseEnvelope(JSON.parse(raw));
    } catch (invalid) {
      error = String(invalid);
    }
    if (event) {
      const handler = handlerFor(this.spec.handlers, event);
      if (!handler) return;
      const parsed = event;
      const result = await applyPatiently(() => handler(parsed), {
        policy: this.retry,
        stopping: () => this.stopped,
        eventId: parsed.id,
        eventType: parsed.type,
        onRetry: (state, err) => {
          this.retryState = state;
          this.logger?.warn(
            { group: this.group, eventType: parsed.type, eventId: parsed.id, attempt: state.attempts, err },
            'event handler failed, retrying',
          );
        },
      });
      this.retryState = undefined;
      if (result.ok) return;
      error = result.error;
      attempts = result.attempts;
    }
    // Storing the dead letter is retried like a handler: the event leaves the queue only once it is kept.
    const letter: DeadLetter = {
      group: this.group,
      topic: deadLetterTopic(this.group),
      error: error ?? 'invalid event',
      attempts,
      raw,
    };
    await applyPatiently(
      async () => {
        // A sink failure is never the event's fault: always retried (a plain Error is transient).
        await this.onDeadLetter(letter).catch((sinkError) => Promise.reject(new Error(String(sinkError))));
      },
      { policy: this.retry, stopping: () => this.stopped },
    );
  }
}
