import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** With REQUIRE_INFRA=1 (CI) a missing piece is a failure, never a skip. */
export const testInfra = {
  required: process.env.REQUIRE_INFRA === '1' || process.env.REQUIRE_INFRA === 'true',
  databaseUrl: process.env.DATABASE_URL || undefined,
  kafkaBrokers: process.env.KAFKA_BROKERS ? process.env.KAFKA_BROKERS.split(',').map((s) => s.trim()) : undefined,
  chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  /** tools/infra/s3.sh starts one. */
  s3Endpoint: process.env.S3_TEST_ENDPOINT || undefined,
};

export class MissingInfraError extends Error {
  override readonly name = 'MissingInfraError';
}

export interface TestDatabase {
  /** Undefined means embedded PGlite in memory. */
  url?: string;
  kind: 'postgres' | 'embedded';
  /** Embedded only: a PGlite DATA_DIR for a test that restarts a service; one service at a time. */
  dataDir?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  if (!testInfra.databaseUrl) {
    if (testInfra.required)
      throw new MissingInfraError('REQUIRE_INFRA=1 but DATABASE_URL is not set: integration tests need PostgreSQL');
    console.warn(`[${prefix}] DATABASE_URL not set: using embedded PGlite in memory instead of PostgreSQL`);
    const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-pglite-`));
    return { kind: 'embedded', dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `test_${prefix.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testInfra.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testInfra.databaseUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: testInfra.databaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function requireKafkaBrokers(): string[] | undefined {
  if (testInfra.kafkaBrokers) return testInfra.kafkaBrokers;
  if (testInfra.required) throw new MissingInfraError('REQUIRE_INFRA=1 but KAFKA_BROKERS is not set');
  return undefined;
}

export function describeWithInfra(what: 'kafka' | 'chromium' | 's3', name: string, fn: () => void): void {
  const available =
    what === 'kafka'
      ? Boolean(testInfra.kafkaBrokers)
      : what === 's3'
        ? Boolean(testInfra.s3Endpoint)
        : chromiumAvailable();
  if (available) {
    describe(name, fn);
    return;
  }
  const reason =
    what === 'kafka'
      ? 'KAFKA_BROKERS not set'
      : what === 's3'
        ? 'S3_TEST_ENDPOINT not set'
        : `no Chromium at ${testInfra.chromiumPath}`;
  if (testInfra.required) {
    describe(name, () => {
      it(`needs ${what}`, () => {
        throw new MissingInfraError(`REQUIRE_INFRA=1 but ${reason}`);
      });
    });
    return;
  }
  console.warn(`Skipping "${name}": ${reason}`);
  describe.skip(`${name} [skipped: ${reason}]`, fn);
}

function chromiumAvailable(): boolean {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('node:fs').existsSync(testInfra.chromiumPath);
  } catch {
    return false;
  }
}
