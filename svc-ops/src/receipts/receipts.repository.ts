import type { SupplierReceipt } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx as Tx } from '../prisma';

export type ReceiptRecord = SupplierReceipt;

export class ReceiptsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  list(caseId: string) {
    return this.prisma.supplierReceipt.findMany({
      where: { caseId },
      orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }],
    });
  }

  /** Scoped to the booking, so an id from another booking reads nothing. */
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
