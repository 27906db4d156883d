import { COMMON_ERROR_STATUS, type CommonErrorCode } from '@vip/contracts/http';

/** An error with a code and status that the error middleware answers in the one error shape. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * A service's error catalogue: its own codes mapped to statuses in one place, beside the shared ones.
 * `errors.create('AIRPORT_NOT_FOUND', 'Airport Not Found')`.
 */
export function defineErrors<const C extends Record<string, number>>(codes: C) {
  const statusOf = { ...COMMON_ERROR_STATUS, ...codes } as Record<keyof C | CommonErrorCode, number>;
  return {
    statusOf,
    create(
      code: keyof C | CommonErrorCode,
      message: string,
      details?: unknown,
      headers?: Record<string, string>,
    ): AppError {
      return new AppError(statusOf[code], String(code), message, details, headers);
    },
  };
}

export const commonErrors = defineErrors({});
