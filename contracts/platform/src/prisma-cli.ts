// Prisma CLI settings for every service's prisma.config.ts: the JS (WASM) schema engine, so no engine binary is
// downloaded, plus fixes for that path's known bugs (TOOLCHAIN.md). Runtime code never imports this file.
import { join } from 'node:path';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';

/** Catalog type ids the WASM schema engine reads but adapter-pg cannot map. */
const TEXTLIKE_OIDS = new Set([18, 19, 22, 24, 30, 194, 2205]);
const TEXTLIKE_ARRAY_OIDS = new Set([1002, 1003]);
const TEXT_OID = 25;
const TEXT_ARRAY_OID = 1009;

type QueryResultLike = { fields?: { dataTypeID: number }[] } | { fields?: { dataTypeID: number }[] }[];

function retypeFields(result: QueryResultLike): void {
  for (const r of Array.isArray(result) ? result : [result]) {
    for (const f of r?.fields ?? []) {
      if (TEXTLIKE_OIDS.has(f.dataTypeID)) f.dataTypeID = TEXT_OID;
      else if (TEXTLIKE_ARRAY_OIDS.has(f.dataTypeID)) f.dataTypeID = TEXT_ARRAY_OID;
    }
  }
}

let patched = false;
/** Fix 1: report catalog types (name, char, oid vectors...) as text, in promise and callback forms. */
function patchPgCatalogTypes(): void {
  if (patched) return;
  patched = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function patchedQuery(this: pg.Client, ...args: unknown[]) {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: Error | null, res: QueryResultLike) => {
        if (!err && res) retypeFields(res);
        (last as (e: Error | null, r: unknown) => void)(err, res);
      };
      return original.apply(this, args);
    }
    const out = original.apply(this, args);
    if (out && typeof (out as Promise<QueryResultLike>).then === 'function') {
      return (out as Promise<QueryResultLike>).then((res) => {
        retypeFields(res);
        return res;
      });
    }
    return out;
  } as typeof pg.Client.prototype.query;
}

// Fix 2: explicit fields, as a connectionString overrides the shadow database name (migrate dev then takes the
// main database as shadow). Fix 5: allowExitOnIdle, so the CLI exits once done.
function poolConfigFromUrl(url: string): pg.PoolConfig {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
    allowExitOnIdle: true,
    max: 2,
  };
}

/** Fix 3: close the shadow pool before dropping the shadow database (adapter-pg drops it first). */
class MigratePg extends PrismaPg {
  constructor(private readonly poolConfig: pg.PoolConfig) {
    super(poolConfig);
  }

  override async connectToShadowDb() {
    const main = await this.connect();
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
    await main.executeScript(`CREATE DATABASE "${database}"`);
    const shadow = new PrismaPg({ ...this.poolConfig, database });
    const adapter = await shadow.connect();
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await main.executeScript(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await main.dispose();
    };
    return adapter;
  }
}

// Fix 4 is a usage rule: `migrate dev` exits 1 after applying pending migrations, so run
// `prisma migrate deploy && prisma migrate dev` (tools/prisma/migrate-dev.mjs does).
export function prismaCliConfig(serviceDir: string) {
  patchPgCatalogTypes();
  return {
    experimental: { adapter: true },
    engine: 'js' as const,
    schema: join(serviceDir, 'prisma', 'schema.prisma'),
    migrations: { path: join(serviceDir, 'prisma', 'migrations') },
    adapter: async (): Promise<PrismaPg> => {
      const url = process.env.DATABASE_URL;
      if (!url) throw new Error('DATABASE_URL must point at a PostgreSQL server for Prisma CLI commands');
      return new MigratePg(poolConfigFromUrl(url));
    },
  };
}
