import { type CommunicationPurpose } from '@vip/contracts/schemas';
import type { Case } from '../cases/cases.service';
import { smsNumber, type PlannedMessage } from './plan';

type Audience = 'traveller' | 'supplier' | 'staff';

/** Who each kind of message is written for. */
const AUDIENCE: Record<CommunicationPurpose, Audience> = {
  supplier_email: 'supplier',
  greeter_request: 'supplier',
  driver_request: 'supplier',
  greeter_contact: 'traveller',
  greeter_info: 'traveller',
  driver_info: 'traveller',
  pdf: 'traveller',
  invoice: 'traveller',
  booking_acknowledgement: 'traveller',
  booking_cancelled: 'traveller',
  change_request_received: 'traveller',
  final_reconfirmation: 'traveller',
  ops_new_booking: 'staff',
  ops_change_request: 'staff',
};

export type PartnerCase = Pick<
  Case,
  'partnerId' | 'partnerName' | 'partnerMode' | 'partnerNotifyTraveller' | 'contactEmail' | 'contactPhone'
>;

function toTraveller(c: PartnerCase, m: Pick<PlannedMessage, 'channel' | 'to' | 'cc'>): boolean {
  if (m.channel === 'sms') {
    const phone = smsNumber(c.contactPhone);
    return phone !== null && m.to.some((to) => smsNumber(to) === phone);
  }
  const email = c.contactEmail.trim().toLowerCase();
  return [...m.to, ...m.cc].some((a) => a.trim().toLowerCase() === email);
}

/**
 * Why a message of a partner's booking is kept but not sent, in words staff read in the message log; null when it
 * goes. A sandbox booking is a partner's test: nothing reaches a traveller or a supplier. A partner that tells its
 * client itself gets nothing sent to the traveller. Operations alerts always go.
 */
export function whyNotSent(
  c: PartnerCase,
  purpose: CommunicationPurpose,
  message: Pick<PlannedMessage, 'channel' | 'to' | 'cc'>,
): string | null {
  if (c.partnerId === null) return null;
  const audience = AUDIENCE[purpose];
  if (audience === 'staff') return null;
  const partner = c.partnerName ?? 'the partner';
  if (c.partnerMode === 'sandbox')
    return `Not sent: this is a sandbox booking of ${partner} (a test through the partner API), so nothing goes to travellers or suppliers.`;
  if (audience === 'traveller' && c.partnerNotifyTraveller === false && toTraveller(c, message))
    return `Not sent to the traveller: ${partner} booked through the partner API and tells its client itself.`;
  return null;
}

export const partnerRequestReceiptSkipped = (partner: string | null) =>
  `Not sent: ${partner ?? 'the partner'} asked for this through the partner API, so no receipt goes to the traveller.`;
