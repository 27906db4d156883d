import type { CaseCoordination, Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx } from '../prisma';

export type CoordinationRecord = CaseCoordination;
export type CoordinationData = Omit<Prisma.CaseCoordinationUncheckedCreateInput, 'caseId'>;

export class CoordinationRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  find(caseId: string, tx: OpsTx | OpsPrisma = this.prisma) {
    return tx.caseCoordination.findUnique({ where: { caseId } });
  }

  findMany(caseIds: readonly string[]) {
    return caseIds.length === 0
      ? Promise.resolve([])
      : this.prisma.caseCoordination.findMany({ where: { caseId: { in: [...caseIds] } } });
  }

  save(tx: OpsTx, caseId: string, data: Partial<CoordinationData>) {
    return tx.caseCoordination.upsert({ where: { caseId }, create: { caseId, ...data }, update: data });
  }
}
