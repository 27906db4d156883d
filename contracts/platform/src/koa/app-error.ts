import { COMMON_ERROR_STATUS, type CommonErrorCode } from '@vip/contracts/http';

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A service's own codes mapped to statuses in one place, beside the shared ones. */
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
