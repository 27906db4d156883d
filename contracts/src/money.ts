/** Money is integer cents inside; the API carries dollars. Convert only at the edge. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

// Intl.NumberFormat's output by hand: its ICU set-up cost ~20 ms of a phone's main thread on priced pages.
// Rounding is Intl's (half away from zero on the shortest decimal form); money.spec.ts checks it against Intl.
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

export function formatUsd(dollars: number): string {
  return formatDollars(dollars, 2);
}

export function formatUsdWhole(dollars: number): string {
  return formatDollars(dollars, 0);
}
