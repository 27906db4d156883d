// The production build on embedded defaults (`npm start`) on a free port and a throwaway data folder,
// for the outside measurements in this folder. Builds what is missing first, as `npm start` does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** @returns {Promise<{ url: string; stop: () => Promise<void> }>} */
export async function startProduct(label) {
  const dataDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const port = 8300 + Math.floor(Math.random() * 1000);
  // The product keeps its own embedded databases: the shell's DATABASE_URL and KAFKA_BROKERS are not passed on.
  const { DATABASE_URL: _d, KAFKA_BROKERS: _k, ...env } = process.env;
  const child = spawn(process.execPath, [join(root, 'tools', 'dev', 'start.mjs')], {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/running at (http:\/\/\S+)/);
      if (m) ok(m[1]);
    });
    child.once('exit', (code) => fail(new Error(`launcher exited ${code}`)));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
