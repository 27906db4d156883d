import { z } from 'zod';
import { defineEvent } from '../envelope';
import { LOCALES } from '../../i18n/locales';
import { displayPriceSchema } from '../../schemas/currency';
import { type BookingRequestedV1 } from './booking-requested.v1';
import { bookingRequestedV2, bookingRequestedV2OfV1, type BookingRequestedV2 } from './booking-requested.v2';

/**
 * v2 and the traveller's language: every message to them, and the supplier's job, are in it. `displayPrice` (the
 * estimate the traveller saw in another currency) is optional and additive, so it joined v3 without a new version:
 * events written before it lack it, and readers built before it ignore it (docs/decisions/display-currencies.md).
 */
export const bookingRequestedV3 = defineEvent({
  type: 'booking.requested',
  version: 3,
  topic: bookingRequestedV2.topic,
  aggregateType: 'booking',
  payload: bookingRequestedV2.payload.extend({
    locale: z.enum(LOCALES),
    displayPrice: displayPriceSchema.nullable().optional(),
  }),
});
export type BookingRequestedV3 = z.output<typeof bookingRequestedV3.payload>;

/** Bookings made before the site spoke other languages were made in English. */
export function bookingRequestedV3OfV2(v2: BookingRequestedV2): BookingRequestedV3 {
  return { ...v2, locale: 'en' };
}

/** Any version of a booking.requested event, as the latest. */
export function latestBookingRequested(
  event:
    | { version: 1; payload: BookingRequestedV1 }
    | { version: 2; payload: BookingRequestedV2 }
    | { version: 3; payload: BookingRequestedV3 },
): BookingRequestedV3 {
  if (event.version === 3) return event.payload;
  return bookingRequestedV3OfV2(event.version === 1 ? bookingRequestedV2OfV1(event.payload) : event.payload);
}
