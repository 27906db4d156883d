// Every page, document and message takes the rules from here, so none disagree or promise what we do not do.

export const BOOKING_RULES = {
  onlineCutoffHours: 6,
  recommendedLeadHours: 48,
  responseHours: 24,
  reconfirmHours: { from: 24, to: 48 },
  /** The booking's default cancellation policy; staff may change it per booking. */
  cancellationHours: 48,
  lateCancellationChargePercent: 50,
  noRefundHours: 24,
} as const;

const R = BOOKING_RULES;

export const BOOKING_RULE_TEXTS = {
  availability: 'Available 24/7, 365 days a year',
  bookingWindow: `Book online up to ${R.onlineCutoffHours} hours before your flight`,
  groupDiscounts: 'Group discounts available',
  confirmation: `Confirmed by our team within ${R.responseHours} hours`,
  request: `Every booking is a request: our team checks availability with the local supplier and confirms within ${R.responseHours} hours.`,
  lastMinute: `For bookings less than ${R.onlineCutoffHours} hours before flight time, please contact us directly.`,
  reconfirmation: `We reconfirm every booking ${R.reconfirmHours.from}-${R.reconfirmHours.to} hours before the service.`,
  freeCancellation: `Free cancellation up to ${R.cancellationHours} hours before service.`,
  lateCancellation: `A ${R.lateCancellationChargePercent}% charge applies to cancellations within ${R.cancellationHours} hours of service.`,
  noRefund: `Non-refundable for no-shows or cancellations within ${R.noRefundHours} hours of service.`,
} as const;

export const CANCELLATION_POLICY = [
  BOOKING_RULE_TEXTS.freeCancellation,
  BOOKING_RULE_TEXTS.lateCancellation,
  BOOKING_RULE_TEXTS.noRefund,
] as const;

export function cancellationChargePercent(
  hoursBeforeService: number,
  policyHours: number = R.cancellationHours,
): number {
  if (hoursBeforeService < R.noRefundHours) return 100;
  if (hoursBeforeService < policyHours) return R.lateCancellationChargePercent;
  return 0;
}

export function cancellationRuleText(hoursBeforeService: number, policyHours: number = R.cancellationHours): string {
  const percent = cancellationChargePercent(hoursBeforeService, policyHours);
  if (percent === 0) return `Free cancellation up to ${policyHours} hours before service.`;
  if (percent === 100) return BOOKING_RULE_TEXTS.noRefund;
  return `A ${percent}% charge applies to cancellations within ${policyHours} hours of service.`;
}

/** Each address once, as mail servers take them. */
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
