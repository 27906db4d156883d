import { z } from 'zod';
import {
  airportCodeSchema,
  bodyIdSchema,
  isoDateSchema,
  localTimeSchema,
  positiveIntegerIdSchema,
  serviceDateSchema,
} from './common';
import { INSTANT_CONFIRMATION_LABEL } from '../vocabulary';
import { supplierJobParamsSchema } from './supplier-jobs';

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
  supplierId: 'Choose a supplier',
  unknownSupplier: 'No active supplier has this id: choose one from the list',
  notFound: 'No allotment has this id',
  changed: 'Someone changed this allotment since you opened it; reload it and try again',
  taken: 'Bookings hold seats of this allotment; lower it to the seats booked instead of deleting it',
  serviceNotAtAirport: 'This service is not offered at this airport',
} as const;

/** Why an allotment cannot be at this airport: its supplier does not work there (svc-ops' supplier airports). */
export function supplierNotAtAirportMessage(supplierName: string, airportCode: string): string {
  return `${supplierName} does not serve ${airportCode}: choose an airport the supplier works at, or another supplier`;
}

/**
 * Why staff cannot lower an allotment's seats to what they asked: the seats booked and those held in travellers'
 * checkouts (a held seat is promised for a few minutes) both stay.
 */
export function allotmentSeatsTakenMessage(booked: number, held: number): string {
  const taken = booked + held;
  return `Seats cannot go below the ${taken} taken: ${booked} booked and ${held} held in travellers' checkouts`;
}

/** What the traveller and the partner are told about confirmation, per booking and for the cart. */
export const INSTANT_CONFIRMATION_MESSAGES = {
  label: INSTANT_CONFIRMATION_LABEL,
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

const supplierIdSchema = z.uuid({ error: ALLOTMENT_MESSAGES.supplierId });

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
    /** The supplier whose capacity it is (svc-ops' supplier id): its `instantBookingHours` is the lead time. */
    supplierId: supplierIdSchema,
  })
  .strict()
  .refine(bandEndsAfterStart, { message: ALLOTMENT_MESSAGES.timeBand, path: ['toTime'] });
export type AllotmentCreate = z.infer<typeof allotmentCreateSchema>;

