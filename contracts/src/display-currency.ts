import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

/**
 * The currencies a traveller may see prices in. The charge is always US dollars; any other currency is an
 * estimate converted with the rates staff maintain.
 */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'CNY', 'JPY'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/** Digits after the decimal point, ISO 4217's minor unit (the yen has none). */
export const CURRENCY_MINOR_DIGITS: Record<DisplayCurrency, 0 | 2> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  AED: 2,
  CNY: 2,
  JPY: 0,
};

/** Until the traveller chooses, the page's language picks the money its readers most likely think in. */
export const DEFAULT_CURRENCY_BY_LOCALE: Record<Locale, DisplayCurrency> = {
  en: 'USD',
  fr: 'EUR',
  de: 'EUR',
  es: 'EUR',
  ar: 'AED',
  'zh-Hans': 'CNY',
};

export function defaultCurrencyOf(locale: Locale | undefined): DisplayCurrency {
  return DEFAULT_CURRENCY_BY_LOCALE[locale ?? DEFAULT_LOCALE];
}

/** The cookie that keeps a traveller's explicit choice (absent: the page's language decides). */
export const CURRENCY_COOKIE = 'vip_currency';

const SCALE = 100_000_000n;

/** A decimal string with up to 8 places (as rates are stored) as an integer scaled by 1e8; exact, no floats. */
function scaled(rateToUsd: string): bigint {
  const [whole = '0', fraction = ''] = rateToUsd.split('.');
  return BigInt(whole) * SCALE + BigInt((fraction + '00000000').slice(0, 8));
}

/**
 * US cents as the currency's minor units, with `rateToUsd` the US dollars one unit of the currency buys (staff's
 * rate, e.g. '1.08' for the euro). Rounded half up at the currency's own minor unit: whole yen, euro cents.
 */
export function usdCentsToMinorUnits(usdCents: number, currency: DisplayCurrency, rateToUsd: string): number {
  if (currency === 'USD') return usdCents;
  const rate = scaled(rateToUsd);
  if (rate <= 0n) throw new RangeError(`No usable rate for ${currency}`);
  const factor = 10n ** BigInt(CURRENCY_MINOR_DIGITS[currency]);
  // usd = cents / 100; units = usd / rate; minor = units × 10^digits. Kept integral until the one division.
  const numerator = BigInt(Math.round(usdCents)) * factor * SCALE;
  const denominator = 100n * rate;
  const sign = numerator < 0n ? -1n : 1n;
  const abs = numerator * sign;
  return Number((sign * (2n * abs + denominator)) / (2n * denominator));
}
