import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

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
});
