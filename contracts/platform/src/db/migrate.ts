import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger';

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(migrationsDir: string): Migration[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(migrationsDir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

// Recorded with Prisma's checksums so `prisma migrate status/deploy` agree. The advisory lock lets replicas
// start at once; a changed, applied migration stops the start rather than drifting silently.
export async function applyMigrations(
  connection: pg.ClientConfig,
  migrationsDir: string,
  logger?: Logger,
): Promise<string[]> {
  const migrations = readMigrations(migrationsDir);
  const client = new pg.Client(connection);
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(72707201)');
    await client.query(MIGRATIONS_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      const previous = done.get(m.name);
      if (previous) {
        if (previous !== m.checksum) throw new MigrationError(`Migration ${m.name} was changed after it was applied`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new MigrationError(`Migration ${m.name} failed: ${(error as Error).message}`);
      }
      applied.push(m.name);
      logger?.info({ migration: m.name }, 'migration applied');
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(72707201)').catch(() => undefined);
    await client.end();
  }
  return applied;
}
