import type { EventEnvelope } from '../../events/envelope';
import { parseEnvelope, topicOf } from '../../events/registry';
import type { EventBus } from '../bus/event-bus';
import { backoffFor, sleep } from '../bus/event-bus';
import type { Logger } from '../logger';
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

// One number for pg_advisory_xact_lock: claims of every relay of a service take turns (each takes a few
// milliseconds), so "no earlier event of this aggregate is in flight" is judged on committed leases.
const CLAIM_LOCK = 72_410_001;

// Failures that say the broker (or a consumer's queue) is away or busy, not that the message is at fault.
const UNAVAILABLE = new Set([
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSNumberOfRetriesExceeded',
  'KafkaJSBrokerNotFound',
  'KafkaJSLockTimeout',
  'KafkaJSMetadataNotLoaded',
  'KafkaJSStaleTopicMetadataAssignment',
  'ConsumerStoppedError',
]);

function brokerUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown; originalError?: unknown }).cause ?? (e as { originalError?: unknown }).originalError, depth++) {
    if (UNAVAILABLE.has((e as { name?: string }).name ?? '') || (e as { retriable?: unknown }).retriable === true) return true;
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
 * hands (or parked), so two replicas never publish one booking's events out of order. A row the broker
 * keeps refusing is parked after `maxAttempts` (metric `outbox_parked_events`, `/readyz` details); the
 * events of other aggregates flow on, later events of its own aggregate wait behind it until it is
 * unparked (`unpark`, the dead-letters command), so their order still holds.
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

  private claim(): Promise<ClaimedRow[]> {
    const { db } = this.options;
    return db.$transaction(async (tx) => {
      await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock($1::bigint)::text`, CLAIM_LOCK);
      return tx.$queryRawUnsafe<ClaimedRow[]>(
        `UPDATE outbox_events SET locked_until = now() + make_interval(secs => $1::double precision / 1000)
         WHERE seq IN (
           SELECT o.seq FROM outbox_events o
           WHERE o.published_at IS NULL AND o.parked_at IS NULL AND (o.locked_until IS NULL OR o.locked_until < now())
             AND NOT EXISTS (
               SELECT 1 FROM outbox_events e
               WHERE e.aggregate_id = o.aggregate_id AND e.seq < o.seq AND e.published_at IS NULL
                 AND (e.parked_at IS NOT NULL OR e.locked_until >= now()))
           ORDER BY o.seq LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING id::text AS id, seq::text AS seq, aggregate_id AS "aggregateId", envelope::text AS envelope, attempts`,
        this.options.leaseMs ?? 10_000,
        this.options.batchSize ?? 100,
      );
    });
  }

  /** Publishes one batch; returns how many events went out. Throws when the broker is unreachable. */
  async publishBatch(): Promise<number> {
    const claimed = await this.claim();
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
        await this.fail(row, error, true);
        blocked.add(row.aggregateId);
      }
    }
    await this.release(held);
    if (toPublish.length === 0) return 0;
    try {
      await this.options.bus.publish(toPublish.map((row) => row.event));
      await this.markPublished(toPublish);
      return toPublish.length;
    } catch (error) {
      if (brokerUnavailable(error) || !(await this.options.bus.isHealthy())) {
        // The broker is away: nobody's fault, nothing counted. The relay backs off and tries again.
        await this.release(toPublish, error);
        throw error;
      }
    }
    // The broker answers but refused the batch: find the row(s) at fault, one at a time, in order.
    let published = 0;
    const failed = new Set<string>();
    for (const row of toPublish) {
      if (failed.has(row.aggregateId)) {
        await this.release([row]);
        continue;
      }
      try {
        await this.options.bus.publish([row.event]);
        await this.markPublished([row]);
        published++;
      } catch (error) {
        failed.add(row.aggregateId);
        await this.fail(row, error, false);
      }
    }
    return published;
  }

  private async markPublished(rows: ClaimedRow[]): Promise<void> {
    await this.options.db.$executeRawUnsafe(
      `UPDATE outbox_events SET published_at = now(), locked_until = NULL, last_error = NULL WHERE id = ANY($1::uuid[])`,
      rows.map((r) => r.id),
    );
  }

  private async release(rows: ClaimedRow[], error?: unknown): Promise<void> {
    if (rows.length === 0) return;
    await this.options.db.$executeRawUnsafe(
      `UPDATE outbox_events SET locked_until = NULL, last_error = COALESCE($2, last_error) WHERE id = ANY($1::uuid[])`,
      rows.map((r) => r.id),
      error === undefined ? null : errorText(error),
    );
  }

  /** Counts a failure of one row; parks it when it can never go (or has failed too often). */
  private async fail(row: ClaimedRow, error: unknown, never: boolean): Promise<void> {
    const maxAttempts = this.options.maxAttempts ?? 10;
    const parked = never || row.attempts + 1 >= maxAttempts;
    await this.options.db.$executeRawUnsafe(
      `UPDATE outbox_events SET locked_until = NULL, attempts = attempts + 1, last_error = $2,
         parked_at = CASE WHEN $3::boolean THEN now() ELSE NULL END
       WHERE id = $1::uuid`,
      row.id,
      errorText(error),
      parked,
    );
    const fields = { eventId: row.id, aggregateId: row.aggregateId, attempts: row.attempts + 1, error: errorText(error) };
    if (parked) this.options.logger.error(fields, 'outbox event parked: it cannot be published; later events of its aggregate wait');
    else this.options.logger.warn(fields, 'outbox event refused by the broker; will retry');
  }

  /** Unpublished events (the outbox backlog metric), parked ones included. */
  async backlog(): Promise<number> {
    const rows = await this.options.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Parked events: set aside after failing to publish; each holds back the later events of its aggregate. */
  async parked(): Promise<{ id: string; eventType: string; aggregateId: string; attempts: number; lastError: string | null; parkedAt: Date }[]> {
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
      `UPDATE outbox_events SET parked_at = NULL, attempts = 0, locked_until = NULL
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
      `SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL AND parked_at IS NULL AND (locked_until IS NULL OR locked_until < now())`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Stops polling, lets the batch in hand finish, then drains what is left for a bounded time. */
  async stop(drainTimeoutMs = 5000): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.drain(drainTimeoutMs).catch((err) => this.options.logger.warn({ err }, 'outbox drain on shutdown failed'));
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
