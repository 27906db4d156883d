// A benchmark's results file keeps its history: the new run goes on top, and the file's previous top stays below it
// under "## Earlier run: <when> (the results file's previous top)", with everything that was below it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const MEASURED_AT = /^Measured (\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2} UTC)?)/m;

/** `report` starts with the file's `# Title` line and a "Measured <date> …" line, as every benchmark writes it. */
export function withHistory(previous, report) {
  if (!previous?.trim()) return report;
  const [, ...rest] = previous.split('\n');
  const when = MEASURED_AT.exec(previous)?.[1] ?? 'date not recorded';
  return `${report.trimEnd()}\n\n## Earlier run: ${when} (the results file's previous top)\n\n${rest.join('\n').trimStart()}`;
}

export function writeResults(file, report) {
  writeFileSync(file, withHistory(existsSync(file) ? readFileSync(file, 'utf8') : undefined, report));
}
