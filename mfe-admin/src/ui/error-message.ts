import { ApiRequestError } from '@vip/contracts/http';

/** What a failed call says to staff: the server's message, or a plain retry hint. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.userMessage : 'Please try again.';
}
