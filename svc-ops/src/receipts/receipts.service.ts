import { createHash, randomUUID } from 'node:crypto';
import type { SupplierReceipt } from '@vip/contracts/schemas';
import type { Logger } from '@vip/platform/logger';
import type { AuditActor, CasesService } from '../cases/cases.service';
import { opsErrors } from '../errors';
import type { OpsPrisma } from '../prisma';
import { checkedReceiptType } from './file-type';
import type { ReceiptRecord, ReceiptsRepository } from './receipts.repository';
import type { ReceiptStorage, StoredObject } from './storage';

export interface ReceiptsServiceDeps {
  prisma: OpsPrisma;
  receipts: ReceiptsRepository;
  cases: CasesService;
  storage: ReceiptStorage;
  now: () => Date;
  logger: Logger;
  onBoardChanged: () => void;
}

export interface ReceiptUpload {
  fileName: string;
  declaredType: string | undefined;
  bytes: Buffer;
}

export interface ReceiptFile {
  receipt: SupplierReceipt;
  file: StoredObject;
}

const notFound = () => opsErrors.create('RECEIPT_NOT_FOUND', 'File not found');

function toReceipt(row: ReceiptRecord): SupplierReceipt {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType as SupplierReceipt['fileType'],
    sizeBytes: row.sizeBytes,
    uploadedBy: row.uploadedByName,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/**
 * Bytes are stored outside any transaction, under a generated key; the row and audit line in one that locks the case.
 * Logs name receipts by id only, never a file's name or content.
 */
export class ReceiptsService {
  constructor(private readonly deps: ReceiptsServiceDeps) {}

  /** Before an upload's body is read. */
  async requireCase(caseId: string): Promise<void> {
    await this.deps.cases.require(caseId);
  }

  async list(caseId: string): Promise<SupplierReceipt[]> {
    await this.deps.cases.require(caseId);
    return (await this.deps.receipts.list(caseId)).map(toReceipt);
  }

  /** The type is checked against the bytes, not the browser's word. A failed transaction removes the stored bytes. */
  async upload(caseId: string, upload: ReceiptUpload, actor: AuditActor): Promise<SupplierReceipt> {
    const fileType = checkedReceiptType(upload.declaredType, upload.bytes);
    const id = randomUUID();
    const storageKey = randomUUID();
    const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
    await this.storageCall(caseId, id, () => this.deps.storage.put(storageKey, upload.bytes, fileType));
    let row: ReceiptRecord;
    try {
      row = await this.deps.prisma.$transaction(async (tx) => {
        await this.deps.cases.lockForChange(tx, caseId);
        const at = this.deps.now();
        const created = await this.deps.receipts.create(tx, {
          id,
          caseId,
          fileName: upload.fileName,
          fileType,
          sizeBytes: upload.bytes.length,
          sha256,
          storageKey,
          uploadedById: actor.id,
          uploadedByName: actor.name,
          uploadedAt: at,
        });
        await this.deps.cases.recordChange(tx, caseId, {
          actor,
          action: 'receipt_uploaded',
          changes: { receipt: { from: null, to: upload.fileName } },
          at,
        });
        return created;
      });
    } catch (error) {
      await this.deps.storage
        .delete(storageKey)
        .catch((err: unknown) =>
          this.deps.logger.error(
            { err, caseId, receiptId: id, storageKey },
            'receipts: a stored file whose upload failed could not be removed',
          ),
        );
      throw error;
    }
    this.deps.logger.info({ caseId, receiptId: id, fileType, sizeBytes: row.sizeBytes }, 'receipts: file uploaded');
    this.deps.onBoardChanged();
    return toReceipt(row);
  }

  async open(caseId: string, receiptId: string): Promise<ReceiptFile> {
    const row = await this.deps.receipts.find(caseId, receiptId);
    if (!row) throw notFound();
    const file = await this.storageCall(caseId, receiptId, () => this.deps.storage.get(row.storageKey));
    if (!file) {
      this.deps.logger.error(
        { caseId, receiptId, storageKey: row.storageKey },
        'receipts: the stored file of a receipt is missing',
      );
      throw notFound();
    }
    return { receipt: toReceipt(row), file };
  }

  private async storageCall<T>(caseId: string, receiptId: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.deps.logger.error({ err, caseId, receiptId }, 'receipts: the file store did not answer');
      throw opsErrors.create(
        'RECEIPT_STORAGE_UNAVAILABLE',
        'The file store is not answering right now. Please try again in a moment.',
      );
    }
  }

  /** The bytes go after the commit, so a rollback never leaves a row without them. */
  async remove(caseId: string, receiptId: string, actor: AuditActor): Promise<void> {
    const row = await this.deps.prisma.$transaction(async (tx) => {
      await this.deps.cases.lockForChange(tx, caseId);
      const found = await this.deps.receipts.find(caseId, receiptId, tx);
      if (!found) throw notFound();
      await this.deps.receipts.remove(tx, found.id);
      await this.deps.cases.recordChange(tx, caseId, {
        actor,
        action: 'receipt_deleted',
        changes: { receipt: { from: found.fileName, to: null } },
        at: this.deps.now(),
      });
      return found;
    });
    this.deps.onBoardChanged();
    try {
      await this.deps.storage.delete(row.storageKey);
    } catch (err) {
      // Nothing serves the bytes any more; they are left for a clean-up.
      this.deps.logger.error(
        { err, caseId, receiptId, storageKey: row.storageKey },
        'receipts: the stored file of a deleted receipt could not be removed',
      );
      return;
    }
    this.deps.logger.info({ caseId, receiptId }, 'receipts: file deleted');
  }
}
