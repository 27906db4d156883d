import { useSyncExternalStore } from 'react';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The browser's local calendar date as YYYY-MM-DD. Never `toISOString()`, which gives the UTC date
 * and is a day off for part of the day east or west of Greenwich. Used for form defaults and the
 * "no day before today" limit; the booking-time rules use the airport's zone instead (mfe-booking's time-rules.ts).
 */
export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date `days` calendar days after `from` (negative goes back). */
export function addDays(days: number, from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return localIsoDate(d);
}

const noSubscription = () => () => undefined;

/**
 * The browser's local today, or undefined while a page is rendered on the server and then hydrated: the
 * server's clock and time zone are not the visitor's (at 9 pm in New York the server is already on
 * tomorrow), so date limits and defaults appear once the page runs in the browser, never mismatching the
 * HTML it came with.
 */
export function useLocalToday(needed = true): string | undefined {
  // Not needed: stays undefined, so the page is not rendered again after hydration for nothing.
  return useSyncExternalStore(noSubscription, needed ? localIsoDate : noDate, noDate);
}

const noDate = () => undefined;

/** True when a YYYY-MM-DD date is before the browser's local today. */
export function isBeforeToday(isoDate: string, now: Date = new Date()): boolean {
  return isoDate < localIsoDate(now);
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
