import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';

/**
 * An allotment's whole state after staff published, changed or withdrew it, a booking took or gave back a seat, or a
 * hold kept or freed one.
 * Keyed by the allotment: its events come in order, the last one is the state. Readers (svc-catalog's 'Instant
 * confirmation', svc-ops' board) keep a copy; the checkout's own transaction still decides a seat.
 */
export const allotmentChangedV1 = defineEvent({
  type: 'allotment.changed',
  version: 1,
  topic: TOPICS.booking,
  aggregateType: 'allotment',
  payload: z.object({
    allotmentId: z.uuid(),
    airportCode: z.string(),
    serviceId: z.number().int(),
    /** Airport-local date, and the band from `fromTime` (included) to `toTime` (excluded). */
    date: z.string(),
    fromTime: z.string(),
    toTime: z.string(),
    seats: z.number().int(),
    seatsTaken: z.number().int(),
    /**
     * Seats live holds keep for travellers in their checkout when this was written: free for nobody else, so a reader
     * counts them with `seatsTaken`. Announced again when a hold is made, changed, released, booked or expires.
     * Absent from events written before holds were announced: read as 0.
     */
    seatsHeld: z.number().int().nonnegative().optional(),
    instantBookingHours: z.number().int(),
    supplierId: z.uuid().nullable(),
    /** Staff withdrew it, or svc-ops deleted its supplier: no seat is left to promise, now or later. */
    withdrawn: z.boolean(),
    /**
     * Goes up by one with every write of the allotment (staff change, seat taken or given back, withdrawal): a reader
     * keeps the state of the highest revision it heard, so a late older event never overwrites a newer one.
     */
    revision: z.number().int().positive(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});
export type AllotmentChangedV1 = z.infer<typeof allotmentChangedV1.payload>;
