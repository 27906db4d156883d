import { z } from 'zod';
import { BOOKING_TEXT_LIMITS as LIMITS } from './field-limits';
import { bodyIdSchema, clearableText, emailSchema, isoDateSchema, optionalText, requiredText, text } from './common';
import { toPhoneNumber } from './phone';

// The back office's partner accounts: who they are, what they earn, their keys and their web hook.

export const PARTNER_TERMS_KINDS = ['commission', 'net_discount'] as const;
export type PartnerTermsKind = (typeof PARTNER_TERMS_KINDS)[number];
export const PARTNER_TERMS_LABELS: Record<PartnerTermsKind, string> = {
  commission: 'Commission on the retail price',
  net_discount: 'Net rate (discount off the retail price)',
};

/** A live key books for real; a sandbox key books into the same flows, marked, never reaching suppliers or invoices. */
export const PARTNER_KEY_MODES = ['live', 'sandbox'] as const;
export type PartnerKeyMode = (typeof PARTNER_KEY_MODES)[number];

export const PARTNER_KEY_STATES = ['active', 'expiring', 'expired', 'revoked'] as const;
export type PartnerKeyState = (typeof PARTNER_KEY_STATES)[number];

export const PARTNER_KEY_LIMITS = { perMinuteMin: 1, perMinuteMax: 6000, perMinuteDefault: 120 } as const;
/** How long a rotated key or web-hook secret keeps working beside its successor. */
export const PARTNER_OVERLAP_HOURS = { min: 0, max: 720, default: 24 } as const;

export const PARTNER_MESSAGES = {
  companyName: 'Company name is required',
  contactName: 'Contact name is required',
  contacts: 'Add at least one contact',
  billingEmail: 'Please enter a valid billing e-mail address',
  percent: 'A percentage from 0 to 100, with at most two decimals',
  effectiveFromPast: 'Terms take effect today or later',
  keyName: 'Give the key a name (for example the system that uses it)',
  liveKeyInSandbox: 'This partner is a sandbox account: only sandbox keys can be issued until it is made live',
  webhookUrl: 'Enter the web hook address (https://…)',
} as const;

/** Percentages with two decimals are kept as basis points (12.5 % = 1250). */
export const percentSchema = z
  .number({ error: PARTNER_MESSAGES.percent })
  .min(0, PARTNER_MESSAGES.percent)
  .max(100, PARTNER_MESSAGES.percent)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, PARTNER_MESSAGES.percent);

export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const fromBasisPoints = (basisPoints: number) => basisPoints / 100;

export const partnerContactSchema = z.object({
  name: requiredText(LIMITS.personName, 1, PARTNER_MESSAGES.contactName),
  email: emailSchema,
  phone: optionalText(LIMITS.phone).transform(toPhoneNumber),
  /** What they do for the partner: 'Operations', 'Finance', 'Developer'. */
  role: optionalText(80),
});
export type PartnerContact = z.output<typeof partnerContactSchema>;

const contactsSchema = z.array(partnerContactSchema).min(1, PARTNER_MESSAGES.contacts).max(10);

/** Its own message for a malformed address too, not only for a missing one. */
const billingEmailSchema = z
  .string({ error: PARTNER_MESSAGES.billingEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email(PARTNER_MESSAGES.billingEmail));

export const partnerCreateSchema = z.object({
  companyName: requiredText(LIMITS.companyName, 1, PARTNER_MESSAGES.companyName),
  contacts: contactsSchema,
  billingEmail: billingEmailSchema,
  /** New partners start as sandbox accounts until an admin makes them live. */
  sandbox: z.boolean().default(true),
  notes: optionalText(2000, { multiline: true }),
});
export type PartnerCreate = z.output<typeof partnerCreateSchema>;

export const partnerUpdateSchema = z.object({
  /** The version the change was made on; another admin's change in between answers 409. */
  version: bodyIdSchema(),
  companyName: requiredText(LIMITS.companyName, 1, PARTNER_MESSAGES.companyName).optional(),
  contacts: contactsSchema.optional(),
  billingEmail: billingEmailSchema.optional(),
  sandbox: z.boolean().optional(),
  /** An inactive partner's keys are refused everywhere; its bookings are untouched. */
  active: z.boolean().optional(),
  /** Absent keeps the notes, empty clears them. */
  notes: clearableText(2000, { multiline: true }),
});
export type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

export const partnerIdParamsSchema = z.object({ id: z.uuid('Partner not found') });
export const partnerKeyParamsSchema = z.object({ id: z.uuid('Partner not found'), keyId: z.uuid('Key not found') });
export const partnerTermsParamsSchema = z.object({
  id: z.uuid('Partner not found'),
  termsId: z.uuid('Terms not found'),
});

export const partnerTermsCreateSchema = z.object({
  kind: z.enum(PARTNER_TERMS_KINDS),
  percent: percentSchema,
  /** The first day (UTC) bookings requested are priced with these terms. */
  effectiveFrom: isoDateSchema,
});
export type PartnerTermsCreate = z.output<typeof partnerTermsCreateSchema>;

export const partnerTermsSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PARTNER_TERMS_KINDS),
  percent: z.number(),
  effectiveFrom: isoDateSchema,
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string(),
});
export type PartnerTerms = z.infer<typeof partnerTermsSchema>;

