import type { CaseInvoice, Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma, OpsTx } from '../prisma';

export type InvoiceRecord = CaseInvoice;
export type InvoiceData = Omit<Prisma.CaseInvoiceUncheckedCreateInput, 'caseId'>;

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

  async caseIdOf(tx: OpsTx, invoiceId: string): Promise<string | null> {
    return (await tx.caseInvoice.findUnique({ where: { invoiceId }, select: { caseId: true } }))?.caseId ?? null;
  }

  replace(tx: OpsTx, caseId: string, data: InvoiceData) {
    return tx.caseInvoice.upsert({ where: { caseId }, create: { caseId, ...data }, update: data });
  }

  update(tx: OpsTx, caseId: string, data: Partial<InvoiceData>) {
    return tx.caseInvoice.update({ where: { caseId }, data });
  }

  /**
   * Square delivers at least once, keeping the event_id. In the applying transaction, so a failed application stays
   * unrecorded and Square's retry applies it.
   */
  async recordWebhookEvent(tx: OpsTx, eventId: string, eventType: string, at: Date): Promise<boolean> {
    const inserted = await tx.paymentWebhookEvent.createMany({
      data: [{ eventId, eventType, receivedAt: at }],
      skipDuplicates: true,
    });
    return inserted.count === 1;
  }
}
