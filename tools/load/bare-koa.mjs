// The baseline for the catalog benchmarks: a bare Koa endpoint answering a fixed, search-sized JSON
// body, run on the same machine in the same run as the service.
import { createServer } from 'node:http';
import Koa from 'koa';

const body = JSON.stringify([
  { code: 'LHR', name: 'London Heathrow Airport', city: 'London', country: 'United Kingdom' },
  { code: 'LGW', name: 'London Gatwick Airport', city: 'London', country: 'United Kingdom' },
  { code: 'LCY', name: 'London City Airport', city: 'London', country: 'United Kingdom' },
]);

export function startBareKoa(port = 0) {
  const app = new Koa();
  app.use((ctx) => {
    ctx.type = 'application/json';
    ctx.body = body;
  });
  const server = createServer(app.callback());
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startBareKoa(Number(process.env.PORT ?? 4999));
  console.log(`bare Koa on ${server.address().port}`);
}
