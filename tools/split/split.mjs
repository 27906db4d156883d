#!/usr/bin/env node
// `npm run split -- stop|start|restart <part>`: acts on one part of the stack `npm run start:split` runs, while the
// rest keeps running (the parts: svc-catalog, svc-booking, svc-ops, shell, mfe-booking, mfe-airports, mfe-admin,
// gateway).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const work = resolve(root, process.env.SPLIT_DIR ?? join('.data', 'split'));
const [action, part] = process.argv.slice(2);
if (!['stop', 'start', 'restart'].includes(action ?? '') || !part) {
  console.error('usage: npm run split -- stop|start|restart <part>');
  process.exit(2);
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
