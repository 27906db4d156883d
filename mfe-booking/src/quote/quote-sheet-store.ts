import { useSyncExternalStore } from 'react';
import { currentCartStore } from '../cart/cart-instance';

/**
 * Whether the quote sheet is open. A module store rather than React state, because the header's
 * button, the wizard ('View quote' after adding) and the global hooks all open the same sheet.
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

export const openQuoteSheet = (): void => setOpen(true);
export const closeQuoteSheet = (): void => setOpen(false);
export const isQuoteSheetOpen = (): boolean => open;

export function subscribeQuoteSheet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQuoteSheetOpen(): boolean {
  return useSyncExternalStore(subscribeQuoteSheet, isQuoteSheetOpen, isQuoteSheetOpen);
}

declare global {
  interface Window {
    /** The sheet can be opened through a global hook. */
    openQuoteSheet?: () => void;
    /** The cart can be cleared through a global hook. */
    clearQuoteCart?: () => void;
  }
}

/** Defines window.openQuoteSheet and window.clearQuoteCart; calling it again changes nothing. */
export function installGlobalHooks(): void {
  if (typeof window === 'undefined') return;
  if (window.openQuoteSheet !== openQuoteSheet) window.openQuoteSheet = openQuoteSheet;
  if (window.clearQuoteCart !== clearQuoteCart) window.clearQuoteCart = clearQuoteCart;
}

function clearQuoteCart(): void {
  const store = currentCartStore();
  // The store is not loaded on a page that has not used it yet: it loads to clear what is stored.
  if (store) store.clear();
  else void import('../cart/use-cart').then((m) => m.getCartStore().clear());
}
