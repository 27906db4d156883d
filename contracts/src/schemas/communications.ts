import { z } from 'zod';
import { requiredText, storableString } from './common';
import { smsDriverPostscript } from './traveller-drafts';

/** The dialogs, and the mails svc-ops sends by itself (acknowledgement, cancellation, change request, reconfirm). */
export const COMMUNICATION_PURPOSES = [
  'supplier_email',
  'greeter_contact',
  'greeter_request',
  'driver_info',
  'driver_request',
  'greeter_info',
  'pdf',
  'invoice',
  'booking_acknowledgement',
  'ops_new_booking',
  'booking_cancelled',
  'change_request_received',
  'ops_change_request',
  'final_reconfirmation',
] as const;
export type CommunicationPurpose = (typeof COMMUNICATION_PURPOSES)[number];
export const COMMUNICATION_PURPOSE_LABELS: Record<CommunicationPurpose, string> = {
  supplier_email: 'Email to Supplier',
  greeter_contact: 'Greeter Contact Information',
  greeter_request: 'Greeter Information Request',
  final_reconfirmation: 'Final Reconfirmation',
  driver_info: 'Chauffeur/Driver Information',
  driver_request: 'Driver Information Request',
  greeter_info: 'Greeter Information',
  pdf: 'PDF Confirmation',
  invoice: 'Invoice',
  booking_acknowledgement: 'Booking Request Received',
  ops_new_booking: 'New Booking Alert (operations)',
  booking_cancelled: 'Booking Cancelled',
  change_request_received: 'Change Request Received',
  ops_change_request: 'Change Request Alert (operations)',
};

