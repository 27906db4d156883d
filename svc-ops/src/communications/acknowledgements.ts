import { BOOKING_RULES, BOOKING_RULE_TEXTS, bookingEmailRecipients } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { formatUsd, toDollars } from '@vip/contracts/money';
import { formatPhoneNumber } from '@vip/contracts/schemas';
import { formatLocalDateTime } from '@vip/contracts/time';
import { SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import type { Case } from '../cases/cases.service';
import type { PlannedMessage } from './plan';

export interface AcknowledgementContext {
  supportEmail: string;
  opsEmail: string;
  publicOrigin: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each address once, so no one gets the message twice. */
export function clientAddresses(c: Pick<Case, 'contactEmail' | 'bookerEmail'>): string[] {
  return bookingEmailRecipients(c.contactEmail, c.bookerEmail);
}

export const manageBookingLink = (c: Pick<Case, 'referenceCode'>, publicOrigin: string) =>
  `${publicOrigin.replace(/\/$/, '')}/manage-booking?reference=${encodeURIComponent(c.referenceCode)}`;

export function bookingLines(c: Case, status = 'Requested'): string[] {
  const travellers = [
    plural(c.adultCount, 'adult', 'adults'),
    ...(c.childCount > 0 ? [plural(c.childCount, 'child', 'children')] : []),
  ].join(', ');
  return [
    `Reference: ${c.referenceCode}`,
    `Service: ${c.serviceName} (${SERVICE_TYPE_LABELS[c.serviceType] ?? c.serviceType})`,
    `Airport: ${c.airportName} (${c.airportCode})`,
    `Date and time: ${formatLocalDateTime(c.flightDate, c.flightTime)} (local time at the airport)`,
    ...(c.flightNumber ? [`Flight: ${[c.airline, c.flightNumber].filter(Boolean).join(' ')}`] : []),
    `Travellers: ${travellers}${c.travelerNames.length > 0 ? ` (${c.travelerNames.join(', ')})` : ''}`,
    ...(c.porterSelected ? ['Porter service: included'] : []),
    `Estimated price: ${formatUsd(toDollars(c.totalPriceCents))}`,
    `Status: ${status}`,
  ];
}

const subjectOf = (prefix: string, cases: readonly Case[]) =>
  `${prefix} – ${cases[0]!.referenceCode}${cases.length > 1 ? ` and ${plural(cases.length - 1, 'more', 'more')}` : ''}`;

/** Confirmed at once: svc-booking took a supplier's seat with the booking. */
const isConfirmed = (c: Pick<Case, 'bookingStatus'>) => c.bookingStatus === 'confirmed';

/** Honest about each booking: confirmed ones say so, requests keep the request's promise. */
function openingLines(count: number, confirmed: number): string[] {
  if (confirmed === 0)
    return [
      `Thank you for your booking request with ${BRAND.productName}. We have received it: ${count === 1 ? 'it is' : 'they are'} Requested, not yet confirmed.`,
      BOOKING_RULE_TEXTS.request,
    ];
  if (confirmed === count)
    return [`Thank you for booking with ${BRAND.productName}. Your booking${count === 1 ? ' is' : 's are'} confirmed.`];
  return [
    `Thank you for booking with ${BRAND.productName}. ${plural(confirmed, 'booking is', 'bookings are')} confirmed; the others are Requested, not yet confirmed.`,
    `For those, our team checks availability with the local supplier and confirms within ${BOOKING_RULES.responseHours} hours.`,
  ];
}

/** Texts follow contracts' booking rules. */
export function acknowledgementMessages(
  cases: readonly Case[],
  ctx: AcknowledgementContext,
): Array<PlannedMessage & { purpose: 'booking_acknowledgement' | 'ops_new_booking' }> {
  const first = cases[0]!;
  const to = clientAddresses(first);
  const total = cases.reduce((sum, c) => sum + c.totalPriceCents, 0);
  const manage = manageBookingLink(first, ctx.publicOrigin);
  const greeting =
    first.bookerName && first.bookerEmail && first.bookerEmail.toLowerCase() !== first.contactEmail.toLowerCase()
      ? `Dear ${first.bookerName} and ${first.contactName},`
      : `Dear ${first.contactName},`;
  const confirmed = cases.filter(isConfirmed).length;
  const traveller = [
    greeting,
    '',
    ...openingLines(cases.length, confirmed),
    '',
    ...cases.flatMap((c) => [...bookingLines(c, isConfirmed(c) ? 'Confirmed' : 'Requested'), '']),
    ...(cases.length > 1 ? [`Estimated total: ${formatUsd(toDollars(total))}`, ''] : []),
    'What happens next',
    confirmed === cases.length
      ? `- Our team contacts you to arrange payment (nothing is charged before that).`
      : `- Our team replies within ${BOOKING_RULES.responseHours} hours to confirm availability and arrange payment (nothing is charged before that).`,
    `- ${BOOKING_RULE_TEXTS.reconfirmation}`,
    `- If your service starts within the next ${BOOKING_RULES.responseHours} hours, please call us on ${BRAND.supportPhone}.`,
    `- Cancellation: ${BOOKING_RULE_TEXTS.freeCancellation} ${BOOKING_RULE_TEXTS.lateCancellation} ${BOOKING_RULE_TEXTS.noRefund}`,
    '',
    `See your booking at any time: ${manage} (with the reference and this e-mail address).`,
    `Questions or changes: ${ctx.supportEmail}`,
    '',
    BRAND.productName,
  ].join('\n');

  const ops = [
    `New booking request${cases.length > 1 ? `s (${cases.length}, one checkout)` : ''} from ${first.contactName} <${first.contactEmail}>, ${formatPhoneNumber(first.contactPhone)}.`,
    ...(confirmed > 0
      ? [
          `Confirmed at once from a supplier's allotment: ${plural(confirmed, 'booking', 'bookings')}; send the supplier the job.`,
        ]
      : []),
    ...(first.bookerName
      ? [
          `Booked by ${first.bookerName}${first.agencyName ? ` (${first.agencyName})` : ''}${first.bookerEmail ? ` <${first.bookerEmail}>` : ''}.`,
        ]
      : []),
    `Reply within ${BOOKING_RULES.responseHours} hours: the board marks it when no one has.`,
    '',
    ...cases.flatMap((c) => [
      ...bookingLines(c, isConfirmed(c) ? 'Confirmed' : 'Requested'),
      ...(c.specialRequests ? [`Special requests: ${c.specialRequests}`] : []),
      '',
    ]),
  ].join('\n');

  return [
    {
      purpose: 'booking_acknowledgement',
      channel: 'email',
      to,
      cc: [],
      subject: subjectOf(confirmed === cases.length ? 'Booking confirmed' : 'Booking request received', cases),
      body: traveller,
    },
    {
      purpose: 'ops_new_booking',
      channel: 'email',
      to: [ctx.opsEmail],
      cc: [],
      subject: subjectOf('New booking request', cases),
      body: ops,
    },
  ];
}
