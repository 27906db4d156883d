// A benchmark's results file keeps its history: the new run goes on top, and the file's previous top stays below it
// under "## Earlier run: <when> (the results file's previous top)", with everything that was below it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const MEASURED_AT = /^Measured (\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2} UTC)?)/m;

/** `report` starts with the file's `# Title` line and a "Measured <date> …" line, as every benchmark writes it. */
export function withHistory(previous, report) {
  if (!previous?.trim()) return report;
  // Only a leading `# Title` gives way to the new one's; anything else the file starts with is kept.
  const body = previous.replace(/^\s*# [^\n]*\n/, '').trimStart();
  // The date of the previous top itself, not of a run further down.
  const top = body.split(/^## /m)[0];
  const when = MEASURED_AT.exec(top)?.[1] ?? 'date not recorded';
  return `${report.trimEnd()}\n\n## Earlier run: ${when} (the results file's previous top)\n\n${body}`;
}

export function writeResults(file, report) {
  writeFileSync(file, withHistory(existsSync(file) ? readFileSync(file, 'utf8') : undefined, report));
}
