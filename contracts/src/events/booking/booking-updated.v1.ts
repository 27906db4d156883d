import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { isoDateSchema, localTimeSchema } from '../../schemas/common';
import { bookingServiceSchema } from '../../schemas/internal';
import { bookingPriceCentsSchema } from './booking-requested.v1';

const cents = z.number().int().nonnegative();

export const bookingUpdatedV1 = defineEvent({
  type: 'booking.updated',
  version: 1,
  topic: TOPICS.booking,
  aggregateType: 'booking',
  payload: z.object({
    bookingId: z.uuid(),
    referenceCode: z.string(),
    changedFields: z.array(z.string()),
    contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    flight: z.object({
      number: z.string(),
      airline: z.string().nullable(),
      date: isoDateSchema,
      time: localTimeSchema,
      terminal: z.string().nullable(),
      instant: z.iso.datetime({ offset: true }),
    }),
    adultCount: z.number().int(),
    childCount: z.number().int(),
    travelerNames: z.array(z.string()),
    porterSelected: z.boolean(),
    porterCostCents: cents,
    totalPriceCents: cents,
    updatedBy: z.string(),
    updatedAt: z.iso.datetime({ offset: true }),
    /** Events apply in this order; older ones are skipped. */
    coreVersion: z.number().int().positive().optional(),
    /** Absent from older events. */
    service: bookingServiceSchema.optional(),
    price: bookingPriceCentsSchema.optional(),
  }),
});
export type BookingUpdatedV1 = z.infer<typeof bookingUpdatedV1.payload>;
