import { ApiRequestError } from './api-client';
import { validationDetailsSchema } from './error-body';

/**
 * The server's messages per field of a refused request (400 VALIDATION_FAILED), keyed by the top-level field
 * ('contact.email' counts for 'contact'); undefined when the error carries none. Forms show them under their fields.
 * (A module apart from the API client: forms need it, and its schema; a page that only reads does not.)
 */
export function serverFieldErrors(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const details = validationDetailsSchema.safeParse(error.body?.error.details);
  if (!details.success) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(details.data.fieldErrors)) {
    if (messages && messages.length > 0) (errors[key.split('.')[0]!] ??= []).push(...messages);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
