import { formatUsd } from '@vip/contracts/money';
import { formatCalendarDate } from '@vip/contracts/time';

export { formatCalendarDate, formatUsd };

let instantFormatter: Intl.DateTimeFormat | undefined;

/** An instant in the staff member's own zone, with the zone named: '3 Jun 2030, 14:05 UTC'. */
export function formatInstant(iso: string): string {
  instantFormatter ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return instantFormatter.format(new Date(iso));
}

/** Empty inputs of a form are null in the API. */
export function orNull<T>(value: T | undefined | null | ''): T | null {
  return value === undefined || value === '' ? null : value;
}

/**
 * The fields whose value differs from what was loaded, for a PATCH that sends only them (and the version). Lists
 * and records compare by content.
 */
export function changedFields<T extends object>(loaded: T, edited: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(edited) as Array<keyof T>) {
    const after = edited[key];
    if (after === undefined) continue;
    if (JSON.stringify(after) !== JSON.stringify(loaded[key])) out[key] = after;
  }
  return out;
}
