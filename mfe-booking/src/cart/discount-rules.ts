import {
  MULTI_SERVICE_DISCOUNT,
  ROUND_TRIP_DISCOUNT,
  hasOtherTypeAtSameAirport as otherTypeAtSameAirport,
} from '@vip/contracts/discounts';
import type { AppliedPromo, CartItem, NewCartItem } from './cart.types';

/**
 * Each item carries ONE percentage, the highest it qualifies for; they never
 * stack. Derived from the whole cart on every change (rather than stored per item) so that removing
 * one service can never leave a stale round-trip or multi-service discount on another.
 */

export { MULTI_SERVICE_DISCOUNT, ROUND_TRIP_DISCOUNT };
/** A discount for a return leg not in the cart yet is retried once after this. */
export const DISCOUNT_RETRY_MS = 500;

export type DiscountReason = NonNullable<CartItem['discountReason']>;
export type ItemDiscount = Pick<CartItem, 'discountPercentage' | 'discountReason'>;

type DiscountInput = Pick<
  NewCartItem,
  'id' | 'serviceType' | 'airport' | 'roundTrip' | 'returnTripFor' | 'returnTripId'
>;

export function isValidPercentage(pct: unknown): pct is number {
  return typeof pct === 'number' && Number.isFinite(pct) && pct >= 0 && pct <= 100;
}

function isRoundTrip(item: DiscountInput, items: readonly DiscountInput[]): boolean {
  if (item.roundTrip) return true;
  // A linked pair qualifies even if a caller forgot the flag on one leg.
  const partner = item.returnTripId ?? item.returnTripFor;
  return partner !== undefined && items.some((other) => other.id === partner);
}

/** The same rule svc-booking charges at checkout (contracts), on the cart's shape. */
function hasOtherTypeAtSameAirport(item: DiscountInput, items: readonly DiscountInput[]): boolean {
  const subjects = items.map((other) => ({ airportCode: other.airport.code, serviceType: other.serviceType }));
  return otherTypeAtSameAirport(items.indexOf(item), subjects);
}

/**
 * The discount of every item, by cart id. Ties keep the first reason in the order round trip,
 * multi-service, promo (a lounge with FLYSM's 10 % on a round trip shows 'round-trip').
 */
export function discountsFor(items: readonly DiscountInput[], promo: AppliedPromo | null): Map<number, ItemDiscount> {
  const result = new Map<number, ItemDiscount>();
  for (const item of items) {
    const candidates: Array<[number, DiscountReason]> = [];
    if (isRoundTrip(item, items)) candidates.push([ROUND_TRIP_DISCOUNT, 'round-trip']);
    if (hasOtherTypeAtSameAirport(item, items)) candidates.push([MULTI_SERVICE_DISCOUNT, 'multi-service']);
    const promoPct = promo?.discounts[String(item.id)];
    if (isValidPercentage(promoPct) && promoPct > 0) candidates.push([promoPct, 'promo']);

    let best: ItemDiscount = { discountPercentage: 0, discountReason: null };
    for (const [pct, reason] of candidates) {
      if (pct > best.discountPercentage) best = { discountPercentage: pct, discountReason: reason };
    }
    result.set(item.id, best);
  }
  return result;
}

/** The items with their discounts worked out (whatever percentage they carried before is replaced). */
export function withDiscounts(items: readonly NewCartItem[], promo: AppliedPromo | null): CartItem[] {
  const discounts = discountsFor(items, promo);
  return items.map((item) => ({
    ...item,
    ...(discounts.get(item.id) ?? { discountPercentage: 0, discountReason: null }),
  }));
}

export type SetDiscountResult = 'ok' | 'invalid-percentage' | 'not-in-cart' | 'no-promo';

/** What setDiscountWithRetry needs of a store: set one id's percentage in the applied promo. */
export interface DiscountTarget {
  setDiscount(id: number, pct: number): SetDiscountResult;
}

/**
 * Sets a promo percentage on one cart item. An id not in the cart is ignored, except a
 * return leg (negative id), which the wizard may still be adding: that is tried once more after
 * 500 ms, then given up with a log line only. A percentage outside 0–100 is rejected with a warning.
 */
export function setDiscountWithRetry(
  store: DiscountTarget,
  id: number,
  pct: number,
  schedule: (fn: () => void, ms: number) => unknown = setTimeout,
): SetDiscountResult {
  if (!isValidPercentage(pct)) {
    console.warn(`Discount of ${pct}% for service ${id} rejected: it must be between 0 and 100`);
    return 'invalid-percentage';
  }
  const first = store.setDiscount(id, pct);
  if (first === 'not-in-cart' && id < 0) {
    schedule(() => {
      const second = store.setDiscount(id, pct);
      if (second !== 'ok') console.info(`Discount for return service ${id} not applied (${second}); giving up`);
    }, DISCOUNT_RETRY_MS);
  }
  return first;
}
