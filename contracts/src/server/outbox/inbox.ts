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

/**
 * Delivers an event to something outside this service (a web hook) at least once per consumer, with no
 * transaction open during the call: a consumer that already recorded the event skips it; otherwise the
 * delivery runs, and only once it succeeded is the event recorded (a failure throws and the bus retries).
 * A crash between the delivery and the record delivers it again, so what is delivered should carry an id
 * the receiver can deduplicate on.
 */
export async function deliverOnce<Tx extends SqlClient>(
  db: TransactionRunner<Tx> & SqlClient,
  consumer: string,
  event: EventEnvelope,
  deliver: () => Promise<void>,
): Promise<'delivered' | 'duplicate'> {
  const seen = await db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM inbox_events WHERE consumer = $1 AND event_id = $2::uuid`, consumer, event.id);
  if (seen.length > 0) return 'duplicate';
  await deliver();
  await consumeOnce(db, consumer, event, async () => undefined);
  return 'delivered';
}
