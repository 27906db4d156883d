/** Money is integer cents inside; the API carries dollars rounded to cents. Convert only at the edge. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

const USD_WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const USD_WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Dollars with cents, en-US grouping: 1234.5 → '$1,234.50'. */
export function formatUsd(dollars: number): string {
  return USD_WITH_CENTS.format(dollars);
}

/** Whole dollars (rounded), en-US grouping: 1249.6 → '$1,250'. */
export function formatUsdWhole(dollars: number): string {
  return USD_WHOLE.format(dollars);
}