export const COMMUNICATION_CHANNELS = ['email', 'sms'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

/**
 * 'queued' is written before the provider is called, so a crash mid-send leaves a trace, never nothing. 'skipped':
 * kept but never sent (a partner's sandbox booking, or a partner that tells its client itself); `error` says why.
 */
export const COMMUNICATION_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type CommunicationStatus = (typeof COMMUNICATION_STATUSES)[number];

/** 'dev-outbox': stored, not delivered (no SMTP_URL / SMS_URL). */
export const COMMUNICATION_TRANSPORTS = ['smtp', 'sms-http', 'dev-outbox'] as const;
export type CommunicationTransport = (typeof COMMUNICATION_TRANSPORTS)[number];

export const CONTACT_ROLES = ['traveler', 'booker'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

export const SMS_MAX_LENGTH = 300;
export const SMS_POSTSCRIPT_AUTO_MAX = 250;
/** At most 50 characters, so a 250-character text with it still fits in 300. The English one; others by language. */
export const SMS_DRIVER_POSTSCRIPT = smsDriverPostscript('en');

/** In the booking's language: the traveller reads the postscript with the text. */
export function smsWithPostscript(text: string, addPostscript: boolean, locale?: string | null): string {
  return addPostscript ? `${text}${smsDriverPostscript(locale)}` : text;
}

export function postscriptIsAutomatic(text: string): boolean {
  return text.length <= SMS_POSTSCRIPT_AUTO_MAX;
}

export const VENDOR_REQUIRED_MESSAGE = 'Assign a supplier first for vendor communication';
export const DRIVER_REQUIRED_MESSAGE = 'Add driver name and phone to send driver information';
export const GREETER_REQUIRED_MESSAGE = 'Add greeter name and phone to send contact information';
export const PDF_RECIPIENT_REQUIRED_MESSAGE = 'Please enter a recipient email address';

const requiredEmail = z
  .string({ error: PDF_RECIPIENT_REQUIRED_MESSAGE })
  .trim()
  .min(1, PDF_RECIPIENT_REQUIRED_MESSAGE)
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'));
// `.optional()` last, so the key itself is optional in the request type (an empty value reads as none).
const optionalEmail = z
  .union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address'))])
  .nullable()
  .transform((v) => (v ? v : null))
  .optional();
const subject = requiredText(200, 1, 'Subject is required', {
  error: 'Subject is required',
  tooLong: 'Subject is at most 200 characters',
});
const optionalSubject = storableString()
  .trim()
  .max(200, 'Subject is at most 200 characters')
  .transform((v) => (v ? v : null))
  .optional();
const message = requiredText(10_000, 1, 'Message is required', {
  multiline: true,
  error: 'Message is required',
  tooLong: 'Message is at most 10,000 characters',
});
const contactRoles = (min: string) =>
  z
    .array(z.enum(CONTACT_ROLES))
    .min(1, min)
    .max(2)
    .transform((roles) => [...new Set(roles)]);

const contactEmailPart = <S extends typeof subject | typeof optionalSubject>(subjectRule: S) =>
  z.object({ recipients: contactRoles('Choose at least one recipient'), subject: subjectRule, message });

/** The server appends the postscript only when asked and it still fits. */
export const smsPartSchema = z.object({
  recipients: contactRoles('Choose at least one recipient for the text message'),
  message: requiredText(SMS_MAX_LENGTH, 1, 'Text message is required', {
    multiline: true,
    error: 'Text message is required',
    tooLong: `Text messages are at most ${SMS_MAX_LENGTH} characters`,
  }),
  addPostscript: z.boolean().default(false),
});

/** Subject and body default on the server. */
export const pdfSendSchema = z.object({
  recipientEmail: requiredEmail,
  ccEmail: optionalEmail,
  subject: optionalSubject,
  emailBody: storableString({ multiline: true })
    .trim()
    .max(10_000, 'Message is at most 10,000 characters')
    .transform((v) => (v ? v : null))
    .optional(),
});
export type PdfSend = z.output<typeof pdfSendSchema>;
export type PdfSendInput = z.input<typeof pdfSendSchema>;

const oneOfEmailOrSms = (v: { email?: unknown; sms?: unknown }) => v.email !== undefined || v.sms !== undefined;
const emailOrSmsMessage = { message: 'Send an e-mail, a text, or both', path: ['email'] };

/** The server resolves roles from the booking and checks the rules that depend on it. */
export const communicationCreateSchema = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('supplier_email'),
    /** When writing to a supplier not (yet) assigned (the hub's Send Email). */
    supplierName: requiredText(200, 1, 'Supplier name is required').optional(),
    email: z.object({ to: requiredEmail, cc: optionalEmail, subject, message }),
  }),
  z.object({ purpose: z.literal('greeter_contact'), email: contactEmailPart(subject) }),
  z.object({ purpose: z.literal('greeter_request'), email: z.object({ subject, message }) }),
  z
    .object({
      purpose: z.literal('driver_info'),
      /** Required for meet-and-greet; chauffeur bookings default it. */
      email: contactEmailPart(optionalSubject).optional(),
      /** Chauffeur bookings only. */
      sms: smsPartSchema.optional(),
    })
    .refine(oneOfEmailOrSms, emailOrSmsMessage),
  z.object({
    purpose: z.literal('driver_request'),
    /** Required for chauffeur; meet-and-greet requests go to the assigned supplier. */
    email: z.object({ to: optionalEmail, subject, message }),
  }),
  z
    .object({
      purpose: z.literal('greeter_info'),
      email: contactEmailPart(subject).optional(),
      sms: smsPartSchema.omit({ addPostscript: true }).optional(),
    })
    .refine(oneOfEmailOrSms, emailOrSmsMessage),
  z.object({ purpose: z.literal('pdf') }).extend(pdfSendSchema.shape),
]);
export type CommunicationCreate = z.output<typeof communicationCreateSchema>;
export type CommunicationCreateInput = z.input<typeof communicationCreateSchema>;

export const communicationSchema = z.object({
  id: z.string(),
  channel: z.enum(COMMUNICATION_CHANNELS),
  purpose: z.enum(COMMUNICATION_PURPOSES),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string().nullable(),
  body: z.string(),
  attachmentName: z.string().nullable(),
  transport: z.enum(COMMUNICATION_TRANSPORTS),
  status: z.enum(COMMUNICATION_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** Failed, or stuck in 'queued' (the sender died). */
  retryable: z.boolean(),
  createdBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Communication = z.infer<typeof communicationSchema>;
export const communicationListSchema = z.array(communicationSchema);

export const communicationSendResultSchema = z.object({ communications: communicationListSchema });
export type CommunicationSendResult = z.infer<typeof communicationSendResultSchema>;

export const communicationParamsSchema = z.object({
  id: z.uuid('Unknown booking'),
  communicationId: z.uuid('Unknown message'),
});