export const partnerKeyCreateSchema = z.object({
  name: requiredText(100, 1, PARTNER_MESSAGES.keyName),
  mode: z.enum(PARTNER_KEY_MODES).default('sandbox'),
  rateLimitPerMinute: z
    .number()
    .int()
    .min(PARTNER_KEY_LIMITS.perMinuteMin)
    .max(PARTNER_KEY_LIMITS.perMinuteMax)
    .default(PARTNER_KEY_LIMITS.perMinuteDefault),
});
export type PartnerKeyCreate = z.output<typeof partnerKeyCreateSchema>;

export const overlapSchema = z.object({
  overlapHours: z
    .number()
    .int()
    .min(PARTNER_OVERLAP_HOURS.min)
    .max(PARTNER_OVERLAP_HOURS.max)
    .default(PARTNER_OVERLAP_HOURS.default),
});
export type Overlap = z.output<typeof overlapSchema>;

export const partnerKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The part of the key shown in lists (`vipk_live_<prefix>_…`); the key itself is never shown again. */
  prefix: z.string(),
  mode: z.enum(PARTNER_KEY_MODES),
  rateLimitPerMinute: z.number().int(),
  state: z.enum(PARTNER_KEY_STATES),
  createdAt: z.iso.datetime({ offset: true }),
  /** Set when the key was rotated: it works until then. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The key it replaced, when made by a rotation. */
  replacesKeyId: z.uuid().nullable(),
});
export type PartnerKey = z.infer<typeof partnerKeySchema>;

/** The one answer that carries the key: store it now. */
export const partnerKeyCreatedSchema = partnerKeySchema.extend({ key: z.string() });
export type PartnerKeyCreated = z.infer<typeof partnerKeyCreatedSchema>;

export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]+=*$/;

export const partnerWebhookUpdateSchema = z.object({
  url: text(2048)
    .min(1, PARTNER_MESSAGES.webhookUrl)
    .pipe(z.url({ error: PARTNER_MESSAGES.webhookUrl })),
  enabled: z.boolean().default(true),
});
export type PartnerWebhookUpdate = z.output<typeof partnerWebhookUpdateSchema>;

export const partnerWebhookSchema = z.object({
  url: z.string(),
  enabled: z.boolean(),
  secretCreatedAt: z.iso.datetime({ offset: true }),
  /** After a rotation the previous secret signs beside the new one until then. */
  previousSecretExpiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PartnerWebhook = z.infer<typeof partnerWebhookSchema>;

/** Answered when an endpoint is first set and when its secret is rotated: the only time the secret is shown. */
export const partnerWebhookSecretSchema = partnerWebhookSchema.extend({
  secret: z.string().regex(WEBHOOK_SECRET_PATTERN),
});
export type PartnerWebhookSecret = z.infer<typeof partnerWebhookSecretSchema>;

export const partnerSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  contacts: z.array(
    z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), role: z.string().nullable() }),
  ),
  billingEmail: z.string(),
  sandbox: z.boolean(),
  active: z.boolean(),
  notes: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The terms in force today, if any. */
  currentTerms: partnerTermsSchema.nullable(),
  terms: z.array(partnerTermsSchema),
  keys: z.array(partnerKeySchema),
  webhook: partnerWebhookSchema.nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerListItemSchema = partnerSchema
  .pick({
    id: true,
    companyName: true,
    billingEmail: true,
    sandbox: true,
    active: true,
    currentTerms: true,
    createdAt: true,
  })
  .extend({
    activeKeys: z.number().int(),
    webhookUrl: z.string().nullable(),
  });
export type PartnerListItem = z.infer<typeof partnerListItemSchema>;

export const partnerListQuerySchema = z.object({
  q: optionalText(100),
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export const partnerListSchema = z.object({ items: z.array(partnerListItemSchema) });

/** YYYY-MM: a statement covers the bookings requested in that calendar month (UTC). */
/** Years 2000–2999: a month ends on the next one's first day, which must still be a date the database takes. */
export const STATEMENT_MONTH_PATTERN = /^2\d{3}-(0[1-9]|1[0-2])$/;
export const partnerStatementParamsSchema = z.object({
  id: z.uuid('Partner not found'),
  month: z.string().regex(STATEMENT_MONTH_PATTERN, 'Month must be YYYY-MM, from 2000-01 to 2999-12'),
});

export const partnerStatementLineSchema = z.object({
  referenceCode: z.string(),
  partnerReference: z.string().nullable(),
  requestedAt: z.iso.datetime({ offset: true }),
  serviceDate: isoDateSchema,
  serviceName: z.string(),
  airportCode: z.string(),
  travellerName: z.string(),
  status: z.string(),
  total: z.number(),
  commission: z.number(),
  netPrice: z.number(),
  cancellationCharge: z.number().nullable(),
});
export const partnerStatementSchema = z.object({
  partner: z.object({ id: z.uuid(), companyName: z.string(), billingEmail: z.string() }),
  month: z.string(),
  lines: z.array(partnerStatementLineSchema),
  /** Over the bookings not cancelled; what cancelled ones still cost is `cancellationCharges`. */
  totals: z.object({
    bookings: z.number().int(),
    total: z.number(),
    commission: z.number(),
    netPrice: z.number(),
    cancellationCharges: z.number(),
  }),
});
export type PartnerStatement = z.infer<typeof partnerStatementSchema>;

/** What the back office shows of a partner booking on the board card, the modal and the CSV. */
export const casePartnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  reference: z.string(),
  mode: z.enum(PARTNER_KEY_MODES),
});
export type CasePartner = z.infer<typeof casePartnerSchema>;
