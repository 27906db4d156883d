import { CURRENCY_MINOR_DIGITS, usdCentsToMinorUnits, type DisplayCurrency } from '@vip/contracts/display-currency';
import type { Locale } from '@vip/contracts/i18n';
import type { PublicCurrencyRates } from '@vip/contracts/schemas';

const formatters = new Map<string, Intl.NumberFormat>();

/** Minor units as the page's language writes the currency: 12500 EUR → '€125.00', 13500 JPY → '¥13,500'. */
export function formatMinorUnits(minorUnits: number, currency: DisplayCurrency, locale: Locale): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const key = `${locale}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format.format(minorUnits / 10 ** digits);
}

/** A US dollar amount (as the pages hold prices) in the currency's minor units; undefined without a rate. */
export function convertUsd(
  usd: number,
  currency: DisplayCurrency,
  rates: PublicCurrencyRates | undefined,
): number | undefined {
  const rate = rates?.rates.find((r) => r.currency === currency)?.rateToUsd;
  if (!rate) return undefined;
  try {
    return usdCentsToMinorUnits(Math.round(usd * 100), currency, rate);
  } catch {
    // A rate of 0 (never published as such, but not trusted blindly): no estimate rather than a wrong one.
    return undefined;
  }
}
