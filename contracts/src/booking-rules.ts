// The booking rules as travellers are told them, in one place: every page, document and message that states
// a rule (how late one can book online, that a booking is a request staff confirm, the cancellation policy,
// the reply and reconfirmation promises) takes its numbers and its sentences from here, so no two places can
// disagree, and none can promise what the product does not do (instant confirmation, booking 2 hours ahead).

/** The numbers. The per-booking cancellation deadline defaults to `cancellationHours` (staff may change it). */
export const BOOKING_RULES = {
  /** Online requests close this many hours before the flight; sooner, travellers call. */
  onlineCutoffHours: 6,
  /** Booking this far ahead is what we recommend (terms 2.1). */
  recommendedLeadHours: 48,
  /** Staff answer every request within this many hours. */
  responseHours: 24,
  /** Staff reconfirm this many hours before the service. */
  reconfirmHours: { from: 24, to: 48 },
  /** Free cancellation up to this many hours before the service (the booking's default cancellation policy). */
  cancellationHours: 48,
  /** Share of the price charged for a cancellation after that deadline. */
  lateCancellationChargePercent: 50,
  /** Within this many hours of the service (and for a no-show), nothing is refunded. */
  noRefundHours: 24,
} as const;

const R = BOOKING_RULES;

/** The sentences. */
export const BOOKING_RULE_TEXTS = {
  availability: 'Available 24/7, 365 days a year',
  bookingWindow: `Book online up to ${R.onlineCutoffHours} hours before your flight`,
  groupDiscounts: 'Group discounts available',
  /** Every booking is a request (there is no instant confirmation). */
  confirmation: `Confirmed by our team within ${R.responseHours} hours`,
  request: `Every booking is a request: our team checks availability with the local supplier and confirms within ${R.responseHours} hours.`,
  lastMinute: `For bookings less than ${R.onlineCutoffHours} hours before flight time, please contact us directly.`,
  reconfirmation: `We reconfirm every booking ${R.reconfirmHours.from}-${R.reconfirmHours.to} hours before the service.`,
  freeCancellation: `Free cancellation up to ${R.cancellationHours} hours before service.`,
  lateCancellation: `A ${R.lateCancellationChargePercent}% charge applies to cancellations within ${R.cancellationHours} hours of service.`,
  noRefund: `Non-refundable for no-shows or cancellations within ${R.noRefundHours} hours of service.`,
} as const;

/** The cancellation policy as a quote and the terms state it, in order. */
export const CANCELLATION_POLICY = [
  BOOKING_RULE_TEXTS.freeCancellation,
  BOOKING_RULE_TEXTS.lateCancellation,
  BOOKING_RULE_TEXTS.noRefund,
] as const;

/**
 * What cancelling costs, by how many hours before the service it is asked for, under a booking's own policy
 * hours: nothing before the deadline, half within it, everything within the last `noRefundHours` or after.
 */
export function cancellationChargePercent(
  hoursBeforeService: number,
  policyHours: number = R.cancellationHours,
): number {
  if (hoursBeforeService < R.noRefundHours) return 100;
  if (hoursBeforeService < policyHours) return R.lateCancellationChargePercent;
  return 0;
}

/** The policy's sentence that applies that many hours before the service, under a booking's own policy hours. */
export function cancellationRuleText(hoursBeforeService: number, policyHours: number = R.cancellationHours): string {
  const percent = cancellationChargePercent(hoursBeforeService, policyHours);
  if (percent === 0) return `Free cancellation up to ${policyHours} hours before service.`;
  if (percent === 100) return BOOKING_RULE_TEXTS.noRefund;
  return `A ${percent}% charge applies to cancellations within ${policyHours} hours of service.`;
}

/**
 * Who a booking's e-mails go to (its acknowledgement, its cancellation): the traveller and, when someone booked
 * for them, the booker; each address once, as mail servers take them.
 */
export function bookingEmailRecipients(
  contactEmail: string | null | undefined,
  bookerEmail: string | null | undefined,
): string[] {
  return [
    ...new Set(
      [contactEmail, bookerEmail].filter((a): a is string => Boolean(a && a.trim())).map((a) => a.trim().toLowerCase()),
    ),
  ];
}
