import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  length: number;
}

/** Keys are generated UUIDs, never the name staff gave the file; only the database knows which booking owns one. */
export interface ReceiptStorage {
  readonly kind: string;
  /** Whole or not at all: a reader never sees half a file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  close?(): Promise<void>;
}

/** A key of any other shape never reaches a path or an object name. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid receipt storage key');
  return key;
}
