#!/usr/bin/env node
// Creates a migration for the service in the current directory from its schema.prisma changes.
// Usage (inside a service folder): DATABASE_URL=postgres://.../postgres node ../tools/prisma/new-migration.mjs <name>
// The first migration is diffed from empty; later ones use `migrate dev
// --create-only` against a real PostgreSQL server (the shadow-database fixes live in
// contracts/src/prisma-cli.ts). `migrate dev` exits 1 after applying pending migrations, so
// pending ones are deployed first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: new-migration.mjs <snake_case_name>');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const cli = require.resolve('prisma/build/index.js');
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
const run = (args, options = {}) => spawnSync(process.execPath, [cli, ...args], { env, encoding: 'utf8', ...options });

const dir = 'prisma/migrations';
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must point at a scratch PostgreSQL server (the JS schema engine connects even to diff)');
  process.exit(2);
}
const existing = existsSync(dir) ? readdirSync(dir).filter((d) => /^\d{14}_/.test(d)) : [];
if (existing.length === 0) {
  const r = run(['migrate', 'diff', '--from-empty', '--to-schema-datamodel', 'prisma/schema.prisma', '--script']);
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    process.exit(r.status ?? 1);
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  mkdirSync(join(dir, `${stamp}_${name}`), { recursive: true });
  writeFileSync(join(dir, `${stamp}_${name}`, 'migration.sql'), r.stdout);
  writeFileSync(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  console.log(`created ${dir}/${stamp}_${name}/migration.sql`);
} else {
  for (const args of [
    ['migrate', 'deploy'],
    ['migrate', 'dev', '--create-only', '--name', name],
  ]) {
    const r = run(args, { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
