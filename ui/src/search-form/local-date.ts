import { useSyncExternalStore } from 'react';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Not `toISOString()`: the UTC date is a day off for part of the day away from Greenwich. */
export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(days: number, from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return localIsoDate(d);
}

const noSubscription = () => () => undefined;

/** Undefined on the server and during hydration: the server's clock and zone are not the visitor's. */
export function useLocalToday(needed = true): string | undefined {
  // Not needed: stays undefined, sparing a render after hydration.
  return useSyncExternalStore(noSubscription, needed ? localIsoDate : noDate, noDate);
}

const noDate = () => undefined;

export function isBeforeToday(isoDate: string, now: Date = new Date()): boolean {
  return isoDate < localIsoDate(now);
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
