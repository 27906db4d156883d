import { runNodeScript } from '../test-support/processes';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The catalog search's share of the bare endpoint, by server CPU per request, below which CI fails. */
const RATIO_FLOOR = 0.4;

interface Side {
  rps: number;
  serverUsPerRequest: number;
  serverBound: boolean;
}

const infraRequired = process.env.REQUIRE_INFRA === '1' || process.env.REQUIRE_INFRA === 'true';
const wrk = process.env.WRK || '/usr/bin/wrk';

/**
 * The short version of the search benchmark that CI runs: svc-catalog's airport search against the bare Koa
 * endpoint, a few seconds per side, driven by wrk (tools/infra/wrk.sh), which keeps each server at its limit. The
 * yardstick is the server's CPU per request; the best of three rounds per side, so another suite busy on the machine
 * for one round does not decide it. Without wrk (a machine not provisioned) the load comes from http-load.mjs, which
 * leaves the bare server idle part of the time and so flatters the search: CI requires wrk.
 */
describe('the search benchmark, short: catalog search against the bare Koa endpoint', () => {
  it('answers every search, and keeps at least 40 % of the bare endpoint by server CPU per request', async () => {
    if (infraRequired && !existsSync(wrk)) throw new Error(`wrk is required here: run tools/infra/wrk.sh (${wrk})`);
    const args = ['--client', existsSync(wrk) ? 'wrk' : 'node', '--seconds', '4', '--rounds', '3'];
    const { code, stdout, stderr } = await runNodeScript(join(__dirname, 'search-speed.mjs'), args);
    const last = stdout.trim().split('\n').pop() ?? '';
    if (!last.startsWith('{')) throw new Error(`the benchmark exited ${code} with no figures:\n${stderr.slice(-4000)}`);
    const figures = JSON.parse(last) as {
      bare: Side;
      search: Side;
      ratioByCpu: number;
      bothServerBound: boolean;
      failed: boolean;
    };
    expect(figures.failed).toBe(false);
    expect(figures.search.rps).toBeGreaterThan(0);
    expect(figures.bare.rps).toBeGreaterThan(0);
    if (figures.ratioByCpu < RATIO_FLOOR)
      throw new Error(
        `search took ${figures.search.serverUsPerRequest} µs of server CPU per request against the bare endpoint's ` +
          `${figures.bare.serverUsPerRequest} µs: ${Math.round(figures.ratioByCpu * 100)} %, below ` +
          `${RATIO_FLOOR * 100} %${figures.bothServerBound ? ' (both servers at their limit)' : ''}\n${last}`,
      );
  }, 180_000);
});
