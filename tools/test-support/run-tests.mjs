// `npm test`: lint and test every project through Nx, then end the log with what actually ran —
// per project, the suites and tests jest executed in THIS run (written by tools/jest/totals-reporter.cjs).
// Nx replays cached lint/build output; tests are never cached (nx.json), and this table proves it:
// a project whose tests did not run in this command is listed as such and fails the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import totalsSummary from './test-totals.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const totalsDir = join(root, '.test-totals');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const withTests = workspaces.filter((ws) => existsSync(join(root, ws, 'jest.config.cjs')));

const TOOLS_PARTS = { tools: ['shared', 'quiet'] };

const startedAt = Date.now();
const stamp = (step) => console.log(`[npm test] ${step} done after ${Math.round((Date.now() - startedAt) / 1000)} s`);
rmSync(totalsDir, { recursive: true, force: true });
const nxRun = (targets, extra = []) =>
  spawnSync('npx', ['nx', 'run-many', '-t', ...targets, '--outputStyle=stream', ...extra, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
// Builds and lint are one process each on one core (tsc, eslint, rspack's hand-off): two at a time fill the
// machine. Linting builds every project (tools' lint needs them all), so the tests below run on those builds.
const checked = nxRun(['lint'], ['--parallel=2']);
stamp('lint');
const filtered = process.argv.length > 2; // `npm test -- -p x` runs a part: only its projects are expected.
const tested = filtered ? [nxRun(['test'])] : await testInParts();
const failedStep = [checked, ...tested].find((step) => step.status !== 0);
const nx = { status: failedStep ? (failedStep.status ?? 1) : 0, signal: failedStep?.signal ?? null };

const totals = existsSync(totalsDir)
  ? readdirSync(totalsDir).map((file) => JSON.parse(readFileSync(join(totalsDir, file), 'utf8')))
  : [];
const { closingLines, joinParts, summarise } = totalsSummary;
const infraRequired = process.env.REQUIRE_INFRA === '1' || process.env.REQUIRE_INFRA === 'true';
const { ok, sum, failedCount, lines } = summarise({
  projects: withTests,
  totals: joinParts(totals, TOOLS_PARTS),
  filtered,
  nxStatus: nx.status ?? nx.signal,
  infraRequired,
});
console.log([...lines, ...closingLines(sum, failedCount, (Date.now() - startedAt) / 1000)].join('\n'));
process.exit(ok ? 0 : 1);

/**
 * The other projects' tests (one project at a time, nx.json) and tools' shared suites (browsers, stacks, slices:
 * much of their time is spent waiting) side by side, then tools' quiet suites (benchmarks and their guards, CPU
 * readings, kills on a clock) alone on the machine. One after the other, the two first steps left a core idle
 * for about a third of the run.
 */
async function testInParts() {
  const others = nxSpawn(['test'], ['--exclude=@vip/tools', '--excludeTaskDependencies']);
  const shared = toolsPart('shared');
  others.then(() => stamp("the other projects' tests"));
  shared.then(() => stamp("tools' shared suites"));
  const beside = await Promise.all([others, shared]);
  const quiet = await toolsPart('quiet');
  stamp("tools' quiet suites");
  return [...beside, quiet];
}

function nxSpawn(targets, extra) {
  return finished(
    spawn('npx', ['nx', 'run-many', '-t', ...targets, '--outputStyle=stream', ...extra], {
      cwd: root,
      stdio: 'inherit',
    }),
  );
}

/** tools' jest on one part of its suites, its lines prefixed as Nx prefixes a project's (the two interleave). */
function toolsPart(part) {
  const child = spawn('npm', ['test', '--workspace', '@vip/tools', '--silent'], {
    cwd: root,
    env: { ...process.env, TEST_PART: part },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, process.stdout, `@vip/tools (${part}): `);
  prefixLines(child.stderr, process.stderr, `@vip/tools (${part}): `);
  return finished(child);
}

function prefixLines(from, to, prefix) {
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    if (lines.length > 0) to.write(lines.map((line) => prefix + line).join('\n') + '\n');
  });
  from.on('end', () => {
    if (rest) to.write(prefix + rest + '\n');
  });
}

function finished(child) {
  return new Promise((resolve) => {
    child.on('error', () => resolve({ status: 1, signal: null }));
    child.on('close', (status, signal) => resolve({ status, signal }));
  });
}
