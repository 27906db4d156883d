import { join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Logger } from '../logger';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { withoutPreparedStatements } from './pg-transaction';
import { applyMigrations } from './migrate';

export interface Database {
  mode: 'postgres' | 'embedded';
  adapter: PrismaPg;
  connection: pg.ClientConfig;
  /**
   * The pool Prisma's adapter uses, for a hot path's plain SQL (inPgTransaction): one pool, so PGlite's single
   * connection is never asked for twice. Ended by the PrismaClient's disconnect.
   */
  pool: pg.Pool;
  /** Close the PrismaClient first. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  service: string;
  databaseUrl?: string;
  dataDir: string;
  migrationsDir: string;
  logger?: Logger;
  poolSize?: number;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  connectTimeoutMs?: number;
  inMemory?: boolean;
}

/** PGlite under `$DATA_DIR/<service>` without DATABASE_URL; migrations run before the pool opens. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let connection: pg.ClientConfig;
  if (options.databaseUrl) {
    connection = { connectionString: options.databaseUrl };
  } else {
    embedded = await startEmbeddedPostgres(options.inMemory ? undefined : join(options.dataDir, options.service));
    connection = embedded.connection;
    options.logger?.info(
      { dir: options.inMemory ? 'memory' : join(options.dataDir, options.service) },
      'embedded PostgreSQL (PGlite) started',
    );
  }
  try {
    await applyMigrations(connection, options.migrationsDir, options.logger);
  } catch (error) {
    await embedded?.close();
    throw error;
  }
  // Start-up parameters of each PostgreSQL connection; PGlite's one in-process connection is left alone.
  const limits = embedded
    ? {}
    : {
        statement_timeout: options.statementTimeoutMs ?? 15_000,
        idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs ?? 10_000,
      };
  const pool = new pg.Pool({
    ...connection,
    ...limits,
    max: embedded ? 1 : (options.poolSize ?? 10),
    idleTimeoutMillis: embedded ? 0 : 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
  } as pg.PoolConfig);
  if (embedded) withoutPreparedStatements(pool);
  const adapter = new PrismaPg(pool, {
    disposeExternalPool: true,
    onPoolError: (err) => options.logger?.error({ err }, 'database pool error'),
  });
  return {
    mode: embedded ? 'embedded' : 'postgres',
    adapter,
    connection,
    pool,
    close: async () => {
      await embedded?.close();
    },
  };
}
