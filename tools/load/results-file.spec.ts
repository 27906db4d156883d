import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** As a benchmark calls it: the module is ES, run by Node itself. */
function writeResults(file: string, report: string): void {
  const script = `import { writeResults } from ${JSON.stringify(join(__dirname, 'results-file.mjs'))};
    writeResults(process.argv[1], process.argv[2]);`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, file, report]);
}

const report = (when: string, figure: string) =>
  `# Checkout benchmark\n\nMeasured ${when} by \`node tools/load/checkout-benchmark.mjs\`.\n\n| checkouts per second | ${figure} |\n`;

describe('a benchmark results file', () => {
  it('keeps every earlier run below the new one, each under the time it was measured', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'RESULTS.md');
    writeResults(file, report('2026-11-30 05:34 UTC', '224.2'));
    // What a session writes by hand under the run it explains stays with that run.
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n## What this run changes\n\n- Fewer statements.\n`);
    writeResults(file, report('2026-11-30 09:10 UTC', '240.0'));
    writeResults(file, report('2026-11-30 10:00 UTC', '251.5'));

    const text = readFileSync(file, 'utf8');
    expect(text.match(/^# /gm)).toHaveLength(1);
    expect(text.startsWith(report('2026-11-30 10:00 UTC', '251.5').trimEnd())).toBe(true);
    const order = [
      '| 251.5 |',
      "## Earlier run: 2026-11-30 09:10 UTC (the results file's previous top)",
      '| 240.0 |',
      "## Earlier run: 2026-11-30 05:34 UTC (the results file's previous top)",
      '| 224.2 |',
      '## What this run changes',
    ].map((part) => text.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('keeps whatever an older file starts with, and dates its top by that top alone', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'RESULTS.md');
    writeFileSync(
      file,
      'Figures by hand, no title.\n\n## Earlier run: 2026-11-28 21:22 UTC\n\nMeasured 2026-11-28 21:22 UTC.\n',
    );
    writeResults(file, report('2026-11-30 09:10 UTC', '240.0'));
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(
      "## Earlier run: date not recorded (the results file's previous top)\n\nFigures by hand, no title.",
    );
    expect(text).toContain('## Earlier run: 2026-11-28 21:22 UTC\n');
  });

  it('starts a file that is not there with the run alone', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'RESULTS.md');
    writeResults(file, report('2026-11-30 05:34 UTC', '224.2'));
    expect(readFileSync(file, 'utf8')).toBe(report('2026-11-30 05:34 UTC', '224.2'));
  });
});
