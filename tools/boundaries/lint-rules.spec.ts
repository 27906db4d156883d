import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** The repository's own ESLint settings, on a file that would sit at `path` (ESLint's CLI: its config is ESM). */
async function lintAt(path: string, text: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', path, '--format', 'json'],
    {
      cwd: root,
      input: text,
      encoding: 'utf8',
    },
  );
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint rules of the layers', () => {
  it('lets only repositories (and the client factory) use the generated Prisma client', async () => {
    const valueImport =
      "import { Prisma } from '../generated/prisma/client.ts';\nexport const isKnown = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError;\n";
    expect(await lintAt('svc-ops/src/cases/cases.service.ts', valueImport)).toEqual([
      "@typescript-eslint/no-restricted-imports: '../generated/prisma/client.ts' import is restricted from being used by a pattern. Only *.repository.ts files use the Prisma client; import its types with `import type`.",
    ]);
    expect(await lintAt('svc-ops/src/cases/cases.repository.ts', valueImport)).toEqual([]);
    expect(await lintAt('svc-booking/src/prisma.ts', valueImport)).toEqual([]);
  });

  it('allows row types anywhere in a service', async () => {
    const typeImport =
      "import type { OperationsCase } from '../generated/prisma/client.ts';\nexport const idOf = (c: OperationsCase) => c.id;\n";
    expect(await lintAt('svc-ops/src/cases/case-detail.ts', typeImport)).toEqual([]);
  });
});

