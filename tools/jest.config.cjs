module.exports = require('../jest.preset.cjs').node(__dirname, {
  testMatch: [
    '<rootDir>/boundaries/**/*.spec.ts',
    '<rootDir>/catalog-data/**/*.spec.ts',
    '<rootDir>/dev/**/*.spec.ts',
    '<rootDir>/events/**/*.spec.ts',
    '<rootDir>/test-support/**/*.spec.ts',
    '<rootDir>/prisma/**/*.spec.ts',
    '<rootDir>/partner-openapi/**/*.spec.ts',
    '<rootDir>/partner-client/**/*.int-spec.ts',
    '<rootDir>/slice/**/*.int-spec.ts',
    '<rootDir>/faults/**/*.int-spec.ts',
    '<rootDir>/split/**/*.spec.ts',
    '<rootDir>/split/**/*.int-spec.ts',
    '<rootDir>/e2e/**/*.e2e-spec.ts',
  ],
  testTimeout: 240000,
  maxWorkers: 1,
});
