import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';

/**
 * Staff cancelled a booking (svc-ops owns the decision: the reason, the charge the policy implied, the
 * invoice). svc-booking shows the traveller 'Cancelled' with the charge. Published on svc-ops' topic,
 * keyed by the booking.
 */
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
