import { ApiRequestError } from './api-client';
import { validationDetailsSchema } from './error-body';

// Keyed by top-level field ('contact.email' counts for 'contact'). A module apart from the API client, so a
// page that only reads does not load its schema.
// `fullPaths`: paths kept whole, for a page that shows them on their own part ('items.1.flightTime' on that item).
export function serverFieldErrors(
  error: unknown,
  options: { fullPaths?: RegExp } = {},
): Record<string, string[]> | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const details = validationDetailsSchema.safeParse(error.body?.error.details);
  if (!details.success) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(details.data.fieldErrors)) {
    const field = options.fullPaths?.test(key) ? key : key.split('.')[0]!;
    if (messages && messages.length > 0) (errors[field] ??= []).push(...messages);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
