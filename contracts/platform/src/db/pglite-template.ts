import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite, type Extensions } from '@electric-sql/pglite';

/**
 * An empty, initialised PGlite cluster as a tarball, made once per PGlite version and kept beside node_modules'
 * other caches. initdb in WebAssembly takes seconds of CPU (three services at once took about 9 s on two cores);
 * unpacking its result takes a fraction of that, so every fresh data folder after the first starts from the copy.
 */
export interface PgliteTemplate {
  /** Where the tarball is kept (it may not exist yet). */
  path: string;
  /** The tarball, made now if there is none; undefined when it cannot be made or kept (a read-only install). */
  load(): Promise<Blob | undefined>;
  /** Forgets a tarball that failed to load, so the next start makes a new one. */
  discard(): void;
}

function pgliteRoot(): string {
  // The package's main file is dist/index.cjs: two levels below its folder.
  return dirname(dirname(require.resolve('@electric-sql/pglite')));
}

function pgliteVersion(root: string): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

// One making at a time per file in this process: the three services start together.
const making = new Map<string, Promise<Blob | undefined>>();

async function readOrMake(path: string, dir: string, extensions: Extensions): Promise<Blob | undefined> {
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    // None yet: made below.
  }
  let tarball: Buffer;
  try {
    const db = new PGlite('memory://', { extensions });
    await db.waitReady;
    tarball = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    await db.close();
  } catch {
    return undefined;
  }
  // Whole or not at all: another process may be reading or making the same file. Not kept (a read-only install),
  // it still serves this process's databases.
  const partial = `${path}.${process.pid}.${Date.now()}.partial`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(partial, tarball);
    renameSync(partial, path);
  } catch {
    rmSync(partial, { force: true });
  }
  return new Blob([tarball]);
}

/** The template for this PGlite and these extensions, under `cacheDir` (node_modules/.cache/vip-pglite by default). */
export function pgliteTemplate(extensions: Extensions, cacheDir?: string): PgliteTemplate {
  const root = pgliteRoot();
  const dir = cacheDir ?? join(dirname(dirname(root)), '.cache', 'vip-pglite');
  const path = join(dir, `pglite-${pgliteVersion(root)}-${Object.keys(extensions).sort().join('-') || 'plain'}.tar.gz`);
  return {
    path,
    load: () => {
      let tarball = making.get(path);
      if (!tarball) making.set(path, (tarball = readOrMake(path, dir, extensions)));
      return tarball;
    },
    discard: () => {
      making.delete(path);
      rmSync(path, { force: true });
    },
  };
}
