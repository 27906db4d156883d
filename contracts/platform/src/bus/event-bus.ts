import type { EventEnvelope } from '@vip/contracts/events';
import type { EventOf, EventType } from '@vip/contracts/events';
import { DEFAULT_BACKOFF, backoffFor, sleep, type BackoffPolicy, type RetryState } from './failures';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export type EventHandlers = { [T in EventType]?: (event: EventOf<T>) => Promise<void> };

export interface SubscriptionSpec {
  /** One per service (e.g. `svc-ops`), so each service sees every event once. */
  group: string;
  /** Other types on the same topics are acknowledged and skipped. */
  handlers: EventHandlers;
  // Unset (a bus's own tests): kept in memory. A sink that throws is retried like a handler: the event is not
  // acknowledged until its dead letter is stored.
  deadLetters?: DeadLetterSink;
  /** Embedded mode: a durable queue, so a slow consumer never holds up another and a crash loses nothing. */
  queue?: EventQueue;
}

/** The one place an envelope's `type` is trusted to name its payload: the bus has parsed it. */
export function handlerFor(handlers: EventHandlers, event: EventEnvelope): EventHandler | undefined {
  return (handlers as Record<string, EventHandler | undefined>)[event.type];
}

export interface Subscription {
  readonly group: string;
  lag(): Promise<number>;
  retrying(): RetryState | undefined;
  stop(): Promise<void>;
  /** What shutdown awaits before closing the database, so a handler's side effect is recorded. */
  settled(): Promise<void>;
}

export interface DeadLetter {
  group: string;
  topic: string;
  error: string;
  attempts: number;
  raw: string;
  source?: string;
}

export type DeadLetterSink = (letter: DeadLetter) => Promise<void>;

export interface EventQueue {
  /** Resolves once durable. */
  push(raws: string[]): Promise<void>;
  peek(limit: number): Promise<{ seq: string; raw: string }[]>;
  remove(seq: string): Promise<void>;
  size(): Promise<number>;
}

/** At-least-once delivery of versioned events, validated on publish and again before each handler. */
export interface EventBus {
  readonly kind: 'kafka' | 'local';
  publish(events: EventEnvelope[]): Promise<void>;
  subscribe(spec: SubscriptionSpec): Promise<Subscription>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export type RetryPolicy = BackoffPolicy;
export const DEFAULT_RETRY: RetryPolicy = DEFAULT_BACKOFF;
export { backoffFor, sleep };
