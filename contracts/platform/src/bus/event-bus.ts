import type { EventEnvelope } from '@vip/contracts/events';
import type { EventOf, EventType } from '@vip/contracts/events';
import { DEFAULT_BACKOFF, backoffFor, sleep, type BackoffPolicy, type RetryState } from './failures';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/** A handler per event type; each receives its type's envelope with the payload its schema gives. */
export type EventHandlers = { [T in EventType]?: (event: EventOf<T>) => Promise<void> };

export interface SubscriptionSpec {
  /** Consumer group: one per service (e.g. `svc-ops`), so each service sees every event once. */
  group: string;
  /** Event types this group applies; other types on the same topics are acknowledged and skipped. */
  handlers: EventHandlers;
  /**
   * Where the group's dead letters are kept (the service's own database, in every mode). Unset (a bus's own
   * tests): kept in memory on the bus. A sink that throws is retried like a handler: the event is not
   * acknowledged until its dead letter is stored.
   */
  deadLetters?: DeadLetterSink;
  /**
   * Embedded mode only: the group's durable queue (the service's own database). The in-process bus hands an
   * event over once it is stored there, and the group applies its queue at its own pace, so a slow consumer
   * never holds up another and a crash loses nothing. Unset: an in-memory queue.
   */
  queue?: EventQueue;
}

/**
 * The handler for an envelope the bus has checked against its schema (parseEnvelope): the one place where
 * an envelope's `type` is trusted to name its payload's type.
 */
export function handlerFor(handlers: EventHandlers, event: EventEnvelope): EventHandler | undefined {
  return (handlers as Record<string, EventHandler | undefined>)[event.type];
}

export interface Subscription {
  readonly group: string;
  /** Events on the subscribed topics not yet applied by this group. */
  lag(): Promise<number>;
  /** The event this group is retrying after transient failures, if any (for /readyz and metrics). */
  retrying(): RetryState | undefined;
  /** Stops taking new events and waits for the one in hand. */
  stop(): Promise<void>;
  /**
   * Resolves once no event is in hand (after stop, none is taken again): what a shutdown waits for before it
   * closes the database, so a handler's side effect is recorded, however long leaving the group takes.
   */
  settled(): Promise<void>;
}

export interface DeadLetter {
  group: string;
  topic: string;
  error: string;
  attempts: number;
  raw: string;
  /** Where it came from (Kafka partition and offset), if known. */
  source?: string;
}

export type DeadLetterSink = (letter: DeadLetter) => Promise<void>;

/** A group's stored, ordered, not yet applied events (embedded mode). */
export interface EventQueue {
  /** Stores events for the group, in order; resolves once they are durable. */
  push(raws: string[]): Promise<void>;
  /** The oldest stored events, in order. */
  peek(limit: number): Promise<{ seq: string; raw: string }[]>;
  /** Removes an applied (or dead-lettered) event. */
  remove(seq: string): Promise<void>;
  size(): Promise<number>;
}

/**
 * At-least-once delivery of versioned events. Publish validates every payload against its schema;
 * every consumer validates again before its handler runs. A handler that fails transiently is retried
 * without giving up (backing off to a ceiling, the group's position held); an event that can never apply
 * (classifyFailure: invalid, refused by a rule) goes to the group's dead letters, kept for a replay.
 */
export interface EventBus {
  readonly kind: 'kafka' | 'local';
  publish(events: EventEnvelope[]): Promise<void>;
  subscribe(spec: SubscriptionSpec): Promise<Subscription>;
  /** True when the bus can take publishes now (used by /readyz). */
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export type RetryPolicy = BackoffPolicy;
export const DEFAULT_RETRY: RetryPolicy = DEFAULT_BACKOFF;
export { backoffFor, sleep };
