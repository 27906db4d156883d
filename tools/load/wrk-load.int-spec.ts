import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';

const infraRequired = process.env.REQUIRE_INFRA === '1' || process.env.REQUIRE_INFRA === 'true';
const wrk = process.env.WRK || '/usr/bin/wrk';

interface Figures {
  rps: number;
  p95Ms: number;
  p99Ms: number;
  failed: number;
}

/** As the benchmarks call it: the module is ES, run by Node itself; its figures as one JSON line. */
function wrkAgainst(url: string, endpoint: string): Promise<Figures> {
  const script = `import { findWrk, startWrk } from ${JSON.stringify(join(__dirname, 'wrk-load.mjs'))};
    const { figures } = startWrk({ wrk: findWrk(), url: process.argv[1], endpoint: process.argv[2], connections: 4, seconds: 2 });
    console.log(JSON.stringify(await figures));`;
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script, url, endpoint],
      { env: { ...process.env, WRK: wrk } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve(JSON.parse(stdout))),
    ),
  );
}

/**
 * wrk drives the catalog benchmarks' server-bound runs: what it sends must be the benchmarks' own requests, and an
 * answer that is not a success must count as failed, or a broken server would pass for a fast one.
 */
const available = existsSync(wrk);
if (!available && !infraRequired) console.warn(`Skipping the wrk load's spec: no wrk at ${wrk} (tools/infra/wrk.sh)`);
(available || infraRequired ? describe : describe.skip)('the wrk load for the catalog benchmarks', () => {
  let server: Server;
  let url: string;
  const seen = new Set<string>();

  beforeAll(async () => {
    if (!available) throw new Error(`wrk is required here: run tools/infra/wrk.sh (${wrk})`);
    server = createServer((req, res) => {
      seen.add(req.url ?? '');
      // One search term in the benchmark's list is refused, the others answered.
      res.statusCode = req.url === '/api/airports/search?q=lon' ? 503 : 200;
      res.end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the searches the other load generators send, and counts each refused answer as failed', async () => {
    const figures = await wrkAgainst(url, 'search');
    expect(seen).toContain('/api/airports/search?q=new%20york');
    expect(seen).toContain('/api/airports/search?q=lon');
    expect(figures.rps).toBeGreaterThan(100);
    // One term of twenty, picked at random: about 5 % of the answers.
    expect(figures.failed).toBeGreaterThan(0.02);
    expect(figures.failed).toBeLessThan(0.1);
    expect(figures.p99Ms).toBeGreaterThanOrEqual(figures.p95Ms);
  });

  it('counts nothing as failed when every answer is a success', async () => {
    const figures = await wrkAgainst(url, 'bare');
    expect(seen).toContain('/');
    expect(figures.failed).toBe(0);
  });
});
