// Shared Jest settings. Every project's jest.config.cjs calls one of these.
const path = require('node:path');

const contractsSrc = path.join(__dirname, 'contracts', 'src');
const platformSrc = path.join(__dirname, 'contracts', 'platform', 'src');
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx, decorators: false },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

// Pact's proxy pulls in ESM-only agents, and jose, file-type (with its tokenizers) and FormatJS are ESM-only; let swc compile
// them like our own code.
// (They may sit nested under @pact-foundation/pact/node_modules, hence the whole-path look-ahead.)
// Each run's totals go to .test-totals/ for the summary that ends `npm test`.
const reporters = ['default', path.join(__dirname, 'tools', 'jest', 'totals-reporter.cjs')];

const transformIgnorePatterns = [
  '^(?!.*/node_modules/(https-proxy-agent|agent-base|proxy-agent-negotiate|jose|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec|intl-messageformat|@formatjs/[a-z-]+|react-intl)/).*/node_modules/',
];

// Tests compile contracts and the platform from source, so a test run never depends on a stale build of either.
const contractsMapper = {
  // A dynamic import() in contracts names its file with .js (what Node runs after tsc); the source is .ts.
  '^(\\.{1,2}/.*)\\.js$': '$1',
  '^@vip/contracts/([a-z0-9-]+)$': path.join(contractsSrc, '$1.ts'),
  '^@vip/platform/([a-z-]+)$': path.join(platformSrc, '$1.ts'),
  // The e2e suites read the remotes' texts through it, as the web projects' specs do.
  '^@vip/ui/i18n-testing$': path.join(__dirname, 'ui', 'src', 'i18n', 'testing.ts'),
};

// The light CSS reads the theme as the global VIP_THEME, which the builds substitute.
const themeGlobal = path.join(__dirname, 'tools', 'jest', 'theme-global.ts');

function node(rootDir, extra = {}) {
  return {
    rootDir,
    testEnvironment: 'node',
    reporters,
    // Nx runs one project at a time, and each suite has its own database: two workers keep both cores busy.
    maxWorkers: 2,
    transform: { '^.+\\.(t|j)sx?$': swc(false) },
    transformIgnorePatterns,
    moduleNameMapper: contractsMapper,
    setupFiles: [themeGlobal],
    setupFilesAfterEnv: [path.join(__dirname, 'tools', 'jest', 'documented-statuses.ts')],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts', '<rootDir>/test/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...extra,
  };
}

function web(rootDir, extra = {}) {
  return {
    rootDir,
    testEnvironment: 'jest-fixed-jsdom',
    reporters,
    // antd component tests driven by user-event take seconds each on a cold two-core CI run.
    testTimeout: 60_000,
    // Nx runs one project at a time (nx.json parallel 1), so a web suite may use both cores.
    maxWorkers: 2,
    transform: { '^.+\\.(t|j)sx?$': swc(true) },
    transformIgnorePatterns,
    moduleNameMapper: {
      ...contractsMapper,
      '^@vip/ui$': path.join(__dirname, 'ui', 'src', 'index.ts'),
      '^@vip/ui/toast$': path.join(__dirname, 'ui', 'src', 'toast', 'toast.ts'),
      '\\.(css|less|svg|png|jpg|jpeg|webp)$': path.join(__dirname, 'tools', 'jest', 'file-stub.cjs'),
      // @ant-design/icons loads ESM-only colour helpers; their CommonJS build is identical.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      // The light icons import icon definitions one by one from the ES build; the CommonJS build is the same data.
      '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    },
    setupFiles: [themeGlobal],
    setupFilesAfterEnv: [path.join(__dirname, 'tools', 'jest', 'web-setup.ts')],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...extra,
  };
}

module.exports = { node, web };
