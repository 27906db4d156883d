// A file on the gateway, looked at again when due: remotes.json and each remote's server entry.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

interface Known<T> {
  hash: string;
  etag?: string;
  value?: T;
  /** The look failed and nothing was known before: kept as failed until due, so not asked on every render. */
  error?: unknown;
}

/**
 * A 404 is kept as "none" (a remote without a server container). A failure keeps the last good copy and waits
 * revalidateMs, so a gateway in trouble is not asked on every render.
 */
export function revalidated<T>(
  fetchImpl: typeof fetch,
  revalidateMs: number,
  parse: (text: string, hash: string) => T,
  onChange: () => void,
  path: string,
): () => Promise<T | undefined> {
  const look = async (known: Known<T> | undefined): Promise<Known<T>> => {
    // No redirects: what is run or trusted comes from the gateway itself.
    const res = await fetchImpl(path, {
      redirect: 'error',
      headers: known?.etag ? { 'If-None-Match': known.etag } : {},
    });
    if (known && res.status === 304) return known;
    if (res.status === 404) {
      if (known?.value !== undefined) onChange();
      return { hash: '' };
    }
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const text = await res.text();
    const hash = createHash('sha256').update(text).digest('hex');
    const etag = res.headers.get('etag') ?? undefined;
    if (known?.hash === hash) return { ...known, etag };
    if (known) onChange();
    return { hash, etag, value: parse(text, hash) };
  };
  const cache = new LRUCache<string, Known<T>>({
    max: 1,
    ttl: Math.max(1, revalidateMs),
    fetchMethod: (_, stale) => {
      const known = stale?.error === undefined ? stale : undefined;
      return look(known).catch((error: unknown) => known ?? { hash: '', error });
    },
  });
  return async () => {
    const known = await cache.fetch(path, { forceRefresh: revalidateMs <= 0 });
    if (known?.error !== undefined) throw known.error;
    return known?.value;
  };
}
