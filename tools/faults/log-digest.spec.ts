import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** As the fault run calls it: the module is ES, run by Node itself. */
function digest(dir: string, options: object): { heading: string; lines: string[] } {
  const script = `import { logDigest, DIGEST_HEADING } from ${JSON.stringify(join(__dirname, 'log-digest.mjs'))};
    const [dir, options] = JSON.parse(process.argv[1]);
    process.stdout.write(JSON.stringify({ heading: DIGEST_HEADING, lines: logDigest(dir, options) }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([dir, options])]).toString(),
  );
}

describe("a failed fault run's digest of the services' logs", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fault-digest-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const line = (level: string, msg: string) => JSON.stringify({ level, time: 't', service: 'svc-catalog', msg });

  it("counts each log's warnings and errors by message, most frequent first, and shows its last lines", () => {
    writeFileSync(
      join(dir, 'svc-catalog-15101.log'),
      [
        line('info', 'listening'),
        line('warn', 'catalog refresh failed'),
        line('error', 'database pool error'),
        line('warn', 'catalog refresh failed'),
        'not json at all',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'svc-ops-15301.log'), line('info', 'listening'));
    writeFileSync(join(dir, 'mails.jsonl'), line('error', 'not a log file'));

    const { heading, lines } = digest(dir, { last: 2 });
    expect(lines).toEqual([
      heading,
      '--- svc-catalog-15101.log: 2 × catalog refresh failed; 1 × database pool error',
      `    ${line('error', 'database pool error')}`,
      `    ${line('warn', 'catalog refresh failed')}`,
    ]);
  });

  it('is the heading alone when the run left no logs', () => {
    const { heading, lines } = digest(join(dir, 'gone'), {});
    expect(lines).toEqual([heading]);
  });
});
