import type { CaseTransfer, Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx } from '../prisma';

export type TransferRecord = CaseTransfer;
export type TransferData = Omit<Prisma.CaseTransferUncheckedCreateInput, 'caseId'>;

export class TransfersRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  find(caseId: string, tx: OpsTx | OpsPrisma = this.prisma) {
    return tx.caseTransfer.findUnique({ where: { caseId } });
  }

  findMany(caseIds: readonly string[]) {
    return caseIds.length === 0
      ? Promise.resolve([])
      : this.prisma.caseTransfer.findMany({ where: { caseId: { in: [...caseIds] } } });
  }

  insert(tx: OpsTx, caseId: string, data: TransferData) {
    return tx.caseTransfer.create({ data: { caseId, ...data } });
  }

  update(tx: OpsTx, caseId: string, data: Partial<TransferData>) {
    return tx.caseTransfer.update({ where: { caseId }, data });
  }
}

export function isReferenceCollision(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown };
  if (e?.code !== 'P2002') return false;
  const text = JSON.stringify(e.meta ?? {});
  return text.includes('reference_code') || text.includes('referenceCode');
}
