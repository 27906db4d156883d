import { STAFF_TOKEN_ERROR_STATUS, defineErrors } from '@vip/platform/koa';

/** svc-booking's error codes and their HTTP statuses, in one place. */
export const bookingErrors = defineErrors({
  SERVICE_NOT_FOUND: 404,
  BOOKING_NOT_FOUND: 404,
  QUOTE_NOT_FOUND: 404,
  FLIGHT_TIME_PASSED: 422,
  LAST_MINUTE_BOOKING: 422,
  TOO_MANY_TRAVELER_NAMES: 422,
  /** A checkout item whose service left the catalog (or was switched off) since it was quoted. */
  SERVICE_UNAVAILABLE: 422,
  PROMO_CODE_INVALID: 422,
  /** The code's budget, or its limit for this e-mail, was spent by earlier checkouts. */
  PROMO_CODE_USED_UP: 422,
  PROMO_CODE_EMAIL_LIMIT: 422,
  CATALOG_UNAVAILABLE: 503,
  REFERENCE_CODE_EXHAUSTED: 503,
  /** A correction named a core version (If-Match) the booking has moved past. */
  BOOKING_CHANGED: 409,
  /** A staff correction to a service at another airport. */
  SERVICE_NOT_AT_AIRPORT: 422,
  /** A staff correction choosing porter with a service that does not offer it. */
  PORTER_NOT_OFFERED: 422,
  /** A change request for a booking staff cancelled. */
  BOOKING_CANCELLED: 409,
  /** A change request for a booking whose service has taken place. */
  BOOKING_PAST: 409,
  /** A booking that took its hour's change requests (each one mails the traveller and the concierge). */
  TOO_MANY_CHANGE_REQUESTS: 429,
  /** A partner key that is unknown, revoked, expired, or of an inactive partner. */
  INVALID_API_KEY: 401,
  /** The partner API's POST /bookings without its required Idempotency-Key. */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  /** A partner's cancellation with a charge the policy no longer gives. */
  CANCELLATION_CHARGE_CHANGED: 409,
  /** svc-ops, which runs cancellations and sandbox moves, cannot answer now; nothing was changed. */
  OPS_UNAVAILABLE: 503,
  ...STAFF_TOKEN_ERROR_STATUS,
  ALLOTMENT_NOT_FOUND: 404,
  /** A band that ends before it starts (after a change), or a service the catalog does not have. */
  ALLOTMENT_INVALID: 422,
  /** An allotment at an airport its supplier does not serve (svc-ops' supplier airports). */
  SUPPLIER_NOT_AT_AIRPORT: 422,
  /** A change made on an older version of the allotment. */
  ALLOTMENT_CHANGED: 409,
  /** Fewer seats than are booked, or a deletion while bookings hold seats. */
  ALLOTMENT_SEATS_TAKEN: 409,
  /** A hold that is not there, or whose token is not the one sent: the same answer. */
  HOLD_NOT_FOUND: 404,
  /** Paused or resumed after it ended (released, booked or expired). */
  HOLD_ENDED: 409,
  /** A pause asked for after the hold's pauses used the whole pause limit. */
  HOLD_PAUSE_USED: 409,
  /** Items changed to a time whose band is full: the seat held before is kept rather than given away. */
  HOLD_NOT_MOVED: 409,
});

/** A partner's booking that is not there, or another partner's: the same answer, so neither is confirmed to exist. */
export const PARTNER_BOOKING_NOT_FOUND = 'No booking of yours has this reference.';
