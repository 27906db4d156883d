import { createHash } from 'node:crypto';

/** A stable hash of a parsed request, so a reused key with a different request is caught. */
export function requestHash(value: unknown): string {
  const canonical = JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}
