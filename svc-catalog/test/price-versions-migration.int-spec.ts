// The migration that makes prices versions: a database made by the migrations before it, with services priced in
// their own columns, is migrated, and each service's price (every amount) is its first version, in force since long
// before any booking; the service keeps everything else.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { applyMigrations } from '@vip/platform/db';
import { createTestDatabase, testInfra, type TestDatabase } from '@vip/platform/testing';

const MIGRATIONS = join(__dirname, '..', 'prisma', 'migrations');
const PRICE_VERSIONS = readdirSync(MIGRATIONS).find((name) => name.endsWith('_catalog_editing'))!;

function migrationsBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-migrations-'));
  for (const name of readdirSync(MIGRATIONS))
    if (name < PRICE_VERSIONS || name === 'migration_lock.toml')
      cpSync(join(MIGRATIONS, name), join(dir, name), { recursive: true });
  return dir;
}

(testInfra.databaseUrl || testInfra.required ? describe : describe.skip)(
  'the price versions migration (PostgreSQL)',
  () => {
    let db: TestDatabase;
    let client: pg.Client;
    let before: string;

    beforeAll(async () => {
      db = await createTestDatabase('catalog_price_versions');
      before = migrationsBefore();
      await applyMigrations({ connectionString: db.url }, before);
      client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query(
        `INSERT INTO airports (code, name, city, country, country_code, region, time_zone, updated_at)
         VALUES ('FCO', 'Fiumicino', 'Rome', 'Italy', 'IT', 'Europe', 'Europe/Rome', now())`,
      );
      await client.query(
        `INSERT INTO services (airport_id, service_type, service_level, name, description, base_price_cents, adult_fee_cents,
           child_fee_cents, after_hours_fee_cents, last_minute_24h_surcharge_cents, last_minute_48h_surcharge_cents,
           included_travelers, updated_at)
         VALUES ((SELECT id FROM airports WHERE code = 'FCO'), 'arrival', 'standard', 'Meet & Greet', 'At the gate',
           39500, 10000, 6000, 5000, 15000, 7500, 2, now()),
                ((SELECT id FROM airports WHERE code = 'FCO'), 'departure', 'suite', 'Suite', 'A suite', 220000, 0, 0, 0, 0, 0, 4, now())`,
      );
      await applyMigrations({ connectionString: db.url }, MIGRATIONS);
    });
    afterAll(async () => {
      await client?.end();
      await db?.drop();
      rmSync(before, { recursive: true, force: true });
    });

    it('gives each service its price as a first version from 2000-01-01, every amount kept, and the rest of the service as it was', async () => {
      const { rows } = await client.query(
        `SELECT s.name, s.included_travelers, s.version, to_char(p.effective_from, 'YYYY-MM-DD') AS effective_from,
                p.base_price_cents, p.adult_fee_cents, p.child_fee_cents, p.after_hours_fee_cents,
                p.last_minute_24h_surcharge_cents, p.last_minute_48h_surcharge_cents, p.cancelled_at, p.created_by_name
           FROM services s JOIN price_versions p ON p.service_id = s.id ORDER BY s.id`,
      );
      expect(rows).toEqual([
        {
          name: 'Meet & Greet',
          included_travelers: 2,
          version: 1,
          effective_from: '2000-01-01',
          base_price_cents: 39500,
          adult_fee_cents: 10000,
          child_fee_cents: 6000,
          after_hours_fee_cents: 5000,
          last_minute_24h_surcharge_cents: 15000,
          last_minute_48h_surcharge_cents: 7500,
          cancelled_at: null,
          created_by_name: 'Catalog data',
        },
        expect.objectContaining({ name: 'Suite', base_price_cents: 220000, effective_from: '2000-01-01' }),
      ]);
      const columns = await client.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'services' AND column_name LIKE '%cents'`,
      );
      expect(columns.rows).toEqual([]);
      const airport = await client.query(`SELECT active, version, retired_at FROM airports WHERE code = 'FCO'`);
      expect(airport.rows[0]).toEqual({ active: true, version: 1, retired_at: null });
    });
  },
);
