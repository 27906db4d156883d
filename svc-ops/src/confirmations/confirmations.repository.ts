import { randomUUID } from 'node:crypto';
import type { CaseConfirmation, Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx as Tx } from '../prisma';

export type ConfirmationRecord = CaseConfirmation;
export type ConfirmationData = Omit<Prisma.CaseConfirmationUncheckedCreateInput, 'caseId'>;

export const PDF_CONFIRMATION_KIND = 'pdf_confirmation';
/** A send that read one just before a Re-Generate still finds it. */
export const UNSENT_PDFS_KEPT = 3;

export class ConfirmationsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  find(caseId: string, tx: Tx | OpsPrisma = this.prisma) {
    return tx.caseConfirmation.findUnique({ where: { caseId } });
  }

  findMany(caseIds: readonly string[]) {
    return caseIds.length === 0
      ? Promise.resolve([])
      : this.prisma.caseConfirmation.findMany({ where: { caseId: { in: [...caseIds] } } });
  }

  save(tx: Tx, caseId: string, data: Partial<ConfirmationData>) {
    return tx.caseConfirmation.upsert({ where: { caseId }, create: { caseId, ...data }, update: data });
  }

  savePdf(
    tx: Tx,
    doc: { caseId: string; fileName: string; content: Uint8Array; createdBy: string; createdAt: Date; kind?: string },
  ) {
    return tx.caseDocument.create({
      data: {
        id: randomUUID(),
        caseId: doc.caseId,
        kind: doc.kind ?? PDF_CONFIRMATION_KIND,
        fileName: doc.fileName,
        contentType: 'application/pdf',
        content: Buffer.from(doc.content),
        createdBy: doc.createdBy,
        createdAt: doc.createdAt,
      },
    });
  }

  /** Every Re-Generate stores one; sent ones stay for retries and as the record of what the client received. */
  async pruneUnsentPdfs(tx: Tx, caseId: string): Promise<number> {
    const newest = await tx.caseDocument.findMany({
      where: { caseId, kind: PDF_CONFIRMATION_KIND },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: UNSENT_PDFS_KEPT,
      select: { id: true },
    });
    const { count } = await tx.caseDocument.deleteMany({
      where: { caseId, kind: PDF_CONFIRMATION_KIND, attached: false, id: { notIn: newest.map((d) => d.id) } },
    });
    return count;
  }

  markAttached(tx: Tx, id: string) {
    return tx.caseDocument.updateMany({ where: { id, attached: false }, data: { attached: true } });
  }

  findDocument(id: string) {
    return this.prisma.caseDocument.findUnique({ where: { id } });
  }

  async documentNames(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const docs = await this.prisma.caseDocument.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, fileName: true },
    });
    return new Map(docs.map((d) => [d.id, d.fileName]));
  }

  latestPdf(caseId: string) {
    return this.prisma.caseDocument.findFirst({
      where: { caseId, kind: PDF_CONFIRMATION_KIND },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }
}
