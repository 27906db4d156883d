import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findViolations } = require('./check-boundaries.cjs') as {
  findViolations: (root?: string, projects?: string[]) => { file: string; specifier: string; reason: string }[];
};

const manifest = (folder: string) => readFileSync(join(__dirname, '..', '..', folder, 'package.json'), 'utf8');

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries({
    'contracts/package.json': manifest('contracts'),
    'contracts/platform/package.json': manifest('contracts/platform'),
    ...files,
  })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('module boundaries', () => {
  it('hold in this repository', () => {
    expect(findViolations()).toEqual([]);
  });

  it('catch a service importing another service, by path or by package', () => {
    const root = tree({
      'svc-booking/src/a.ts': "import { x } from '../../svc-catalog/src/pricing/pricing.engine';",
      'svc-booking/src/b.ts': "import { startOpsService } from '@vip/svc-ops';",
      'svc-booking/src/ok.ts':
        "import { toCents } from '@vip/contracts/money';\nimport { AppError } from '@vip/platform/koa';",
    });
    const v = findViolations(root);
    expect(v.map((x) => [x.file, x.specifier])).toEqual([
      ['svc-booking/src/a.ts', '../../svc-catalog/src/pricing/pricing.engine'],
      ['svc-booking/src/b.ts', '@vip/svc-ops'],
    ]);
  });

  it('catch a micro-frontend importing another remote, a service, or server code', () => {
    const root = tree({
      'mfe-booking/src/a.tsx': "export { AirportsPage } from '../../mfe-airports/src/directory/airports-page';",
      'mfe-admin/src/b.tsx': "const m = await import('../../svc-ops/src/app');",
      'shell/src/c.tsx': "import { LocalEventBus } from '@vip/platform/bus';",
      'mfe-airports/src/d.ts': "const x = require('../../contracts/src/vocabulary');",
    });
    expect(
      findViolations(root)
        .map((x) => x.file)
        .sort(),
    ).toEqual(['mfe-admin/src/b.tsx', 'mfe-airports/src/d.ts', 'mfe-booking/src/a.tsx', 'shell/src/c.tsx']);
  });

  it('let frontends share browser code through @vip/ui only, and keep it out of services and contracts', () => {
    const root = tree({
      'mfe-booking/src/ok.tsx': "import { CountStepper } from '@vip/ui';",
      'shell/src/ok.tsx': "import { usePageMeta } from '@vip/ui';",
      'ui/src/ok.tsx': "import { BRAND } from '@vip/contracts/brand';",
      'svc-booking/src/a.ts': "import { usePageMeta } from '@vip/ui';",
      'contracts/src/b.ts': "import { CountStepper } from '@vip/ui';",
      'mfe-airports/src/c.tsx': "import { CountStepper } from '../../ui/src/count-stepper';",
      'mfe-admin/src/d.tsx': "import { CountStepper } from '@vip/ui/src/count-stepper';",
      'ui/src/e.tsx': "import { LocalEventBus } from '@vip/platform/bus';",
      'ui/src/f.tsx': "import { SearchPage } from '../../mfe-booking/src/wizard/search-page';",
    });
    expect(
      findViolations(root)
        .map((x) => x.file)
        .sort(),
    ).toEqual([
      'contracts/src/b.ts',
      'mfe-admin/src/d.tsx',
      'mfe-airports/src/c.tsx',
      'svc-booking/src/a.ts',
      'ui/src/e.tsx',
      'ui/src/f.tsx',
    ]);
  });

  it('let everyone read contracts and the platform by their entries only: no barrel, no file inside them', () => {
    const root = tree({
      'svc-ops/src/ok.ts': "import { caseCancelSchema } from '@vip/contracts/schemas';",
      'svc-ops/src/a.ts': "import { caseCancelSchema } from '@vip/contracts';",
      'mfe-admin/src/b.ts': "import { caseCancelSchema } from '@vip/contracts/schemas/cancellations';",
      'svc-ops/src/c.ts': "import { AppError } from '@vip/platform';",
    });
    const found = findViolations(root, ['svc-ops', 'mfe-admin']).map((v) => [v.file, v.specifier]);
    expect(found.sort()).toEqual([
      ['mfe-admin/src/b.ts', '@vip/contracts/schemas/cancellations'],
      ['svc-ops/src/a.ts', '@vip/contracts'],
      ['svc-ops/src/c.ts', '@vip/platform'],
    ]);
  });

  it('keep the server platform out of contracts and out of browser bundles, and let browser specs use its test kit', () => {
    const root = tree({
      'contracts/src/a.ts': "import { AppError } from '@vip/platform/koa';",
      'contracts/platform/src/ok.ts': "import { parseEnvelope } from '@vip/contracts/events';",
      'contracts/platform/src/b.ts': "import { parseEnvelope } from '../../src/events/registry';",
      'mfe-booking/src/c.tsx': "import { pactOutput } from '@vip/platform/testing';",
      'mfe-booking/src/ok.pact.spec.ts': "import { pactOutput } from '@vip/platform/testing';",
      'svc-ops/src/ok.ts': "import { AppError } from '@vip/platform/koa';",
    });
    expect(
      findViolations(root)
        .map((x) => [x.file, x.reason])
        .sort(),
    ).toEqual([
      ['contracts/platform/src/b.ts', 'reaches into contracts by path (use @vip/contracts, or federation for UI)'],
      ['contracts/src/a.ts', 'imports @vip/platform/koa (contracts is the browser-safe language: nothing of ours)'],
      ['mfe-booking/src/c.tsx', 'imports server-only @vip/platform/testing into browser code'],
    ]);
  });
});
