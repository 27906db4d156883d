import type { Prisma, SupplierJob, SupplierJobLink } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx } from '../prisma';

export type SupplierJobRecord = SupplierJob;
export type SupplierJobLinkRecord = SupplierJobLink;
export type SupplierJobData = Omit<Prisma.SupplierJobUncheckedCreateInput, 'caseId' | 'updatedAt'>;

export class SupplierJobsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  createLink(tx: OpsTx, link: Omit<SupplierJobLink, 'createdAt' | 'revokedAt'>) {
    return tx.supplierJobLink.create({ data: link });
  }

  findLinkByHash(tokenHash: string, tx: OpsTx | OpsPrisma = this.prisma) {
    return tx.supplierJobLink.findUnique({ where: { tokenHash } });
  }

  /** Every live link of the case but those sent for the given assignment (all of them without one). */
  revokeLinks(tx: OpsTx | OpsPrisma, caseId: string, at: Date, exceptAssignmentId?: string) {
    return tx.supplierJobLink.updateMany({
      where: {
        caseId,
        revokedAt: null,
        ...(exceptAssignmentId ? { OR: [{ assignmentId: null }, { assignmentId: { not: exceptAssignmentId } }] } : {}),
      },
      data: { revokedAt: at },
    });
  }

  findJob(caseId: string, tx: OpsTx | OpsPrisma = this.prisma) {
    return tx.supplierJob.findUnique({ where: { caseId } });
  }

  saveJob(tx: OpsTx, caseId: string, data: Partial<SupplierJobData>) {
    return tx.supplierJob.upsert({ where: { caseId }, create: { caseId, ...data }, update: data });
  }
}
