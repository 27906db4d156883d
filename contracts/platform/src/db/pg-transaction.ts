import type pg from 'pg';
import type { SqlClient, TransactionRunner } from '../outbox/sql-client';

/** A pg connection as the SqlClient the outbox helpers and hand-written repositories take. */
export function pgSqlClient(client: pg.ClientBase): SqlClient {
  return {
    $executeRawUnsafe: async (query, ...values) => (await client.query(query, values)).rowCount ?? 0,
    $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) => (await client.query(query, values)).rows as T,
  };
}

/**
 * `work` in one transaction on one of the pool's connections, without an ORM in between: committed when it resolves,
 * rolled back when it throws (the error is rethrown as pg gave it). A connection that failed is not reused.
 */
export async function inPgTransaction<T>(pool: pg.Pool, work: (tx: SqlClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    try {
      const result = await work(pgSqlClient(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
      throw error;
    }
  } finally {
    client.release(broken);
  }
}

/** The pool as a SqlClient with transactions: what the outbox relay needs, in plain SQL (its statements are typed). */
export function pgDatabase(pool: pg.Pool): SqlClient & TransactionRunner {
  return {
    $executeRawUnsafe: async (query, ...values) => (await pool.query(query, values)).rowCount ?? 0,
    $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) => (await pool.query(query, values)).rows as T,
    $transaction: (work) => inPgTransaction(pool, work),
  };
}
