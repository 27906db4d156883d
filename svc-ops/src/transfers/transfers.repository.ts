import { randomUUID } from 'node:crypto';
import type { OperationsCase, Prisma } from '../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

export type NewTransferCase = Omit<Prisma.OperationsCaseUncheckedCreateInput, 'id' | 'isChauffeur'>;

/** Chauffeur transfers are operations cases with isChauffeur set; this is where they are written. */
export class TransfersRepository {
  /** The VIP booking a transfer links to: a meet-and-greet case. */
  findLinkable(tx: Tx, caseId: string): Promise<OperationsCase | null> {
    return tx.operationsCase.findFirst({ where: { id: caseId, isChauffeur: false } });
  }

  insert(tx: Tx, data: NewTransferCase): Promise<OperationsCase> {
    return tx.operationsCase.create({ data: { ...data, id: randomUUID(), isChauffeur: true } });
  }
}

/** A unique violation on the reference code: another draw is needed. */
export function isReferenceCollision(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown };
  if (e?.code !== 'P2002') return false;
  const text = JSON.stringify(e.meta ?? {});
  return text.includes('reference_code') || text.includes('referenceCode');
}
