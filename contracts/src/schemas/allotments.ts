import { z } from 'zod';
import {
  airportCodeSchema,
  bodyIdSchema,
  isoDateSchema,
  localTimeSchema,
  positiveIntegerIdSchema,
  serviceDateSchema,
} from './common';

// Instant-confirmation capacity: a supplier's seats for one service at one airport on a date, between two
// airport-local times. svc-booking owns them (a seat is taken in the booking's own transaction) and serves them to the
// back office under /api/admin/allotments with a staff token from svc-ops (audience svc-booking). Reading needs
// `allotments.view`, changing `allotments.edit`. One seat is one booking (one arrival or departure served).

export const ALLOTMENTS_ADMIN_PREFIX = '/api/admin/allotments';

/** The supplier's `instantBookingHours` when it names none: inside it, a booking is a request staff confirm. */
export const DEFAULT_INSTANT_BOOKING_HOURS = 24;
export const MAX_ALLOTMENT_SEATS = 500;

export const ALLOTMENT_MESSAGES = {
  serviceId: 'Choose a service',
  seats: `Seats must be a whole number from 0 to ${MAX_ALLOTMENT_SEATS}`,
  timeBand: 'The band must end after it starts',
  instantBookingHours: 'Lead time must be a whole number of hours from 0 to 720',
  notFound: 'No allotment has this id',
  changed: 'Someone changed this allotment since you opened it; reload it and try again',
  belowTaken: 'Seats cannot go below the seats already booked',
  taken: 'Bookings hold seats of this allotment; lower it to the seats booked instead of deleting it',
  serviceNotAtAirport: 'This service is not offered at this airport',
} as const;

/** What the traveller and the partner are told about confirmation, per booking and for the cart. */
export const INSTANT_CONFIRMATION_MESSAGES = {
  label: 'Instant confirmation',
  confirmed: 'Your booking is confirmed.',
  mixed:
    'Some of your services are confirmed now; the others are requests our team confirms within 24 hours. Each booking below says which.',
  soldOut:
    'The last instantly confirmed place for this time was just taken, so this booking is a request: our team confirms it within 24 hours.',
} as const;

const seatsSchema = z
  .number({ error: ALLOTMENT_MESSAGES.seats })
  .int(ALLOTMENT_MESSAGES.seats)
  .min(0, ALLOTMENT_MESSAGES.seats)
  .max(MAX_ALLOTMENT_SEATS, ALLOTMENT_MESSAGES.seats);

const leadTimeSchema = z
  .number({ error: ALLOTMENT_MESSAGES.instantBookingHours })
  .int(ALLOTMENT_MESSAGES.instantBookingHours)
  .min(0, ALLOTMENT_MESSAGES.instantBookingHours)
  .max(720, ALLOTMENT_MESSAGES.instantBookingHours);

const bandEndsAfterStart = (a: { fromTime?: string; toTime?: string }) =>
  a.fromTime === undefined || a.toTime === undefined || a.fromTime < a.toTime;

/** POST /api/admin/allotments. */
export const allotmentCreateSchema = z
  .object({
    airportCode: airportCodeSchema,
    serviceId: bodyIdSchema(ALLOTMENT_MESSAGES.serviceId),
    /** Airport-local date. */
    date: serviceDateSchema,
    /** Airport-local start of the band (included) and its end (excluded). */
    fromTime: localTimeSchema,
    toTime: localTimeSchema,
    seats: seatsSchema,
    /** The supplier whose capacity it is (svc-ops' supplier id), when staff name it. */
    supplierId: z.uuid().nullable().optional(),
    /** The supplier's `instantBookingHours`: a flight closer than this is a request. */
    instantBookingHours: leadTimeSchema.default(DEFAULT_INSTANT_BOOKING_HOURS),
  })
  .strict()
  .refine(bandEndsAfterStart, { message: ALLOTMENT_MESSAGES.timeBand, path: ['toTime'] });
export type AllotmentCreate = z.infer<typeof allotmentCreateSchema>;

/** PATCH /api/admin/allotments/{id}: the band, seats and lead time; `version` as read. */
export const allotmentChangeSchema = z
  .object({
    version: z.number().int().positive(),
    fromTime: localTimeSchema.optional(),
    toTime: localTimeSchema.optional(),
    seats: seatsSchema.optional(),
    instantBookingHours: leadTimeSchema.optional(),
  })
  .strict();
export type AllotmentChange = z.infer<typeof allotmentChangeSchema>;

export const allotmentSchema = z.object({
  id: z.uuid(),
  airportCode: z.string(),
  serviceId: z.number().int(),
  date: isoDateSchema,
  fromTime: localTimeSchema,
  toTime: localTimeSchema,
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  supplierId: z.uuid().nullable(),
  instantBookingHours: z.number().int(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Allotment = z.infer<typeof allotmentSchema>;

/** GET /api/admin/allotments: filters, dates from and to (inclusive). */
export const allotmentListQuerySchema = z
  .object({
    airportCode: airportCodeSchema.optional(),
    serviceId: positiveIntegerIdSchema(ALLOTMENT_MESSAGES.serviceId).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .strict();
export type AllotmentListQuery = z.infer<typeof allotmentListQuerySchema>;

export const allotmentListSchema = z.object({ allotments: z.array(allotmentSchema) });
export type AllotmentList = z.infer<typeof allotmentListSchema>;

export const allotmentIdParamsSchema = z.object({ id: z.uuid(ALLOTMENT_MESSAGES.notFound) });
