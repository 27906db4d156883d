import pg from 'pg';
import { createEnvelope } from '@vip/contracts/events';
import { bookingRequestedV1, type BookingRequestedV1 } from '@vip/contracts/events';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import type { SqlClient, TransactionRunner } from '../src/outbox/sql-client';
import { createTestDatabase } from '../src/testing/infra';
import { OUTBOX_INBOX_DDL } from '../src/testing/outbox-ddl';

export function bookingRequested(
  overrides: Partial<BookingRequestedV1> = {},
  aggregateId = globalThis.crypto.randomUUID(),
) {
  const payload: BookingRequestedV1 = {
    bookingId: aggregateId,
    referenceCode: 'VIP-12345-LHR',
    groupId: null,
    status: 'pending_payment',
    service: {
      id: 1,
      name: 'VIP Meet & Greet',
      serviceType: 'arrival',
      serviceLevel: 'standard',
      airport: { code: 'LHR', name: 'Heathrow', timeZone: 'Europe/London' },
    },
    contact: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', companyName: null },
    flight: { number: 'BA117', date: '2030-05-01', time: '14:00', terminal: null, instant: '2030-05-01T13:00:00.000Z' },
    adultCount: 2,
    childCount: 0,
    travelerNames: ['Ada Lovelace'],
    specialRequests: null,
    porterSelected: false,
    price: {
      currency: 'USD',
      basePriceCents: 39500,
      adultFeeTotalCents: 0,
      childFeeTotalCents: 0,
      additionalGreeterFeeCents: 0,
      afterHoursFeeCents: 0,
      lastMinuteFeeCents: 0,
      porterCostCents: 0,
      discountCents: 0,
      totalPriceCents: 39500,
    },
    cancellationPolicyHours: 48,
    requestedAt: new Date().toISOString(),
    ...overrides,
  };
  return createEnvelope(bookingRequestedV1, { producer: 'svc-booking', aggregateId, payload });
}

export type PgSql = SqlClient & TransactionRunner & { pool: pg.Pool; close(): Promise<void> };

function clientSql(c: pg.Pool | pg.PoolClient): SqlClient {
  return {
    $executeRawUnsafe: async (q, ...v) => (await c.query(q, v)).rowCount ?? 0,
    $queryRawUnsafe: async <T>(q: string, ...v: unknown[]) => (await c.query(q, v)).rows as T,
  };
}

/** A Prisma-shaped SQL client over pg, on a fresh database with the outbox and inbox tables. */
export async function outboxDatabase(): Promise<PgSql> {
  const test = await createTestDatabase('contracts');
  const embedded = test.url ? undefined : await startEmbeddedPostgres();
  const pool = new pg.Pool(test.url ? { connectionString: test.url, max: 4 } : { ...embedded!.connection, max: 1 });
  await pool.query(OUTBOX_INBOX_DDL);
  await pool.query('CREATE TABLE IF NOT EXISTS applied (event_id UUID PRIMARY KEY, n INT NOT NULL DEFAULT 1)');
  return {
    pool,
    ...clientSql(pool),
    async $transaction<R>(fn: (tx: SqlClient) => Promise<R>): Promise<R> {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const r = await fn(clientSql(c));
        await c.query('COMMIT');
        return r;
      } catch (e) {
        await c.query('ROLLBACK');
        throw e;
      } finally {
        c.release();
      }
    },
    async close() {
      await pool.end();
      await embedded?.close();
      await test.drop();
    },
  };
}

export async function waitFor<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
