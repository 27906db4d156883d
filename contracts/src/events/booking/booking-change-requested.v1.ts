import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { CHANGE_REQUEST_KINDS } from '../../schemas/cancellations';

/** The traveller's copy is acknowledged once per `requestId`. */
export const bookingChangeRequestedV1 = defineEvent({
  type: 'booking.change-requested',
  version: 1,
  topic: TOPICS.booking,
  aggregateType: 'booking',
  payload: z.object({
    requestId: z.uuid(),
    bookingId: z.uuid(),
    referenceCode: z.string(),
    kind: z.enum(CHANGE_REQUEST_KINDS),
    message: z.string(),
    contactEmail: z.string(),
    requestedAt: z.iso.datetime({ offset: true }),
    /** Absent in older events: the traveller. A partner's request gets no traveller receipt (the partner asked). */
    source: z.enum(['traveller', 'partner']).optional(),
  }),
});
export type BookingChangeRequestedV1 = z.infer<typeof bookingChangeRequestedV1.payload>;
