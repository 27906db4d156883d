import type { BrowserCartStore } from './cart-store';

/**
 * The one cart of the whole remote: the header's quote button, the sheet, the wizard and checkout all read and
 * change the same instance (Module Federation loads this module once per container). Held here, apart from
 * the store's code: the header only reads it, and the store (with the stored cart's check, zod and the
 * schemas) is loaded when a page changes the cart or there is a stored cart to read.
 */
let instance: BrowserCartStore | undefined;
const watchers = new Set<() => void>();

export function currentCartStore(): BrowserCartStore | undefined {
  return instance;
}

/** Replaces (or, without an argument, forgets) the shared store; those watching are told. */
export function setCartStore(store: BrowserCartStore | undefined): void {
  instance = store;
  for (const watcher of [...watchers]) watcher();
}

/** Calls `watcher` whenever the shared store is set or replaced. */
export function watchCartStore(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}
