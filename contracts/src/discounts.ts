// Each item gets the highest percentage it qualifies for: they never stack, and apply to the total with porter.

export const ROUND_TRIP_DISCOUNT = 10;
export const MULTI_SERVICE_DISCOUNT = 10;

export interface DiscountSubject {
  airportCode: string;
  serviceType: string;
}

/** A round trip (arrival and its return departure at one airport) always qualifies this way too. */
export function hasOtherTypeAtSameAirport(index: number, items: readonly DiscountSubject[]): boolean {
  const item = items[index];
  if (!item) return false;
  const code = item.airportCode.toUpperCase();
  return items.some(
    (other, i) => i !== index && other.airportCode.toUpperCase() === code && other.serviceType !== item.serviceType,
  );
}

export function bestDiscount(candidates: readonly number[]): number {
  return candidates.reduce((best, pct) => (Number.isFinite(pct) && pct > best && pct <= 100 ? pct : best), 0);
}

export function afterDiscountCents(grossCents: number, percentage: number): number {
  const pct = Math.min(100, Math.max(0, percentage || 0));
  return Math.round((grossCents * (100 - pct)) / 100);
}
