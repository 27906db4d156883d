// `npm test`: lint and test every project through Nx, then end the log with what actually ran —
// per project, the suites and tests jest executed in THIS run (written by tools/jest/totals-reporter.cjs).
// Nx replays cached lint/build output; tests are never cached (nx.json), and this table proves it:
// a project whose tests did not run in this command is listed as such and fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const totalsDir = join(root, '.test-totals');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const withTests = workspaces.filter((ws) => existsSync(join(root, ws, 'jest.config.cjs')));

const startedAt = Date.now();
rmSync(totalsDir, { recursive: true, force: true });
const nx = spawnSync('npx', ['nx', 'run-many', '-t', 'lint', 'test', '--outputStyle=stream', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});

const totals = existsSync(totalsDir)
  ? readdirSync(totalsDir).map((file) => JSON.parse(readFileSync(join(totalsDir, file), 'utf8')))
  : [];
const byProject = new Map(totals.map((t) => [t.project, t]));
const filtered = process.argv.length > 2; // `npm test -- -p x` runs a part: only its projects are expected.
const rows = withTests
  .filter((ws) => !filtered || byProject.has(ws))
  .map((ws) => byProject.get(ws) ?? { project: ws, missing: true });

const pad = (value, width) => String(value).padStart(width);
const lines = ['', 'Tests executed by this run (jest, per project; none replayed from a cache):'];
lines.push(`  ${'project'.padEnd(14)}${pad('suites', 8)}${pad('broken', 8)}${pad('tests', 8)}${pad('passed', 8)}${pad('failed', 8)}${pad('skipped', 9)}`);
// 'broken': suites that failed to run or failed after their tests (a pact file not committed, say).
let sum = { suites: 0, failedSuites: 0, skippedSuites: 0, tests: 0, passed: 0, failed: 0, skipped: 0 };
for (const row of rows) {
  if (row.missing) {
    lines.push(`  ${row.project.padEnd(14)}  did not run`);
    continue;
  }
  lines.push(`  ${row.project.padEnd(14)}${pad(row.suites, 8)}${pad(row.failedSuites, 8)}${pad(row.tests, 8)}${pad(row.passed, 8)}${pad(row.failed, 8)}${pad(row.skipped, 9)}`);
  for (const key of Object.keys(sum)) sum[key] += row[key] ?? 0;
}
lines.push(`  ${'total'.padEnd(14)}${pad(sum.suites, 8)}${pad(sum.failedSuites, 8)}${pad(sum.tests, 8)}${pad(sum.passed, 8)}${pad(sum.failed, 8)}${pad(sum.skipped, 9)}`);

const missing = rows.filter((row) => row.missing).map((row) => row.project);
const ok = nx.status === 0 && missing.length === 0 && sum.failed === 0 && sum.failedSuites === 0 && sum.tests > 0;
lines.push(
  ok
    ? `npm test: ${sum.passed} tests passed in ${sum.suites} suites across ${rows.length} projects.`
    : `npm test: FAILED (nx exit ${nx.status ?? nx.signal}${missing.length ? `; no tests ran for ${missing.join(', ')}` : ''}${sum.failed ? `; ${sum.failed} tests failed` : ''}${sum.failedSuites ? `; ${sum.failedSuites} suites broken` : ''}).`,
);
// The log ends in jest's own summary, uncoloured, for the whole run, and then in the plain closing line
// CI's log reader counts in any language: 'N passed, N failed' alone on a line, one word and a colon
// before it, ', N skipped' after (the environment's notes: jest's own summary is not among the runners it reads).
const counts = (parts, total) => `${parts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`).concat(`${total} total`).join(', ')}`;
lines.push(
  '',
  `Test Suites: ${counts([[sum.failedSuites, 'failed'], [sum.skippedSuites, 'skipped'], [sum.suites - sum.failedSuites - sum.skippedSuites, 'passed']], sum.suites)}`,
  `Tests:       ${counts([[sum.failed, 'failed'], [sum.skipped, 'skipped'], [sum.passed, 'passed']], sum.tests)}`,
  `Time:        ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  'Ran all test suites.',
  // A broken suite or a project that ran nothing is a failure the jest counts do not hold: count it in.
  `tests: ${sum.passed} passed, ${sum.failed + (ok || sum.failed ? 0 : Math.max(1, sum.failedSuites + missing.length))} failed, ${sum.skipped} skipped`,
);
console.log(lines.join('\n'));
process.exit(ok ? 0 : 1);
