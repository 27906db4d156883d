import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteTemplate } from './pglite-template';

export interface EmbeddedPostgres {
  host: string;
  port: number;
  /** PGlite serves one database whatever the name. */
  connection: { host: string; port: number; user: string; password: string; database: string };
  close(): Promise<void>;
}

// pg_trgm for svc-ops' trigram search.
const extensions = { pg_trgm };

/**
 * A new database starts from the initialised cluster kept by pgliteTemplate; an existing one resumes. A template that
 * fails to load is dropped and the folder made by initdb instead, so a bad cache never stops a start.
 */
async function openPglite(dir: string | undefined, templateDir?: string): Promise<PGlite> {
  // 'memory://', not undefined: PGlite 0.5 installs no extension bundle for an undefined data folder.
  const location = dir ?? 'memory://';
  const fresh = !dir || !existsSync(join(dir, 'PG_VERSION'));
  const template = fresh ? pgliteTemplate(extensions, templateDir) : undefined;
  const loadDataDir = await template?.load();
  if (loadDataDir) {
    try {
      const db = new PGlite(location, { extensions, loadDataDir });
      await db.waitReady;
      return db;
    } catch {
      template!.discard();
      if (dir) for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
    }
  }
  const db = new PGlite(location, { extensions });
  await db.waitReady;
  return db;
}

// PGlite corrupts results under concurrent connections: the server takes two (one for the migrator or a
// reconnect) and clients must use a pool of one.
export async function startEmbeddedPostgres(
  dir?: string,
  options: { templateDir?: string } = {},
): Promise<EmbeddedPostgres> {
  if (dir) mkdirSync(dir, { recursive: true });
  const db = await openPglite(dir, options.templateDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  // The server does not report the port it was given for port 0; read it off the listener.
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  const port = address.port;
  return {
    host: '127.0.0.1',
    port,
    connection: { host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' },
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
