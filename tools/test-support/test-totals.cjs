// What `npm test` closes with: per project, the suites and tests jest executed in this run, and whether the
// run passed. Under REQUIRE_INFRA a skipped test is a failure: CI provisions every server a suite could
// skip for, so a skip there means a test silently did not run.

const pad = (value, width) => String(value).padStart(width);
const KEYS = ['suites', 'failedSuites', 'skippedSuites', 'tests', 'passed', 'failed', 'skipped'];

/**
 * @param {{ projects: string[], totals: object[], filtered: boolean, nxStatus: number | null, infraRequired: boolean }}
 * run
 * @returns {{ ok: boolean, sum: Record<string, number>, missing: string[], skippedNames: string[], failedCount: number,
 * lines: string[] }}
 */
function summarise({ projects, totals, filtered, nxStatus, infraRequired }) {
  const byProject = new Map();
  for (const part of totals) byProject.set(part.project, added(byProject.get(part.project), part));
  const rows = projects
    .filter((ws) => !filtered || byProject.has(ws))
    .map((ws) => byProject.get(ws) ?? { project: ws, missing: true });
  const sum = Object.fromEntries(KEYS.map((k) => [k, 0]));
  const lines = ['', 'Tests executed by this run (jest, per project; none replayed from a cache):'];
  lines.push(
    `  ${'project'.padEnd(20)}${pad('suites', 8)}${pad('broken', 8)}${pad('tests', 8)}${pad('passed', 8)}${pad('failed', 8)}${pad('skipped', 9)}`,
  );
  for (const row of rows) {
    if (row.missing) {
      lines.push(`  ${row.project.padEnd(20)}  did not run`);
      continue;
    }
    lines.push(
      `  ${row.project.padEnd(20)}${pad(row.suites, 8)}${pad(row.failedSuites, 8)}${pad(row.tests, 8)}${pad(row.passed, 8)}${pad(row.failed, 8)}${pad(row.skipped, 9)}`,
    );
    for (const key of KEYS) sum[key] += row[key] ?? 0;
  }
  lines.push(
    `  ${'total'.padEnd(20)}${pad(sum.suites, 8)}${pad(sum.failedSuites, 8)}${pad(sum.tests, 8)}${pad(sum.passed, 8)}${pad(sum.failed, 8)}${pad(sum.skipped, 9)}`,
  );

  const missing = rows.filter((row) => row.missing).map((row) => row.project);
  const skippedNames = rows.flatMap((row) => (row.skippedNames ?? []).map((name) => `${row.project}: ${name}`));
  const skips = sum.skipped + sum.skippedSuites;
  const skipsFail = infraRequired && skips > 0;
  const ok =
    nxStatus === 0 && missing.length === 0 && sum.failed === 0 && sum.failedSuites === 0 && sum.tests > 0 && !skipsFail;
  const failureNames = rows.flatMap((row) => (row.failures ?? []).map((name) => `${row.project}: ${name}`));
  if (failureNames.length > 0) lines.push('', 'Failed:', ...failureNames.map((n) => `  ${n}`));
  if (skippedNames.length > 0) {
    lines.push(
      '',
      `Skipped${skipsFail ? ' (a failure: REQUIRE_INFRA is set, so nothing may skip)' : ''}:`,
      ...skippedNames.map((n) => `  ${n}`),
    );
  }
  const reasons = [
    missing.length ? `no tests ran for ${missing.join(', ')}` : '',
    sum.failed ? `${sum.failed} tests failed` : '',
    sum.failedSuites ? `${sum.failedSuites} suites broken` : '',
    skipsFail ? `${skips} skipped under REQUIRE_INFRA` : '',
  ].filter(Boolean);
  lines.push(
    ok
      ? `npm test: ${sum.passed} tests passed in ${sum.suites} suites across ${rows.length} projects.`
      : `npm test: FAILED (nx exit ${nxStatus}${reasons.length ? `; ${reasons.join('; ')}` : ''}).`,
  );

  // A broken suite, a project that ran nothing, or a skip where nothing may skip is a failure the jest
  // counts do not hold: the closing line counts it as failed.
  const extraFailures = ok ? 0 : sum.failedSuites + missing.length + (skipsFail ? skips : 0);
  const failedCount = ok ? sum.failed : Math.max(1, sum.failed + extraFailures);
  return { ok, sum, missing, skippedNames, failedCount, lines };
}

/** A project's totals with one more part's (a project whose jest runs in parts writes a file per part). */
function added(sofar, part) {
  if (!sofar) return part;
  return {
    ...sofar,
    ...Object.fromEntries(KEYS.map((k) => [k, (sofar[k] ?? 0) + (part[k] ?? 0)])),
    skippedNames: [...(sofar.skippedNames ?? []), ...(part.skippedNames ?? [])],
    failures: [...(sofar.failures ?? []), ...(part.failures ?? [])],
  };
}

/** jest's summary for the whole run, uncoloured, then the plain closing line CI's log reader counts. */
function closingLines(sum, failedCount, seconds) {
  const counts = (parts, total) =>
    `${parts
      .filter(([n]) => n > 0)
      .map(([n, word]) => `${n} ${word}`)
      .concat(`${total} total`)
      .join(', ')}`;
  return [
    '',
    `Test Suites: ${counts(
      [
        [sum.failedSuites, 'failed'],
        [sum.skippedSuites, 'skipped'],
        [sum.suites - sum.failedSuites - sum.skippedSuites, 'passed'],
      ],
      sum.suites,
    )}`,
    `Tests:       ${counts(
      [
        [sum.failed, 'failed'],
        [sum.skipped, 'skipped'],
        [sum.passed, 'passed'],
      ],
      sum.tests,
    )}`,
    `Time:        ${seconds.toFixed(1)} s`,
    'Ran all test suites.',
    `tests: ${sum.passed} passed, ${failedCount} failed, ${sum.skipped} skipped`,
  ];
}

module.exports = { summarise, closingLines };
