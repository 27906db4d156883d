// `npm test`: lint and test every project through Nx, then end the log with what actually ran —
// per project, the suites and tests jest executed in THIS run (written by tools/jest/totals-reporter.cjs).
// Nx replays cached lint/build output; tests are never cached (nx.json), and this table proves it:
// a project whose tests did not run in this command is listed as such and fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import totalsSummary from './test-totals.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const totalsDir = join(root, '.test-totals');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const withTests = workspaces.filter((ws) => existsSync(join(root, ws, 'jest.config.cjs')));

const startedAt = Date.now();
const stamp = (step) => console.log(`[npm test] ${step} done after ${Math.round((Date.now() - startedAt) / 1000)} s`);
rmSync(totalsDir, { recursive: true, force: true });
const nxRun = (targets, extra = []) =>
  spawnSync('npx', ['nx', 'run-many', '-t', ...targets, '--outputStyle=stream', ...extra, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
// Builds and lint are one process each on one core (tsc, eslint, rspack's hand-off): two at a time fill the
// machine. Tests then run one project at a time (nx.json), each jest but the end-to-end one using both cores,
// on the builds just made.
const checked = nxRun(['lint'], ['--parallel=2']);
stamp('lint');
const tested = nxRun(['test']);
stamp('test');
const nx = { status: checked.status || tested.status, signal: checked.signal ?? tested.signal };

const totals = existsSync(totalsDir)
  ? readdirSync(totalsDir).map((file) => JSON.parse(readFileSync(join(totalsDir, file), 'utf8')))
  : [];
const { closingLines, summarise } = totalsSummary;
const filtered = process.argv.length > 2; // `npm test -- -p x` runs a part: only its projects are expected.
const infraRequired = process.env.REQUIRE_INFRA === '1' || process.env.REQUIRE_INFRA === 'true';
const { ok, sum, failedCount, lines } = summarise({
  projects: withTests,
  totals,
  filtered,
  nxStatus: nx.status ?? nx.signal,
  infraRequired,
});
console.log([...lines, ...closingLines(sum, failedCount, (Date.now() - startedAt) / 1000)].join('\n'));
process.exit(ok ? 0 : 1);
