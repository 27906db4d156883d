import type { CaseCommercial, Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx as Tx } from '../prisma';

export type CommercialRecord = CaseCommercial;
export type CommercialData = Omit<Prisma.CaseCommercialUncheckedCreateInput, 'caseId'>;

export class CommercialRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  find(caseId: string, tx: Tx | OpsPrisma = this.prisma) {
    return tx.caseCommercial.findUnique({ where: { caseId } });
  }

  findMany(caseIds: readonly string[]) {
    return caseIds.length === 0
      ? Promise.resolve([])
      : this.prisma.caseCommercial.findMany({ where: { caseId: { in: [...caseIds] } } });
  }

  /** A record staff already keep is left as it is. */
  async createIfAbsent(tx: Tx, caseId: string, data: Partial<CommercialData>): Promise<void> {
    await tx.caseCommercial.createMany({ data: [{ caseId, ...data }], skipDuplicates: true });
  }

  async save(tx: Tx, caseId: string, data: Partial<CommercialData>): Promise<void> {
    await tx.caseCommercial.upsert({ where: { caseId }, create: { caseId, ...data }, update: data });
  }
}
