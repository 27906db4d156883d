import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A function of releases.mjs (an ES module, which this test runner cannot import), run in its own Node. */
function call<T>(name: string, ...args: unknown[]): T {
  const script = `import * as releases from ${JSON.stringify(join(__dirname, 'releases.mjs'))}; console.log(JSON.stringify(releases[${JSON.stringify(name)}](...${JSON.stringify(args)})));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as T;
}
const publish = (work: string, remote: string, dir: string) => call<string>('publish', work, remote, dir);
const rollback = (work: string, remote: string) => call<string>('rollback', work, remote);
const historyOf = (work: string, remote: string) => call<{ current: string }>('historyOf', work, remote);

describe('releases of a remote', () => {
  let work: string;
  const build = (name: string) => {
    const dir = join(work, 'builds', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'remoteEntry.js'), `// ${name}\n`);
    return dir;
  };
  const live = () =>
    (JSON.parse(readFileSync(join(work, 'remotes', 'remotes.json'), 'utf8')) as { remotes: Array<{ entry: string }> })
      .remotes[0]!.entry;

  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'releases-'));
    mkdirSync(join(work, 'remotes'));
    writeFileSync(
      join(work, 'remotes', 'remotes.json'),
      JSON.stringify({
        remotes: [{ name: 'mfe_booking', entry: '/remotes/mfe-booking/remoteEntry.js', routes: ['/'] }],
      }),
    );
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('rolls back to the release that was live before, also when a deploy follows a rollback', () => {
    const first = publish(work, 'mfe-booking', build('first'));
    const broken = publish(work, 'mfe-booking', build('broken'));
    expect(rollback(work, 'mfe-booking')).toBe(first);
    const fixed = publish(work, 'mfe-booking', build('fixed'));
    expect(live()).toBe(`/remotes/mfe-booking/${fixed}/remoteEntry.js`);
    // Back to what served before the fix went out, not to the broken release published before it.
    expect(rollback(work, 'mfe-booking')).toBe(first);
    expect(live()).toBe(`/remotes/mfe-booking/${first}/remoteEntry.js`);
    expect(rollback(work, 'mfe-booking')).toBe(broken);
    expect(historyOf(work, 'mfe-booking').current).toBe(broken);
  });

  it('moves the manifest on by at least a second each switch, so its ETag (seconds and size) changes', () => {
    const mtimes: number[] = [];
    publish(work, 'mfe-booking', build('a'));
    mtimes.push(statSync(join(work, 'remotes', 'remotes.json')).mtimeMs);
    publish(work, 'mfe-booking', build('b'));
    mtimes.push(statSync(join(work, 'remotes', 'remotes.json')).mtimeMs);
    rollback(work, 'mfe-booking');
    mtimes.push(statSync(join(work, 'remotes', 'remotes.json')).mtimeMs);
    expect(Math.floor(mtimes[1]! / 1000)).toBeGreaterThan(Math.floor(mtimes[0]! / 1000));
    expect(Math.floor(mtimes[2]! / 1000)).toBeGreaterThan(Math.floor(mtimes[1]! / 1000));
  });
});
