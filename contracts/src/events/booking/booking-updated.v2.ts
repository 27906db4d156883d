import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import {
  bookingFieldsSchema,
  CORE_BOOKING_FIELDS,
  maskOf,
  pickFields,
  type CoreBookingField,
  type StoredCore,
} from '../../schemas/booking-core';
import { bookingServiceSchema } from '../../schemas/internal';
import { bookingPriceCentsSchema } from './booking-requested.v1';
import { type BookingUpdatedV1 } from './booking-updated.v1';

const cents = z.number().int().nonnegative();

/** The correctable booking fields under their one names (booking-core.ts), after a staff correction. */
export const bookingUpdatedV2 = defineEvent({
  type: 'booking.updated',
  version: 2,
  topic: TOPICS.booking,
  aggregateType: 'booking',
  payload: z.object({
    bookingId: z.uuid(),
    referenceCode: z.string(),
    changedFields: z.array(z.string()),
    ...bookingFieldsSchema.pick(maskOf(CORE_BOOKING_FIELDS)).shape,
    flightAt: z.iso.datetime({ offset: true }),
    porterCostCents: cents,
    totalPriceCents: cents,
    updatedBy: z.string(),
    updatedAt: z.iso.datetime({ offset: true }),
    /** Events apply in this order; older ones are skipped. Absent in some v1 events, as the two below. */
    coreVersion: z.number().int().positive().optional(),
    service: bookingServiceSchema.optional(),
    price: bookingPriceCentsSchema.optional(),
  }),
});
export type BookingUpdatedV2 = z.infer<typeof bookingUpdatedV2.payload>;

/** A v1 event under the one names: the only place v1's nested `contact` and `flight` are read. */
export function bookingUpdatedV2OfV1(v1: BookingUpdatedV1): BookingUpdatedV2 {
  const { contact, flight, ...same } = v1;
  return {
    ...same,
    contactName: contact.name,
    contactEmail: contact.email,
    contactPhone: contact.phone,
    airline: flight.airline,
    flightNumber: flight.number,
    flightDate: flight.date,
    flightTime: flight.time,
    terminal: flight.terminal,
    flightAt: flight.instant,
  };
}

/** Either version of a booking.updated event, as the latest. */
export function latestBookingUpdated(
  event: { version: 1; payload: BookingUpdatedV1 } | { version: 2; payload: BookingUpdatedV2 },
): BookingUpdatedV2 {
  return event.version === 1 ? bookingUpdatedV2OfV1(event.payload) : event.payload;
}

type UpdatedEventCore = Pick<BookingUpdatedV2, CoreBookingField | 'flightAt' | 'porterCostCents' | 'totalPriceCents'>;

/** The core as booking.updated carries it. */
export function updatedEventCore(row: StoredCore & { flightAt: Date }): UpdatedEventCore {
  return {
    ...pickFields(row, CORE_BOOKING_FIELDS),
    flightNumber: row.flightNumber ?? '',
    flightAt: row.flightAt.toISOString(),
    porterCostCents: row.porterCostCents,
    totalPriceCents: row.totalPriceCents,
  };
}

export function storedOfUpdatedEvent(payload: UpdatedEventCore): StoredCore & { flightAt: Date } {
  return {
    ...pickFields(payload, CORE_BOOKING_FIELDS),
    flightAt: new Date(payload.flightAt),
    porterCostCents: payload.porterCostCents,
    totalPriceCents: payload.totalPriceCents,
  };
}
