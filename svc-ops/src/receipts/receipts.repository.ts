import type { SupplierReceipt } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx as Tx } from '../prisma';

export type ReceiptRecord = SupplierReceipt;

/** The only place that reads and writes supplier_receipts (the files themselves are in the storage port). */
export class ReceiptsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  /** A booking's receipts, newest first. */
  list(caseId: string) {
    return this.prisma.supplierReceipt.findMany({
      where: { caseId },
      orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }],
    });
  }

  /** The receipt, only if it belongs to this booking. */
  find(caseId: string, id: string, tx: Tx | OpsPrisma = this.prisma) {
    return tx.supplierReceipt.findFirst({ where: { id, caseId } });
  }

  create(tx: Tx, data: ReceiptRecord) {
    return tx.supplierReceipt.create({ data });
  }

  remove(tx: Tx, id: string) {
    return tx.supplierReceipt.delete({ where: { id } });
  }
}
