import type { DeadLetter, DeadLetterSink, EventQueue } from '../bus/event-bus';
import { classifyFailure } from '../bus/failures';
import type { SqlClient } from './sql-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refusedAsData = (error: unknown) => classifyFailure(error) === 'refused';

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

/** Events a consumer group can never apply as they are, kept with raw text and error for a replay once fixed. */
export class DeadLetterStore {
  constructor(private readonly db: SqlClient) {}

  readonly sink: DeadLetterSink = async (letter: DeadLetter) => {
    // A letter PostgreSQL refuses would retry for ever and hold its partition; NUL is what a text column refuses.
    const clean = (text: string) => text.replaceAll('\u0000', '\uFFFD');
    let eventId: string | null = null;
    let eventType: string | null = null;
    try {
      const parsed = JSON.parse(letter.raw) as { id?: unknown; type?: unknown };
      if (typeof parsed.id === 'string' && UUID.test(parsed.id)) eventId = parsed.id;
      if (typeof parsed.type === 'string') eventType = clean(parsed.type.slice(0, 200));
    } catch {
      // Not JSON at all: kept as it came.
    }
    const insert = (raw: string, id: string | null) =>
      this.db.$executeRawUnsafe(
        `INSERT INTO dead_letters (consumer, topic, event_id, event_type, raw, error, attempts, source)
         VALUES ($1, $2, $3::uuid, $4, $5, $6, $7, $8)`,
        clean(letter.group),
        clean(letter.topic),
        id,
        eventType,
        raw,
        clean(letter.error.slice(0, 2000)),
        letter.attempts,
        letter.source ? clean(letter.source) : null,
      );
    try {
      await insert(clean(letter.raw), eventId);
    } catch (error) {
      // Refused for its content (class 22): stored base64 rather than never; other errors are the caller's to retry.
      if (!refusedAsData(error)) throw error;
      await insert(`base64:${Buffer.from(letter.raw).toString('base64')}`, null);
    }
  };

  async pendingCount(): Promise<number> {
    const rows = await this.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM dead_letters WHERE replayed_at IS NULL`,
    );
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

  async toReplay(ids?: string[]): Promise<{ id: string; consumer: string; raw: string }[]> {
    return this.db.$queryRawUnsafe(
      `SELECT id::text AS id, consumer, raw FROM dead_letters
       WHERE replayed_at IS NULL AND ($1::uuid[] IS NULL OR id = ANY($1::uuid[])) ORDER BY created_at, id LIMIT 1000`,
      ids ?? null,
    );
  }

  async markReplayed(id: string): Promise<void> {
    await this.db.$executeRawUnsafe(
      `UPDATE dead_letters SET replayed_at = now(), replay_error = NULL WHERE id = $1::uuid`,
      id,
    );
  }

  async markReplayFailed(id: string, error: string): Promise<void> {
    await this.db.$executeRawUnsafe(
      `UPDATE dead_letters SET replay_error = $2 WHERE id = $1::uuid`,
      id,
      error.slice(0, 2000),
    );
  }
}

/** The embedded bus stores what it hands a group here first; the group alone applies it, in order. */
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
    return this.db.$queryRawUnsafe(
      `SELECT seq::text AS seq, raw FROM event_queue WHERE consumer = $1 ORDER BY seq LIMIT $2`,
      this.consumer,
      limit,
    );
  }

  async remove(seq: string): Promise<void> {
    await this.db.$executeRawUnsafe(`DELETE FROM event_queue WHERE seq = $1::bigint`, seq);
  }

  async size(): Promise<number> {
    const rows = await this.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM event_queue WHERE consumer = $1`,
      this.consumer,
    );
    return Number(rows[0]?.n ?? 0);
  }
}
