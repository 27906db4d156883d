/**
 * The discounts, shared by the quote cart (which shows them) and svc-booking (which charges
 * them): each item gets ONE percentage, the highest it qualifies for; they never stack, and the
 * percentage reduces the item total including porter.
 */

export const ROUND_TRIP_DISCOUNT = 10;
export const MULTI_SERVICE_DISCOUNT = 10;

export interface DiscountSubject {
  airportCode: string;
  serviceType: string;
}

/**
 * Another service type at the same airport is in the cart. A round trip (arrival and its return
 * departure at one airport) always qualifies this way too.
 */
export function hasOtherTypeAtSameAirport(index: number, items: readonly DiscountSubject[]): boolean {
  const item = items[index];
  if (!item) return false;
  const code = item.airportCode.toUpperCase();
  return items.some(
    (other, i) => i !== index && other.airportCode.toUpperCase() === code && other.serviceType !== item.serviceType,
  );
}

/** The one percentage an item gets from the ones it qualifies for (0 when none). */
export function bestDiscount(candidates: readonly number[]): number {
  return candidates.reduce((best, pct) => (Number.isFinite(pct) && pct > best && pct <= 100 ? pct : best), 0);
}

/** An amount in cents after a percentage off, rounded to the cent (FCO 395 + 150 at 10 % is 490.50). */
export function afterDiscountCents(grossCents: number, percentage: number): number {
  const pct = Math.min(100, Math.max(0, percentage || 0));
  return Math.round((grossCents * (100 - pct)) / 100);
}
