import type { CaseSupplierAssignment, Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx } from '../prisma';

/** A case's supplier and its cost, as the suppliers folder keeps them (case_supplier_assignments). */
export type SupplierAssignmentRecord = CaseSupplierAssignment;
export type SupplierAssignmentData = Omit<Prisma.CaseSupplierAssignmentUncheckedCreateInput, 'caseId'>;

/** The only place that reads and writes case_supplier_assignments. */
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
