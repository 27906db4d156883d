import { afterDiscountCents } from '@vip/contracts/discounts';
import { toCents, toDollars } from '@vip/contracts/money';
import type { CartItem, CartTotals } from './cart.types';

/**
 * Cart arithmetic, pure so the store, the sheet and the quote documents all show the same figures.
 * Sums are made in integer cents so 0.1 + 0.2 never shows up in a quote.
 */

/** Base plus porter (when chosen), before the discount, in cents. */
function grossCents(item: Pick<CartItem, 'basePrice' | 'porterSelected' | 'porterCost'>): number {
  return toCents(item.basePrice) + (item.porterSelected ? toCents(item.porterCost) : 0);
}

/** The item's price after porter and its one discount, rounded to the cent (FCO 395 + 150 at 10 % is 490.50). */
export function itemTotalOf(
  item: Pick<CartItem, 'basePrice' | 'porterSelected' | 'porterCost' | 'discountPercentage'>,
): number {
  return toDollars(afterDiscountCents(grossCents(item), item.discountPercentage));
}

export function totalsOf(items: readonly CartItem[]): CartTotals {
  let base = 0;
  let porter = 0;
  let discount = 0;
  for (const item of items) {
    base += toCents(item.basePrice);
    porter += item.porterSelected ? toCents(item.porterCost) : 0;
    discount += grossCents(item) - toCents(itemTotalOf(item));
  }
  return {
    count: items.length,
    baseTotal: toDollars(base),
    porterTotal: toDollars(porter),
    discountTotal: toDollars(discount),
    total: toDollars(base + porter - discount),
  };
}
