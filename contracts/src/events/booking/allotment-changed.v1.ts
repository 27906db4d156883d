import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';

/**
 * An allotment's whole state after staff published, changed or withdrew it, or a booking took or gave back a seat.
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
    instantBookingHours: z.number().int(),
    supplierId: z.uuid().nullable(),
    /** Staff withdrew it: no seat is left to promise. */
    withdrawn: z.boolean(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});
export type AllotmentChangedV1 = z.infer<typeof allotmentChangedV1.payload>;
