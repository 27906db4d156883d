// Two parts, so `npm test` can run the first beside the other projects' tests and the second alone afterwards
// (tools/test-support/run-tests.mjs): `TEST_PART=shared` or `TEST_PART=quiet`; unset, every suite.
// Quiet: what measures the machine (benchmarks, their guards, CPU readings) or kills processes on a clock.
const QUIET = ['<rootDir>/load/**/*.spec.ts', '<rootDir>/load/**/*.int-spec.ts', '<rootDir>/faults/**/*.int-spec.ts'];
const SHARED = [
  '<rootDir>/boundaries/**/*.spec.ts',
  '<rootDir>/catalog-data/**/*.spec.ts',
  '<rootDir>/dev/**/*.spec.ts',
  '<rootDir>/events/**/*.spec.ts',
  '<rootDir>/test-support/**/*.spec.ts',
  '<rootDir>/prisma/**/*.spec.ts',
  '<rootDir>/rspack/**/*.spec.ts',
  '<rootDir>/partner-openapi/**/*.spec.ts',
  '<rootDir>/partner-client/**/*.spec.ts',
  '<rootDir>/partner-client/**/*.int-spec.ts',
  '<rootDir>/slice/**/*.int-spec.ts',
  '<rootDir>/split/**/*.spec.ts',
  '<rootDir>/split/**/*.int-spec.ts',
  '<rootDir>/e2e/**/*.e2e-spec.ts',
];
const PARTS = { quiet: QUIET, shared: SHARED };
const part = process.env.TEST_PART || undefined;
if (part !== undefined && !(part in PARTS)) throw new Error(`TEST_PART is quiet or shared, not ${part}`);

module.exports = require('../jest.preset.cjs').node(__dirname, {
  testMatch: part ? PARTS[part] : [...SHARED, ...QUIET],
  testTimeout: 240000,
  maxWorkers: 1,
});
