import type { EventEnvelope } from '@vip/contracts/events';
import { parseEnvelope, topicOf } from '@vip/contracts/events';
import type { EventBus } from '../bus/event-bus';
import { backoffFor, sleep } from '../bus/event-bus';
import { withTimeout } from '../bus/failures';
import type { Logger } from '../logger';
import { randomUUID } from 'node:crypto';
import type { SqlClient, TransactionRunner } from './sql-client';

/**
 * Writes events to the service's `outbox_events` table inside the caller's transaction, so the
 * domain rows and their events commit or roll back together.
 */
export async function appendToOutbox(tx: SqlClient, events: EventEnvelope[]): Promise<void> {
  if (events.length === 0) return;
  const values: unknown[] = [];
  const rows = events.map((event, i) => {
    const parsed = parseEnvelope(event);
    values.push(event.id, topicOf(parsed.type, parsed.version), event.type, event.aggregateId, JSON.stringify(event));
    const o = i * 5;
    return `($${o + 1}::uuid, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}::jsonb)`;
  });
  await tx.$executeRawUnsafe(
    `INSERT INTO outbox_events (id, topic, event_type, aggregate_id, envelope) VALUES ${rows.join(', ')}`,
    ...values,
  );
}

export interface OutboxRelayOptions {
  db: SqlClient & TransactionRunner;
  bus: EventBus;
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  /** How long a claimed batch stays invisible to other relay instances. */
  leaseMs?: number;
  /**
   * Failures with the broker answering (a message it refuses) after which a row is parked: set aside with
   * its error, so it no longer blocks the events behind it. Failures while the broker is away never count.
   */
  maxAttempts?: number;
}

interface ClaimedRow {
  id: string;
  seq: string;
  aggregateId: string;
  envelope: string;
  attempts: number;
}

/**
 * A row a relay may take now: unpublished, not parked, not leased (or waiting out a refusal), and no earlier
 * row of its aggregate unpublished and in other hands or parked. `o` is the row.
 */
const CLAIMABLE = `o.published_at IS NULL AND o.parked_at IS NULL AND (o.locked_until IS NULL OR o.locked_until < clock_timestamp())
  AND NOT EXISTS (
    SELECT 1 FROM outbox_events e
    WHERE e.aggregate_id = o.aggregate_id AND e.seq < o.seq AND e.published_at IS NULL
      AND (e.parked_at IS NOT NULL OR e.locked_until >= clock_timestamp()))`;

class PublishTimeoutError extends Error {
  override readonly name = 'PublishTimeoutError';
}

// One number for pg_advisory_xact_lock: claims of every relay of a service take turns (each takes a few
// milliseconds), so "no earlier event of this aggregate is in flight" is judged on committed leases.
const CLAIM_LOCK = 72_410_001;

/**
 * A broker's refusal of the message itself (too large, an invalid record: KafkaJS's non-retriable protocol
 * errors), the one failure counted against a row. Anything else — connection errors, timeouts, retries
 * exhausted, a consumer's store away — says the broker is unavailable and counts nothing.
 */
function brokerRefused(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && depth < 5;
    e = (e as { cause?: unknown; originalError?: unknown }).cause ?? (e as { originalError?: unknown }).originalError,
      depth++
  ) {
    const { name, retriable } = e as { name?: string; retriable?: unknown };
    if (name === 'KafkaJSProtocolError' && retriable !== true) return true;
    if (name === 'InvalidEventError') return true;
  }
  return false;
}

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 2000);

/**
 * Publishes committed outbox rows. Rows are claimed with a short lease, published outside any transaction,
 * then marked published: at-least-once, safe with several instances, and no connection is held while the
 * broker answers.
 *
 * Order: a row is claimed only when no earlier row of its aggregate is unpublished and in another relay's
 * hands (or parked), so two replicas do not publish one booking's events out of order. (A send that outlives
 * its lease may still land after the next relay's: then an event arrives twice, the late copy after later
 * events, and consumers drop it as a duplicate.) A row the broker keeps refusing waits longer between tries
 * and is parked after `maxAttempts` (metric `outbox_parked_events`, `/readyz` details); the events of other
 * aggregates flow on, later events of its own aggregate wait behind it until it is unparked
 * (`npm run events -- <service> unpark`), so their order still holds.
 */
export class OutboxRelay {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private failures = 0;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Publish now instead of at the next poll (call after committing outbox rows). */
  nudge(): void {
    this.wake?.();
  }

