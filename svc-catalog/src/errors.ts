import { STAFF_TOKEN_ERROR_STATUS, defineErrors } from '@vip/platform/koa';

/** svc-catalog's error codes and their HTTP statuses, in one place. */
export const catalogErrors = defineErrors({
  AIRPORT_NOT_FOUND: 404,
  SERVICE_NOT_FOUND: 404,
  INVALID_API_KEY: 401,
  /** A retired airport: its pages and API answer Gone. */
  AIRPORT_RETIRED: 410,
  ...STAFF_TOKEN_ERROR_STATUS,
  /** An edit made on a version someone else has changed since. */
  CATALOG_CHANGED: 409,
  AIRPORT_EXISTS: 409,
  PROMO_CODE_EXISTS: 409,
  PRICE_VERSION_STARTED: 409,
  PRICE_VERSION_CANCELLED: 409,
  PRICE_VERSION_NOT_FOUND: 404,
  PROMO_CODE_NOT_FOUND: 404,
  /** Rules between fields a schema cannot state. */
  CATALOG_RULE_BROKEN: 422,
  CATALOG_IMPORT_INVALID: 422,
  PROMO_CODE_USED_UP: 409,
  PROMO_CODE_EMAIL_LIMIT: 409,
  PROMO_CODE_INVALID: 422,
});
