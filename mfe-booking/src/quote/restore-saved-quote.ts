import { ApiRequestError } from '@vip/contracts/http';
import { type SavedQuoteItem, type ServiceDetail } from '@vip/contracts/schemas';
import type { CartItem, CartStore, NewCartItem } from '../cart/cart.types';
import { toCartItem } from '../cart/from-catalog';
import { getCartStore } from '../cart/use-cart';
import { applyPromo, fetchSavedQuote, fetchService } from './api';

export type RestoreResult =
  { status: 'restored'; added: number; skipped: number; promoApplied: boolean } | { status: 'not-found' };

/** A saved line priced again from the catalog's current answer (a saved quote never keeps a price). */
export function cartItemFromService(detail: ServiceDetail, saved: SavedQuoteItem): NewCartItem {
  const item = toCartItem(
    detail,
    {
      date: saved.date,
      time: saved.time,
      adults: saved.adults,
      children: saved.children,
      flight: saved.flight,
      terminal: saved.terminal,
    },
    saved.porterSelected,
  );
  return { ...item, id: saved.cartId, isReturnService: saved.isReturnService, returnTripFor: saved.returnTripFor };
}

/** Re-links the legs of each round trip found in the quote (a return leg names its outbound). */
function linkReturnLegs(items: NewCartItem[]): NewCartItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const linked = new Map<number, Partial<NewCartItem>>();
  for (const item of items) {
    if (!item.isReturnService || item.returnTripFor === undefined) continue;
    if (!byId.has(item.returnTripFor)) continue;
    linked.set(item.id, { roundTrip: true });
    linked.set(item.returnTripFor, { ...linked.get(item.returnTripFor), roundTrip: true, returnTripId: item.id });
  }
  return items.map((item) => {
    const patch = linked.get(item.id);
    // Named as the return-trip dialog names it: after the outbound service.
    const outbound =
      item.isReturnService && patch && item.returnTripFor !== undefined ? byId.get(item.returnTripFor) : undefined;
    const name = outbound ? `${outbound.name} (Return)` : item.name;
    return patch ? { ...item, ...patch, name } : { ...item, returnTripFor: undefined };
  });
}

/**
 * Opens a saved quote: reads it, prices every line again from the catalog, replaces the cart with
 * it and applies its promo code again. A line whose service no longer exists is skipped.
 */
export async function restoreSavedQuote(
  token: string,
  options: { store?: CartStore; baseUrl?: string } = {},
): Promise<RestoreResult> {
  const store = options.store ?? getCartStore();
  const baseUrl = options.baseUrl ?? '';
  let quote;
  try {
    quote = await fetchSavedQuote(token, baseUrl);
  } catch (error) {
    // 404 for an unknown or expired token; 400 for one that is not even token-shaped.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
      return { status: 'not-found' };
    throw error;
  }

  const fetched = await Promise.allSettled(
    quote.items.map((saved) =>
      fetchService(
        saved.serviceId,
        {
          date: saved.date,
          time: saved.time,
          adults: saved.adults,
          children: saved.children,
          porter: saved.porterSelected,
        },
        baseUrl,
      ).then((detail) => cartItemFromService(detail, saved)),
    ),
  );
  const priced = fetched.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  for (const r of fetched)
    if (r.status === 'rejected') console.warn('Saved quote: a service could not be priced and was left out', r.reason);
  const items = linkReturnLegs(priced);

  // Nothing could be priced: the traveller's current cart is left as it is.
  if (items.length === 0) return { status: 'restored', added: 0, skipped: quote.items.length, promoApplied: false };
  store.clear();
  for (const item of items) store.add(item);

  let promoApplied = false;
  if (quote.promoCode) {
    try {
      const answer = await applyPromo(
        {
          code: quote.promoCode,
          items: store
            .getState()
            .items.map((i: CartItem) => ({ id: i.id, serviceLevel: i.serviceLevel, serviceType: i.serviceType })),
        },
        baseUrl,
      );
      store.applyPromo(answer);
      promoApplied = answer.valid;
    } catch (error) {
      console.warn('Saved quote: the promo code could not be applied again', error);
    }
  }
  return { status: 'restored', added: items.length, skipped: quote.items.length - items.length, promoApplied };
}
