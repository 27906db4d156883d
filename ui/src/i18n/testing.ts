// For tests only (Node): the English texts a remote defines beside its components.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The file a feature keeps its texts in: `defineMessages` objects, English as `defaultMessage`. */
const MESSAGES_FILE = /\.messages\.tsx?$/;

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : messageFiles(full);
    return MESSAGES_FILE.test(entry.name) ? [full] : [];
  });
}

function isDescriptor(value: unknown): value is { id: string; defaultMessage: string } {
  const candidate = value as { id?: unknown; defaultMessage?: unknown } | null;
  return typeof candidate?.id === 'string' && typeof candidate.defaultMessage === 'string';
}

/** Every `{ id, defaultMessage }` exported from the `*.messages.ts` files under dir, as id → English. */
export function collectMessages(dir: string): Record<string, string> {
  const english: Record<string, string> = {};
  for (const file of messageFiles(dir)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest compiles the file on require
    const exported = require(file) as Record<string, unknown>;
    for (const group of Object.values(exported)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const descriptor of Object.values(group)) {
        if (!isDescriptor(descriptor)) continue;
        const known = english[descriptor.id];
        if (known !== undefined && known !== descriptor.defaultMessage)
          throw new Error(`${descriptor.id} has two English texts: "${known}" and "${descriptor.defaultMessage}"`);
        english[descriptor.id] = descriptor.defaultMessage;
      }
    }
  }
  return english;
}
