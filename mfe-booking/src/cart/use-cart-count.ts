import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './cart.types';
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

const count = (): number => currentCartStore()?.getState().items.length ?? 0;
/** The server renders an empty quote: the visitor's is in their browser. */
const none = (): number => 0;

function storedCartExists(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cart) !== null;
  } catch {
    return false;
  }
}

/**
 * How many services the quote holds, for the header on every page. It reads the shared cart without loading
 * it: the store and the stored cart's check (zod and the schemas) are fetched only when there is a stored cart
 * to read, after the page is up, or when a page that changes the cart loads them. A first visit has neither.
 */
export function useCartCount(): number {
  const value = useSyncExternalStore(subscribe, count, none);
  useEffect(() => {
    if (!currentCartStore() && storedCartExists()) void import('./use-cart').then((m) => m.getCartStore());
  }, []);
  return value;
}
