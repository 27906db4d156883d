import type { EventEnvelope } from '@vip/contracts/events';
import { parseEnvelope, topicOf } from '@vip/contracts/events';
import type { EventBus } from '../bus/event-bus';
import { backoffFor, sleep } from '../bus/event-bus';
import { withTimeout } from '../bus/failures';
import type { Logger } from '../logger';
import { randomUUID } from 'node:crypto';
import type { SqlClient, TransactionRunner } from './sql-client';

/** Written in the caller's transaction, so domain rows and their events commit or roll back together. */
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
  /** How long a claimed batch stays invisible to other relays. */
  leaseMs?: number;
  /** Broker refusals before a row is parked so it stops blocking later events; outages never count. */
  maxAttempts?: number;
}

interface ClaimedRow {
  id: string;
  seq: string;
  aggregateId: string;
  envelope: string;
  attempts: number;
}

// Claimable: unpublished, unparked, unleased, and no earlier unpublished row of its aggregate leased or parked.
const CLAIMABLE = `o.published_at IS NULL AND o.parked_at IS NULL AND (o.locked_until IS NULL OR o.locked_until < clock_timestamp())
  AND NOT EXISTS (
    SELECT 1 FROM outbox_events e
    WHERE e.aggregate_id = o.aggregate_id AND e.seq < o.seq AND e.published_at IS NULL
      AND (e.parked_at IS NOT NULL OR e.locked_until >= clock_timestamp()))`;

class PublishTimeoutError extends Error {
  override readonly name = 'PublishTimeoutError';
}

// Serialises all relays' claims, so "no earlier event of this aggregate in flight" is judged on committed leases.
const CLAIM_LOCK = 72_410_001;

// Only the broker refusing the message itself counts against a row; outages, timeouts and exhausted retries don't.
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
 * Publishes committed outbox rows at-least-once: claim under a lease, publish outside any transaction, mark
 * published. A row is claimed only when no earlier row of its aggregate is in another relay's hands or parked,
 * so replicas keep per-aggregate order; a send outliving its lease may land twice, and consumers drop the copy.
 * A row the broker keeps refusing backs off and is parked, holding back its aggregate until unparked.
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

  /** Publish now, not at the next poll. */
  nudge(): void {
    this.wake?.();
  }

  // FOR UPDATE waits, not skips: a row being released is never passed over for a later row of its aggregate.
  // clock_timestamp(), as the transaction may have started before the advisory lock was granted.
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

  /** Throws when the broker is unreachable. */
  async publishBatch(): Promise<number> {
    const token = randomUUID();
    const claimed = await this.claim(token);
    if (claimed.length === 0) return 0;
    claimed.sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
    // Once a row of an aggregate cannot go, its later rows wait for the next pass.
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
        // Unreadable (schema gone or written wrong): it can never be published.
        await this.fail(token, row, error, true);
        blocked.add(row.aggregateId);
      }
    }
    await this.release(token, held);
    if (toPublish.length === 0) return 0;
    const refusal = await this.publish(token, toPublish);
    if (!refusal) return toPublish.length;
    // Refused: retry one at a time to find the row(s) at fault.
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
        // Broker gone meanwhile: the rest waits, uncounted.
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

  // Returns the broker's refusal. Throws, rows released and uncounted, on an outage or timeout; a send that
  // outlives the lease may still land, a duplicate consumers drop.
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
      // The local bus refuses nothing it validated: its failures are a consumer's store being away.
      if (bus.kind === 'local' || error instanceof PublishTimeoutError || !brokerRefused(error)) {
        await this.release(token, rows, error);
        throw error;
      }
      return error;
    }
    await this.markPublished(rows);
    return undefined;
  }

  // No token check: published is published, whoever holds the claim now.
  private async markPublished(rows: ClaimedRow[]): Promise<void> {
    await this.options.db.$executeRawUnsafe(
      `UPDATE outbox_events SET published_at = now(), locked_until = NULL, last_error = NULL, claim_token = NULL
       WHERE id = ANY($1::uuid[]) AND published_at IS NULL`,
      rows.map((r) => r.id),
    );
  }

  // By token: a relay whose lease ran out must not free or count rows another relay has claimed since.
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

  // Doubling to a minute, so ten tries span minutes, not seconds.
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

  /** Parked events included. */
  async backlog(): Promise<number> {
    const rows = await this.options.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL`,
    );
    return Number(rows[0]?.n ?? 0);
  }

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

  async unpark(ids?: string[]): Promise<number> {
    const count = await this.options.db.$executeRawUnsafe(
      `UPDATE outbox_events SET parked_at = NULL, attempts = 0, locked_until = NULL, claim_token = NULL
       WHERE parked_at IS NOT NULL AND published_at IS NULL AND ($1::uuid[] IS NULL OR id = ANY($1::uuid[]))`,
      ids ?? null,
    );
    this.nudge();
    return count;
  }

  async drain(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await this.publishBatch()) > 0) continue;
      // Rows may still wait behind an earlier event of their aggregate in another relay's hands.
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
