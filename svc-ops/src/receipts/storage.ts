import type { Readable } from 'node:stream';

/** A stored file read back: its bytes as a stream, and how many there are. */
export interface StoredObject {
  body: Readable;
  length: number;
}

/**
 * The storage port of supplier receipts: where the files' bytes live, by a key svc-ops generates (a UUID,
 * never the name staff gave the file). The database row (receipts.repository.ts) says which key belongs to
 * which booking; the storage knows nothing else. Adapters: a local folder (local-disk.storage.ts, the
 * default) and a bucket of S3 or an S3-compatible server (s3.storage.ts), chosen by RECEIPTS_STORAGE.
 */
export interface ReceiptStorage {
  /** 'local' or 's3', for the start-up line. */
  readonly kind: string;
  /** Stores the bytes under the key, whole or not at all (a reader never sees half a file). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key; null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the key's bytes; nothing happens when there are none. */
  delete(key: string): Promise<void>;
  /** Ends the adapter's connections (on shutdown). */
  close?(): Promise<void>;
}

/** Storage keys are generated UUIDs: a key of any other shape never reaches a path or an object name. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid receipt storage key');
  return key;
}
