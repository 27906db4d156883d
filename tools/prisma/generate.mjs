#!/usr/bin/env node
// Generates a service's Prisma client without any engine download: Prisma 6.19's "prisma-client"
// generator with engineType "client" needs none, but the CLI still wants DATABASE_URL to be set.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('prisma/build/index.js');
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || 'postgresql://generate:unused@127.0.0.1:1/unused',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const result = spawnSync(
  process.execPath,
  [cli, 'generate', '--schema', 'prisma/schema.prisma', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
