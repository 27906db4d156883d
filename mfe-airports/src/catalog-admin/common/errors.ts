import { ApiRequestError, serverFieldErrors } from '@vip/contracts/http';
import { CATALOG_MESSAGES } from '@vip/contracts/schemas';
import { type FormInstance } from 'antd';
import { StaffSessionEndedError } from '@vip/ui';

/** What a failed call says to staff: the server's own words, or a plain retry hint. */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.userMessage;
  if (error instanceof StaffSessionEndedError) return error.message;
  return 'Please try again.';
}

/** A change made on an older version: someone else saved in the meantime. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409 && error.code === 'CATALOG_CHANGED';
}

export const CONFLICT_MESSAGE = CATALOG_MESSAGES.changed;

/**
 * Puts the server's messages on the form's fields (a 400 or 422 naming fields); true when it did, so the caller
 * shows nothing else. A field the form does not have goes into the general message.
 */
export function showFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): boolean {
  const byField = serverFieldErrors(error);
  if (!byField) return false;
  const known = Object.entries(byField).filter(([name]) => fields.includes(name));
  form.setFields(known.map(([name, errors]) => ({ name, errors })));
  return known.length === Object.keys(byField).length;
}
