import { z } from 'zod';
import { bookingLookupQuerySchema } from './bookings';
import { bodyIdSchema, requiredText } from './common';

/**
 * Cancellations and travellers' change requests. Staff cancel from the booking modal with
 * the charge the cancellation policy implies shown first; a traveller asks for a change or a cancellation from
 * /manage-booking, which moves the case to Change Requested and alerts operations.
 */

/** What happened to the booking's invoice when it was cancelled. */
export const CANCELLATION_INVOICE_OUTCOMES = ['none', 'pending', 'cancelled', 'cancel_failed', 'refund_due'] as const;
export type CancellationInvoiceOutcome = (typeof CANCELLATION_INVOICE_OUTCOMES)[number];

export const CANCELLATION_INVOICE_TEXTS: Record<CancellationInvoiceOutcome, string> = {
  none: 'No open invoice: nothing to cancel.',
  pending: 'The open invoice is being cancelled.',
  cancelled: 'The open invoice was cancelled.',
  cancel_failed: 'The open invoice could not be cancelled: cancel it from the Invoice tab.',
  refund_due: 'The invoice is paid: refund the client what the cancellation charge leaves.',
};

/** Someone staff should tell of a cancellation: the supplier, the greeter or the driver already arranged. */
export const notifyPartySchema = z.object({
  role: z.enum(['supplier', 'greeter', 'driver']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type NotifyParty = z.infer<typeof notifyPartySchema>;

/** GET /api/admin/bookings/{id}/cancellation: what cancelling now would mean, shown before staff confirm. */
export const cancellationQuoteSchema = z.object({
  /** Hours from now to the service (negative once it started), one decimal. */
  hoursBeforeService: z.number(),
  policyHours: z.number().int(),
  chargePercent: z.number().int().min(0).max(100),
  /** US dollars: the share of the booking's total the policy keeps. */
  charge: z.number(),
  totalPrice: z.number(),
  /** The policy's sentence that applies ('Free cancellation up to 48 hours before service.', ...). */
  rule: z.string(),
  invoice: z.object({ status: z.string().nullable(), outcome: z.enum(['none', 'cancel', 'refund']) }),
  notify: z.array(notifyPartySchema),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** POST /api/admin/bookings/{id}/cancel: the reason, the version the modal shows and the charge staff saw. */
export const caseCancelSchema = z.object({
  version: bodyIdSchema(),
  reason: requiredText(1000, 1, 'Please give the reason for the cancellation', { multiline: true }),
  /** The charge the confirmation showed; if the policy now says another one (time passed), the answer is 409. */
  chargePercent: z.number().int().min(0).max(100),
});
export type CaseCancel = z.output<typeof caseCancelSchema>;

/** A cancelled booking's cancellation, in the modal (null while it is active). */
export const caseCancellationSchema = z.object({
  cancelledAt: z.iso.datetime({ offset: true }),
  cancelledBy: z.string(),
  reason: z.string(),
  chargePercent: z.number().int(),
  charge: z.number(),
  hoursBeforeService: z.number(),
  invoiceOutcome: z.enum(CANCELLATION_INVOICE_OUTCOMES),
  /** The supplier, greeter and driver already arranged, for staff to tell through the Communication Center. */
  notify: z.array(notifyPartySchema),
});
export type CaseCancellation = z.infer<typeof caseCancellationSchema>;

/** What a traveller may ask for from /manage-booking. */
export const CHANGE_REQUEST_KINDS = ['change', 'cancel'] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];
export const CHANGE_REQUEST_LABELS: Record<ChangeRequestKind, string> = {
  change: 'Request a change',
  cancel: 'Request cancellation',
};

/** POST /api/bookings/{reference}/change-requests: the e-mail on the booking proves the traveller (as the lookup). */
export const bookingChangeRequestSchema = z.object({
  email: bookingLookupQuerySchema.shape.email,
  kind: z.enum(CHANGE_REQUEST_KINDS, { error: 'Choose a change or a cancellation' }),
  message: requiredText(2000, 1, 'Please tell us what you would like', { multiline: true }),
});
export type BookingChangeRequest = z.output<typeof bookingChangeRequestSchema>;

export const bookingChangeRequestAcceptedSchema = z.object({
  referenceCode: z.string(),
  kind: z.enum(CHANGE_REQUEST_KINDS),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type BookingChangeRequestAccepted = z.infer<typeof bookingChangeRequestAcceptedSchema>;
