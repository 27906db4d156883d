// The balancers of the fault benchmark in a process of their own (as nginx is), so proxying never competes
// with the load generator for one event loop. Driven over IPC by run.mjs: { id, op: 'add' | 'remove' |
// 'stats', service, url } -> { id, result }.
import { startBalancer } from './balancer.mjs';

const ports = JSON.parse(process.argv[2]);
const balancers = {};
for (const [service, port] of Object.entries(ports)) balancers[service] = await startBalancer({ name: service, port });

process.on('message', async ({ id, op, service, url }) => {
  let result;
  if (op === 'add') result = await balancers[service].add(url);
  else if (op === 'remove') result = balancers[service].remove(url);
  else if (op === 'stats') result = Object.fromEntries(Object.entries(balancers).map(([name, b]) => [name, b.stats]));
  process.send({ id, result: result ?? null });
});
process.on('disconnect', () => process.exit(0));
process.send({ id: 0, result: 'ready' });
