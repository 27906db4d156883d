import pg from 'pg';
import { RATE_LIMIT_TABLE, RateLimits, rateLimitPoolConfig } from '../src/koa/rate-limit';
import { AppError } from '../src/koa/app-error';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { createTestDatabase } from '../src/testing/infra';

const options = { name: 'lookup', limit: 3, windowMs: 60_000 };

async function outcome(limits: RateLimits, key: string): Promise<number> {
  try {
    await limits.consume(options, key);
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

// Counts kept in PostgreSQL: what two replicas of a service, or one restarted, see.
describe('rate limits in PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  let connection: pg.PoolConfig;
  let embedded: EmbeddedPostgres | undefined;
  // PGlite's socket server takes two connections and corrupts results under concurrent ones, so
  // without a PostgreSQL server every replica shares one pool of one (each still has its own limiter).
  const open = (max: number) => {
    if (embedded && pools.length > 0) return pools[0];
    // With a server, the pool each service makes for its limits.
    const pool = new pg.Pool(embedded ? { ...connection, max: 1 } : { ...rateLimitPoolConfig(connection), max });
    pools.push(pool);
    return pool;
  };
  const replica = () => RateLimits.postgres(open(2));

  beforeAll(async () => {
    const test = await createTestDatabase('ratelimit');
    embedded = test.url ? undefined : await startEmbeddedPostgres();
    connection = test.url ? { connectionString: test.url } : embedded!.connection;
    const pool = new pg.Pool({ ...connection, max: 1 });
    // The layout every service's migration creates (rate-limiter-flexible's own table).
    await pool.query(
      `CREATE TABLE ${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    );
    await pool.end();
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await embedded?.close();
  });

  it('shares one budget across replicas and across a restart', async () => {
    const a = replica();
    const b = replica();
    expect(await outcome(a, '198.51.100.7')).toBe(200);
    expect(await outcome(b, '198.51.100.7')).toBe(200);
    expect(await outcome(a, '198.51.100.7')).toBe(200);
    expect(await outcome(b, '198.51.100.7')).toBe(429);
    // A restarted instance remembers.
    expect(await outcome(replica(), '198.51.100.7')).toBe(429);
    // Another client is not affected.
    expect(await outcome(b, '198.51.100.8')).toBe(200);
  });

  it('keeps no client address in the table', async () => {
    const pool = open(1);
    const keys = (await pool.query<{ key: string }>(`SELECT key FROM ${RATE_LIMIT_TABLE}`)).rows.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('198.51.100');
  });

  it("writes the counts without waiting for the disk, and leaves the service's other connections durable", async () => {
    expect(rateLimitPoolConfig({ ...connection, options: '-c search_path=public' }).options).toBe(
      '-c search_path=public -c synchronous_commit=off',
    );
    if (embedded) return; // PGlite has one session and no such setting to give.
    const setting = async (pool: pg.Pool) =>
      (await pool.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!.synchronous_commit;
    expect(await setting(open(1))).toBe('off');
    const other = new pg.Pool({ ...connection, max: 1 });
    try {
      expect(await setting(other)).toBe('on');
    } finally {
      await other.end();
    }
  });

  it('counts concurrent requests exactly (no request slips past the limit)', async () => {
    const limits = replica();
    const results = await Promise.all(Array.from({ length: 20 }, () => outcome(limits, '198.51.100.9')));
    expect(results.filter((s) => s === 200)).toHaveLength(3);
    expect(results.filter((s) => s === 429)).toHaveLength(17);
  });
});
