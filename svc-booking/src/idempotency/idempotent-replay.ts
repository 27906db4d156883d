import type { SqlClient } from '@vip/platform/outbox';
import { bookingErrors } from '../errors';
import { uniqueViolationOn, type IdempotencyRepository } from './idempotency.repository';

export interface IdempotentResult<T> {
  status: number;
  body: T;
  replayed: boolean;
}

export interface IdempotencyScope {
  repo: IdempotencyRepository;
  scope: string;
  /** The Idempotency-Key header; without one every call is new. */
  key: string | undefined;
  requestHash: string;
}

/** Saves the answer with the key inside the caller's transaction, so both commit or neither does. */
export type SaveAnswer<T> = (tx: SqlClient, body: T) => Promise<void>;

/**
 * Answers a request once per Idempotency-Key: a key already used gets its stored answer (a different
 * request with it, or the key at another endpoint, is a 409); otherwise `create` runs and stores its 201 answer with
 * `save`. When the same key races in twice, the loser's insert of the key fails and it answers with the winner's.
 */
export async function answerOnce<T>(
  s: IdempotencyScope,
  create: (save: SaveAnswer<T>) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const replay = async (): Promise<IdempotentResult<T> | null> => {
    if (!s.key) return null;
    const stored = await s.repo.find(s.key);
    if (!stored) return null;
    // A key names one request: another body, or the same key at another endpoint, is a client bug.
    if (stored.scope !== s.scope || stored.requestHash !== s.requestHash) {
      throw bookingErrors.create(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request.',
      );
    }
    return { status: stored.status, body: stored.body as T, replayed: true };
  };
  const first = await replay();
  if (first) return first;
  const save: SaveAnswer<T> = async (tx, body) => {
    if (s.key) await s.repo.save(tx, s.key, { scope: s.scope, requestHash: s.requestHash, status: 201, body });
  };
  try {
    return { status: 201, body: await create(save), replayed: false };
  } catch (error) {
    if (s.key && uniqueViolationOn(error, 'key')) {
      const stored = await replay();
      if (stored) return stored;
    }
    throw error;
  }
}
