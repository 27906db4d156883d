import { ZodError } from 'zod';
import { InvalidEventError } from '@vip/contracts/events';

/** A domain rule refuses the event for good: dead-lettered at once, not retried. */
export class PermanentEventError extends Error {
  override readonly name: string = 'PermanentEventError';
}

// refused: the database refused the data. Tried a few times, as a race with another replica during a rebalance
// looks the same once (the retry then finds the event in the inbox).
export type FailureKind = 'transient' | 'refused' | 'permanent';

export const REFUSED_ATTEMPTS = 3;

// SQLSTATE data exceptions (22) and integrity violations (23) no retry changes; everything else (connection loss,
// failover, timeouts, deadlocks, too many connections) can pass.
const PERMANENT_SQLSTATE_CLASSES = ['22', '23'];
// Prisma's codes for the same refusals.
const PERMANENT_PRISMA_CODES = new Set([
  'P2000',
  'P2002',
  'P2003',
  'P2004',
  'P2005',
  'P2006',
  'P2007',
  'P2011',
  'P2012',
  'P2019',
  'P2020',
]);

function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    yield current;
    queue.push((current as { cause?: unknown }).cause);
    // Prisma's raw-query error (P2010) carries the driver's error in meta.driverAdapterError, not as a cause.
    queue.push((current as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError);
  }
}

// Only what can never succeed is dead-lettered; anything else (database or broker away, a bug a redeploy fixes)
// retries without end, so an outage never loses an event.
export function classifyFailure(error: unknown): FailureKind {
  for (const cause of causes(error)) {
    if (
      cause instanceof PermanentEventError ||
      cause instanceof InvalidEventError ||
      cause instanceof ZodError ||
      cause instanceof SyntaxError
    ) {
      return 'permanent';
    }
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(code) && PERMANENT_SQLSTATE_CLASSES.includes(code.slice(0, 2))) return 'refused';
      if (PERMANENT_PRISMA_CODES.has(code)) return 'refused';
    }
    // The pg driver adapter reports PostgreSQL's code under `cause.originalCode` (and a kind of its own).
    const original = (cause as { originalCode?: unknown }).originalCode;
    if (typeof original === 'string' && PERMANENT_SQLSTATE_CLASSES.includes(original.slice(0, 2))) return 'refused';
  }
  return 'transient';
}

export interface BackoffPolicy {
  initialBackoffMs: number;
  /** Retries go on at this pace for as long as the failure lasts. */
  maxBackoffMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialBackoffMs: 100, maxBackoffMs: 30_000 };

/** 1-based; up to 20 % jitter so replicas spread out. */
export function backoffFor(attempt: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const base = Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** Math.min(30, attempt - 1));
  return Math.round(base * (1 - 0.2 * random()));
}

export class ConsumerStoppedError extends Error {
  override readonly name = 'ConsumerStoppedError';
}

export interface RetryState {
  eventId?: string;
  eventType?: string;
  attempts: number;
  since: Date;
  lastError: string;
}

export type PatientResult = { ok: true } | { ok: false; error: string; attempts: number };

export interface PatientOptions {
  policy: BackoffPolicy;
  /** The wait ends and the event stays unacknowledged, to be delivered again. */
  stopping: () => boolean;
  /** Kafka's heartbeat, so a long outage is not mistaken for a dead consumer. */
  keepAlive?: () => Promise<void>;
  onRetry?: (state: RetryState, error: unknown) => void;
  eventId?: string;
  eventType?: string;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

// Transient failures retry as long as it takes: the partition does not move on, so order holds and nothing is
// skipped. Returns a permanent failure for the caller to dead-letter.
export async function applyPatiently(attempt: () => Promise<void>, options: PatientOptions): Promise<PatientResult> {
  const since = new Date();
  let refusals = 0;
  for (let attempts = 1; ; attempts++) {
    if (options.stopping()) throw new ConsumerStoppedError('The consumer stopped before the event was applied');
    try {
      await attempt();
      return { ok: true };
    } catch (error) {
      if (error instanceof ConsumerStoppedError) throw error;
      const kind = classifyFailure(error);
      if (kind === 'refused') refusals++;
      if (kind === 'permanent' || refusals >= REFUSED_ATTEMPTS)
        return { ok: false, error: errorText(error).slice(0, 2000), attempts };
      options.onRetry?.(
        {
          eventId: options.eventId,
          eventType: options.eventType,
          attempts,
          since,
          lastError: errorText(error).slice(0, 500),
        },
        error,
      );
      await waitAlive(backoffFor(attempts, options.policy), options);
    }
  }
}

async function waitAlive(ms: number, options: PatientOptions): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (options.stopping()) throw new ConsumerStoppedError('The consumer stopped while waiting to retry');
    await sleep(Math.min(500, until - Date.now()));
    await options.keepAlive?.();
  }
}

/** The work itself goes on: it cannot be cancelled. */
export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  late: () => Error = () => new Error(`no answer within ${ms} ms`),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(late()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
