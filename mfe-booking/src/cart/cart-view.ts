import { useEffect, useSyncExternalStore } from 'react';
import { EMPTY_CART_STATE, STORAGE_KEYS, type CartState } from './cart.types';
import { currentCartStore, watchCartStore } from './cart-instance';

function subscribe(onChange: () => void): () => void {
  let unsubscribeStore = currentCartStore()?.subscribe(onChange);
  const unwatch = watchCartStore(() => {
    unsubscribeStore?.();
    unsubscribeStore = currentCartStore()?.subscribe(onChange);
    onChange();
  });
  return () => {
    unwatch();
    unsubscribeStore?.();
  };
}

/** The shared store's state, except that an empty cart is the server's empty cart itself (no second render). */
function snapshot(): CartState {
  const state = currentCartStore()?.getState();
  return !state || (state.items.length === 0 && state.promo === null && !state.loadError) ? EMPTY_CART_STATE : state;
}
const serverSnapshot = (): CartState => EMPTY_CART_STATE;

function storedCartExists(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cart) !== null;
  } catch {
    return false;
  }
}

/**
 * The store and the rules that change the cart, loaded on demand (with the stored cart's check: zod and the schemas).
 */
export function loadCart(): Promise<typeof import('./cart-actions')> {
  return import('./cart-actions');
}

/**
 * The quote as the public pages show it (the header's count, the results' 'In your quote'), read without
 * loading the store: the store is fetched only when there is a stored cart to read (after the page is up) or
 * when the traveller changes the cart (loadCart). A first visit has neither. A page that changes the
 * cart on every screen (the quote sheet, checkout) uses useCart instead.
 */
export function useCartState(): CartState {
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  useEffect(() => {
    if (!currentCartStore() && storedCartExists()) void loadCart().then((m) => m.getCartStore());
  }, []);
  return state;
}
