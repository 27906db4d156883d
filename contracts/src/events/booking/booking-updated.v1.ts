import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { isoDateSchema, localTimeSchema } from '../../schemas/common';
import { bookingServiceSchema } from '../../schemas/internal';
import { bookingPriceCentsSchema } from './booking-requested.v1';

const cents = z.number().int().nonnegative();

/** Staff corrected a booking's core fields; the payload carries them as they now stand. */
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
    /** The booking's core version after this change (events are applied in that order; older ones are skipped). */
    coreVersion: z.number().int().positive().optional(),
    /** The service and the price parts after the change (a re-priced correction); absent from older events. */
    service: bookingServiceSchema.optional(),
    price: bookingPriceCentsSchema.optional(),
  }),
});
export type BookingUpdatedV1 = z.infer<typeof bookingUpdatedV1.payload>;
