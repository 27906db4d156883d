import { defineErrors } from '@vip/contracts/server';

/** svc-ops's error codes and their HTTP statuses, in one place. */
export const opsErrors = defineErrors({
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  INVALID_CURSOR: 400,
  CASE_NOT_FOUND: 404,
  VERSION_CONFLICT: 409,
  CHECKLIST_ITEM_DERIVED: 422,
  BOOKING_UNAVAILABLE: 503,
  STAFF_NOT_FOUND: 404,
  STAFF_EMAIL_TAKEN: 409,
});
