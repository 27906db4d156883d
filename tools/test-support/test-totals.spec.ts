import { closingLines, summarise } from './test-totals.cjs';

const project = (name: string, counts: Partial<Record<string, unknown>> = {}) => ({
  project: name,
  suites: 2,
  failedSuites: 0,
  skippedSuites: 0,
  tests: 10,
  passed: 10,
  failed: 0,
  skipped: 0,
  skippedNames: [],
  ...counts,
});

const run = (totals: object[], infraRequired: boolean) =>
  summarise({ projects: ['contracts', 'svc-ops'], totals, filtered: false, nxStatus: 0, infraRequired });

describe('the closing summary of npm test', () => {
  const withSkip = [
    project('contracts'),
    project('svc-ops', {
      tests: 11,
      skipped: 1,
      skippedNames: ['test/kafka.int-spec.ts › the bus [skipped: KAFKA_BROKERS not set] delivers'],
    }),
  ];

  it('fails the run on a skipped test when infrastructure is required, naming it', () => {
    const summary = run(withSkip, true);
    expect(summary.ok).toBe(false);
    expect(summary.lines.join('\n')).toContain(
      'svc-ops: test/kafka.int-spec.ts › the bus [skipped: KAFKA_BROKERS not set] delivers',
    );
    expect(summary.lines.at(-1)).toContain('1 skipped under REQUIRE_INFRA');
    expect(closingLines(summary.sum, summary.failedCount, 1).at(-1)).toBe('tests: 20 passed, 1 failed, 1 skipped');
  });

  it('fails the run on a skipped suite when infrastructure is required', () => {
    expect(run([project('contracts', { skippedSuites: 1 }), project('svc-ops')], true).ok).toBe(false);
  });

  it('lets a skip pass on a machine without the servers, and counts it', () => {
    const summary = run(withSkip, false);
    expect(summary.ok).toBe(true);
    expect(closingLines(summary.sum, summary.failedCount, 1).at(-1)).toBe('tests: 20 passed, 0 failed, 1 skipped');
  });

  it('adds up the parts of a project whose jest runs in parts, with the failures of each', () => {
    const summary = run(
      [
        project('contracts'),
        { ...project('svc-ops', { tests: 4, passed: 4 }), part: 'shared' },
        {
          ...project('svc-ops', { suites: 1, tests: 3, passed: 2, failed: 1 }),
          part: 'alone',
          failures: ['split/split.int-spec.ts › the split stack serves: boom'],
        },
      ],
      false,
    );
    expect(summary.ok).toBe(false);
    expect(summary.lines.join('\n')).toMatch(/svc-ops\s+3\s+0\s+7\s+6\s+1\s+0/);
    expect(summary.lines.join('\n')).toContain('svc-ops: split/split.int-spec.ts › the split stack serves: boom');
    expect(closingLines(summary.sum, summary.failedCount, 1).at(-1)).toBe('tests: 16 passed, 1 failed, 0 skipped');
  });

  it('fails a project that ran no test', () => {
    const summary = run([project('contracts')], false);
    expect(summary.ok).toBe(false);
    expect(summary.missing).toEqual(['svc-ops']);
    expect(closingLines(summary.sum, summary.failedCount, 1).at(-1)).toBe('tests: 10 passed, 1 failed, 0 skipped');
  });

  it('names each failed test with the first line of its reason', () => {
    const summary = run(
      [
        project('contracts'),
        project('svc-ops', {
          passed: 9,
          failed: 1,
          failedSuites: 1,
          failures: ['test/holds.int-spec.ts › a hold expires: expect(received).toBe(expected)'],
        }),
      ],
      true,
    );
    expect(summary.ok).toBe(false);
    expect(summary.lines).toContain(
      '  svc-ops: test/holds.int-spec.ts › a hold expires: expect(received).toBe(expected)',
    );
  });
});
