import { useMemo, useSyncExternalStore } from 'react';
import { createCartStore, type BrowserCartStore } from './cart-store';
import { createMemoryStorage } from './memory-storage';
import type { CartItem, CartState, CartStore, CartTotals } from './cart.types';

/**
 * One cart for the whole remote: the header's quote button, the sheet, the wizard and checkout all
 * read and change the same instance (Module Federation loads this module once per container).
 */
let instance: BrowserCartStore | undefined;

function browserStorage(): Storage {
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
  instance ??= createCartStore({
    storage: browserStorage(),
    now: Date.now,
    onLoadError: () => console.warn('Cart storage: the stored cart was unreadable and has been reset'),
  });
  return instance;
}

/** Replaces (or, without an argument, forgets) the shared store: tests start each case afresh with it. */
export function resetCartStore(store?: BrowserCartStore): void {
  instance = store;
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

export function useCart(): UseCart {
  const store = getCartStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // Totals follow the state object, which the store replaces on every change.
  const totals = useMemo(() => store.totals(), [store, state]);
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
