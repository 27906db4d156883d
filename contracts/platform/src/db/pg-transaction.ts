import { createHash } from 'node:crypto';
import pg from 'pg';
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

/** What a statement sent with its transaction's BEGIN uses of pg's connection (outside pg's types). */
interface WireConnection {
  parse(query: { text: string }): void;
  bind(config: object): void;
  execute(config: object): void;
  parsedStatements: Record<string, string>;
  on(event: 'parseComplete', listener: () => void): void;
  removeListener(event: 'parseComplete', listener: () => void): void;
}

/** The parts of pg's Query a subclass takes part in (outside pg's types). */
interface QueryInternals {
  name?: string;
  hasBeenParsed(connection: WireConnection): boolean;
  prepare(connection: WireConnection): void;
  handleError(error: Error, connection?: WireConnection): void;
  handleReadyForQuery(connection: WireConnection): void;
}

type ResultCallback = (error: Error | null, result: pg.QueryResult | pg.QueryResult[]) => void;
const Query = pg.Query as unknown as new (
  config: pg.QueryConfig & { queryMode: 'extended' },
  values: undefined,
  callback: ResultCallback,
) => QueryInternals;

/**
 * A transaction's first statement with its BEGIN in front, in one write and one round trip: BEGIN goes by the
 * extended protocol with no Sync of its own, so PostgreSQL answers both at the statement's Sync. Each round trip
 * costs both processes a write, a read and a wake-up, which on small virtual machines is dearer than the statement.
 */
class BegunQuery extends Query {
  private parsed = 0;
  private parsesItself = false;
  private readonly countParse = () => void this.parsed++;

  override prepare(connection: WireConnection): void {
    this.parsesItself = Boolean(this.name) && !this.hasBeenParsed(connection);
    connection.on('parseComplete', this.countParse);
    connection.parse({ text: 'BEGIN' });
    connection.bind({});
    connection.execute({});
    super.prepare(connection);
  }

  override handleError(error: Error, connection?: WireConnection): void {
    if (connection) {
      connection.removeListener('parseComplete', this.countParse);
      // pg takes a named statement as parsed at the first ParseComplete, which here is BEGIN's.
      if (this.parsesItself && this.parsed < 2) delete connection.parsedStatements[this.name!];
    }
    super.handleError(error, connection);
  }

  override handleReadyForQuery(connection: WireConnection): void {
    connection.removeListener('parseComplete', this.countParse);
    super.handleReadyForQuery(connection);
  }
}

/** The statement's result, with `begin` its transaction's BEGIN sent in front of it. */
function run(client: pg.ClientBase, config: pg.QueryConfig, begin: boolean): Promise<pg.QueryResult> {
  if (!begin) return client.query(config);
  return new Promise<pg.QueryResult>((resolve, reject) => {
    const query = new BegunQuery({ ...config, queryMode: 'extended' }, undefined, (error, results) =>
      error ? reject(error) : resolve(Array.isArray(results) ? results[results.length - 1]! : results),
    );
    void client.query(query as unknown as pg.Submittable);
  }).catch((error: unknown) => {
    // As pg does for its own queries: the trace leads back to the caller, not to the socket's read.
    if (error instanceof Error) Error.captureStackTrace(error);
    throw error;
  });
}

/**
 * A pg connection as the SqlClient the outbox helpers and hand-written repositories take. `begin()` says whether a
 * statement is the transaction's first, to carry its BEGIN.
 */
export function pgSqlClient(client: pg.ClientBase, prepare = true, begin: () => boolean = () => false): SqlClient {
  return {
    $executeRawUnsafe: async (query, ...values) =>
      (await run(client, statement(client, query, values, prepare), begin())).rowCount ?? 0,
    $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) =>
      (await run(client, statement(client, query, values, prepare), begin())).rows as T,
  };
}

/**
 * `work` in one transaction on one of the pool's connections, without an ORM in between: committed when it resolves,
 * rolled back when it throws (the error is rethrown as pg gave it). A connection that failed is not reused. BEGIN goes
 * with the first statement; work that sends none opens no transaction.
 */
export async function inPgTransaction<T>(pool: pg.Pool, work: (tx: SqlClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  let begun = false;
  const begin = () => !begun && (begun = true);
  try {
    try {
      const result = await work(pgSqlClient(client, !unprepared.has(pool), begin));
      if (begun) await client.query('COMMIT');
      return result;
    } catch (error) {
      if (begun) await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
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
