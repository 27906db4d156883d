import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { serviceLevelSchema, serviceTypeSchema } from '../../schemas/services';
import { bookingFieldsSchema } from '../../schemas/booking-core';
import { BOOKING_STATUSES } from '../../vocabulary';
import { bookingPartnerSchema, bookingPriceCentsSchema, type BookingRequestedV1 } from './booking-requested.v1';

/** The booking's fields under their one names (booking-core.ts), beside what only the event says. */
export const bookingRequestedV2 = defineEvent({
  type: 'booking.requested',
  version: 2,
  topic: TOPICS.booking,
  aggregateType: 'booking',
  payload: z.object({
    bookingId: z.uuid(),
    referenceCode: z.string(),
    groupId: z.uuid().nullable(),
    /** svc-ops acknowledges a group once all arrived; absent in some v1 events (a booking is then its own group). */
    groupSize: z.number().int().positive().optional(),
    status: z.enum(BOOKING_STATUSES),
    service: z.object({
      id: z.number().int(),
      name: z.string(),
      serviceType: serviceTypeSchema,
      serviceLevel: serviceLevelSchema,
      airport: z.object({ code: z.string(), name: z.string(), timeZone: z.string() }),
    }),
    ...bookingFieldsSchema.shape,
    /** flightDate and flightTime in the airport's zone, as one instant. */
    flightAt: z.iso.datetime({ offset: true }),
    price: bookingPriceCentsSchema,
    cancellationPolicyHours: z.number().int(),
    requestedAt: z.iso.datetime({ offset: true }),
    /** A booking made through the partner API; absent or null for the site's. */
    partner: bookingPartnerSchema.nullable().optional(),
    /** Confirmed at once from an allotment that names its supplier: that supplier, who gets the job from svc-ops. */
    allotmentSupplierId: z.uuid().nullable().optional(),
  }),
});
export type BookingRequestedV2 = z.output<typeof bookingRequestedV2.payload>;

/**
 * A v1 event (still in Kafka or an outbox after svc-booking moved to v2) under the one names: the only place v1's
 * nested `contact`, `flight` and `booker` are read.
 */
export function bookingRequestedV2OfV1(v1: BookingRequestedV1): BookingRequestedV2 {
  const { contact, flight, booker, ...same } = v1;
  return {
    ...same,
    contactName: contact.name,
    contactEmail: contact.email,
    contactPhone: contact.phone,
    companyName: contact.companyName,
    bookerRole: booker?.role ?? null,
    relationshipToTraveler: booker?.relationship ?? null,
    bookerName: booker?.name ?? null,
    bookerEmail: booker?.email ?? null,
    bookerPhone: booker?.phone ?? null,
    agencyName: booker?.agencyName ?? null,
    isTravelAgent: booker?.isTravelAgent ?? false,
    airline: flight.airline ?? null,
    flightNumber: flight.number,
    flightDate: flight.date,
    flightTime: flight.time,
    terminal: flight.terminal,
    departureAirline: flight.departureAirline ?? null,
    departureFlightNumber: flight.departureFlightNumber ?? null,
    flightAt: flight.instant,
  };
}
