import { z } from 'zod';
import { ADMIN_STATUSES, STAFF_ROLES } from '../vocabulary';
import { serviceLevelSchema, serviceTypeSchema } from './services';

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

/** Answer of POST and GET /api/admin/session; unsafe staff calls send csrfToken as X-CSRF-Token. */
export const staffSessionSchema = z.object({
  user: staffUserSchema,
  csrfToken: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const adminStatusSchema = z.enum(ADMIN_STATUSES);

/** A booking as the board reads it from GET /api/admin/bookings (grows with the back-office issues). */
export const adminBookingSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  referenceCode: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  travelerNames: z.array(z.string()),
  adminStatus: adminStatusSchema,
  isChauffeur: z.boolean(),
  isPaid: z.boolean(),
  escalationFlag: z.boolean(),
  isTravelAgent: z.boolean(),
  flightNumber: z.string(),
  flightDate: z.string(),
  flightTime: z.string(),
  adultCount: z.number().int(),
  childCount: z.number().int(),
  porterSelected: z.boolean(),
  porterCost: z.number(),
  basePrice: z.number(),
  totalPrice: z.number(),
  specialRequests: z.string().nullable(),
  service: z.object({
    id: z.number().int(),
    name: z.string(),
    serviceLevel: serviceLevelSchema,
    serviceType: serviceTypeSchema,
    airport: z.object({ code: z.string(), name: z.string() }),
  }),
  createdAt: z.string(),
  /** Bumped by every staff change; an edit carries the version it was made on (stale → 409). */
  version: z.number().int().positive(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const ADMIN_PAGE_LIMIT = { default: 25, max: 100 } as const;

/** GET /api/admin/bookings: one status column (or all), a search, and a cursor from the previous page. */
export const adminBookingListQuerySchema = z.object({
  status: adminStatusSchema.optional(),
  q: z
    .string()
    .trim()
    .max(100, 'Search is at most 100 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_LIMIT.max).default(ADMIN_PAGE_LIMIT.default),
});
export type AdminBookingListQuery = z.output<typeof adminBookingListQuerySchema>;

export const adminBookingPageSchema = z.object({
  items: z.array(adminBookingSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

/** GET /api/admin/bookings/summary?q=: the four cards and each column's count, for the same search. */
export const adminBookingSummarySchema = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  escalations: z.number().int(),
  travelAgents: z.number().int(),
  byStatus: z.record(adminStatusSchema, z.number().int()),
});
export type AdminBookingSummary = z.infer<typeof adminBookingSummarySchema>;
export const adminSummaryQuerySchema = adminBookingListQuerySchema.pick({ q: true });

export const adminBookingIdParamsSchema = z.object({ id: z.uuid('Unknown booking') });

/** PATCH /api/admin/bookings/{id}/status: any status to any status (spec §4). */
export const adminStatusChangeSchema = z.object({ adminStatus: adminStatusSchema });
export type AdminStatusChange = z.infer<typeof adminStatusChangeSchema>;

/** One line of a booking's audit trail: who changed what, and when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditTrailSchema = z.array(auditEntrySchema);
