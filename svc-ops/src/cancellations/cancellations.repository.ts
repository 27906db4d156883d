import type { CaseCancellation, CaseChangeRequest } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx as Tx } from '../prisma';

export type CancellationRecord = CaseCancellation;
export type NewCancellation = Omit<CaseCancellation, 'hoursBeforeService'> & { hoursBeforeService: number };

export class CancellationsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  find(caseId: string, tx?: Tx): Promise<CancellationRecord | null> {
    return (tx ?? this.prisma).caseCancellation.findUnique({ where: { caseId } });
  }

  findMany(caseIds: readonly string[]): Promise<CancellationRecord[]> {
    return caseIds.length === 0
      ? Promise.resolve([])
      : this.prisma.caseCancellation.findMany({ where: { caseId: { in: [...caseIds] } } });
  }

  async insert(tx: Tx, data: NewCancellation): Promise<void> {
    await tx.caseCancellation.create({ data });
  }

  async setInvoiceOutcome(caseId: string, invoiceOutcome: string): Promise<void> {
    await this.prisma.caseCancellation.update({ where: { caseId }, data: { invoiceOutcome } });
  }

  /** False when the event came again. */
  async insertChangeRequest(tx: Tx, data: CaseChangeRequest): Promise<boolean> {
    const { count } = await tx.caseChangeRequest.createMany({ data, skipDuplicates: true });
    return count === 1;
  }
}
