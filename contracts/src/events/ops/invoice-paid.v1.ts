import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';

/** A booking's invoice was paid (Square webhook or sync, or staff marking a manual invoice paid). */
export const invoicePaidV1 = defineEvent({
  type: 'invoice.paid',
  version: 1,
  topic: TOPICS.ops,
  aggregateType: 'invoice',
  payload: z.object({
    invoiceId: z.string().min(1),
    bookingId: z.uuid(),
    referenceCode: z.string(),
    amountCents: z.number().int().nonnegative(),
    currency: z.literal('USD'),
    provider: z.enum(['square', 'manual']),
    paidAt: z.iso.datetime({ offset: true }),
  }),
});
export type InvoicePaidV1 = z.infer<typeof invoicePaidV1.payload>;
