import { useRef } from 'react';

/** A fresh Idempotency-Key; crypto.randomUUID is missing on older browsers and plain-http origins. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key for a request body: the same body keeps its key, so a retry after a lost answer replays the
 * first answer instead of booking twice; a changed body is a new request with a new key.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: newIdempotencyKey(), body: text };
    return attempt.current.key;
  };
}
