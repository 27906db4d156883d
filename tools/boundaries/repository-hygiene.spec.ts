import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ignore from 'ignore';

const root = join(__dirname, '..', '..');

describe('what git keeps out of the repository', () => {
  const ignored = ignore().add(readFileSync(join(root, '.gitignore'), 'utf8'));

  // A worktree links each project's node_modules to the main checkout's; committed, that link points at
  // itself in every fresh checkout and npm install fails with ELOOP.
  it.each(['node_modules/', 'mfe-airports/node_modules/', 'mfe-airports/node_modules', 'svc-ops/node_modules'])(
    'ignores %s, a directory or a symbolic link',
    (path) => {
      expect(ignored.ignores(path)).toBe(true);
    },
  );

  it('still keeps the sources', () => {
    expect(ignored.ignores('mfe-airports/src/directory/airports-page.tsx')).toBe(false);
    expect(ignored.ignores('package.json')).toBe(false);
  });
});
