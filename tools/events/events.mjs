#!/usr/bin/env node
// `npm run events -- <service> <command> [ids…]`: the events administration of a running service, through its
// /internal/events routes (contracts/platform/src/koa/events-admin.ts), which take that service's operator only.
//
//   dead-letters [--all]   events the service's consumer groups could never apply (pending; --all with replayed)
//   replay [id…]           apply them again through their group's handlers (all pending, or those ids)
//   parked                 outbox events set aside after the broker refused them too often
//   unpark [id…]           put them back in line for the relay (all, or those ids)
//
// The service is svc-catalog, svc-booking or svc-ops, reached at --url (default http://127.0.0.1:<its port>).
// OPERATOR_TOKEN must be that service's own (another's is refused). Output is JSON; the exit code is 1 when anything
// failed.
import { parseArgs } from 'node:util';

const PORTS = { 'svc-catalog': 4001, 'svc-booking': 4002, 'svc-ops': 4003 };
const COMMANDS = {
  'dead-letters': (all) => ['GET', `dead-letters${all ? '?all=true' : ''}`],
  replay: () => ['POST', 'dead-letters/replay'],
  parked: () => ['GET', 'outbox/parked'],
  unpark: () => ['POST', 'outbox/unpark'],
};

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: npm run events -- <svc-catalog|svc-booking|svc-ops> <dead-letters [--all]|replay [id…]|parked|unpark [id…]> [--url http://host:port]',
  );
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, all: { type: 'boolean', default: false } },
});
const [service, command, ...ids] = positionals;
if (!(service in PORTS)) usage(service ? `unknown service: ${service}` : undefined);
if (!(command in COMMANDS)) usage(command ? `unknown command: ${command}` : 'a command is required');
const token = process.env.OPERATOR_TOKEN;
if (!token) usage(`OPERATOR_TOKEN is not set (${service}'s own operator token)`);

const [method, path] = COMMANDS[command](values.all);
const base = (values.url ?? `http://127.0.0.1:${PORTS[service]}`).replace(/\/$/, '');
const res = await fetch(`${base}/internal/events/${path}`, {
  method,
  headers: { Authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
  body: method === 'POST' ? JSON.stringify(ids.length > 0 ? { ids } : {}) : undefined,
}).catch((error) => {
  console.error(`${service} did not answer at ${base}: ${error.cause?.code ?? error.message}`);
  process.exit(1);
});
const body = await res.json().catch(() => ({}));
console.log(JSON.stringify(body, null, 2));
if (!res.ok || (body.failed && body.failed.length > 0)) process.exitCode = 1;
