import { formatUsd, formatUsdWhole } from '@vip/contracts/money';

/** Cards show two decimals: 1234.5 → '$1,234.50'. */
export function formatMoney(amount: number): string {
  return formatUsd(amount);
}

/** Labels and savings: whole dollars, or cents when the amount has them (150 → '$150', 12.5 → '$12.50'). */
export function formatShortMoney(amount: number): string {
  return Number.isInteger(amount) ? formatUsdWhole(amount) : formatUsd(amount);
}

/** 'N traveler(s)'. */
export function travellersLabel(n: number): string {
  return `${n} traveler${n === 1 ? '' : 's'}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

// Made on first use, not when the module loads: a formatter's set-up is milliseconds of a phone's main thread.
let longDate: Intl.DateTimeFormat | undefined;

/** '2030-06-20' → 'June 20, 2030'; text that is not such a date comes back as it is. */
export function formatLongDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // The wall-clock date is formatted in UTC so no zone can move it a day.
  if (Number.isNaN(d.getTime())) return isoDate;
  longDate ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(d);
}

/** '14:00' → '2:00 PM' (12-hour); anything else comes back as it is. */
export function formatTime12(time: string): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}
