import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  host: string;
  port: number;
  /** PGlite serves one database whatever the name. */
  connection: { host: string; port: number; user: string; password: string; database: string };
  close(): Promise<void>;
}

// PGlite corrupts results under concurrent connections: the server takes two (one for the migrator or a
// reconnect) and clients must use a pool of one.
export async function startEmbeddedPostgres(dir?: string): Promise<EmbeddedPostgres> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm for svc-ops' trigram search. 'memory://', not undefined: PGlite 0.5 installs no extension bundle
  // for an undefined data folder.
  const db = new PGlite(dir ?? 'memory://', { extensions: { pg_trgm } });
  await db.waitReady;
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
