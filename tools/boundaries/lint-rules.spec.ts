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

describe("svc-ops' folders form layers (eslint.config.mjs OPS_LAYERS)", () => {
  const restricted = (message: string) =>
    expect.stringMatching(new RegExp(`^@typescript-eslint/no-restricted-imports: .*${message}`));

  it('names every folder of svc-ops/src in exactly one layer, so a new folder cannot escape the rules', async () => {
    // Read in a child process: the config is ESM, and Jest here runs CommonJS.
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(join(root, 'eslint.config.mjs'))}); console.log(JSON.stringify(m.OPS_LAYERS));`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const OPS_LAYERS = JSON.parse(run.stdout) as string[][];
    const folders = readdirSync(join(root, 'svc-ops', 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'generated')
      .map((d) => d.name)
      .sort();
    expect(OPS_LAYERS.flat().sort()).toEqual(folders);
  });

  it('refuses an import going back up or sideways: the case reaching for suppliers, a supplier for invoices', async () => {
    expect(
      await lintAt(
        'svc-ops/src/cases/cases.service.ts',
        "import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';\nexport type S = SupplierAssignmentService;\n",
      ),
    ).toEqual([restricted('svc-ops/src/cases is in layer 2 .* it may not import suppliers')]);
    expect(
      await lintAt(
        'svc-ops/src/suppliers/supplier-assignment.service.ts',
        "import type { InvoicesService } from '../invoices/invoices.service';\nexport type I = InvoicesService;\n",
      ),
    ).toEqual([restricted('svc-ops/src/suppliers is in layer 3 .* it may not import invoices')]);
    expect(
      await lintAt(
        'svc-ops/src/confirmations/confirmations.service.ts',
        "import { CommunicationsService } from '../communications/communications.service';\nexport const C = CommunicationsService;\n",
      ),
    ).toEqual([restricted('it may not import communications')]);
  });

  it('lets a folder use the services of the layers below it', async () => {
    expect(
      await lintAt(
        'svc-ops/src/transfers/transfers.service.ts',
        "import type { CasesService } from '../cases/cases.service';\nimport type { CoordinationService } from '../coordination/coordination.service';\nexport type T = [CasesService, CoordinationService];\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'svc-ops/src/case-view/case-view.service.ts',
        "import type { InvoicesService } from '../invoices/invoices.service';\nexport type T = InvoicesService;\n",
      ),
    ).toEqual([]);
  });

  it("refuses another folder's repository, even from above", async () => {
    expect(
      await lintAt(
        'svc-ops/src/case-view/case-view.service.ts',
        "import type { CasesRepository } from '../cases/cases.repository';\nexport type R = CasesRepository;\n",
      ),
    ).toEqual([restricted("Another folder's tables are its own")]);
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
      await lintAt('svc-ops/src/fine.ts', "import { BRAND } from '@vip/contracts';\nexport const x = BRAND;\n"),
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
        "import { LocalEventBus } from '@vip/platform';\nexport const x = LocalEventBus;\n",
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
