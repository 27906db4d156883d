import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';

/** svc-ops owns the decision; published on its topic, keyed by the booking. */
export const bookingCancelledV1 = defineEvent({
  type: 'booking.cancelled',
  version: 1,
  topic: TOPICS.ops,
  aggregateType: 'booking',
  payload: z.object({
    bookingId: z.uuid(),
    caseId: z.uuid(),
    referenceCode: z.string(),
    reason: z.string(),
    chargePercent: z.number().int().min(0).max(100),
    chargeCents: z.number().int().nonnegative(),
    cancelledAt: z.iso.datetime({ offset: true }),
  }),
});
export type BookingCancelledV1 = z.infer<typeof bookingCancelledV1.payload>;
