import { z } from 'zod';
import { BOOKING_TEXT_LIMITS as LIMITS } from './field-limits';
import { ADMIN_STATUSES, BOARD_OWNER_FILTERS, STAFF_ROLES } from '../vocabulary';
import { STAFF_PERMISSION_NAMES } from '../permissions';
import { serviceLevelSchema, serviceTypeSchema } from './services';
import { bodyIdSchema, clearableText, correctedDateSchema, queryInteger, requiredText, storableString } from './common';
import { toPhoneNumber } from './phone';
import { bookingFieldsSchema, maskOf, type BookingField } from './booking-core';
import { localeSchema } from './locale';
import { displayPriceSchema } from './currency';
import {
  bookingCoreFieldsSchema,
  bookingRepriceFieldsSchema,
  bookingServiceSchema,
  priceBreakdownSchema,
} from './internal';
import { caseCancellationSchema } from './cancellations';
import { casePartnerSchema, PARTNER_TERMS_KINDS } from './partners';
import {
  caseOperationsSchema,
  caseOperationsUpdateSchema,
  transferDetailSchema,
  transferSummarySchema,
} from './operations';
import { supplierJobStaffSchema } from './supplier-jobs';

export const staffLoginSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required').max(200),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** Unsafe staff calls send csrfToken as X-CSRF-Token. */
export const staffSessionSchema = z.object({
  user: staffUserSchema,
  csrfToken: z.string(),
  /** The server enforces these; the back office only hides the rest. */
  permissions: z.array(z.enum(STAFF_PERMISSION_NAMES)),
  /** Temporary password: nothing but choosing a new one is allowed. */
  mustChangePassword: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const staffPasswordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(200),
    newPassword: z
      .string()
      .min(STAFF_PASSWORD_MIN_LENGTH, `The new password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
      .max(200, 'The new password must be at most 200 characters'),
  })
  .refine((p) => p.newPassword !== p.currentPassword, {
    message: 'Choose a password different from the current one',
    path: ['newPassword'],
  });
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;

export const adminStatusSchema = z.enum(ADMIN_STATUSES);

/** The case's copy of the booking's fields (booking-core.ts); a standalone chauffeur transfer has no flight number. */
export const caseBookingFieldsSchema = bookingFieldsSchema.extend({ flightNumber: z.string().nullable() });

/** The booking's fields a board card carries; the modal carries them all. For a transfer the flight date and time are
 * its pickup's. */
export const BOARD_BOOKING_FIELDS = [
  'contactName',
  'contactEmail',
  'contactPhone',
  'travelerNames',
  'isTravelAgent',
  'flightNumber',
  'flightDate',
  'flightTime',
  'adultCount',
  'childCount',
  'porterSelected',
  'specialRequests',
] as const satisfies readonly BookingField[];

/** The colleague who runs the case. */
export const caseOwnerSchema = z.object({ id: z.string(), name: z.string(), initials: z.string() });
export type CaseOwner = z.infer<typeof caseOwnerSchema>;

export const adminBookingSchema = z
  .object({
    id: z.string(),
    /** Null for a standalone chauffeur transfer. */
    bookingId: z.string().nullable(),
    referenceCode: z.string(),
    adminStatus: adminStatusSchema,
    isChauffeur: z.boolean(),
    isPaid: z.boolean(),
    escalationFlag: z.boolean(),
    porterCost: z.number(),
    basePrice: z.number(),
    totalPrice: z.number(),
    service: z
      .object({
        id: z.number().int(),
        name: z.string(),
        serviceLevel: serviceLevelSchema,
        serviceType: serviceTypeSchema,
        airport: z.object({ code: z.string(), name: z.string() }),
      })
      .nullable(),
    transfer: transferSummarySchema.nullable(),
    assignedSupplierName: z.string().nullable(),
    createdAt: z.string(),
    /** Still Inquiry Received after svc-ops' REPLY_OVERDUE_HOURS (20 of the promised 24). */
    replyOverdue: z.boolean(),
    cancelledAt: z.iso.datetime({ offset: true }).nullable(),
    /** Bumped by every staff change; an edit made on a stale version is a 409. */
    version: bodyIdSchema(),
    /** A booking made through the partner API (mode 'sandbox': a partner's test, never sent to anyone); else null. */
    partner: casePartnerSchema.nullable(),
    /** Null: nobody has taken the case yet. */
    owner: caseOwnerSchema.nullable(),
    /** When the booking entered its status column. */
    statusSince: z.iso.datetime({ offset: true }),
    /** The status's target (STATUS_TARGET_HOURS); null: no target. */
    statusTargetHours: z.number().nullable(),
    /** In its status longer than the target (a cancelled booking never is). */
    statusOverdue: z.boolean(),
    /** The bookings made in one checkout (a round trip, several services): the same id marks each; null alone. */
    group: z.object({ id: z.string(), size: z.number().int() }).nullable(),
  })
  .extend(caseBookingFieldsSchema.pick(maskOf(BOARD_BOOKING_FIELDS)).shape);
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const ADMIN_PAGE_LIMIT = { default: 25, max: 100 } as const;

export const BOARD_VIEWS = ['active', 'cancelled'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export const adminBookingListQuerySchema = z.object({
  status: adminStatusSchema.optional(),
  view: z.enum(BOARD_VIEWS, { error: 'View must be active or cancelled' }).default('active'),
  q: storableString()
    .trim()
    .max(100, 'Search is at most 100 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid cursor')
    .optional(),
  limit: queryInteger(1, ADMIN_PAGE_LIMIT.max, ADMIN_PAGE_LIMIT.default),
  /** Only the bookings this partner made. */
  partnerId: z.uuid('Unknown partner').optional(),
  /** me: the signed-in colleague's cases; none: cases nobody has taken. */
  owner: z.enum(BOARD_OWNER_FILTERS, { error: 'Owner must be me or none' }).optional(),
  /** true: only bookings in their status longer than its target. */
  overdue: z
    .enum(['true', 'false'], { error: 'Overdue must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type AdminBookingListQuery = z.output<typeof adminBookingListQuerySchema>;

export const adminBookingPageSchema = z.object({
  items: z.array(adminBookingSchema),
  nextCursor: z.string().nullable(),
});
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

export const adminBookingSummarySchema = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  escalations: z.number().int(),
  travelAgents: z.number().int(),
  byStatus: z.record(adminStatusSchema, z.number().int()),
  cancelled: z.number().int(),
});
export type AdminBookingSummary = z.infer<typeof adminBookingSummarySchema>;
export const adminSummaryQuerySchema = adminBookingListQuerySchema.pick({
  q: true,
  partnerId: true,
  owner: true,
  overdue: true,
});

/** Assign the case to a colleague (or to oneself), or null to leave it unassigned. */
export const caseOwnerChangeSchema = z.object({ staffId: z.uuid('Choose a colleague').nullable() });
export type CaseOwnerChange = z.infer<typeof caseOwnerChangeSchema>;

/** The colleagues a case may be assigned to: active staff who work bookings. */
export const assignableStaffSchema = z.array(caseOwnerSchema);
export type AssignableStaff = z.infer<typeof assignableStaffSchema>;

export const adminBookingIdParamsSchema = z.object({ id: z.uuid('Unknown booking') });

/** Any status may move to any status. */
export const adminStatusChangeSchema = z.object({
  adminStatus: adminStatusSchema,
  /** true: the other live bookings of its checkout move with it. */
  withGroup: z.boolean().optional(),
});
export type AdminStatusChange = z.infer<typeof adminStatusChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditTrailSchema = z.array(auditEntrySchema);

/** A meet-and-greet booking's checklist (the booking modal's Operational Checklist). */
export const CHECKLIST_ITEMS = [
  'vendor_notes_sent_to_client',
  'driver_info_requested',
  'driver_info_sent',
  'greeter_info_requested',
  'greeter_info_sent',
  'vendor_paid',
  'client_paid',
  'confirmation_email_sent',
  'final_reconfirmation_24h',
] as const;
/** A chauffeur transfer's own checklist: the Transfer table's flags, in its order. */
export const TRANSFER_CHECKLIST_ITEMS = [
  'supplier_assigned',
  'driver_info_received',
  'client_confirmation_sent',
  'vendor_confirmation_sent',
  'vendor_paid',
  'payment_received',
  'final_reconfirmation_24h',
] as const;
const ANY_CHECKLIST_ITEMS = [...new Set([...CHECKLIST_ITEMS, ...TRANSFER_CHECKLIST_ITEMS])] as [
  ChecklistItemType,
  ...ChecklistItemType[],
];
export type ChecklistItemType = (typeof CHECKLIST_ITEMS)[number] | (typeof TRANSFER_CHECKLIST_ITEMS)[number];
/** The items a case's checklist has: a chauffeur transfer's or a booking's. */
export function checklistItemsFor(c: { isChauffeur: boolean }): readonly ChecklistItemType[] {
  return c.isChauffeur ? TRANSFER_CHECKLIST_ITEMS : CHECKLIST_ITEMS;
}
/** Shown from the payments, never ticked by hand. */
export const DERIVED_CHECKLIST_ITEMS: readonly ChecklistItemType[] = ['vendor_paid', 'client_paid', 'payment_received'];
export const CHECKLIST_LABELS: Record<ChecklistItemType, string> = {
  vendor_notes_sent_to_client: 'Vendor notes sent to client',
  driver_info_requested: 'Driver info requested',
  driver_info_sent: 'Driver info sent',
  greeter_info_requested: 'Greeter info requested',
  greeter_info_sent: 'Greeter info sent',
  vendor_paid: 'Vendor paid',
  client_paid: 'Client paid',
  confirmation_email_sent: 'Confirmation email sent',
  final_reconfirmation_24h: 'Final reconfirmation (24h)',
  supplier_assigned: 'Supplier assigned',
  driver_info_received: 'Driver info received',
  client_confirmation_sent: 'Client confirmation sent',
  vendor_confirmation_sent: 'Vendor confirmation sent',
  payment_received: 'Payment received',
};

export const checklistItemSchema = z.object({
  itemType: z.enum(ANY_CHECKLIST_ITEMS),
  isCompleted: z.boolean(),
  derived: z.boolean(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  completedBy: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const adminCommentSchema = z.object({
  id: z.string(),
  comment: z.string(),
  createdBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

/** The modal's partner: the card's, with the terms the booking was priced on (fixed at request time). */
export const casePartnerDetailSchema = casePartnerSchema.extend({
  terms: z.object({ kind: z.enum(PARTNER_TERMS_KINDS), percent: z.number() }).nullable(),
  /** Under commission terms, what the partner earns (USD). */
  commission: z.number().nullable(),
  /** Under net-rate terms, what the partner pays (USD). */
  netPrice: z.number().nullable(),
  /** False: the partner tells its client itself, so no e-mail or text goes to the traveller. */
  notifyTraveller: z.boolean(),
});
export type CasePartnerDetail = z.infer<typeof casePartnerDetailSchema>;

export const adminBookingDetailSchema = adminBookingSchema.extend(caseBookingFieldsSchema.shape).extend({
  partner: casePartnerDetailSchema.nullable(),
  internalNotes: z.string().nullable(),
  supplierPaymentStatus: z.enum(['unpaid', 'paid']),
  cancellationPolicyHours: z.number().int(),
  priceBreakdown: priceBreakdownSchema,
  checklist: z.array(checklistItemSchema),
  comments: z.array(adminCommentSchema),
  operations: caseOperationsSchema,
  transferDetail: transferDetailSchema.nullable(),
  cancellation: caseCancellationSchema.nullable(),
  /** The other bookings of its checkout, by reference. */
  linkedBookings: z.array(
    z.object({ id: z.string(), referenceCode: z.string(), adminStatus: adminStatusSchema, serviceName: z.string() }),
  ),
  /** The supplier's job link; absent from services that predate it. */
  supplierJob: supplierJobStaffSchema.optional(),
  /** The traveller's language (their e-mails are in it); absent from services that predate it. */
  locale: localeSchema.optional(),
  /** The estimate the traveller saw in their currency at request time; null: US dollars (absent: older services). */
  displayPrice: displayPriceSchema.nullable().optional(),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

export const adminBookingUpdateSchema = z
  .object({
    version: bodyIdSchema(),
    internalNotes: clearableText(LIMITS.internalNotes, { multiline: true }),
    specialRequests: clearableText(LIMITS.specialRequests, { multiline: true }),
    escalationFlag: z.boolean().optional(),
  })
  .extend(caseOperationsUpdateSchema.shape)
  // svc-ops passes these on to svc-booking, which owns them.
  .extend(bookingCoreFieldsSchema.shape)
  .extend(bookingRepriceFieldsSchema.shape)
  // Where staff type them: the phone rule, and a date that may have passed.
  .extend({
    contactPhone: requiredText(LIMITS.phone, LIMITS.phoneMin, 'Phone number must be at least 5 characters')
      .transform(toPhoneNumber)
      .optional(),
    flightDate: correctedDateSchema.optional(),
  })
  .refine((u) => Object.entries(u).some(([k, v]) => k !== 'version' && v !== undefined), {
    message: 'Nothing to change',
  });
export type AdminBookingUpdate = z.output<typeof adminBookingUpdateSchema>;

export const PRICING_FIELDS = [
  'serviceId',
  'adultCount',
  'childCount',
  'porterSelected',
  'porterCost',
  'flightDate',
  'flightTime',
] as const;

/** A preview of a pending edit; nothing is written. */
export const adminPricePreviewRequestSchema = bookingCoreFieldsSchema
  .pick({
    adultCount: true,
    childCount: true,
    porterSelected: true,
    porterCost: true,
    flightDate: true,
    flightTime: true,
  })
  .extend(bookingRepriceFieldsSchema.shape)
  .refine((change) => Object.values(change).some((v) => v !== undefined), {
    message: 'Nothing to price: change the service, travellers, porter or flight time',
  });
export type AdminPricePreviewRequest = z.output<typeof adminPricePreviewRequestSchema>;

export const adminPricePreviewSchema = z.object({
  current: priceBreakdownSchema,
  proposed: priceBreakdownSchema,
  service: bookingServiceSchema,
  /** An invoice made for another amount than the new total. */
  invoice: z.object({ status: z.string(), amount: z.number() }).nullable(),
});
export type AdminPricePreview = z.infer<typeof adminPricePreviewSchema>;

/** Same airport and type, priced for the booking's party. */
export const serviceOptionSchema = bookingServiceSchema.extend({ totalPrice: z.number().nullable() });
export type ServiceOption = z.infer<typeof serviceOptionSchema>;
export const serviceOptionListSchema = z.array(serviceOptionSchema);

export const cancellationPolicySchema = z.object({
  cancellationPolicyHours: z
    .number({ error: 'Cancellation hours must be a number' })
    .int('Cancellation hours must be whole hours')
    .min(0, 'Cancellation hours must be between 0 and 168')
    .max(168, 'Cancellation hours must be between 0 and 168'),
});

export const checklistParamsSchema = z.object({
  id: z.uuid('Unknown booking'),
  itemType: z.enum(ANY_CHECKLIST_ITEMS),
});
export const checklistUpdateSchema = z.object({
  isCompleted: z.boolean(),
  notes: clearableText(1000, { multiline: true }),
});

export const adminCommentCreateSchema = z.object({
  comment: requiredText(2000, 1, 'Comment cannot be empty', { multiline: true }),
});

export const staffMemberSchema = staffUserSchema.extend({
  active: z.boolean(),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The second factors set up: none means enrolment at the next sign-in. */
  secondFactors: z.array(z.enum(['passkey', 'totp'])),
  /** Signed-in browsers right now. */
  activeSessions: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMemberListSchema = z.array(staffMemberSchema);

export const staffInviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  name: requiredText(120, 1, 'Name is required'),
  role: z.enum(STAFF_ROLES, { error: 'Role must be admin, agent or catalog' }),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const staffUpdateSchema = z
  .object({
    active: z.boolean().optional(),
    role: z.enum(STAFF_ROLES).optional(),
    name: requiredText(120, 1, 'Name is required').optional(),
  })
  .refine((u) => u.active !== undefined || u.role !== undefined || u.name !== undefined, {
    message: 'Nothing to change',
  });
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

export const staffAuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;
export const staffAuditListSchema = z.array(staffAuditEntrySchema);
export const staffAuditQuerySchema = z.object({ limit: queryInteger(1, 500, 100) });

/** Shown once, never stored in clear. */
export const staffCredentialsSchema = z.object({ user: staffMemberSchema, temporaryPassword: z.string().min(16) });
export type StaffCredentials = z.infer<typeof staffCredentialsSchema>;
export const staffIdParamsSchema = z.object({ id: z.uuid('Unknown staff member') });
