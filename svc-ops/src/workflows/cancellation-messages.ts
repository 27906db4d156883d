import { BOOKING_RULES, BOOKING_RULE_TEXTS } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { type BookingChangeRequestedV1 } from '@vip/contracts/events';
import { formatUsd, toDollars } from '@vip/contracts/money';
import { type CommunicationPurpose } from '@vip/contracts/schemas';
import type { Case } from '../cases/cases.service';
import { bookingLines, clientAddresses, manageBookingLink } from '../communications/acknowledgements';
import type { PlannedMessage } from '../communications/plan';
import type { CancellationTerms } from '../cancellations/cancellations.service';
import { partnerRequestReceiptSkipped } from '../communications/partner-rules';

export interface MessageAddresses {
  opsEmail: string;
  supportEmail: string;
  publicOrigin: string;
}

type Message = PlannedMessage & { purpose: CommunicationPurpose; notSent?: string | null };

const INVOICE_LINES: Record<'none' | 'cancel' | 'refund', string | null> = {
  none: null,
  cancel: 'The invoice for this booking is being cancelled: please do not pay it.',
  refund:
    'You have paid this booking: we will refund what you paid less the cancellation charge, to the card you paid with.',
};

export function cancellationNotice(
  c: Case,
  terms: CancellationTerms,
  invoice: 'none' | 'cancel' | 'refund',
  addresses: MessageAddresses,
): Message[] {
  const charge =
    terms.chargePercent === 0
      ? `No cancellation charge applies (${terms.rule.replace(/\.$/, '')}).`
      : `Cancellation charge: ${formatUsd(toDollars(terms.chargeCents))} (${terms.chargePercent}% of ${formatUsd(toDollars(c.totalPriceCents))}). ${terms.rule}`;
  const body = [
    `Dear ${c.contactName},`,
    '',
    `Your booking ${c.referenceCode} with ${BRAND.productName} is cancelled.`,
    '',
    ...bookingLines(c, 'cancelled'),
    '',
    charge,
    ...(INVOICE_LINES[invoice] ? [INVOICE_LINES[invoice]!] : []),
    '',
    `See your booking at any time: ${manageBookingLink(c, addresses.publicOrigin)} (with the reference and this e-mail address).`,
    `Questions: ${addresses.supportEmail}`,
    '',
    BRAND.productName,
  ].join('\n');
  return [
    {
      purpose: 'booking_cancelled',
      channel: 'email',
      to: clientAddresses(c),
      cc: [],
      subject: `Booking cancelled – ${c.referenceCode}`,
      body,
    },
  ];
}

const ASKED: Record<BookingChangeRequestedV1['kind'], { verb: string; title: string }> = {
  change: { verb: 'change', title: 'Change request' },
  cancel: { verb: 'cancel', title: 'Cancellation request' },
};

export function changeRequestMessages(
  c: Case,
  request: BookingChangeRequestedV1,
  addresses: MessageAddresses,
): Message[] {
  const asked = ASKED[request.kind];
  const byPartner = request.source === 'partner';
  const quoted = request.message.split('\n').map((line) => `> ${line}`);
  const receipt = [
    `Dear ${c.contactName},`,
    '',
    `We have received your request to ${asked.verb} booking ${c.referenceCode}:`,
    '',
    ...quoted,
    '',
    // Cancelled meanwhile: the traveller was told so, so nothing "stays as it is".
    ...(c.cancelledAt
      ? [
          `This booking has already been cancelled: our cancellation e-mail has the details. Nothing more is needed from you. If you have a question, please call us on ${BRAND.supportPhone}.`,
        ]
      : [
          `Our team replies within ${BOOKING_RULES.responseHours} hours. Until then your booking stays as it is.`,
          ...(request.kind === 'cancel'
            ? [
                '',
                `Our cancellation policy: ${BOOKING_RULE_TEXTS.freeCancellation} ${BOOKING_RULE_TEXTS.lateCancellation} ${BOOKING_RULE_TEXTS.noRefund}`,
              ]
            : []),
          `If your service starts within the next ${BOOKING_RULES.responseHours} hours, please call us on ${BRAND.supportPhone}.`,
        ]),
    '',
    `See your booking at any time: ${manageBookingLink(c, addresses.publicOrigin)}`,
    '',
    BRAND.productName,
  ].join('\n');
  const alert = [
    byPartner
      ? `${c.partnerName ?? 'The partner'} asked to ${asked.verb} ${c.referenceCode} (partner reference ${c.partnerReference ?? '-'}) through the partner API:`
      : `${c.contactName} <${request.contactEmail}> asked to ${asked.verb} ${c.referenceCode} from Manage Booking:`,
    '',
    ...quoted,
    '',
    c.cancelledAt
      ? 'The booking is already cancelled.'
      : 'The booking is now in Change Requested. Reply within the promised hours.',
    '',
    ...bookingLines(c, c.cancelledAt ? 'cancelled' : 'changeRequested'),
  ].join('\n');
  return [
    {
      purpose: 'change_request_received',
      channel: 'email',
      to: [request.contactEmail.trim().toLowerCase()],
      cc: [],
      subject: `We received your request – ${c.referenceCode}`,
      body: receipt,
      // The partner asked, and its client hears from the partner.
      notSent: byPartner ? partnerRequestReceiptSkipped(c.partnerName) : null,
    },
    {
      purpose: 'ops_change_request',
      channel: 'email',
      to: [addresses.opsEmail],
      cc: [],
      subject: `${asked.title} – ${c.referenceCode}`,
      body: alert,
    },
  ];
}
