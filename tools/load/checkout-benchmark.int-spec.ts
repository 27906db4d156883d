import { runNodeScript } from '../test-support/processes';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithInfra } from '@vip/platform/testing';

interface Side {
  checkoutsPerSecond: number;
  checkouts: number;
  failed: number;
  p95Ms: number;
}

/**
 * The share of the bare peer's checkouts per second below which CI fails. The goal is 50 %, guarded at 40 %; in this
 * short, cold form the product holds 19–22 % here (about 32 % warmed up, tools/load/CHECKOUT-RESULTS.md), so this
 * floor, half of that for a CI machine busy with other suites, guards against it getting worse and rises with each fix
 * until it reaches 0.4.
 */
const RATIO_FLOOR = 0.1;

/**
 * The short version of the checkout benchmark that CI runs: a few seconds per side, the product's checkout in its
 * production shape against the bare Koa + pg peer doing the same work. The product falling below RATIO_FLOOR of the
 * peer's checkouts per second fails it, so a change that makes every checkout much dearer is caught here.
 */
describeWithInfra('kafka', 'the checkout benchmark, short: the product against a bare peer doing the same work', () => {
  it(
    'books on both sides with no failed request, and the product keeps its share of the peer’s checkouts per second',
    async () => {
      const results = join(mkdtempSync(join(tmpdir(), 'checkout-bench-')), 'CHECKOUT-RESULTS.md');
      const { code, stdout, stderr } = await runNodeScript(join(__dirname, 'checkout-benchmark.mjs'), [
        '--seconds',
        '5',
        '--warmup',
        '2',
        '--results',
        results,
      ]);
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{'))
        throw new Error(`the benchmark exited ${code} with no figures:\n${stderr.slice(-4000)}`);
      const figures = JSON.parse(last) as {
        product: Side & { cpuMsPerCheckout: Record<string, number | null>; casesMissing: number };
        bare: Side & { runs: Array<{ when: string; checkoutsPerSecond: number }> };
        ratio: number;
        bookingToCaseP95Ms: number | null;
        halfLoad: { checkouts: number; failed: number; casesMissing: number };
      };
      expect(figures.product.checkouts).toBeGreaterThan(0);
      expect(figures.bare.checkouts).toBeGreaterThan(0);
      // The peer ran on each side of the product, and its figure is the mean of the two.
      expect(figures.bare.runs.map((r) => [r.when, r.checkoutsPerSecond > 0])).toEqual([
        ['before the product', true],
        ['after the product', true],
      ]);
      const [before, after] = figures.bare.runs;
      expect(figures.bare.checkoutsPerSecond).toBeCloseTo(
        (before!.checkoutsPerSecond + after!.checkoutsPerSecond) / 2,
        0,
      );
      expect(figures.halfLoad.checkouts).toBeGreaterThan(0);
      expect({ product: figures.product.failed, bare: figures.bare.failed }).toEqual({ product: 0, bare: 0 });
      // Every booking became a case in svc-ops, and the way there was timed.
      expect(figures.product.casesMissing).toBe(0);
      expect(figures.bookingToCaseP95Ms).not.toBeNull();
      for (const service of ['svc-booking', 'svc-ops', 'svc-catalog'])
        expect(figures.product.cpuMsPerCheckout[service]).toBeGreaterThan(0);
      if (figures.ratio < RATIO_FLOOR)
        throw new Error(
          `the product made ${figures.product.checkoutsPerSecond} checkouts/s against the bare peer's ` +
            `${figures.bare.checkoutsPerSecond}/s: ${(figures.ratio * 100).toFixed(1)} %, below ${RATIO_FLOOR * 100} %\n${last}`,
        );
      expect(readFileSync(results, 'utf8')).toContain('# Checkout benchmark');
    },
    4 * 60_000,
  );
});
