import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { CHANGE_REQUEST_KINDS } from '../../schemas/cancellations';

/**
 * A traveller asked, from /manage-booking, to change or cancel a booking. svc-ops moves the case to Change
 * Requested, keeps the message in its comments and alerts operations. `requestId` names the request (the
 * traveller's copy is acknowledged once per request).
 */
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
    /** Where the traveller asked from and should be answered: the booking's contact e-mail. */
    contactEmail: z.string(),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
});
export type BookingChangeRequestedV1 = z.infer<typeof bookingChangeRequestedV1.payload>;
