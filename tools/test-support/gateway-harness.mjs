// Runs tools/dev/gateway.mjs in a process of its own (Jest here cannot load an .mjs module) for
// tools/dev/gateway.spec.ts: the files come from GATEWAY_ROOT, and the services are stand-ins that
// answer, throw, or reject, as a service with a bug would. Prints one JSON line with the ports.
import { createGateway } from '../dev/gateway.mjs';

const root = process.env.GATEWAY_ROOT;
if (!root) throw new Error('Set GATEWAY_ROOT');

const services = {
  'svc-catalog': (req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ service: 'svc-catalog', url: req.url }));
  },
  'svc-booking': () => {
    throw new Error('a service bug, thrown');
  },
  'svc-ops': async () => {
    throw new Error('a service bug, rejected');
  },
};

const onError = (error, req) =>
  console.error(`gateway error on ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`);

async function listen(server) {
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return server.address().port;
}

const direct = await listen(createGateway({ root, services, onError }));
const behindProxy = await listen(createGateway({ root, services, onError, trustProxy: true }));
// As during start-up: svc-catalog is up, the other two are still starting.
const starting = await listen(createGateway({ root, services: { 'svc-catalog': services['svc-catalog'] }, onError }));
console.log(JSON.stringify({ direct, behindProxy, starting }));
