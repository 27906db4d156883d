import type { CaseSupplierAssignment, Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx } from '../prisma';

export type SupplierAssignmentRecord = CaseSupplierAssignment;
export type SupplierAssignmentData = Omit<Prisma.CaseSupplierAssignmentUncheckedCreateInput, 'caseId'>;

export class SupplierAssignmentsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  find(caseId: string, tx: OpsTx | OpsPrisma = this.prisma) {
    return tx.caseSupplierAssignment.findUnique({ where: { caseId } });
  }

  findMany(caseIds: readonly string[]) {
    return caseIds.length === 0
      ? Promise.resolve([])
      : this.prisma.caseSupplierAssignment.findMany({ where: { caseId: { in: [...caseIds] } } });
  }

  save(tx: OpsTx, caseId: string, data: SupplierAssignmentData) {
    return tx.caseSupplierAssignment.upsert({ where: { caseId }, create: { caseId, ...data }, update: data });
  }
}
