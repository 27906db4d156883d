import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import { SHARED_EXPORTS } from './tools/rspack/shared-exports.mjs';

const PRISMA_CLIENT = {
  group: ['**/generated/prisma/**', '**/generated/prisma/*'],
  allowTypeImports: true,
  message: 'Only *.repository.ts files use the Prisma client; import its types with `import type`.',
};

/**
 * svc-ops in three parts. The core (the case and what every part needs: staff, audit, rates, the other
 * services' clients), each core folder using only those listed before it; features beside each other on the
 * core, never importing one another; workflows composing features step by step; and the read side (what
 * staff see), reading features but running no workflow. Nobody reads another folder's repository.
 */
export const OPS_PARTS = {
  core: ['i18n', 'audit', 'booking', 'catalog', 'auth', 'currency', 'cases'],
  features: [
    'board',
    'cancellations',
    'commercial',
    'communications',
    'confirmations',
    'coordination',
    'invoices',
    'partners',
    'partner-webhooks',
    'receipts',
    'suppliers',
    'supplier-jobs',
    'tracking',
    'transfers',
  ],
  workflows: ['workflows'],
  read: ['case-view'],
};

/** What each part of svc-ops may import, as folders. */
export function opsAllowedImports(folder) {
  const { core, features, workflows, read } = OPS_PARTS;
  if (core.includes(folder)) return core.slice(0, core.indexOf(folder));
  if (features.includes(folder)) return core;
  if (workflows.includes(folder) || read.includes(folder)) return [...core, ...features];
  throw new Error(`svc-ops/src/${folder} is in no part of OPS_PARTS`);
}

function opsPartRules() {
  const { core, features, workflows, read } = OPS_PARTS;
  const all = [...core, ...features, ...workflows, ...read];
  const partOf = (folder) =>
    core.includes(folder)
      ? 'the core'
      : features.includes(folder)
        ? 'a feature'
        : workflows.includes(folder)
          ? 'the workflows'
          : 'the read side';
  return all.map((folder) => {
    const allowed = opsAllowedImports(folder);
    const refused = all.filter((other) => other !== folder && !allowed.includes(other));
    const patterns = [
      ...refused.map((other) => ({
        group: [`../${other}`, `../${other}/*`],
        message: `svc-ops/src/${folder} is ${partOf(folder)} (eslint.config.mjs OPS_PARTS): it may not import ${other}, which is ${partOf(other)}. Features use the core; workflows compose features.`,
      })),
      {
        group: ['../*/*.repository', '../*/*.repository.ts'],
        message: "Another folder's tables are its own: use its service (or module), never its repository.",
      },
    ];
    return { folder, patterns };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/src/generated/**',
      '**/.data/**',
      '**/coverage/**',
      // Generated from the partner document by openapi-typescript.
      'tools/partner-client/partner-api.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    // The project rules, by Nx project tags (each package.json's nx.tags), from Nx's project graph:
    // services depend on contracts only; frontends on contracts and the shared browser code (ui), never on
    // each other or a service; ui on contracts; contracts on nothing of ours; tools and deploy run the
    // product and may use anything. tools/boundaries/check-boundaries.cjs
    // checks the same at the start of every build (it needs no project graph).
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      // Prettier's width, for what Prettier does not wrap (comments); a text, a template or a pattern stays whole.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          // A service's testing entry is for other packages' tests, which are tooling (tools/slice, tools/e2e).
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts'] },
            // The platform only for the frontends' specs (its pact and test kit): the rule below keeps it out of
            // what a bundle is built from.
            { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui', 'type:platform'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
          ],
          enforceBuildableLibDependency: false,
          // Only the project rules: a library's own relative imports and lazy imports are not this rule's concern.
          checkDynamicDependenciesExceptions: [],
        },
      ],
    },
  },
  {
    // Browser code never reaches the server platform: a bundle built from it would carry Koa, Kafka and pg.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@vip/platform', '@vip/platform/*'],
              message: 'The server platform stays out of browser code (only specs may use its test kit).',
            },
          ],
          // The shared, tree-shaken modules: only what every container's copy carries.
          paths: Object.entries(SHARED_EXPORTS).map(([name, allowImportNames]) => ({
            name,
            allowImportNames,
            allowTypeImports: true,
            message: `Not in the shared ${name} every container carries: add it to tools/rspack/shared-exports.mjs.`,
          })),
        },
      ],
    },
  },
  {
    // The generated Prisma client is used by repositories only (and the file that makes the client):
    // services and routes work with what repositories return. Row types may be imported as types.
    files: ['svc-*/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/prisma.ts', '**/src/generated/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [PRISMA_CLIENT],
        },
      ],
    },
  },
  // svc-ops: the part rules, with the Prisma rule above kept (one rule per file: a later block replaces it).
  ...opsPartRules().flatMap(({ folder, patterns }) => [
    {
      files: [`svc-ops/src/${folder}/**/*.ts`],
      ignores: ['**/*.repository.ts'],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [PRISMA_CLIENT, ...patterns] }] },
    },
    {
      files: [`svc-ops/src/${folder}/**/*.repository.ts`],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
    },
  ]),
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
