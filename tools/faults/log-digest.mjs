// What each process of a fault run logged above info: a failed run explains itself in CI's output, where its log
// files are out of reach.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DIGEST_HEADING =
  'What the services logged above info, by message (count × message), and their last lines:';

const ABOVE_INFO = /"level":("warn"|"error"|"fatal"|40|50|60)[,}]/;
const MESSAGE = /"msg":"((?:[^"\\]|\\.)*)"/;

/** The lines to print: the heading, then per log file its messages by count and its last `last` such lines. */
export function logDigest(dir, { top = 12, last = 3, width = 600 } = {}) {
  const out = [DIGEST_HEADING];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.log')) : [];
  for (const file of files.sort()) {
    const lines = readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => ABOVE_INFO.test(line));
    if (lines.length === 0) continue;
    const counts = new Map();
    for (const line of lines) {
      const message = MESSAGE.exec(line)?.[1] ?? line.slice(0, 120);
      counts.set(message, (counts.get(message) ?? 0) + 1);
    }
    const common = [...counts].sort((a, b) => b[1] - a[1]).slice(0, top);
    out.push(`--- ${file}: ${common.map(([message, n]) => `${n} × ${message}`).join('; ')}`);
    for (const line of lines.slice(-last)) out.push(`    ${line.slice(0, width)}`);
  }
  return out;
}
