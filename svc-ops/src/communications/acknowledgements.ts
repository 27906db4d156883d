import { BOOKING_RULES, bookingEmailRecipients } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { DEFAULT_LOCALE } from '@vip/contracts/i18n';
import { formatPhoneNumber } from '@vip/contracts/schemas';
import { SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import type { Case } from '../cases/cases.service';
import { displayPriceOfCase } from '../cases/display-price';
import type { DisplayPrice } from '@vip/contracts/schemas';
import { MAIL_EN, type MailKey } from '../i18n/en';
import { englishLanguageName, mailText, type MailText } from '../i18n/mail-text';
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

export type BookingLineStatus = 'requested' | 'confirmed' | 'cancelled' | 'changeRequested';

const STATUS_KEYS = {
  requested: 'ops.mail.status.requested',
  confirmed: 'ops.mail.status.confirmed',
  cancelled: 'ops.mail.status.cancelled',
  changeRequested: 'ops.mail.status.changeRequested',
} as const satisfies Record<BookingLineStatus, MailKey>;

/** The booking as the traveller reads it, in their language (English for staff's copies). */
export function bookingLines(
  c: Case,
  status: BookingLineStatus = 'requested',
  text: MailText = mailText('en'),
): string[] {
  const { t } = text;
  const travellers = text.list([
    t('ops.mail.booking.adults', { count: c.adultCount }),
    ...(c.childCount > 0 ? [t('ops.mail.booking.children', { count: c.childCount })] : []),
  ]);
  const typeKey = `ops.mail.serviceType.${c.serviceType}` as const;
  return [
    t('ops.mail.booking.reference', { reference: c.referenceCode }),
    t('ops.mail.booking.service', {
      service: c.serviceName,
      type: typeKey in MAIL_EN ? t(typeKey) : (SERVICE_TYPE_LABELS[c.serviceType] ?? c.serviceType),
    }),
    t('ops.mail.booking.airport', { airport: c.airportName, code: c.airportCode }),
    t('ops.mail.booking.dateTime', { dateTime: text.dateTime(c.flightDate, c.flightTime) }),
    ...(c.flightNumber
      ? [t('ops.mail.booking.flight', { flight: [c.airline, c.flightNumber].filter(Boolean).join(' ') })]
      : []),
    c.travelerNames.length > 0
      ? t('ops.mail.booking.travellersNamed', { travellers, names: text.list(c.travelerNames) })
      : t('ops.mail.booking.travellers', { travellers }),
    ...(c.porterSelected ? [t('ops.mail.booking.porter')] : []),
    t('ops.mail.booking.price', { price: text.usd(c.totalPriceCents) }),
    ...estimateLines(displayPriceOfCase(c), text),
    t('ops.mail.booking.status', { status: t(STATUS_KEYS[status]) }),
  ];
}

/** After a dollar amount, what the traveller saw in their currency: an estimate, the charge being in dollars. */
export function estimateLines(price: DisplayPrice | null, text: MailText): string[] {
  if (!price) return [];
  return [
    text.t('ops.mail.booking.estimate', {
      currency: price.currency,
      amount: text.money(price.totalMinorUnits, price.currency),
      rate: text.rate(price.rateToUsd),
    }),
  ];
}

/** One checkout's estimates as one: the same currency and rate throughout, else none (each booking says its own). */
function totalEstimate(cases: readonly Case[]): DisplayPrice | null {
  const prices = cases.map(displayPriceOfCase);
  const [first] = prices;
  if (!first || prices.some((p) => !p || p.currency !== first.currency || p.rateToUsd !== first.rateToUsd)) return null;
  return { ...first, totalMinorUnits: prices.reduce((sum, p) => sum + p!.totalMinorUnits, 0) };
}

/** Staff's copies stay English. */
const opsSubjectOf = (prefix: string, cases: readonly Case[]) =>
  `${prefix} – ${cases[0]!.referenceCode}${cases.length > 1 ? ` and ${plural(cases.length - 1, 'more', 'more')}` : ''}`;

/** Confirmed at once: svc-booking took a supplier's seat with the booking. */
const isConfirmed = (c: Pick<Case, 'bookingStatus'>) => c.bookingStatus === 'confirmed';
const statusOf = (c: Case): BookingLineStatus => (isConfirmed(c) ? 'confirmed' : 'requested');

/** contracts' booking rules, in the traveller's words: the catalogue spec checks English matches BOOKING_RULE_TEXTS. */
export function ruleTexts({ t }: MailText) {
  const R = BOOKING_RULES;
  return {
    request: t('ops.mail.rules.request', { hours: R.responseHours }),
    reconfirmation: t('ops.mail.rules.reconfirmation', { from: R.reconfirmHours.from, to: R.reconfirmHours.to }),
    freeCancellation: t('ops.mail.rules.freeCancellation', { hours: R.cancellationHours }),
    lateCancellation: t('ops.mail.rules.lateCancellation', {
      percent: R.lateCancellationChargePercent,
      hours: R.cancellationHours,
    }),
    noRefund: t('ops.mail.rules.noRefund', { hours: R.noRefundHours }),
  };
}

/** cancellationRuleText in the traveller's words: the rule that set a cancellation's charge. */
export function cancellationRule({ t }: MailText, chargePercent: number, policyHours: number): string {
  if (chargePercent === 0) return t('ops.mail.rules.freeCancellation', { hours: policyHours });
  if (chargePercent === 100) return t('ops.mail.rules.noRefund', { hours: BOOKING_RULES.noRefundHours });
  return t('ops.mail.rules.lateCancellation', { percent: chargePercent, hours: policyHours });
}

/** Honest about each booking: confirmed ones say so, requests keep the request's promise. */
function openingLines(text: MailText, count: number, confirmed: number): string[] {
  const { t } = text;
  const brand = BRAND.productName;
  if (confirmed === 0) return [t('ops.mail.ack.openingRequested', { brand, count }), ruleTexts(text).request];
  if (confirmed === count) return [t('ops.mail.ack.openingConfirmed', { brand, count })];
  return [
    t('ops.mail.ack.openingMixed', { brand, confirmed }),
    t('ops.mail.ack.mixedFollowUp', { hours: BOOKING_RULES.responseHours }),
  ];
}

function greetingOf(text: MailText, c: Pick<Case, 'bookerName' | 'bookerEmail' | 'contactEmail' | 'contactName'>) {
  return c.bookerName && c.bookerEmail && c.bookerEmail.toLowerCase() !== c.contactEmail.toLowerCase()
    ? text.t('ops.mail.greetingBoth', { booker: c.bookerName, contact: c.contactName })
    : text.t('ops.mail.greeting', { name: c.contactName });
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
  const confirmed = cases.filter(isConfirmed).length;
  // The first booking's language: one checkout, one traveller.
  const text = mailText(first.locale);
  const { t } = text;
  const rules = ruleTexts(text);
  const hours = BOOKING_RULES.responseHours;
  const traveller = [
    greetingOf(text, first),
    '',
    ...openingLines(text, cases.length, confirmed),
    '',
    ...cases.flatMap((c) => [...bookingLines(c, statusOf(c), text), '']),
    ...(cases.length > 1
      ? [t('ops.mail.ack.total', { total: text.usd(total) }), ...estimateLines(totalEstimate(cases), text), '']
      : []),
    t('ops.mail.ack.nextHeading'),
    `- ${confirmed === cases.length ? t('ops.mail.ack.nextPayment') : t('ops.mail.ack.nextReply', { hours })}`,
    `- ${rules.reconfirmation}`,
    `- ${t('ops.mail.ack.nextUrgent', { hours, phone: BRAND.supportPhone })}`,
    `- ${t('ops.mail.ack.nextCancellation', {
      policy: [rules.freeCancellation, rules.lateCancellation, rules.noRefund].join(' '),
    })}`,
    '',
    t('ops.mail.ack.manage', { link: manage }),
    t('ops.mail.ack.questions', { email: ctx.supportEmail }),
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
    ...(first.locale !== DEFAULT_LOCALE ? [`Traveller's language: ${englishLanguageName(first.locale)}.`] : []),
    `Reply within ${BOOKING_RULES.responseHours} hours: the board marks it when no one has.`,
    '',
    ...cases.flatMap((c) => [
      ...bookingLines(c, statusOf(c)),
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
      subject: t(confirmed === cases.length ? 'ops.mail.ack.subjectConfirmed' : 'ops.mail.ack.subjectRequested', {
        reference: first.referenceCode,
        more: cases.length - 1,
      }),
      body: traveller,
    },
    {
      purpose: 'ops_new_booking',
      channel: 'email',
      to: [ctx.opsEmail],
      cc: [],
      subject: opsSubjectOf('New booking request', cases),
      body: ops,
    },
  ];
}
