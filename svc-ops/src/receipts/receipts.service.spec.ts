import { Writable } from 'node:stream';
import { createLogger } from '@vip/platform/logger';
import type { CasesService } from '../cases/cases.service';
import type { OpsPrisma } from '../prisma';
import type { ReceiptRecord, ReceiptsRepository } from './receipts.repository';
import { ReceiptsService } from './receipts.service';
import type { ReceiptStorage } from './storage';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const actor = { id: '7d0c5a4e-1111-4222-8333-444455556666', name: 'Ops Lead' };
const CASE = '0b7f3f8e-9c1d-4d5e-8f00-000000000001';

/** The storage port in memory, whose delete may be made to fail. */
function memoryStorage(failDelete = false) {
  const objects = new Map<string, Buffer>();
  const storage: ReceiptStorage = {
    kind: 'memory',
    put: async (key, body) => void objects.set(key, body),
    get: async () => null,
    delete: async (key) => {
      if (failDelete) throw new Error('storage unavailable');
      objects.delete(key);
    },
  };
  return { storage, objects };
}

function logLines() {
  const lines: string[] = [];
  const logger = createLogger({
    service: 'svc-ops',
    level: 'trace',
    destination: new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }),
  });
  return { lines, logger };
}

function serviceWith(deps: {
  prisma: Partial<OpsPrisma>;
  storage: ReceiptStorage;
  receipts?: Record<string, unknown>;
  cases?: Partial<CasesService>;
  logger: ReturnType<typeof createLogger>;
}) {
  return new ReceiptsService({
    prisma: deps.prisma as OpsPrisma,
    receipts: (deps.receipts ?? {}) as unknown as ReceiptsRepository,
    cases: (deps.cases ?? {}) as CasesService,
    storage: deps.storage,
    now: () => new Date('2030-06-01T12:00:00.000Z'),
    logger: deps.logger,
    onBoardChanged: () => undefined,
  });
}

describe('receipts service: the storage and the database kept in step', () => {
  it('removes the stored file again when the transaction that records it fails', async () => {
    const { storage, objects } = memoryStorage();
    const { lines, logger } = logLines();
    const put = jest.spyOn(storage, 'put');
    const service = serviceWith({
      prisma: {
        $transaction: (async () => Promise.reject(new Error('database down'))) as unknown as OpsPrisma['$transaction'],
      },
      storage,
      logger,
    });
    await expect(
      service.upload(CASE, { fileName: 'Secret supplier.pdf', declaredType: 'application/pdf', bytes: PDF }, actor),
    ).rejects.toThrow('database down');
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0]![0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(objects.size).toBe(0);
    expect(lines.join('')).not.toContain('Secret supplier');
  });

  it('stores nothing for a file whose bytes are not its type', async () => {
    const { storage, objects } = memoryStorage();
    const service = serviceWith({ prisma: {}, storage, logger: logLines().logger });
    await expect(
      service.upload(
        CASE,
        { fileName: 'page.pdf', declaredType: 'application/pdf', bytes: Buffer.from('<html>') },
        actor,
      ),
    ).rejects.toMatchObject({ status: 415 });
    expect(objects.size).toBe(0);
  });

  it('keeps the deletion when the stored file cannot be removed after the commit, and logs ids, never the name', async () => {
    const { storage } = memoryStorage(true);
    const { lines, logger } = logLines();
    const row: ReceiptRecord = {
      id: '3d5f7a9c-1e2b-4c4d-8e6f-0a1b2c3d4e5f',
      caseId: CASE,
      fileName: 'Secret supplier.pdf',
      fileType: 'application/pdf',
      sizeBytes: PDF.length,
      sha256: 'x',
      storageKey: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      uploadedById: actor.id,
      uploadedByName: actor.name,
      uploadedAt: new Date(),
    };
    const removed: string[] = [];
    const changes: unknown[] = [];
    const service = serviceWith({
      prisma: {
        $transaction: (async (fn: (tx: unknown) => Promise<unknown>) => fn({})) as unknown as OpsPrisma['$transaction'],
      },
      storage,
      logger,
      cases: {
        lockForChange: async () => ({}) as never,
        recordChange: async (_tx, _id, entry) => (changes.push(entry), {}) as never,
      },
      receipts: { find: async () => row, remove: async (_tx: unknown, id: string) => (removed.push(id), row) },
    });
    await service.remove(CASE, row.id, actor);
    expect(removed).toEqual([row.id]);
    expect(changes).toEqual([
      expect.objectContaining({
        action: 'receipt_deleted',
        changes: { receipt: { from: 'Secret supplier.pdf', to: null } },
      }),
    ]);
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 'error');
    expect(failure).toMatchObject({ caseId: CASE, receiptId: row.id, storageKey: row.storageKey });
    expect(lines.join('')).not.toContain('Secret supplier');
  });
});
