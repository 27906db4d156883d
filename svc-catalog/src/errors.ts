import { defineErrors } from '@vip/platform/koa';

/** svc-catalog's error codes and their HTTP statuses, in one place. */
export const catalogErrors = defineErrors({
  AIRPORT_NOT_FOUND: 404,
  SERVICE_NOT_FOUND: 404,
  INVALID_API_KEY: 401,
});
