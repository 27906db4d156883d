import type { EventEnvelope } from '../../events/envelope';
import type { SqlClient, TransactionRunner } from './sql-client';

/**
 * Applies an event at most once per consumer: the inbox row (unique on consumer + event id) and the
 * handler's writes commit in one transaction. A redelivered event finds its row and is skipped; a
 * failed handler rolls the inbox row back, so the retry applies it.
 */
export async function consumeOnce<Tx extends SqlClient>(
  db: TransactionRunner<Tx>,
  consumer: string,
  event: EventEnvelope,
  apply: (tx: Tx) => Promise<void>,
): Promise<'applied' | 'duplicate'> {
  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRawUnsafe(
      `INSERT INTO inbox_events (consumer, event_id, event_type) VALUES ($1, $2::uuid, $3) ON CONFLICT DO NOTHING`,
      consumer,
      event.id,
      event.type,
    );
    if (inserted === 0) return 'duplicate';
    await apply(tx);
    return 'applied';
  });
}
