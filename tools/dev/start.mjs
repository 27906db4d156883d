#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the whole product on embedded defaults on one port.
import { resolve } from 'node:path';
import { buildMissing } from './build-missing.mjs';

const root = resolve(import.meta.dirname, '..', '..');
buildMissing();

const { startStack } = await import('./stack.mjs');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');

let stack;
try {
  stack = await startStack({ port, host, dataDir, logLevel: process.env.LOG_LEVEL ?? 'warn' });
} catch (error) {
  console.error(`Could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// Passkeys need a host name: a browser refuses them on 127.0.0.1, so staff sign in on localhost.
const staffLogin = `http://localhost:${new URL(stack.url).port}/admin/login`;
const optional = process.env.STAFF_SECOND_FACTOR === 'optional';
const lines = [
  '',
  `  VIP Airport Services is running at ${stack.url}`,
  `  Data:        ${dataDir}`,
  stack.admin?.generatedPassword
    ? `  Staff login: ${staffLogin}   ${stack.admin.email} / ${stack.admin.generatedPassword}`
    : stack.admin?.kept
      ? `  Staff login: ${staffLogin}   ${stack.admin.email} (its password is kept; ADMIN_PASSWORD_RESET=true npm start sets a new one)`
      : `  Staff login: ${staffLogin}   (${stack.admin?.email ?? 'ADMIN_EMAIL'} with ADMIN_PASSWORD)`,
  optional
    ? '               STAFF_SECOND_FACTOR=optional: the password alone signs in until a second factor is set up'
    : '               then set up a passkey or an authenticator app (the first sign-in asks for one; keep the recovery codes)',
  '  Press Ctrl-C to stop.',
  '',
];
process.stdout.write(lines.join('\n') + '\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    process.stdout.write('\nStopping ...\n');
    stack
      .stop()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error(error);
        process.exit(1);
      });
  });
}
