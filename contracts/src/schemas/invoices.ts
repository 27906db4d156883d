import { z } from 'zod';
import { requiredText, storableString } from './common';
import { caseInvoiceSchema } from './operations';

/** Where invoices are made: Square (credentials configured) or manual invoices staff mark paid. */
export const INVOICE_PROVIDERS = ['square', 'manual'] as const;
export type InvoiceProviderName = (typeof INVOICE_PROVIDERS)[number];

/** GET /api/admin/invoices/provider: the provider a new invoice would be made with. */
export const invoiceProviderInfoSchema = z.object({ provider: z.enum(INVOICE_PROVIDERS) });
export type InvoiceProviderInfo = z.infer<typeof invoiceProviderInfoSchema>;

/** The spec's cancel-invoice body; the back office sends 'Cancelled by admin'. */
export const CANCEL_INVOICE_REASON = 'Cancelled by admin';
export const invoiceCancelSchema = z.object({ reason: requiredText(500, 1, 'Give a reason') });
export type InvoiceCancel = z.infer<typeof invoiceCancelSchema>;

/**
 * Statuses an invoice cannot be cancelled in. The spec names PAID and COMPLETED; the others are
 * terminal at Square (a canceled, refunded or failed invoice cannot be cancelled again).
 */
export const NON_CANCELLABLE_INVOICE_STATUSES = [
  'PAID',
  'COMPLETED',
  'CANCELED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'FAILED',
] as const;
/** Statuses after which a new invoice may be made for the booking (the old one is over and unpaid). */
export const REPLACEABLE_INVOICE_STATUSES = ['CANCELED', 'FAILED'] as const;

export function canCancelInvoice(status: string): boolean {
  return !(NON_CANCELLABLE_INVOICE_STATUSES as readonly string[]).includes(status.toUpperCase());
}

export function canReplaceInvoice(status: string): boolean {
  return (REPLACEABLE_INVOICE_STATUSES as readonly string[]).includes(status.toUpperCase());
}

/** The invoice object the invoice calls answer: the detail's invoice, with the link under the spec's name too. */
export const invoiceObjectSchema = caseInvoiceSchema.extend({
  /**
   * The public payment page (Square's public_url); the same value as `url`, null until published or for manual
   * invoices.
   */
  invoiceUrl: z.string().nullable(),
});
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

/**
 * What every invoice call (create, publish, refresh, cancel, mark paid) answers: the invoice, the
 * booking's payment state and the case version after the change.
 */
export const invoiceActionResultSchema = z.object({
  invoice: invoiceObjectSchema,
  isPaid: z.boolean(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  version: z.number().int(),
});
export type InvoiceActionResult = z.infer<typeof invoiceActionResultSchema>;

/** Send Invoice by E-mail (manual invoices): to the booking's contact (and booker) unless another address is given. */
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
