import {
  DRIVER_REQUIRED_MESSAGE,
  GREETER_REQUIRED_MESSAGE,
  PDF_RECIPIENT_REQUIRED_MESSAGE,
  SMS_MAX_LENGTH,
  VENDOR_REQUIRED_MESSAGE,
  smsWithPostscript,
  type CommunicationChannel,
  type CommunicationCreate,
  type ContactRole,
} from '@vip/contracts/schemas';
import type { Case } from '../cases/cases.service';
import { opsErrors } from '../errors';

export type CaseForMessages = Pick<
  Case,
  | 'referenceCode'
  | 'isChauffeur'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'bookerName'
  | 'bookerEmail'
  | 'bookerPhone'
> &
  Partial<Pick<Case, 'locale'>> & {
    greeterName: string | null;
    greeterPhone: string | null;
    driverName: string | null;
    driverPhone: string | null;
    assignedSupplierName: string | null;
    assignedSupplierEmail: string | null;
  };

export interface PlannedMessage {
  channel: CommunicationChannel;
  to: string[];
  cc: string[];
  subject: string | null;
  body: string;
}

const ROLE_NAMES: Record<ContactRole, string> = { traveler: 'traveler', booker: 'booker' };

const notAllowed = (message: string) => opsErrors.create('COMMUNICATION_NOT_ALLOWED', message);
const fieldMissing = (field: string, message: string) =>
  opsErrors.create('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] }, formErrors: [], in: 'body' });

const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim().length > 0;

/** SMS providers take E.164: "+1 (212) 555-0100" → "+12125550100". */
export function smsNumber(phone: string | null | undefined): string | null {
  if (!present(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 5) return null;
  return `${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The booker is whoever booked for the traveller (agent, assistant, family). */
export function contactOf(c: CaseForMessages, role: ContactRole): { email: string | null; phone: string | null } {
  if (role === 'traveler')
    return { email: present(c.contactEmail) ? c.contactEmail : null, phone: smsNumber(c.contactPhone) };
  return { email: present(c.bookerEmail) ? c.bookerEmail : null, phone: smsNumber(c.bookerPhone) };
}

function emailsOf(c: CaseForMessages, roles: ContactRole[]): string[] {
  const addresses = roles.map((role) => {
    const email = contactOf(c, role).email;
    if (!email) throw notAllowed(`The ${ROLE_NAMES[role]}'s e-mail address is Not Provided`);
    return email.toLowerCase();
  });
  return [...new Set(addresses)];
}

function phonesOf(c: CaseForMessages, roles: ContactRole[]): string[] {
  const numbers = roles.map((role) => {
    const phone = contactOf(c, role).phone;
    if (!phone) throw notAllowed(`The ${ROLE_NAMES[role]}'s phone number is Not Provided`);
    return phone;
  });
  return [...new Set(numbers)];
}

const dedupe = (addresses: Array<string | null | undefined>) => [
  ...new Set(addresses.filter(present).map((a) => a.toLowerCase())),
];

function requireSupplier(c: CaseForMessages): void {
  if (!present(c.assignedSupplierName)) throw notAllowed(VENDOR_REQUIRED_MESSAGE);
}
function supplierEmail(c: CaseForMessages): string {
  requireSupplier(c);
  if (!present(c.assignedSupplierEmail)) throw notAllowed(`${c.assignedSupplierName} has no e-mail address on file`);
  return c.assignedSupplierEmail;
}
function requireGreeter(c: CaseForMessages): void {
  if (!present(c.greeterName) || !present(c.greeterPhone)) throw notAllowed(GREETER_REQUIRED_MESSAGE);
}
function requireDriver(c: CaseForMessages): void {
  if (!present(c.driverName) || !present(c.driverPhone)) throw notAllowed(DRIVER_REQUIRED_MESSAGE);
}

function texts(
  c: CaseForMessages,
  sms: { recipients: ContactRole[]; message: string },
  body: string,
): PlannedMessage[] {
  // SMS providers take a single recipient.
  return phonesOf(c, sms.recipients).map((to) => ({ channel: 'sms', to: [to], cc: [], subject: null, body }));
}

/** Supplier e-mails Cc the support mailbox so vendor replies reach the whole team; travellers' messages do not. */
export function planMessages(
  c: CaseForMessages,
  input: Exclude<CommunicationCreate, { purpose: 'pdf' }>,
  supportEmail: string,
): PlannedMessage[] {
  switch (input.purpose) {
    case 'supplier_email': {
      // The supplier hub may write to a supplier not (yet) assigned.
      if (!present(input.supplierName)) requireSupplier(c);
      const { to, cc, subject, message } = input.email;
      return [
        { channel: 'email', to: [to], cc: dedupe([cc, supportEmail]).filter((a) => a !== to), subject, body: message },
      ];
    }
    case 'greeter_request': {
      const to = supplierEmail(c);
      return [
        {
          channel: 'email',
          to: [to],
          cc: dedupe([supportEmail]),
          subject: input.email.subject,
          body: input.email.message,
        },
      ];
    }
    case 'driver_request': {
      requireSupplier(c);
      // A chauffeur request goes to the company's dispatch, which staff type in.
      if (c.isChauffeur && !input.email.to) throw fieldMissing('email.to', PDF_RECIPIENT_REQUIRED_MESSAGE);
      const to = input.email.to ?? supplierEmail(c);
      return [
        {
          channel: 'email',
          to: [to],
          cc: dedupe([supportEmail]).filter((a) => a !== to),
          subject: input.email.subject,
          body: input.email.message,
        },
      ];
    }
    case 'greeter_contact': {
      requireGreeter(c);
      const { recipients, subject, message } = input.email;
      return [{ channel: 'email', to: emailsOf(c, recipients), cc: [], subject, body: message }];
    }
    case 'greeter_info': {
      requireGreeter(c);
      const planned: PlannedMessage[] = [];
      if (input.email)
        planned.push({
          channel: 'email',
          to: emailsOf(c, input.email.recipients),
          cc: [],
          subject: input.email.subject,
          body: input.email.message,
        });
      if (input.sms) planned.push(...texts(c, input.sms, input.sms.message));
      return planned;
    }
    case 'driver_info': {
      requireDriver(c);
      if (input.sms && !c.isChauffeur)
        throw notAllowed('Text messages with driver information are for chauffeur bookings');
      const planned: PlannedMessage[] = [];
      if (input.email) {
        if (!c.isChauffeur && !input.email.subject) throw fieldMissing('email.subject', 'Subject is required');
        const subject = input.email.subject ?? `Your Chauffeur Details - ${c.referenceCode}`;
        planned.push({
          channel: 'email',
          to: emailsOf(c, input.email.recipients),
          cc: [],
          subject,
          body: input.email.message,
        });
      }
      if (input.sms) {
        const body = smsWithPostscript(input.sms.message, input.sms.addPostscript, c.locale);
        if (body.length > SMS_MAX_LENGTH)
          throw fieldMissing('sms.message', `With the postscript the text is over ${SMS_MAX_LENGTH} characters`);
        planned.push(...texts(c, input.sms, body));
      }
      return planned;
    }
  }
}
