import type { DeadLetter, DeadLetterSink, EventQueue } from '../bus/event-bus';
import type { SqlClient } from './sql-client';

export interface StoredDeadLetter {
  id: string;
  consumer: string;
  topic: string;
  eventId: string | null;
  eventType: string | null;
  error: string;
  attempts: number;
  source: string | null;
  createdAt: Date;
  replayedAt: Date | null;
  replayError: string | null;
}

/**
 * A service's dead letters, in its own database (table `dead_letters`, every mode): events one of its
 * consumer groups can never apply as they are. Kept with the event's raw text and the error, counted in
 * /metrics and /readyz, and applied again on request (`npm run events -- replay`) once the cause is fixed.
 */
export class DeadLetterStore {
  constructor(private readonly db: SqlClient) {}

  readonly sink: DeadLetterSink = async (letter: DeadLetter) => {
    let eventId: string | null = null;
    let eventType: string | null = null;
    try {
      const parsed = JSON.parse(letter.raw) as { id?: unknown; type?: unknown };
      if (typeof parsed.id === 'string' && /^[0-9a-f-]{36}$/i.test(parsed.id)) eventId = parsed.id;
      if (typeof parsed.type === 'string') eventType = parsed.type.slice(0, 200);
    } catch {
      // Not JSON at all: kept as it came.
    }
    await this.db.$executeRawUnsafe(
      `INSERT INTO dead_letters (consumer, topic, event_id, event_type, raw, error, attempts, source)
       VALUES ($1, $2, $3::uuid, $4, $5, $6, $7, $8)`,
      letter.group,
      letter.topic,
      eventId,
      eventType,
      letter.raw,
      letter.error.slice(0, 2000),
      letter.attempts,
      letter.source ?? null,
    );
  };

  /** Dead letters not (successfully) replayed yet. */
  async pendingCount(): Promise<number> {
    const rows = await this.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM dead_letters WHERE replayed_at IS NULL`);
    return Number(rows[0]?.n ?? 0);
  }

  async list(options: { includeReplayed?: boolean; limit?: number } = {}): Promise<StoredDeadLetter[]> {
    return this.db.$queryRawUnsafe<StoredDeadLetter[]>(
      `SELECT id::text AS id, consumer, topic, event_id::text AS "eventId", event_type AS "eventType", error, attempts, source,
              created_at AS "createdAt", replayed_at AS "replayedAt", replay_error AS "replayError"
       FROM dead_letters WHERE ($1::boolean OR replayed_at IS NULL) ORDER BY created_at, id LIMIT $2`,
      options.includeReplayed ?? false,
      options.limit ?? 500,
    );
  }

  /** The letters to replay (all pending, or those ids), oldest first, with their raw events. */
  async toReplay(ids?: string[]): Promise<{ id: string; consumer: string; raw: string }[]> {
    return this.db.$queryRawUnsafe(
      `SELECT id::text AS id, consumer, raw FROM dead_letters
       WHERE replayed_at IS NULL AND ($1::uuid[] IS NULL OR id = ANY($1::uuid[])) ORDER BY created_at, id LIMIT 1000`,
      ids ?? null,
    );
  }

  async markReplayed(id: string): Promise<void> {
    await this.db.$executeRawUnsafe(`UPDATE dead_letters SET replayed_at = now(), replay_error = NULL WHERE id = $1::uuid`, id);
  }

  async markReplayFailed(id: string, error: string): Promise<void> {
    await this.db.$executeRawUnsafe(`UPDATE dead_letters SET replay_error = $2 WHERE id = $1::uuid`, id, error.slice(0, 2000));
  }
}

/**
 * A consumer group's queue in its service's own database (table `event_queue`): what the embedded bus
 * hands over is stored here first, then applied in order by the group alone (see LocalEventBus).
 */
export class SqlEventQueue implements EventQueue {
  constructor(
    private readonly db: SqlClient,
    private readonly consumer: string,
  ) {}

  async push(raws: string[]): Promise<void> {
    if (raws.length === 0) return;
    await this.db.$executeRawUnsafe(
      `INSERT INTO event_queue (consumer, raw) SELECT $1, raw FROM unnest($2::text[]) WITH ORDINALITY AS t(raw, n) ORDER BY n`,
      this.consumer,
      raws,
    );
  }

  peek(limit: number): Promise<{ seq: string; raw: string }[]> {
    return this.db.$queryRawUnsafe(`SELECT seq::text AS seq, raw FROM event_queue WHERE consumer = $1 ORDER BY seq LIMIT $2`, this.consumer, limit);
  }

  async remove(seq: string): Promise<void> {
    await this.db.$executeRawUnsafe(`DELETE FROM event_queue WHERE seq = $1::bigint`, seq);
  }

  async size(): Promise<number> {
    const rows = await this.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM event_queue WHERE consumer = $1`, this.consumer);
    return Number(rows[0]?.n ?? 0);
  }
}
