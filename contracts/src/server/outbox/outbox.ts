import type { EventEnvelope } from '../../events/envelope';
import { parseEnvelope, topicOf } from '../../events/registry';
import type { EventBus } from '../bus/event-bus';
import { backoffFor, sleep } from '../bus/event-bus';
import type { Logger } from '../logger';
import type { SqlClient } from './sql-client';

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
  db: SqlClient;
  bus: EventBus;
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  /** How long a claimed batch stays invisible to other relay instances. */
  leaseMs?: number;
}

/**
 * Publishes committed outbox rows. Rows are claimed with a short lease (SKIP LOCKED), published
 * outside any transaction, then marked published: at-least-once, safe with several instances, and
 * no connection is held while the broker answers.
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

  /** Publishes one batch; returns how many events went out. */
  async publishBatch(): Promise<number> {
    const { db, bus } = this.options;
    const claimed = await db.$queryRawUnsafe<{ id: string; seq: string; envelope: string }[]>(
      `UPDATE outbox_events SET locked_until = now() + make_interval(secs => $1::double precision / 1000), attempts = attempts + 1
       WHERE seq IN (
         SELECT seq FROM outbox_events
         WHERE published_at IS NULL AND (locked_until IS NULL OR locked_until < now())
         ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, seq::text AS seq, envelope::text AS envelope`,
      this.options.leaseMs ?? 30_000,
      this.options.batchSize ?? 100,
    );
    if (claimed.length === 0) return 0;
    claimed.sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
    const ids = claimed.map((r) => r.id);
    try {
      await bus.publish(claimed.map((r) => JSON.parse(r.envelope) as EventEnvelope));
    } catch (error) {
      await db.$executeRawUnsafe(
        `UPDATE outbox_events SET locked_until = NULL, last_error = $2 WHERE id = ANY($1::uuid[])`,
        ids,
        String(error instanceof Error ? error.message : error).slice(0, 2000),
      );
      throw error;
    }
    await db.$executeRawUnsafe(
      `UPDATE outbox_events SET published_at = now(), locked_until = NULL, last_error = NULL WHERE id = ANY($1::uuid[])`,
      ids,
    );
    return claimed.length;
  }

  /** Unpublished events (the outbox backlog metric). */
  async backlog(): Promise<number> {
    const rows = await this.options.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Publishes until the outbox is empty or the time is up. */
  async drain(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await this.publishBatch()) === 0) return;
    }
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
        await sleep(backoffFor(this.failures, { maxAttempts: 0, initialBackoffMs: 200, maxBackoffMs: 5000 }));
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
