import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { assertStorageKey, type ReceiptStorage, type StoredObject } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Written to a temporary name, flushed and renamed, so a reader or a crash never sees half a file under a key. */
export class LocalDiskReceiptStorage implements ReceiptStorage {
  readonly kind = 'local';
  readonly dir: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  /** Public for tests. */
  pathOf(key: string): string {
    return join(this.dir, assertStorageKey(key));
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const temp = join(this.dir, `.${key}.${randomUUID()}.tmp`);
    try {
      const file = await open(temp, 'wx', 0o600);
      try {
        await file.writeFile(body);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    try {
      // Opened before answering, so a file deleted meanwhile is a null, not a broken download.
      const file = await open(path, 'r');
      try {
        const { size } = await file.stat();
        return { body: file.createReadStream({ autoClose: true }), length: size };
      } catch (error) {
        await file.close();
        throw error;
      }
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
