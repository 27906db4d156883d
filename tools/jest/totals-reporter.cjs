// Writes one project's test totals where `npm test` (tools/test-support/run-tests.mjs) collects them,
// so the end of a test run says how many tests ran in it, per project, after Nx's own summary.
const fs = require('node:fs');
const path = require('node:path');

const totalsDir = path.join(__dirname, '..', '..', '.test-totals');

class TotalsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(totalsDir, { recursive: true });
    const project = path.relative(path.join(__dirname, '..', '..'), this.rootDir) || 'root';
    // A project whose tests run in parts (tools: the shared part, then the part that has the machine alone) writes a
    // file per part; the summary adds them up.
    const part = process.env.JEST_TOTALS_PART;
    const totals = {
      project,
      part,
      suites: results.numTotalTestSuites,
      // numFailedTestSuites already counts the suites that failed to run (numRuntimeErrorTestSuites).
      failedSuites: results.numFailedTestSuites,
      skippedSuites: results.numPendingTestSuites,
      tests: results.numTotalTests,
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
      // Named, so a run that may not skip says which tests did not run.
      skippedNames: skippedNames(results, this.rootDir),
      // Named with the first line of the reason, so a failure CI's log shows only the tail of still says which.
      failures: failures(results, this.rootDir),
      finishedAt: new Date().toISOString(),
    };
    const file = `${project.replace(/[\\/]/g, '_')}${part ? `.${part}` : ''}.json`;
    fs.writeFileSync(path.join(totalsDir, file), JSON.stringify(totals));
  }
}

function skippedNames(results, rootDir) {
  return results.testResults.flatMap((file) =>
    file.testResults
      .filter((t) => t.status === 'pending' || t.status === 'todo' || t.status === 'skipped')
      .map((t) => `${path.relative(rootDir, file.testFilePath)} › ${t.fullName}`),
  );
}

function failures(results, rootDir) {
  const firstLine = (text) =>
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean)
      ?.slice(0, 300) ?? '';
  return results.testResults.flatMap((file) => {
    const where = path.relative(rootDir, file.testFilePath);
    const failedTests = file.testResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
    // A suite that failed outside its tests (an import, a hook) has no failed test to name.
    if (failedTests.length === 0 && (file.testExecError || file.failureMessage)) {
      return [`${where}: ${firstLine(file.testExecError?.message ?? file.failureMessage)}`];
    }
    return failedTests;
  });
}

module.exports = TotalsReporter;
