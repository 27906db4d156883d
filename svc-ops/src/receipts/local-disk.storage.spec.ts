import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { LocalDiskReceiptStorage } from './local-disk.storage';

describe('receipts on the local disk', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'receipt-storage-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes its folder on the first write, keeps each file under its key alone, and reads it back with its length', async () => {
    const storage = new LocalDiskReceiptStorage(join(root, 'receipts'));
    const key = randomUUID();
    await storage.put(key, Buffer.from('%PDF-1.4 hello'), 'application/pdf');
    expect(readdirSync(join(root, 'receipts'))).toEqual([key]);
    const stored = await storage.get(key);
    expect(stored!.length).toBe(14);
    expect(await text(stored!.body)).toBe('%PDF-1.4 hello');
    // A second write of the same key replaces the file whole; no temporary file is left behind.
    await storage.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await text((await storage.get(key))!.body)).toBe('%PDF-1.7');
    expect(readdirSync(join(root, 'receipts'))).toEqual([key]);
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    const storage = new LocalDiskReceiptStorage(root);
    const key = randomUUID();
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('x'), 'image/png');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(readdirSync(root)).toEqual([]);
  });

  it('takes only generated UUID keys: no name or path ever reaches the file system', async () => {
    const storage = new LocalDiskReceiptStorage(root);
    for (const key of ['../escape', 'invoice.pdf', '', `${randomUUID()}/x`, randomUUID().toUpperCase()]) {
      await expect(storage.put(key, Buffer.from('x'), 'application/pdf')).rejects.toThrow(
        'Invalid receipt storage key',
      );
      await expect(storage.get(key)).rejects.toThrow('Invalid receipt storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid receipt storage key');
    }
    expect(readdirSync(root)).toEqual([]);
  });
});
