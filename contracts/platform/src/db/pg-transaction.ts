import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { SqlClient, TransactionRunner } from '../outbox/sql-client';

/**
 * Texts a connection keeps prepared. Past it a text runs unnamed, so statements whose text is built per call (a row
 * count, a filter) cannot grow a connection's prepared statements, here and in its server process, without end.
 */
export const PREPARED_PER_CONNECTION = 200;

const preparedBy = new WeakMap<pg.ClientBase, Set<string>>();
const names = new Map<string, string>();
const unprepared = new WeakSet<pg.Pool>();

/**
 * Statements on this pool run unnamed. For PGlite: its connections share one session, so a statement one connection
 * prepared already exists for the next (a reconnect), which PostgreSQL refuses.
 */
export function withoutPreparedStatements(pool: pg.Pool): void {
  unprepared.add(pool);
}

/**
 * A named prepared statement: PostgreSQL parses, analyses and plans a text once per connection instead of on every
 * call (the case-opening insert: 300 → 140 µs of the server's CPU). Named by the text's hash, so the same text has
 * the same name on every connection.
 */
function statement(client: pg.ClientBase, text: string, values: unknown[], prepare: boolean): pg.QueryConfig {
  if (!prepare) return { text, values };
  let name = names.get(text);
  if (name === undefined) {
    name = `vip_${createHash('sha1').update(text).digest('base64url')}`;
    // Only a cache of hashes: dropping it costs a hash per text.
    if (names.size >= PREPARED_PER_CONNECTION * 4) names.clear();
    names.set(text, name);
  }
  let prepared = preparedBy.get(client);
  if (!prepared) preparedBy.set(client, (prepared = new Set()));
  if (!prepared.has(name)) {
    if (prepared.size >= PREPARED_PER_CONNECTION) return { text, values };
    prepared.add(name);
  }
  return { name, text, values };
}

/** A pg connection as the SqlClient the outbox helpers and hand-written repositories take. */
export function pgSqlClient(client: pg.ClientBase, prepare = true): SqlClient {
  return {
    $executeRawUnsafe: async (query, ...values) =>
      (await client.query(statement(client, query, values, prepare))).rowCount ?? 0,
    $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) =>
      (await client.query(statement(client, query, values, prepare))).rows as T,
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
      const result = await work(pgSqlClient(client, !unprepared.has(pool)));
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

/** One statement on one of the pool's connections (pool.query, with the statement prepared on that connection). */
async function onPool<R>(pool: pg.Pool, text: string, values: unknown[], read: (r: pg.QueryResult) => R): Promise<R> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // As pool.query: a connection lost while in use is an error of this query, not an unhandled event.
  const onError = (error: Error) => (broken = error);
  client.once('error', onError);
  try {
    return read(await client.query(statement(client, text, values, !unprepared.has(pool))));
  } catch (error) {
    // A statement PostgreSQL refused leaves the connection (and what it prepared) usable; any other failure does not.
    if (error instanceof Error && !('severity' in error)) broken = error;
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/** The pool as a SqlClient with transactions: what the outbox relay needs, in plain SQL (its statements are typed). */
export function pgDatabase(pool: pg.Pool): SqlClient & TransactionRunner {
  return {
    $executeRawUnsafe: (query, ...values) => onPool(pool, query, values, (r) => r.rowCount ?? 0),
    $queryRawUnsafe: <T>(query: string, ...values: unknown[]) => onPool(pool, query, values, (r) => r.rows as T),
    $transaction: (work) => inPgTransaction(pool, work),
  };
}
