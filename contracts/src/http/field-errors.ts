import { ApiRequestError } from './api-client';
import { validationDetailsSchema } from './error-body';

// Keyed by top-level field ('contact.email' counts for 'contact'). A module apart from the API client, so a
// page that only reads does not load its schema.
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
