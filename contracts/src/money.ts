/** Money is integer cents inside; the API carries dollars rounded to cents. Convert only at the edge. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * US dollars as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) writes them, by hand: a
 * page's first Intl.NumberFormat costs its ICU set-up (two of them were ~20 ms of a phone's main thread on
 * every priced page), and this is one fixed format. Rounding is Intl's: half away from zero on the
 * number's shortest decimal form (1.115 → 1.12); money.spec.ts checks it against Intl on many amounts.
 */
function formatDollars(dollars: number, digits: 0 | 2): string {
  const abs = Math.abs(dollars);
  // `${abs}e2` is the shortest decimal form shifted by two places, exactly (1.115 → 111.5, not 111.49999…).
  const units = abs < 1e-6 ? 0 : Math.round(Number(`${abs}e${digits}`));
  const whole = digits === 2 ? Math.floor(units / 100) : units;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = digits === 2 ? `.${String(units % 100).padStart(2, '0')}` : '';
  const sign = dollars < 0 || Object.is(dollars, -0) ? '-' : '';
  return `${sign}$${grouped}${cents}`;
}

/** Dollars with cents, en-US grouping: 1234.5 → '$1,234.50'. */
export function formatUsd(dollars: number): string {
  return formatDollars(dollars, 2);
}

/** Whole dollars (rounded), en-US grouping: 1249.6 → '$1,250'. */
export function formatUsdWhole(dollars: number): string {
  return formatDollars(dollars, 0);
}
