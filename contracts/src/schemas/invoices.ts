import { z } from 'zod';
import { requiredText, storableString } from './common';
import { caseInvoiceSchema } from './operations';

/** Square when its credentials are configured, else manual invoices staff mark paid. */
export const INVOICE_PROVIDERS = ['square', 'manual'] as const;
export type InvoiceProviderName = (typeof INVOICE_PROVIDERS)[number];

export const invoiceProviderInfoSchema = z.object({ provider: z.enum(INVOICE_PROVIDERS) });
export type InvoiceProviderInfo = z.infer<typeof invoiceProviderInfoSchema>;

export const CANCEL_INVOICE_REASON = 'Cancelled by admin';
export const invoiceCancelSchema = z.object({ reason: requiredText(500, 1, 'Give a reason') });
export type InvoiceCancel = z.infer<typeof invoiceCancelSchema>;

/** The spec names PAID and COMPLETED; the others are terminal at Square. */
export const NON_CANCELLABLE_INVOICE_STATUSES = [
  'PAID',
  'COMPLETED',
  'CANCELED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'FAILED',
] as const;
/** The old invoice is over and unpaid. */
export const REPLACEABLE_INVOICE_STATUSES = ['CANCELED', 'FAILED'] as const;

export function canCancelInvoice(status: string): boolean {
  return !(NON_CANCELLABLE_INVOICE_STATUSES as readonly string[]).includes(status.toUpperCase());
}

export function canReplaceInvoice(status: string): boolean {
  return (REPLACEABLE_INVOICE_STATUSES as readonly string[]).includes(status.toUpperCase());
}

export const invoiceObjectSchema = caseInvoiceSchema.extend({
  /** The spec's name for `url` (Square's public_url); null until published, and for manual invoices. */
  invoiceUrl: z.string().nullable(),
});
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

export const invoiceActionResultSchema = z.object({
  invoice: invoiceObjectSchema,
  isPaid: z.boolean(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  version: z.number().int(),
});
export type InvoiceActionResult = z.infer<typeof invoiceActionResultSchema>;

/** Manual invoices; to the booking's contact (and booker) unless another address is given. */
export const invoiceSendSchema = z
  .object({
    recipientEmail: storableString()
      .trim()
      .toLowerCase()
      .pipe(z.email('Please enter a valid email address'))
      .optional(),
    ccEmail: storableString().trim().toLowerCase().pipe(z.email('Please enter a valid email address')).optional(),
  })
  .strict();
export type InvoiceSend = z.infer<typeof invoiceSendSchema>;
