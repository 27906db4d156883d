import type { CaseInvoice, Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx } from '../prisma';

/** A case's invoice as the invoices folder keeps it (case_invoices). */
export type InvoiceRecord = CaseInvoice;
export type InvoiceData = Omit<Prisma.CaseInvoiceUncheckedCreateInput, 'caseId'>;

/** The only place that reads and writes case_invoices and the record of Square notifications already applied. */
export class InvoicesRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  find(caseId: string, tx: OpsTx | OpsPrisma = this.prisma) {
    return tx.caseInvoice.findUnique({ where: { caseId } });
  }

  findMany(caseIds: readonly string[]) {
    return caseIds.length === 0
      ? Promise.resolve([])
      : this.prisma.caseInvoice.findMany({ where: { caseId: { in: [...caseIds] } } });
  }

  /** The case an invoice (by the provider's id) belongs to. */
  async caseIdOf(tx: OpsTx, invoiceId: string): Promise<string | null> {
    return (await tx.caseInvoice.findUnique({ where: { invoiceId }, select: { caseId: true } }))?.caseId ?? null;
  }

  /** A new invoice replaces the case's previous one (cancelled or failed), which the audit trail keeps. */
  replace(tx: OpsTx, caseId: string, data: InvoiceData) {
    return tx.caseInvoice.upsert({ where: { caseId }, create: { caseId, ...data }, update: data });
  }

  update(tx: OpsTx, caseId: string, data: Partial<InvoiceData>) {
    return tx.caseInvoice.update({ where: { caseId }, data });
  }

  /**
   * Records a notification as applied; false when it already was (Square delivers at least once, and
   * a retry of the same event keeps its event_id). Inside the transaction that applies it, so a failed
   * application leaves it unrecorded and Square's retry is applied.
   */
  async recordWebhookEvent(tx: OpsTx, eventId: string, eventType: string, at: Date): Promise<boolean> {
    const inserted = await tx.paymentWebhookEvent.createMany({
      data: [{ eventId, eventType, receivedAt: at }],
      skipDuplicates: true,
    });
    return inserted.count === 1;
  }
}
