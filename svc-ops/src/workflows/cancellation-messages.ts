import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { type BookingChangeRequestedV1 } from '@vip/contracts/events';
import { type CommunicationPurpose } from '@vip/contracts/schemas';
import type { Case } from '../cases/cases.service';
import {
  bookingLines,
  cancellationRule,
  clientAddresses,
  manageBookingLink,
  ruleTexts,
} from '../communications/acknowledgements';
import type { MailKey } from '../i18n/en';
import { mailText } from '../i18n/mail-text';
import type { PlannedMessage } from '../communications/plan';
import type { CancellationTerms } from '../cancellations/cancellations.service';
import { partnerRequestReceiptSkipped } from '../communications/partner-rules';

export interface MessageAddresses {
  opsEmail: string;
  supportEmail: string;
  publicOrigin: string;
}

type Message = PlannedMessage & { purpose: CommunicationPurpose; notSent?: string | null };

const INVOICE_LINES = {
  none: null,
  cancel: 'ops.mail.cancelled.invoiceCancel',
  refund: 'ops.mail.cancelled.invoiceRefund',
} as const satisfies Record<'none' | 'cancel' | 'refund', MailKey | null>;

/** The traveller's notice in their language. */
export function cancellationNotice(
  c: Case,
  terms: CancellationTerms,
  invoice: 'none' | 'cancel' | 'refund',
  addresses: MessageAddresses,
): Message[] {
  const text = mailText(c.locale);
  const { t } = text;
  const rule = cancellationRule(text, terms.chargePercent, c.cancellationPolicyHours);
  const charge =
    terms.chargePercent === 0
      ? t('ops.mail.cancelled.noCharge', { rule: rule.replace(/[.。]$/, '') })
      : t('ops.mail.cancelled.charge', {
          charge: text.usd(terms.chargeCents),
          percent: terms.chargePercent,
          total: text.usd(c.totalPriceCents),
          rule,
        });
  const invoiceLine = INVOICE_LINES[invoice];
  const body = [
    t('ops.mail.greeting', { name: c.contactName }),
    '',
    t('ops.mail.cancelled.intro', { reference: c.referenceCode, brand: BRAND.productName }),
    '',
    ...bookingLines(c, 'cancelled', text),
    '',
    charge,
    ...(invoiceLine ? [t(invoiceLine)] : []),
    '',
    t('ops.mail.ack.manage', { link: manageBookingLink(c, addresses.publicOrigin) }),
    t('ops.mail.questions', { email: addresses.supportEmail }),
    '',
    BRAND.productName,
  ].join('\n');
  return [
    {
      purpose: 'booking_cancelled',
      channel: 'email',
      to: clientAddresses(c),
      cc: [],
      subject: t('ops.mail.cancelled.subject', { reference: c.referenceCode }),
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
  const text = mailText(c.locale);
  const { t } = text;
  const rules = ruleTexts(text);
  const hours = BOOKING_RULES.responseHours;
  const receipt = [
    t('ops.mail.greeting', { name: c.contactName }),
    '',
    t(request.kind === 'cancel' ? 'ops.mail.request.receivedCancel' : 'ops.mail.request.receivedChange', {
      reference: c.referenceCode,
    }),
    '',
    ...quoted,
    '',
    // Cancelled meanwhile: the traveller was told so, so nothing "stays as it is".
    ...(c.cancelledAt
      ? [t('ops.mail.request.alreadyCancelled', { phone: BRAND.supportPhone })]
      : [
          t('ops.mail.request.reply', { hours }),
          ...(request.kind === 'cancel'
            ? [
                '',
                t('ops.mail.request.policy', {
                  policy: [rules.freeCancellation, rules.lateCancellation, rules.noRefund].join(' '),
                }),
              ]
            : []),
          t('ops.mail.ack.nextUrgent', { hours, phone: BRAND.supportPhone }),
        ]),
    '',
    t('ops.mail.request.manage', { link: manageBookingLink(c, addresses.publicOrigin) }),
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
      subject: t('ops.mail.request.subject', { reference: c.referenceCode }),
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
