import { useMemo, useSyncExternalStore } from 'react';
import { createCartStore, type BrowserCartStore } from './cart-store';
import { currentCartStore, setCartStore } from './cart-instance';
import { totalsOf } from './cart-pricing';
import { createMemoryStorage } from './memory-storage';
import { EMPTY_CART_STATE, type CartItem, type CartState, type CartStore, type CartTotals } from './cart.types';

function browserStorage(): Storage {
  // Rendered on the server, there is no visitor's storage (and nothing is added to a cart there).
  if (typeof window === 'undefined') return createMemoryStorage();
  try {
    const storage = window.localStorage;
    // Some browsers expose localStorage but throw on the first write (private modes, full quota).
    const probe = '__cart_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    console.warn('Cart storage: localStorage is unavailable; the quote is kept for this visit only');
    return createMemoryStorage();
  }
}

/** The shared store, created on first use; for callers outside React (global hooks, restore). */
export function getCartStore(): BrowserCartStore {
  const existing = currentCartStore();
  if (existing) return existing;
  const store = createCartStore({
    storage: browserStorage(),
    now: Date.now,
    onLoadError: () => console.warn('Cart storage: the stored cart was unreadable and has been reset'),
  });
  setCartStore(store);
  return store;
}

/** Replaces (or, without an argument, forgets) the shared store: tests start each case afresh with it. */
export function resetCartStore(store?: BrowserCartStore): void {
  setCartStore(store);
}

export interface UseCart {
  state: CartState;
  totals: CartTotals;
  add: CartStore['add'];
  remove: CartStore['remove'];
  setPorter: CartStore['setPorter'];
  applyPromo: CartStore['applyPromo'];
  clear: CartStore['clear'];
  itemTotal: (item: CartItem) => number;
}

/** The server's empty cart (see EMPTY_CART_STATE). */
function serverSnapshot(): CartState {
  return EMPTY_CART_STATE;
}

/**
 * The store's state, except that an empty cart is the server's empty cart itself: a visitor with nothing in
 * their quote (most first visits) gets no second render of the page right after hydration.
 */
function browserSnapshot(store: BrowserCartStore): () => CartState {
  return () => {
    const state = store.getState();
    return state.items.length === 0 && state.promo === null && !state.loadError ? serverSnapshot() : state;
  };
}

export function useCart(): UseCart {
  const store = getCartStore();
  const getSnapshot = useMemo(() => browserSnapshot(store), [store]);
  const state = useSyncExternalStore(store.subscribe, getSnapshot, serverSnapshot);
  // Totals of the state rendered (during hydration, the server's empty cart), which the store replaces on every change.
  const totals = useMemo(() => totalsOf(state.items), [state]);
  return {
    state,
    totals,
    add: store.add,
    remove: store.remove,
    setPorter: store.setPorter,
    applyPromo: store.applyPromo,
    clear: store.clear,
    itemTotal: store.itemTotal,
  };
}
