import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';

const root = resolve(__dirname, '..', '..');

/** Lints a would-be file of a remote's browser code with the repository's own config. */
async function problems(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: join(root, 'mfe-airports', 'src', 'probe.ts') });
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('the shared modules every container carries (tools/rspack/shared-exports.mjs)', () => {
  it('refuses browser code an antd, router or query export the shared builds are shaken without', async () => {
    const found = await problems(
      [
        "import { DatePicker } from 'antd';",
        "import { useBlocker } from 'react-router';",
        "import { useSuspenseQuery } from '@tanstack/react-query';",
        'export const used = [DatePicker, useBlocker, useSuspenseQuery];',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.stringContaining("'DatePicker' import from 'antd' is restricted"),
      expect.stringContaining("'useBlocker' import from 'react-router' is restricted"),
      expect.stringContaining("'useSuspenseQuery' import from '@tanstack/react-query' is restricted"),
    ]);
  }, 60_000);

  it('lets it import what they carry, and any type', async () => {
    const found = await problems(
      [
        "import { Button } from 'antd';",
        "import type { TableProps } from 'antd';",
        "import { useParams } from 'react-router';",
        "import { useQuery } from '@tanstack/react-query';",
        'export type Props = TableProps<object>;',
        'export const used = [Button, useParams, useQuery];',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  }, 60_000);
});
