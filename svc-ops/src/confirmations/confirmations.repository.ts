import { randomUUID } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

export const PDF_CONFIRMATION_KIND = 'pdf_confirmation';

/** Stored documents (case_documents): the PDF confirmations (Prisma only). */
export class ConfirmationsRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  savePdf(tx: Tx, doc: { caseId: string; fileName: string; content: Uint8Array; createdBy: string; createdAt: Date }) {
    return tx.caseDocument.create({
      data: { id: randomUUID(), caseId: doc.caseId, kind: PDF_CONFIRMATION_KIND, fileName: doc.fileName, contentType: 'application/pdf', content: Buffer.from(doc.content), createdBy: doc.createdBy, createdAt: doc.createdAt },
    });
  }

  /** The latest PDF confirmation of a case (each Re-Generate adds one; sent ones stay for retries and records). */
  latestPdf(caseId: string) {
    return this.prisma.caseDocument.findFirst({ where: { caseId, kind: PDF_CONFIRMATION_KIND }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }
}
