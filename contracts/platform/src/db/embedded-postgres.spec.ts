import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { pgliteTemplate } from './pglite-template';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

async function withClient<T>(
  embedded: { connection: pg.ClientConfig },
  work: (c: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(embedded.connection);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// svc-ops' migrations create pg_trgm for the board's search indexes: a fresh machine's `npm test` and
// an in-memory stack run them on PGlite, so the extension must load there as on a PostgreSQL server.
describe('embedded PostgreSQL (PGlite)', () => {
  it('in memory, creates pg_trgm and answers a trigram search', async () => {
    const embedded = await startEmbeddedPostgres();
    const client = new pg.Client(embedded.connection);
    try {
      await client.connect();
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await client.query('CREATE TABLE t (name text)');
      await client.query('CREATE INDEX t_name_trgm ON t USING GIN (name gin_trgm_ops)');
      await client.query("INSERT INTO t VALUES ('Heathrow'), ('Gatwick')");
      const found = await client.query<{ name: string }>("SELECT name FROM t WHERE name ILIKE '%athr%'");
      expect(found.rows.map((r) => r.name)).toEqual(['Heathrow']);
    } finally {
      await client.end();
      await embedded.close();
    }
  });

  describe('a new data folder, from the initialised cluster kept once', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'pglite-template-spec-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('keeps the template, starts an empty database from it, and a restart resumes with the data', async () => {
      const templateDir = join(scratch, 'cache');
      const first = join(scratch, 'first');
      let db = await startEmbeddedPostgres(first, { templateDir });
      await withClient(db, async (c) => {
        await c.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await c.query("CREATE TABLE bookings (ref text); INSERT INTO bookings VALUES ('VIP-1')");
      });
      await db.close();
      expect(existsSync(pgliteTemplate({ pg_trgm }, templateDir).path)).toBe(true);

      db = await startEmbeddedPostgres(first, { templateDir });
      const kept = await withClient(db, (c) => c.query<{ ref: string }>('SELECT ref FROM bookings'));
      await db.close();
      expect(kept.rows).toEqual([{ ref: 'VIP-1' }]);

      // The template is the empty cluster, never another database's data.
      db = await startEmbeddedPostgres(join(scratch, 'second'), { templateDir });
      const tables = await withClient(db, (c) =>
        c.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'"),
      );
      await db.close();
      expect(tables.rows).toEqual([{ n: 0 }]);
    });

    it('starts by initdb when the kept template is broken, and drops it', async () => {
      const templateDir = join(scratch, 'broken-cache');
      const template = pgliteTemplate({ pg_trgm }, templateDir);
      await template.load();
      writeFileSync(template.path, 'not a tarball');
      // A new process's view of the cache: the broken file, nothing in memory.
      template.discard();
      writeFileSync(template.path, 'not a tarball');

      const db = await startEmbeddedPostgres(join(scratch, 'after-broken'), { templateDir });
      const answer = await withClient(db, (c) => c.query<{ one: number }>('SELECT 1 AS one'));
      await db.close();
      expect(answer.rows).toEqual([{ one: 1 }]);
      expect(existsSync(template.path) ? readFileSync(template.path, 'utf8') : 'gone').not.toBe('not a tarball');
    });
  });
});
