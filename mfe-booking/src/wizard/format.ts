import { DEFAULT_LOCALE, type Locale } from '@vip/contracts/i18n';
import { formatUsd, formatUsdWhole } from '@vip/contracts/money';

// Another language's formatters are made on first use and kept: their set-up is what costs, not their use.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** US dollars (the one currency) as the page's language writes them: '1 234,50 $US' in French. */
function localUsd(amount: number, locale: Locale, digits: 0 | 2): string {
  return cached(
    `usd:${locale}:${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(amount);
}

/** Cards show two decimals: 1234.5 → '$1,234.50'. */
export function formatMoney(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? formatUsd(amount) : localUsd(amount, locale, 2);
}

/** Labels and savings: whole dollars, or cents when the amount has them (150 → '$150', 12.5 → '$12.50'). */
export function formatShortMoney(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  if (locale !== DEFAULT_LOCALE) return localUsd(amount, locale, digits);
  return digits === 0 ? formatUsdWhole(amount) : formatUsd(amount);
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

/** '2030-06-20' → 'June 20, 2030' ('20 juin 2030' in French); text that is not such a date comes back as it is. */
export function formatLongDate(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // The wall-clock date is formatted in UTC so no zone can move it a day.
  if (Number.isNaN(d.getTime())) return isoDate;
  if (locale !== DEFAULT_LOCALE)
    return cached(
      `date:${locale}`,
      () => new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    ).format(d);
  longDate ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(d);
}

/** '14:00' → '2:00 PM' (12-hour; other languages their own clock: '14:00' in French); other text as it is. */
export function formatTime12(time: string, locale: Locale = DEFAULT_LOCALE): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  if (locale !== DEFAULT_LOCALE)
    return cached(
      `time:${locale}`,
      () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
    ).format(new Date(Date.UTC(1970, 0, 1, h, Number(m[2]))));
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}
