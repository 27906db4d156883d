#!/usr/bin/env node
// `npm run split -- stop|start|restart <part>`: acts on one part of the stack `npm run start:split` runs, while the
// rest keeps running (the parts: svc-catalog, svc-booking, svc-ops, shell, mfe-booking, mfe-airports, mfe-admin,
// gateway). `deploy <remote> <build-dir>` publishes a build of a remote as a new release beside the old ones and
// switches the manifest to it; `rollback <remote>` switches back to the release before (tools/split/releases.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publish, rollback } from './releases.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const work = resolve(root, process.env.SPLIT_DIR ?? join('.data', 'split'));
const [action, part, buildDir] = process.argv.slice(2);
const REMOTES = ['mfe-booking', 'mfe-airports', 'mfe-admin'];
if (
  !['stop', 'start', 'restart', 'deploy', 'rollback'].includes(action ?? '') ||
  !part ||
  (action === 'deploy' && !buildDir)
) {
  console.error(
    'usage: npm run split -- stop|start|restart <part>\n       npm run split -- deploy <remote> <build-dir>\n       npm run split -- rollback <remote>',
  );
  process.exit(2);
}
if (action === 'deploy' || action === 'rollback') {
  // Files and the manifest only: the remote's server and the gateway serve whatever release the manifest names.
  if (!REMOTES.includes(part)) {
    console.error(`${part} is not a remote; remotes: ${REMOTES.join(', ')}`);
    process.exit(1);
  }
  try {
    const id = action === 'deploy' ? publish(work, part, resolve(process.cwd(), buildDir)) : rollback(work, part);
    console.log(`${part} now serves release ${id} (/remotes/${part}/${id}/remoteEntry.js)`);
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const file = join(work, 'control.json');
if (!existsSync(file)) {
  console.error('No split stack is running here (start one with npm run start:split).');
  process.exit(1);
}
const { url } = JSON.parse(readFileSync(file, 'utf8'));
try {
  const res = await fetch(`${url}/${action}/${part}`, { method: 'POST' });
  const body = await res.json();
  if (!res.ok) {
    console.error(body.error);
    process.exit(1);
  }
  console.log(body.running ? `${part} running (pid ${body.pid})` : `${part} stopped`);
} catch {
  console.error('No split stack answers here (start one with npm run start:split).');
  process.exit(1);
}