describe('svc-ops in three parts: a case core, features on it, workflows composing them (eslint.config.mjs OPS_PARTS)', () => {
  const restricted = (message: string) =>
    expect.stringMatching(new RegExp(`^@typescript-eslint/no-restricted-imports: .*${message}`));
  const typeImport = (folder: string, file: string, name: string) =>
    `import type { ${name} } from '../${folder}/${file}';\nexport type X = ${name};\n`;

  it('names every folder of svc-ops/src in exactly one part, so a new folder cannot escape the rules', async () => {
    // Read in a child process: the config is ESM, and Jest here runs CommonJS.
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(join(root, 'eslint.config.mjs'))}); console.log(JSON.stringify(m.OPS_PARTS));`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const parts = JSON.parse(run.stdout) as Record<string, string[]>;
    const named = Object.values(parts).flat().sort();
    const folders = readdirSync(join(root, 'svc-ops', 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'generated')
      .map((d) => d.name)
      .sort();
    expect(named).toEqual(folders);
    expect(new Set(named).size).toBe(named.length);
  });

  it('refuses a feature importing another feature: the cancellation reaching for invoices, a supplier for transfers', async () => {
    expect(
      await lintAt(
        'svc-ops/src/cancellations/cancellations.service.ts',
        typeImport('invoices', 'invoices.service', 'InvoicesService'),
      ),
    ).toEqual([restricted('svc-ops/src/cancellations is a feature .* it may not import invoices, which is a feature')]);
    expect(
      await lintAt(
        'svc-ops/src/suppliers/supplier-assignment.service.ts',
        typeImport('transfers', 'transfers.service', 'TransfersService'),
      ),
    ).toEqual([restricted('it may not import transfers')]);
  });

  it('refuses the core reaching up, and a feature or the read side running a workflow', async () => {
    expect(
      await lintAt(
        'svc-ops/src/cases/cases.service.ts',
        typeImport('suppliers', 'supplier-assignment.service', 'SupplierAssignmentService'),
      ),
    ).toEqual([restricted('svc-ops/src/cases is the core .* it may not import suppliers')]);
    expect(
      await lintAt(
        'svc-ops/src/communications/communications.service.ts',
        typeImport('workflows', 'send-message.workflow', 'SendMessageWorkflow'),
      ),
    ).toEqual([restricted('it may not import workflows, which is the workflows')]);
    expect(
      await lintAt(
        'svc-ops/src/case-view/case-view.service.ts',
        typeImport('workflows', 'staff-save.workflow', 'StaffSaveWorkflow'),
      ),
    ).toEqual([restricted('svc-ops/src/case-view is the read side .* it may not import workflows')]);
  });

  it('lets a feature use the core, and a workflow or the read side use features', async () => {
    expect(
      await lintAt(
        'svc-ops/src/transfers/transfers.service.ts',
        "import type { CasesService } from '../cases/cases.service';\nimport type { CatalogClient } from '../catalog/catalog.client';\nexport type T = [CasesService, CatalogClient];\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'svc-ops/src/workflows/cancel-booking.workflow.ts',
        "import type { InvoicesService } from '../invoices/invoices.service';\nimport type { CasesService } from '../cases/cases.service';\nexport type T = [InvoicesService, CasesService];\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'svc-ops/src/case-view/case-view.service.ts',
        typeImport('invoices', 'invoices.service', 'InvoicesService'),
      ),
    ).toEqual([]);
  });

  it("refuses another folder's repository, even from a workflow", async () => {
    expect(
      await lintAt(
        'svc-ops/src/workflows/staff-save.workflow.ts',
        typeImport('cases', 'cases.repository', 'CasesRepository'),
      ),
    ).toEqual([restricted("Another folder's tables are its own")]);
  });

  it('holds on svc-ops as it is: no import between features, none from the core or read side into workflows', async () => {
    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--format', 'json', 'svc-ops/src'],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string | null }> }>;
    const broken = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map(() => r.filePath),
    );
    expect(broken).toEqual([]);
    expect(results.length).toBeGreaterThan(100);
  });
});

describe('project rules by Nx tags (@nx/enforce-module-boundaries)', () => {
  const nxRule = (message: string) => expect.stringMatching(new RegExp(`^@nx/enforce-module-boundaries: ${message}`));

  it('keeps a frontend off a service and off another frontend', async () => {
    expect(
      await lintAt(
        'mfe-booking/src/leak.ts',
        "import { startBookingService } from '@vip/svc-booking';\nexport const x = startBookingService;\n",
      ),
    ).toEqual([
      nxRule(
        'A project tagged with "type:frontend" can only depend on libs tagged with "type:contracts", "type:ui", "type:platform"',
      ),
    ]);
  });

  it('keeps a service off another service, and lets it use contracts', async () => {
    expect(
      await lintAt(
        'svc-ops/src/leak.ts',
        "import { startCatalogService } from '@vip/svc-catalog';\nexport const x = startCatalogService;\n",
      ),
    ).toEqual([
      nxRule(
        'A project tagged with "type:service" can only depend on libs tagged with "type:contracts", "type:platform"',
      ),
    ]);
    expect(
      await lintAt('svc-ops/src/fine.ts', "import { BRAND } from '@vip/contracts/brand';\nexport const x = BRAND;\n"),
    ).toEqual([]);
  });

  it('lets frontends, and only frontends, use the shared browser code', async () => {
    expect(
      await lintAt(
        'mfe-airports/src/fine.tsx',
        "import { CountStepper } from '@vip/ui';\nexport const x = CountStepper;\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'svc-booking/src/leak.ts',
        "import { CountStepper } from '@vip/ui';\nexport const x = CountStepper;\n",
      ),
    ).toEqual([
      nxRule(
        'A project tagged with "type:service" can only depend on libs tagged with "type:contracts", "type:platform"',
      ),
    ]);
  });

  it('lets tooling use a service (its testing entry)', async () => {
    expect(
      await lintAt(
        'tools/slice/fine.ts',
        "import { startOpsService } from '@vip/svc-ops';\nexport const x = startOpsService;\n",
      ),
    ).toEqual([]);
  });

  it('keeps the server platform out of browser code, and lets browser specs use its test kit', async () => {
    expect(
      await lintAt(
        'shell/src/leak.ts',
        "import { LocalEventBus } from '@vip/platform/bus';\nexport const x = LocalEventBus;\n",
      ),
    ).toEqual([expect.stringContaining('The server platform stays out of browser code')]);
    expect(
      await lintAt(
        'mfe-booking/src/contract/fine.pact.spec.ts',
        "import { pactOutput } from '@vip/platform/testing';\nexport const x = pactOutput;\n",
      ),
    ).toEqual([]);
  });
});
