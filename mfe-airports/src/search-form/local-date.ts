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

/** True when a YYYY-MM-DD date is before the browser's local today. */
export function isBeforeToday(isoDate: string, now: Date = new Date()): boolean {
  return isoDate < localIsoDate(now);
}
