// The tools project's `npm test`: the suites that share the machine two at a time, then those that must have it to
// themselves one at a time (jest.config.cjs says which). Both parts run whatever the first one's outcome; arguments
// go to both (a path matching neither part's suites is no failure of that part).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const tools = join(dirname(fileURLToPath(import.meta.url)), '..');
const jest = (part) =>
  spawnSync('npx', ['jest', '--passWithNoTests', ...process.argv.slice(2)], {
    cwd: tools,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules',
      TOOLS_TESTS: part,
      JEST_TOTALS_PART: part,
    },
  });
const statuses = ['shared', 'alone'].map((part) => jest(part).status ?? 1);
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
