import { z } from 'zod';
import { bookingLookupQuerySchema } from './bookings';
import { bodyIdSchema, requiredText } from './common';

export const CANCELLATION_INVOICE_OUTCOMES = ['none', 'pending', 'cancelled', 'cancel_failed', 'refund_due'] as const;
export type CancellationInvoiceOutcome = (typeof CANCELLATION_INVOICE_OUTCOMES)[number];

export const CANCELLATION_INVOICE_TEXTS: Record<CancellationInvoiceOutcome, string> = {
  none: 'No open invoice: nothing to cancel.',
  pending: 'The open invoice is being cancelled.',
  cancelled: 'The open invoice was cancelled.',
  cancel_failed: 'The open invoice could not be cancelled: cancel it from the Invoice tab.',
  refund_due: 'The invoice is paid: refund the client what the cancellation charge leaves.',
};

export const notifyPartySchema = z.object({
  role: z.enum(['supplier', 'greeter', 'driver']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type NotifyParty = z.infer<typeof notifyPartySchema>;

export const cancellationQuoteSchema = z.object({
  /** Negative once the service started. */
  hoursBeforeService: z.number(),
  policyHours: z.number().int(),
  chargePercent: z.number().int().min(0).max(100),
  charge: z.number(),
  totalPrice: z.number(),
  rule: z.string(),
  invoice: z.object({ status: z.string().nullable(), outcome: z.enum(['none', 'cancel', 'refund']) }),
  notify: z.array(notifyPartySchema),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const caseCancelSchema = z.object({
  version: bodyIdSchema(),
  reason: requiredText(1000, 1, 'Please give the reason for the cancellation', { multiline: true }),
  /** The charge staff saw; if the policy now says another (time passed), the answer is 409. */
  chargePercent: z.number().int().min(0).max(100),
});
export type CaseCancel = z.output<typeof caseCancelSchema>;

export const caseCancellationSchema = z.object({
  cancelledAt: z.iso.datetime({ offset: true }),
  cancelledBy: z.string(),
  reason: z.string(),
  chargePercent: z.number().int(),
  charge: z.number(),
  hoursBeforeService: z.number(),
  invoiceOutcome: z.enum(CANCELLATION_INVOICE_OUTCOMES),
  notify: z.array(notifyPartySchema),
});
export type CaseCancellation = z.infer<typeof caseCancellationSchema>;

export const CHANGE_REQUEST_KINDS = ['change', 'cancel'] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];
export const CHANGE_REQUEST_LABELS: Record<ChangeRequestKind, string> = {
  change: 'Request a change',
  cancel: 'Request cancellation',
};

/** Whom a request sent from /manage-booking is recorded as: the author of its comment, the actor of its status move. */
export const MANAGE_BOOKING_ACTOR = 'Traveller (Manage Booking)';

/** The e-mail on the booking proves the traveller, as for the lookup. */
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
