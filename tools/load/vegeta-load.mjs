// Load at a fixed arrival rate by vegeta (Go; `go install github.com/tsenart/vegeta/v12@latest`): it paces its
// requests itself and keeps sending at the rate asked from one core where k6's scheduler stalls and drops
// iterations, so a p99 "at half the maximum" is measured at that rate. The requests are the other generators' own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestPaths } from './wrk-load.mjs';

/** The installed vegeta's path, or undefined (VEGETA overrides). */
export function findVegeta() {
  const path = process.env.VEGETA ?? join(process.env.HOME ?? '', 'go', 'bin', 'vegeta');
  return existsSync(path) ? path : undefined;
}

/**
 * Sends `rate` requests per second for `seconds` to `url`, as few workers as keep the pace (a pool that grows on
 * demand, up to 64). `figures` resolves to requests/s sent, p95/p99 in ms, the failed share and how many of the
 * requests asked for were never sent.
 */
export function startVegeta({ vegeta, url, endpoint, rate, seconds, workDir, pinned = (cmd, args) => [cmd, args] }) {
  const targets = join(workDir, `vegeta-${endpoint}.txt`);
  const output = join(workDir, `vegeta-${endpoint}.bin`);
  writeFileSync(
    targets,
    requestPaths(endpoint)
      .map((path) => `GET ${url}${path}\n`)
      .join('\n'),
  );
  const [cmd, args] = pinned(vegeta, [
    'attack',
    `-rate=${rate}`,
    `-duration=${seconds}s`,
    `-targets=${targets}`,
    `-output=${output}`,
    '-keepalive=true',
    '-workers=4',
    '-max-workers=64',
  ]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const figures = new Promise((ok, fail) =>
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`vegeta against ${url} exited ${code}`));
      const report = spawnSync(vegeta, ['report', '-type=json', output]);
      if (report.status !== 0) return fail(new Error(`vegeta report: ${report.stderr}`));
      const { latencies, requests, rate: sent, success } = JSON.parse(report.stdout.toString());
      ok({
        rps: sent,
        p95Ms: latencies['95th'] / 1e6,
        p99Ms: latencies['99th'] / 1e6,
        failed: 1 - success,
        dropped: Math.max(0, Math.round(rate * seconds) - requests),
      });
    }),
  );
  return { child, figures };
}
