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
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingListSchema = z.array(adminBookingSchema);
