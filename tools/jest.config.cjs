const { existsSync } = require('node:fs');
const path = require('node:path');

/**
 * The suites that have the machine to themselves: the benchmarks measure speed, the fault run kills and times
 * processes, the process stacks here share the Kafka broker's topics (only the slices' buses take a namespace), and
 * browser suites beside each other ran three times slower and ran out their 30 s waits. So of the browser suites
 * only the width sweep, the longest, shares the machine, with the suites that drive no browser.
 * `npm test` runs the shared suites first, two at a time (the sweep leaves most of the two cores idle), then these
 * one at a time (test-support/run-tools-tests.mjs). Run by hand, without TOOLS_TESTS, all run one at a time.
 */
const ALONE = [
  'faults/faults.int-spec.ts',
  'split/split.int-spec.ts',
  'slice/kafka-slice.int-spec.ts',
  'slice/booking-to-case.kafka.int-spec.ts',
  'slice/catalog-replicas.kafka.int-spec.ts',
  'load/checkout-benchmark.int-spec.ts',
  'load/search-speed.int-spec.ts',
  'load/wrk-load.int-spec.ts',
  // Beside the width sweep its PDF tab never opened, twice in two runs (not under plain CPU load).
  'e2e/embedded-stack.e2e-spec.ts',
  'e2e/catalog-admin.e2e-spec.ts',
  'e2e/instant-booking.e2e-spec.ts',
  'e2e/staff-second-factor.e2e-spec.ts',
  'e2e/supplier-job-link.e2e-spec.ts',
  'e2e/supplier-seats.e2e-spec.ts',
];
// A renamed suite must not slip into the shared part unnoticed.
for (const file of ALONE)
  if (!existsSync(path.join(__dirname, file))) throw new Error(`tools/jest.config.cjs: no ${file}`);

const part = process.env.TOOLS_TESTS || undefined;
if (part !== undefined && part !== 'alone' && part !== 'shared')
  throw new Error(`TOOLS_TESTS is 'alone' or 'shared', not '${part}'`);
// <rootDir> only at the start of a pattern: jest replaces it there alone.
const escaped = (file) => `<rootDir>/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;

const everySuite = [
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
  '<rootDir>/faults/**/*.spec.ts',
  '<rootDir>/faults/**/*.int-spec.ts',
  '<rootDir>/load/**/*.spec.ts',
  '<rootDir>/load/**/*.int-spec.ts',
  '<rootDir>/split/**/*.spec.ts',
  '<rootDir>/split/**/*.int-spec.ts',
  '<rootDir>/e2e/**/*.e2e-spec.ts',
];

module.exports = require('../jest.preset.cjs').node(__dirname, {
  testMatch: part === 'alone' ? ALONE.map((file) => `<rootDir>/${file}`) : everySuite,
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    ...(part === 'shared' ? ALONE.map((f) => `${escaped(f)}$`) : []),
  ],
  testTimeout: 240000,
  maxWorkers: part === 'shared' ? 2 : 1,
});
