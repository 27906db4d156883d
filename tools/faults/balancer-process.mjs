// The balancers of the fault benchmark in a process of their own (as nginx is), so proxying never competes
// with the load generator for one event loop. Driven over IPC by run.mjs: { id, op: 'add' | 'remove' |
// 'stats', service, url } -> { id, result }. argv[3], optional: startBalancer's options as JSON (e.g. unhealthyAfter).
import { startBalancer } from './balancer.mjs';

const ports = JSON.parse(process.argv[2]);
const options = JSON.parse(process.argv[3] ?? '{}');
const balancers = {};
for (const [service, port] of Object.entries(ports))
  balancers[service] = await startBalancer({
    ...options,
    name: service,
    port,
    onHealth: (change) =>
      console.error(`[balancer ${new Date().toISOString().slice(11, 23)}] ${JSON.stringify(change)}`),
  });

process.on('message', async ({ id, op, service, url }) => {
  let result;
  if (op === 'add') result = await balancers[service].add(url);
  else if (op === 'remove') result = balancers[service].remove(url);
  else if (op === 'stats') result = Object.fromEntries(Object.entries(balancers).map(([name, b]) => [name, b.stats]));
  process.send({ id, result: result ?? null });
});
process.on('disconnect', () => process.exit(0));
process.send({ id: 0, result: 'ready' });
