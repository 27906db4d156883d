import { randomUUID } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

export const PDF_CONFIRMATION_KIND = 'pdf_confirmation';
/** Unsent PDF confirmations kept per case besides the newest: a send that read one just before a Re-Generate still finds it. */
export const UNSENT_PDFS_KEPT = 3;

/** Stored documents (case_documents): the PDF confirmations (Prisma only). */
export class ConfirmationsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  savePdf(tx: Tx, doc: { caseId: string; fileName: string; content: Uint8Array; createdBy: string; createdAt: Date }) {
    return tx.caseDocument.create({
      data: { id: randomUUID(), caseId: doc.caseId, kind: PDF_CONFIRMATION_KIND, fileName: doc.fileName, contentType: 'application/pdf', content: Buffer.from(doc.content), createdBy: doc.createdBy, createdAt: doc.createdAt },
    });
  }

  /**
   * Removes the case's older PDF confirmations that no message ever attached: every Re-Generate stores a
   * new one, and without this a case would keep them all. Sent ones stay (retries and the record of what
   * the client received), and so do the newest few.
   */
  async pruneUnsentPdfs(tx: Tx, caseId: string): Promise<number> {
    const newest = await tx.caseDocument.findMany({
      where: { caseId, kind: PDF_CONFIRMATION_KIND },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: UNSENT_PDFS_KEPT,
      select: { id: true },
    });
    const attached = await tx.communication.findMany({ where: { caseId, attachmentId: { not: null } }, select: { attachmentId: true }, distinct: ['attachmentId'] });
    const keep = [...newest.map((d) => d.id), ...attached.map((c) => c.attachmentId!)];
    const { count } = await tx.caseDocument.deleteMany({ where: { caseId, kind: PDF_CONFIRMATION_KIND, id: { notIn: keep } } });
    return count;
  }

  /** The latest PDF confirmation of a case (each Re-Generate adds one; sent ones stay for retries and records). */
  latestPdf(caseId: string) {
    return this.prisma.caseDocument.findFirst({ where: { caseId, kind: PDF_CONFIRMATION_KIND }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }
}
