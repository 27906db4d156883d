import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { pgDatabase, PREPARED_PER_CONNECTION, withoutPreparedStatements } from '../src/db/pg-transaction';
import { createTestDatabase, type TestDatabase } from '../src/testing/infra';

const prepared = async (db: ReturnType<typeof pgDatabase>) =>
  (
    await db.$queryRawUnsafe<{ name: string; statement: string }[]>(
      `SELECT name, statement FROM pg_prepared_statements ORDER BY prepare_time`,
    )
  ).filter((s) => s.name.startsWith('vip_'));

// The plain-SQL paths (the checkout, svc-ops' consumers) run each text as a named prepared statement on PostgreSQL:
// parsed and planned once per connection. A pool of one connection here, so every statement sees the same session.
describe('plain SQL on a pool: prepared statements', () => {
  let test: TestDatabase;
  let embedded: EmbeddedPostgres | undefined;
  let pool: pg.Pool;
  let db: ReturnType<typeof pgDatabase>;

  beforeAll(async () => {
    test = await createTestDatabase('statements');
    embedded = test.url ? undefined : await startEmbeddedPostgres();
    pool = new pg.Pool({ ...(test.url ? { connectionString: test.url } : embedded!.connection), max: 1 });
    // The terminated connection of the last test reports here while idle, as a service's pool logs it.
    pool.on('error', () => undefined);
    // As openDatabase does for PGlite, whose connections share one session.
    if (embedded) withoutPreparedStatements(pool);
    db = pgDatabase(pool);
    await db.$executeRawUnsafe(`CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)`);
  });

  afterAll(async () => {
    await pool.end();
    await embedded?.close();
    await test.drop();
  });

  const insert = `INSERT INTO notes (id, body) VALUES ($1, $2) RETURNING id, body`;

  it('prepares a text once on a connection and runs it again from there, even after PostgreSQL refused one run', async () => {
    expect(await db.$queryRawUnsafe(insert, 1, 'first')).toEqual([{ id: 1, body: 'first' }]);
    await expect(db.$queryRawUnsafe(insert, 1, 'again')).rejects.toThrow(/duplicate key/);
    expect(await db.$queryRawUnsafe(insert, 2, 'second')).toEqual([{ id: 2, body: 'second' }]);
    await db.$transaction(async (tx) => {
      await tx.$queryRawUnsafe(insert, 3, 'in a transaction');
    });
    // A column added under it: the statement names its columns, so it still answers the same rows.
    await db.$executeRawUnsafe(`ALTER TABLE notes ADD COLUMN tag text`);
    expect(await db.$queryRawUnsafe(insert, 4, 'after a change')).toEqual([{ id: 4, body: 'after a change' }]);
    const statements = await prepared(db);
    if (embedded) expect(statements).toEqual([]);
    else expect(statements.filter((s) => s.statement === insert)).toHaveLength(1);
  });

  it('keeps at most its limit of texts prepared on a connection, and runs the others unnamed', async () => {
    const texts = Array.from(
      { length: PREPARED_PER_CONNECTION + 30 },
      (_, i) => `SELECT ${i}::int AS n, $1::text AS t`,
    );
    for (const [i, text] of texts.entries())
      expect(await db.$queryRawUnsafe(text, `run ${i}`)).toEqual([{ n: i, t: `run ${i}` }]);
    const statements = await prepared(db);
    expect(statements.length).toBe(embedded ? 0 : PREPARED_PER_CONNECTION);
  });

  it('runs a text again on a new connection of the pool (the old one closed)', async () => {
    const [{ pid }] = await db.$queryRawUnsafe<{ pid: number }[]>(`SELECT pg_backend_pid() AS pid`);
    if (!embedded) {
      const admin = new pg.Client({ connectionString: test.url });
      await admin.connect();
      await admin.query(`SELECT pg_terminate_backend($1)`, [pid]);
      // pg_terminate_backend only signals: until the process is gone, the old connection may still answer.
      while ((await admin.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1`, [pid])).rowCount)
        await new Promise((r) => setTimeout(r, 10));
      await admin.end();
      // The pool finds out on its next use.
      await db.$queryRawUnsafe(`SELECT 1`).catch(() => undefined);
    }
    expect(await db.$queryRawUnsafe(insert, 5, 'new connection')).toEqual([{ id: 5, body: 'new connection' }]);
  });
});

// BEGIN travels with a transaction's first statement: one round trip fewer per transaction, the same transaction.
describe('plain SQL on a pool: transactions', () => {
  let test: TestDatabase;
  let embedded: EmbeddedPostgres | undefined;
  let pool: pg.Pool;
  let db: ReturnType<typeof pgDatabase>;
  let roundTrips = 0;

  beforeAll(async () => {
    test = await createTestDatabase('transactions');
    embedded = test.url ? undefined : await startEmbeddedPostgres();
    pool = new pg.Pool({ ...(test.url ? { connectionString: test.url } : embedded!.connection), max: 1 });
    if (embedded) withoutPreparedStatements(pool);
    // Each answer PostgreSQL finishes with ReadyForQuery: one per round trip.
    pool.on('connect', (client) => {
      (client as unknown as { connection: { on(e: string, l: () => void): void } }).connection.on(
        'readyForQuery',
        () => roundTrips++,
      );
    });
    db = pgDatabase(pool);
    await db.$executeRawUnsafe(`CREATE TABLE accounts (id int PRIMARY KEY, cents int NOT NULL CHECK (cents >= 0))`);
  });

  afterAll(async () => {
    await pool.end();
    await embedded?.close();
    await test.drop();
  });

  const rows = () => db.$queryRawUnsafe<{ id: number; cents: number }[]>(`SELECT id, cents FROM accounts ORDER BY id`);
  const open = `INSERT INTO accounts (id, cents) VALUES ($1, $2)`;

  it('commits its statements together, in one round trip fewer than a BEGIN of its own', async () => {
    roundTrips = 0;
    const answer = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(open, 1, 500);
      return tx.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO accounts (id, cents) VALUES ($1, $2) RETURNING id`,
        2,
        0,
      );
    });
    expect(answer).toEqual([{ id: 2 }]);
    // BEGIN with the first insert, the second insert, COMMIT.
    expect(roundTrips).toBe(3);
    expect(await rows()).toEqual([
      { id: 1, cents: 500 },
      { id: 2, cents: 0 },
    ]);
  });

  it('rolls the first statement back with the rest when a later one fails', async () => {
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`UPDATE accounts SET cents = cents + 100 WHERE id = $1`, 2);
        await tx.$executeRawUnsafe(`UPDATE accounts SET cents = cents - 600 WHERE id = $1`, 1);
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await rows()).toEqual([
      { id: 1, cents: 500 },
      { id: 2, cents: 0 },
    ]);
  });

  it('rolls back when the first statement itself fails, and the connection goes on', async () => {
    const failed = await db
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe(open, 1, 1);
      })
      .catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/duplicate key/);
    // Its trace leads back here, not only to the socket's read.
    expect((failed as Error).stack).toContain('pg-statements.int-spec');
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(open, 3, 300);
    });
    expect((await rows()).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('runs a first statement that PostgreSQL could not parse once it can (its prepared name is not kept)', async () => {
    const read = `SELECT id FROM ledger WHERE id = $1`;
    await expect(db.$transaction((tx) => tx.$queryRawUnsafe(read, 1))).rejects.toThrow(/ledger/);
    await db.$executeRawUnsafe(`CREATE TABLE ledger (id int PRIMARY KEY)`);
    await db.$executeRawUnsafe(`INSERT INTO ledger (id) VALUES (1)`);
    expect(await db.$transaction((tx) => tx.$queryRawUnsafe(read, 1))).toEqual([{ id: 1 }]);
  });

  it('opens no transaction for work that sends no statement', async () => {
    roundTrips = 0;
    expect(await db.$transaction(async () => 'nothing to do')).toBe('nothing to do');
    expect(roundTrips).toBe(0);
  });

  it('keeps what is read in a transaction to that transaction (the first statement is inside it)', async () => {
    await db.$transaction(async (tx) => {
      const [{ now: first }] = await tx.$queryRawUnsafe<{ now: Date }[]>(`SELECT now() AS now`);
      await new Promise((r) => setTimeout(r, 20));
      const [{ now: later }] = await tx.$queryRawUnsafe<{ now: Date }[]>(`SELECT now() AS now`);
      // now() is the transaction's start: the same for both only when both are in one transaction.
      expect(later.getTime()).toBe(first.getTime());
    });
  });
});
