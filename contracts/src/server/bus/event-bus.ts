import type { EventEnvelope } from '../../events/envelope';
import type { EventOf, EventType } from '../../events/registry';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/** A handler per event type; each receives its type's envelope with the payload its schema gives. */
export type EventHandlers = { [T in EventType]?: (event: EventOf<T>) => Promise<void> };

export interface SubscriptionSpec {
  /** Consumer group: one per service (e.g. `svc-ops`), so each service sees every event once. */
  group: string;
  /** Event types this group applies; other types on the same topics are acknowledged and skipped. */
  handlers: EventHandlers;
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
  /** Stops taking new events and waits for the one in hand. */
  stop(): Promise<void>;
}

export interface DeadLetter {
  group: string;
  topic: string;
  error: string;
  attempts: number;
  raw: string;
}

/**
 * At-least-once delivery of versioned events. Publish validates every payload against its schema;
 * every consumer validates again before its handler runs. A handler that keeps failing is retried a
 * bounded number of times, then its event goes to the group's dead-letter topic.
 */
export interface EventBus {
  readonly kind: 'kafka' | 'local';
  publish(events: EventEnvelope[]): Promise<void>;
  subscribe(spec: SubscriptionSpec): Promise<Subscription>;
  /** True when the bus can take publishes (used by /readyz). */
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export interface RetryPolicy {
  maxAttempts: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, initialBackoffMs: 100, maxBackoffMs: 2000 };

export function backoffFor(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** (attempt - 1));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a handler with bounded retries. Returns undefined when it succeeded, or the last error
 * message once attempts are exhausted.
 */
export async function runWithRetries(
  handler: () => Promise<void>,
  policy: RetryPolicy,
  onRetry?: (attempt: number, error: unknown) => void,
): Promise<{ ok: true } | { ok: false; error: string; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      await handler();
      return { ok: true };
    } catch (error) {
      if (attempt >= policy.maxAttempts) {
        return { ok: false, error: error instanceof Error ? error.message : String(error), attempts: attempt };
      }
      onRetry?.(attempt, error);
      await sleep(backoffFor(attempt, policy));
    }
  }
}
