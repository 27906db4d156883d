// A file on the gateway, looked at again when due: remotes.json and each remote's server entry.
import { createHash } from 'node:crypto';

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
  let known: { checkedAt: number; hash: string; etag?: string; value: T | undefined } | undefined;
  let failed: { at: number; error: unknown } | undefined;
  let looking: Promise<T | undefined> | undefined;
  const look = async (): Promise<T | undefined> => {
    // No redirects: what is run or trusted comes from the gateway itself.
    const res = await fetchImpl(path, {
      redirect: 'error',
      headers: known?.etag ? { 'If-None-Match': known.etag } : {},
    });
    if (known && res.status === 304) {
      known.checkedAt = Date.now();
      return known.value;
    }
    if (res.status === 404) {
      if (known?.value !== undefined) onChange();
      known = { checkedAt: Date.now(), hash: '', value: undefined };
      return undefined;
    }
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const text = await res.text();
    const hash = createHash('sha256').update(text).digest('hex');
    const etag = res.headers.get('etag') ?? undefined;
    if (known?.hash === hash) {
      Object.assign(known, { checkedAt: Date.now(), etag });
      return known.value;
    }
    const replaced = known !== undefined;
    known = { checkedAt: Date.now(), hash, etag, value: parse(text, hash) };
    if (replaced) onChange();
    return known.value;
  };
  return () => {
    if (known && Date.now() - known.checkedAt < revalidateMs) return Promise.resolve(known.value);
    if (failed && Date.now() - failed.at < revalidateMs)
      return known ? Promise.resolve(known.value) : Promise.reject(failed.error);
    looking ??= look()
      .then((value) => {
        failed = undefined;
        return value;
      })
      .catch((error: unknown) => {
        failed = { at: Date.now(), error };
        if (known) return known.value;
        throw error;
      })
      .finally(() => (looking = undefined));
    return looking;
  };
}
