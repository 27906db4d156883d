// Builds every project when one of the outputs the embedded product runs from is missing (a fresh checkout).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const required = [
  'contracts/dist/schemas.js',
  'contracts/platform/dist/runtime.js',
  'svc-catalog/dist/server.js',
  'svc-booking/dist/server.js',
  'svc-ops/dist/server.js',
  'shell/dist/index.html',
  'mfe-booking/dist/remoteEntry.js',
  'mfe-airports/dist/remoteEntry.js',
  'mfe-admin/dist/remoteEntry.js',
  // The server builds that render the public pages (a build from before them, or from before the remotes' server
  // containers, is rebuilt).
  'shell/dist/server/render.js',
  'mfe-booking/dist/server/remoteEntry.js',
  'mfe-airports/dist/server/remoteEntry.js',
];

/** Exits the process with the build's status when the build fails. */
export function buildMissing() {
  const missing = required.filter((f) => !existsSync(join(root, f)));
  if (missing.length === 0) return;
  console.log(`Building (missing: ${missing.join(', ')}) ...`);
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