/** PATCH /api/admin/allotments/{id}: the band, seats and supplier; `version` as read. */
export const allotmentChangeSchema = z
  .object({
    version: z.number().int().positive(),
    fromTime: localTimeSchema.optional(),
    toTime: localTimeSchema.optional(),
    seats: seatsSchema.optional(),
    supplierId: supplierIdSchema.optional(),
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
  /** Seats held in travellers' checkouts now (free again when the hold ends); counted out of `seatsLeft`. */
  seatsHeld: z.number().int().optional(),
  seatsLeft: z.number().int(),
  /** Null only for an allotment published before a supplier was required. */
  supplierId: z.uuid().nullable(),
  /** The lead time in force: the supplier's `instantBookingHours` (read-only here, svc-ops owns it). */
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

// A supplier's own allotments, through its job link: svc-ops serves them under /api/supplier-jobs/{token}/allotments
// for the job's airport only, and asks svc-booking for them under /internal/suppliers/{supplierId}/allotments (svc-ops'
// service identity). The supplier is the link's: another supplier's allotment, or one withdrawn, is a 404.

export const SUPPLIER_ALLOTMENT_MESSAGES = {
  heading: 'Your seats for instant confirmation',
  intro:
    'Seats you publish here are confirmed to travellers at once, at this airport, for the service, date and time band you give.',
  empty: 'You have published no seats at this airport yet.',
  published: 'Seats published.',
  changed: 'Seats changed.',
  withdrawn: 'Seats withdrawn.',
  loadFailed: 'Your seats could not be loaded. Please try again in a moment.',
  unavailable: 'Your seats could not be saved right now. Please try again in a moment.',
  notFound: 'These seats are not yours or were withdrawn.',
  loading: 'Loading your seats',
  listHeading: 'Seats you published',
  heldNote:
    'Held: seats travellers are booking right now. They count as taken while the traveller finishes, and are free again if the booking is not made within a few minutes.',
  publishHeading: 'Publish seats',
  noService: 'Seats are published for a catalog service, and this job has none: ask our operations team.',
  withdrawQuestion: 'Withdraw these seats?',
  withdrawNote: 'Travellers can no longer be confirmed at once on them. Seats already booked cannot be withdrawn.',
} as const;

/** POST /api/supplier-jobs/{token}/allotments: the job's airport is the link's, the supplier the link's. */
export const supplierAllotmentPublishSchema = z
  .object({
    serviceId: bodyIdSchema(ALLOTMENT_MESSAGES.serviceId),
    date: serviceDateSchema,
    fromTime: localTimeSchema,
    toTime: localTimeSchema,
    seats: seatsSchema,
  })
  .strict()
  .refine(bandEndsAfterStart, { message: ALLOTMENT_MESSAGES.timeBand, path: ['toTime'] });
export type SupplierAllotmentPublish = z.infer<typeof supplierAllotmentPublishSchema>;

/** POST /internal/suppliers/{supplierId}/allotments: the supplier is the path's, the airport svc-ops' job's. */
export const internalSupplierAllotmentCreateSchema = z
  .object({
    airportCode: airportCodeSchema,
    serviceId: bodyIdSchema(ALLOTMENT_MESSAGES.serviceId),
    date: serviceDateSchema,
    fromTime: localTimeSchema,
    toTime: localTimeSchema,
    seats: seatsSchema,
  })
  .strict()
  .refine(bandEndsAfterStart, { message: ALLOTMENT_MESSAGES.timeBand, path: ['toTime'] });
export type InternalSupplierAllotmentCreate = z.infer<typeof internalSupplierAllotmentCreateSchema>;

/** PATCH, both sides: the band and seats of the version read (the lead time is the supplier's, not the link's). */
export const supplierAllotmentChangeSchema = z
  .object({
    version: z.number().int().positive(),
    fromTime: localTimeSchema.optional(),
    toTime: localTimeSchema.optional(),
    seats: seatsSchema.optional(),
  })
  .strict();
export type SupplierAllotmentChange = z.infer<typeof supplierAllotmentChangeSchema>;

export const supplierAllotmentParamsSchema = z.object({
  supplierId: z.uuid(ALLOTMENT_MESSAGES.notFound),
});

export const supplierAllotmentIdParamsSchema = supplierAllotmentParamsSchema.extend({
  id: z.uuid(ALLOTMENT_MESSAGES.notFound),
});

/** The airport svc-ops scopes every internal call to: an allotment elsewhere is a 404 like another supplier's. */
export const supplierAllotmentScopeSchema = z.object({ airportCode: airportCodeSchema }).strict();

/** GET /internal/suppliers/{supplierId}/allotments: the airport, and optionally dates from and to (inclusive). */
export const supplierAllotmentListQuerySchema = supplierAllotmentScopeSchema
  .extend({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .strict();
export type SupplierAllotmentListQuery = z.infer<typeof supplierAllotmentListQuerySchema>;

/** /api/supplier-jobs/{token}/allotments/{id}. */
export const supplierJobAllotmentParamsSchema = supplierJobParamsSchema.extend({
  id: z.uuid(SUPPLIER_ALLOTMENT_MESSAGES.notFound),
});

/** An allotment as its supplier sees it through the job link (the lead time is the supplier's, set by staff). */
export const supplierAllotmentSchema = z.object({
  id: z.uuid(),
  airportCode: z.string(),
  serviceId: z.number().int(),
  date: isoDateSchema,
  fromTime: localTimeSchema,
  toTime: localTimeSchema,
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  /** Seats held in travellers' checkouts now (free again when the hold ends); counted out of `seatsLeft`. */
  seatsHeld: z.number().int().nonnegative(),
  seatsLeft: z.number().int(),
  supplierId: z.uuid().nullable(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SupplierAllotment = z.infer<typeof supplierAllotmentSchema>;

export const supplierAllotmentListSchema = z.object({ allotments: z.array(supplierAllotmentSchema) });
export type SupplierAllotmentList = z.infer<typeof supplierAllotmentListSchema>;
