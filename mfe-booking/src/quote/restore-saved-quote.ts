import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { App } from 'antd';
import { ApiRequestError, type SavedQuoteItem, type ServiceDetail } from '@vip/contracts';
import type { CartItem, CartStore, NewCartItem } from '../cart/cart.types';
import { toCartItem } from '../cart/from-catalog';
import { getCartStore } from '../cart/use-cart';
import { applyPromo, fetchSavedQuote, fetchService } from './api';
import { formatServiceCount } from './format';
import { openQuoteSheet } from './quote-sheet-store';

export const SAVED_QUOTE_NOT_FOUND = 'This saved quote has expired or does not exist.';
export const SAVED_QUOTE_PARAM = 'saved';

export type RestoreResult =
  | { status: 'restored'; added: number; skipped: number; promoApplied: boolean }
  | { status: 'not-found' };

/** A saved line priced again from the catalog's current answer (a saved quote never keeps a price). */
export function cartItemFromService(detail: ServiceDetail, saved: SavedQuoteItem): NewCartItem {
  const item = toCartItem(
    detail,
    { date: saved.date, time: saved.time, adults: saved.adults, children: saved.children, flight: saved.flight, terminal: saved.terminal },
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
    const outbound = item.isReturnService && patch && item.returnTripFor !== undefined ? byId.get(item.returnTripFor) : undefined;
    const name = outbound ? `${outbound.name} (Return)` : item.name;
    return patch ? { ...item, ...patch, name } : { ...item, returnTripFor: undefined };
  });
}

/**
 * Opens a saved quote: reads it, prices every line again from the catalog, replaces the cart with
 * it and applies its promo code again. A line whose service no longer exists is skipped.
 */
export async function restoreSavedQuote(token: string, options: { store?: CartStore; baseUrl?: string } = {}): Promise<RestoreResult> {
  const store = options.store ?? getCartStore();
  const baseUrl = options.baseUrl ?? '';
  let quote;
  try {
    quote = await fetchSavedQuote(token, baseUrl);
  } catch (error) {
    // 404 for an unknown or expired token; 400 for one that is not even token-shaped.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return { status: 'not-found' };
    throw error;
  }

  const fetched = await Promise.allSettled(
    quote.items.map((saved) =>
      fetchService(saved.serviceId, { date: saved.date, time: saved.time, adults: saved.adults, children: saved.children, porter: saved.porterSelected }, baseUrl).then(
        (detail) => cartItemFromService(detail, saved),
      ),
    ),
  );
  const priced = fetched.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  for (const r of fetched) if (r.status === 'rejected') console.warn('Saved quote: a service could not be priced and was left out', r.reason);
  const items = linkReturnLegs(priced);

  // Nothing could be priced: the traveller's current cart is left as it is.
  if (items.length === 0) return { status: 'restored', added: 0, skipped: quote.items.length, promoApplied: false };
  store.clear();
  for (const item of items) store.add(item);

  let promoApplied = false;
  if (quote.promoCode) {
    try {
      const answer = await applyPromo(
        { code: quote.promoCode, items: store.getState().items.map((i: CartItem) => ({ id: i.id, serviceLevel: i.serviceLevel, serviceType: i.serviceType })) },
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

export type RestoreStatus = 'idle' | 'restoring' | 'restored' | 'not-found' | 'error';

/**
 * For the wizard page: when the address carries ?saved={token}, restores that quote once, tells the
 * traveller how it went, opens the quote sheet, and drops the parameter so a reload does not
 * overwrite later changes to the cart.
 */
export function useRestoreSavedQuote(): RestoreStatus {
  const [params, setParams] = useSearchParams();
  const { notification } = App.useApp();
  const token = params.get(SAVED_QUOTE_PARAM);
  const started = useRef<string | null>(null);
  const [status, setStatus] = useState<RestoreStatus>('idle');

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    setStatus('restoring');
    const dropParam = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SAVED_QUOTE_PARAM);
          return next;
        },
        { replace: true },
      );
    restoreSavedQuote(token)
      .then((result) => {
        if (result.status === 'not-found') {
          setStatus('not-found');
          notification.error({ title: 'Saved quote not found', description: SAVED_QUOTE_NOT_FOUND });
          return;
        }
        setStatus('restored');
        if (result.added === 0) {
          notification.error({ title: 'Saved quote unavailable', description: 'None of the services in this saved quote are available any more.' });
          return;
        }
        notification.success({
          title: 'Saved quote opened',
          description:
            result.skipped > 0
              ? `${formatServiceCount(result.added)} added to your quote; ${formatServiceCount(result.skipped)} no longer available.`
              : `${formatServiceCount(result.added)} added to your quote with today's prices.`,
        });
        openQuoteSheet();
      })
      .catch((error: unknown) => {
        setStatus('error');
        notification.error({
          title: 'Could not open saved quote',
          description: error instanceof ApiRequestError ? error.userMessage : 'Please try again in a moment.',
        });
      })
      .finally(dropParam);
  }, [token, notification, setParams]);

  return status;
}