  /**
   * Claims a batch under a fresh token. Claims of all relays take turns (advisory lock), and FOR UPDATE waits
   * rather than skips: a row another relay is releasing at this moment is judged once that commits, never
   * passed over while a later row of its aggregate is taken. Leases use the clock now, not the transaction's
   * start (which may be before the wait for the lock).
   */
  private claim(token: string): Promise<ClaimedRow[]> {
    const { db } = this.options;
    return db.$transaction(async (tx) => {
      await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock($1::bigint)::text`, CLAIM_LOCK);
      return tx.$queryRawUnsafe<ClaimedRow[]>(
        `UPDATE outbox_events SET locked_until = clock_timestamp() + make_interval(secs => $1::double precision / 1000), claim_token = $3::uuid
         WHERE seq IN (
           SELECT o.seq FROM outbox_events o
           WHERE ${CLAIMABLE}
           ORDER BY o.seq LIMIT $2 FOR UPDATE)
         RETURNING id::text AS id, seq::text AS seq, aggregate_id AS "aggregateId", envelope::text AS envelope, attempts`,
        this.leaseMs,
        this.options.batchSize ?? 100,
        token,
      );
    });
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? 10_000;
  }

  /** Publishes one batch; returns how many events went out. Throws when the broker is unreachable. */
  async publishBatch(): Promise<number> {
    const token = randomUUID();
    const claimed = await this.claim(token);
    if (claimed.length === 0) return 0;
    claimed.sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
    // In seq order; once a row of an aggregate cannot go, the aggregate's later rows wait for the next pass.
    const toPublish: (ClaimedRow & { event: EventEnvelope })[] = [];
    const held: ClaimedRow[] = [];
    const blocked = new Set<string>();
    for (const row of claimed) {
      if (blocked.has(row.aggregateId)) {
        held.push(row);
        continue;
      }
      try {
        toPublish.push({ ...row, event: parseEnvelope(JSON.parse(row.envelope)) });
      } catch (error) {
        // Can never be published (its schema is gone or it was written wrong): parked at once.
        await this.fail(token, row, error, true);
        blocked.add(row.aggregateId);
      }
    }
    await this.release(token, held);
    if (toPublish.length === 0) return 0;
    const refusal = await this.publish(token, toPublish);
    if (!refusal) return toPublish.length;
    // The broker answers but refused the batch: find the row(s) at fault, one at a time, in order.
    let published = 0;
    const failed = new Set<string>();
    for (const [index, row] of toPublish.entries()) {
      if (failed.has(row.aggregateId)) {
        await this.release(token, [row]);
        continue;
      }
      let error: unknown;
      try {
        error = await this.publish(token, [row]);
      } catch (unavailable) {
        // The broker went away meanwhile: the rest waits for the next pass, uncounted.
        await this.release(token, toPublish.slice(index + 1), unavailable);
        throw unavailable;
      }
      if (error === undefined) published++;
      else {
        failed.add(row.aggregateId);
        await this.fail(token, row, error, false);
      }
    }
    return published;
  }

  /**
   * Publishes rows and marks them published. Returns the broker's refusal, if it refused; throws (after
   * releasing the rows, nothing counted) when the broker or a consumer's queue is away, or the send outlasts
   * the lease (it may still land: a duplicate at most, which consumers drop).
   */
  private async publish(token: string, rows: (ClaimedRow & { event: EventEnvelope })[]): Promise<unknown> {
    const { bus } = this.options;
    try {
      const ms = Math.max(1000, this.leaseMs - 2000);
      await withTimeout(
        bus.publish(rows.map((row) => row.event)),
        ms,
        () => new PublishTimeoutError(`publish took over ${ms} ms`),
      );
    } catch (error) {
      // The embedded bus refuses nothing it has validated: its failures are a consumer's store being away.
      if (bus.kind === 'local' || error instanceof PublishTimeoutError || !brokerRefused(error)) {
        await this.release(token, rows, error);
        throw error;
      }
      return error;
    }
    await this.markPublished(rows);
    return undefined;
  }

  /** Published is published, whoever's claim the row is under now. */
  private async markPublished(rows: ClaimedRow[]): Promise<void> {
    await this.options.db.$executeRawUnsafe(
      `UPDATE outbox_events SET published_at = now(), locked_until = NULL, last_error = NULL, claim_token = NULL
       WHERE id = ANY($1::uuid[]) AND published_at IS NULL`,
      rows.map((r) => r.id),
    );
  }

  // Release and fail name the claim's token: a relay whose lease ran out (and whose rows another relay claimed
  // since) neither frees nor counts against rows that are no longer its own.
  private async release(token: string, rows: ClaimedRow[], error?: unknown): Promise<void> {
    if (rows.length === 0) return;
    await this.options.db.$executeRawUnsafe(
      `UPDATE outbox_events SET locked_until = NULL, claim_token = NULL, last_error = COALESCE($2, last_error)
       WHERE id = ANY($1::uuid[]) AND claim_token = $3::uuid`,
      rows.map((r) => r.id),
      error === undefined ? null : errorText(error),
      token,
    );
  }

  /**
   * Counts a refusal of one row: it waits before its next try (doubling from 1 s to a minute, so ten tries take
   * minutes, not seconds), and is parked when it can never go or has been refused maxAttempts times.
   */
  private async fail(token: string, row: ClaimedRow, error: unknown, never: boolean): Promise<void> {
    const maxAttempts = this.options.maxAttempts ?? 10;
    const parked = never || row.attempts + 1 >= maxAttempts;
    const waitMs = Math.min(60_000, 1000 * 2 ** row.attempts);
    await this.options.db.$executeRawUnsafe(
      `UPDATE outbox_events SET attempts = attempts + 1, last_error = $2, claim_token = NULL,
         parked_at = CASE WHEN $3::boolean THEN now() ELSE NULL END,
         locked_until = CASE WHEN $3::boolean THEN NULL ELSE clock_timestamp() + make_interval(secs => $5::double precision / 1000) END
       WHERE id = $1::uuid AND claim_token = $4::uuid`,
      row.id,
      errorText(error),
      parked,
      token,
      waitMs,
    );
    const fields = {
      eventId: row.id,
      aggregateId: row.aggregateId,
      attempts: row.attempts + 1,
      error: errorText(error),
    };
    if (parked)
      this.options.logger.error(
        fields,
        'outbox event parked: it cannot be published; later events of its aggregate wait',
      );
    else this.options.logger.warn({ ...fields, retryInMs: waitMs }, 'outbox event refused by the broker; will retry');
  }

  /** Unpublished events (the outbox backlog metric), parked ones included. */
  async backlog(): Promise<number> {
    const rows = await this.options.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Parked events: set aside after failing to publish; each holds back the later events of its aggregate. */
  async parked(): Promise<
    { id: string; eventType: string; aggregateId: string; attempts: number; lastError: string | null; parkedAt: Date }[]
  > {
    return this.options.db.$queryRawUnsafe(
      `SELECT id::text AS id, event_type AS "eventType", aggregate_id AS "aggregateId", attempts, last_error AS "lastError", parked_at AS "parkedAt"
       FROM outbox_events WHERE parked_at IS NOT NULL AND published_at IS NULL ORDER BY seq LIMIT 500`,
    );
  }

  async parkedCount(): Promise<number> {
    const rows = await this.options.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM outbox_events WHERE parked_at IS NOT NULL AND published_at IS NULL`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Puts parked events (all, or those ids) back in line with a fresh count of attempts. */
  async unpark(ids?: string[]): Promise<number> {
    const count = await this.options.db.$executeRawUnsafe(
      `UPDATE outbox_events SET parked_at = NULL, attempts = 0, locked_until = NULL, claim_token = NULL
       WHERE parked_at IS NOT NULL AND published_at IS NULL AND ($1::uuid[] IS NULL OR id = ANY($1::uuid[]))`,
      ids ?? null,
    );
    this.nudge();
    return count;
  }

  /** Publishes until the outbox is empty or the time is up. */
  async drain(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await this.publishBatch()) > 0) continue;
      // Nothing went: done, unless rows wait behind an earlier event of their aggregate in another relay's hands.
      if ((await this.claimable()) === 0) return;
      await sleep(20);
    }
  }

  private async claimable(): Promise<number> {
    const rows = await this.options.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM outbox_events o WHERE ${CLAIMABLE}`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Stops polling, lets the batch in hand finish, then drains what is left for a bounded time. */
  async stop(drainTimeoutMs = 5000): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.drain(drainTimeoutMs).catch((err) =>
      this.options.logger.warn({ err }, 'outbox drain on shutdown failed'),
    );
  }

  private async run(): Promise<void> {
    const poll = this.options.pollIntervalMs ?? 250;
    while (this.running) {
      let published = 0;
      try {
        published = await this.publishBatch();
        this.failures = 0;
      } catch (err) {
        this.failures++;
        this.options.logger.warn({ err, failures: this.failures }, 'outbox publish failed; will retry');
        await sleep(backoffFor(this.failures, { initialBackoffMs: 200, maxBackoffMs: 5000 }));
        continue;
      }
      if (published === 0 && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, poll);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }
}
