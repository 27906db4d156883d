import type { EventEnvelope } from '@vip/contracts/events';
import type { SqlClient, TransactionRunner } from './sql-client';

// At most once per consumer: the inbox row and the handler's writes commit in one transaction.
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

/** Another replica holds this delivery right now (a rebalance): retried later. */
export class DeliveryInProgressError extends Error {
  override readonly name = 'DeliveryInProgressError';
}

export interface DeliverOnceOptions {
  /** Longer than the call can last; after it another sender may take over (this one died). */
  leaseMs?: number;
  /** Retried after a delivery that worked: a dropped connection must not send it again. */
  recordAttempts?: number;
}

const claimOf = (consumer: string) => `${consumer}#sending`;

/**
 * Delivers once per consumer to something outside (a web hook), no transaction open during the call. A committed
 * claim makes a second replica in a rebalance wait rather than deliver too. Only a crash between delivery and
 * record delivers again, so the payload should carry an id the receiver can deduplicate on.
 */
export async function deliverOnce<Tx extends SqlClient>(
  db: TransactionRunner<Tx> & SqlClient,
  consumer: string,
  event: EventEnvelope,
  deliver: () => Promise<void>,
  options: DeliverOnceOptions = {},
): Promise<'delivered' | 'duplicate'> {
  // Done already, or the claim (an inbox row under '<consumer>#sending', taken when free or lapsed): one statement.
  const [{ done, claimed }] = await db.$queryRawUnsafe<{ done: boolean; claimed: boolean }[]>(
    `WITH done AS (SELECT 1 FROM inbox_events WHERE consumer = $1 AND event_id = $2::uuid),
     claim AS (
       INSERT INTO inbox_events (consumer, event_id, event_type, handled_at)
       SELECT $5, $2::uuid, $3, clock_timestamp() WHERE NOT EXISTS (SELECT 1 FROM done)
       ON CONFLICT (consumer, event_id) DO UPDATE SET handled_at = clock_timestamp()
       WHERE inbox_events.handled_at < clock_timestamp() - make_interval(secs => $4::double precision / 1000)
       RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM done) AS done, EXISTS (SELECT 1 FROM claim) AS claimed`,
    consumer,
    event.id,
    event.type,
    options.leaseMs ?? 30_000,
    claimOf(consumer),
  );
  if (done) return 'duplicate';
  if (!claimed)
    throw new DeliveryInProgressError(`event ${event.id} is being delivered by another ${consumer} consumer`);
  try {
    await deliver();
  } catch (error) {
    // Not delivered: free the claim, so the bus's retry (on any replica) need not wait out the lease.
    await db
      .$executeRawUnsafe(
        `DELETE FROM inbox_events WHERE consumer = $1 AND event_id = $2::uuid`,
        claimOf(consumer),
        event.id,
      )
      .catch(() => undefined);
    throw error;
  }
  const attempts = options.recordAttempts ?? 6;
  for (let attempt = 1; ; attempt++) {
    try {
      // The record and the claim's release in one statement, so atomic without a transaction of its own.
      await db.$executeRawUnsafe(
        `WITH released AS (DELETE FROM inbox_events WHERE consumer = $4 AND event_id = $2::uuid)
         INSERT INTO inbox_events (consumer, event_id, event_type) VALUES ($1, $2::uuid, $3) ON CONFLICT DO NOTHING`,
        consumer,
        event.id,
        event.type,
        claimOf(consumer),
      );
      return 'delivered';
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** (attempt - 1))));
    }
  }
}
