import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** The repository's own ESLint settings, on a file that would sit at `path` (ESLint's CLI: its config is ESM). */
async function lintAt(path: string, text: string): Promise<string[]> {
  const run = spawnSync(process.execPath, [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', path, '--format', 'json'], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint rules of the layers', () => {
  it('lets only repositories (and the client factory) use the generated Prisma client', async () => {
    const valueImport = "import { Prisma } from '../generated/prisma/client.ts';\nexport const isKnown = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError;\n";
    expect(await lintAt('svc-ops/src/cases/cases.service.ts', valueImport)).toEqual([
      "@typescript-eslint/no-restricted-imports: '../generated/prisma/client.ts' import is restricted from being used by a pattern. Only *.repository.ts files use the Prisma client; import its types with `import type`.",
    ]);
    expect(await lintAt('svc-ops/src/cases/cases.repository.ts', valueImport)).toEqual([]);
    expect(await lintAt('svc-booking/src/prisma.ts', valueImport)).toEqual([]);
  });

  it('allows row types anywhere in a service', async () => {
    const typeImport = "import type { OperationsCase } from '../generated/prisma/client.ts';\nexport const idOf = (c: OperationsCase) => c.id;\n";
    expect(await lintAt('svc-ops/src/cases/case-detail.ts', typeImport)).toEqual([]);
  });
});
