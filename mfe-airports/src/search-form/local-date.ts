import { useSyncExternalStore } from 'react';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The browser's local calendar date as YYYY-MM-DD. Never `toISOString()`, which gives the UTC date
 * and is a day off for part of the day east or west of Greenwich.
 */
export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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
