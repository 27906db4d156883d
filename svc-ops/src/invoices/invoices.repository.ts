import type { Prisma } from '../generated/prisma/client.ts';
import type { OpsPrisma } from '../prisma';

type Tx = Prisma.TransactionClient;

/** The invoice columns of operations cases and the record of Square notifications already applied. */
export class InvoicesRepository {
  constructor(private readonly prisma: OpsPrisma) {}

  findCase(id: string) {
    return this.prisma.operationsCase.findUnique({ where: { id } });
  }

  /** The case an invoice belongs to, held until the transaction ends. */
  async lockByInvoiceId(tx: Tx, invoiceId: string) {
    const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT id::text AS id FROM operations_cases WHERE invoice_id = ${invoiceId} LIMIT 1 FOR UPDATE`;
    const id = rows[0]?.id;
    return id ? tx.operationsCase.findUnique({ where: { id } }) : null;
  }

  /**
   * Records a notification as applied; false when it already was (Square delivers at least once, and
   * a retry of the same event keeps its event_id). Inside the transaction that applies it, so a failed
   * application leaves it unrecorded and Square's retry is applied.
   */
  async recordWebhookEvent(tx: Tx, eventId: string, eventType: string, at: Date): Promise<boolean> {
    const inserted = await tx.paymentWebhookEvent.createMany({ data: [{ eventId, eventType, receivedAt: at }], skipDuplicates: true });
    return inserted.count === 1;
  }
}
