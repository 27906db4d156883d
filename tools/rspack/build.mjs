#!/usr/bin/env node
// `rspack build` for a frontend, run from its folder, tried once more when it fails.
// Why: on a busy two-core CI machine one clean-clone run saw mfe-booking's build fail once and pass
// on the same inputs (Nx flagged it flaky); the failing run's own output was lost. Retrying keeps CI
// honest about real errors (a second failure still fails the build, and both outputs are printed)
// while the cause is looked for.
import { spawnSync } from 'node:child_process';

// Run as an npm script, so node_modules/.bin (with rspack) is on PATH.
const attempts = 2;

for (let attempt = 1; attempt <= attempts; attempt++) {
  const run = spawnSync('rspack', ['build', ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status === 0) process.exit(0);
  if (run.error) console.error(run.error.message);
  const why = run.signal ? `signal ${run.signal}` : `exit code ${run.status}`;
  console.error(`rspack build in ${process.cwd()} failed (${why}), attempt ${attempt} of ${attempts}`);
  if (attempt === attempts) process.exit(run.status ?? 1);
}
