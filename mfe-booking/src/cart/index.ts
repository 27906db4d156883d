// The quote cart for the rest of the remote (wizard, checkout): the contract, the shared store and its hooks.
export * from './cart.types';
export { addRoundTrip, createCartStore, returnLegId, type BrowserCartStore, type CartStoreOptions } from './cart-store';
export { itemTotalOf, totalsOf } from './cart-pricing';
export {
  discountsFor,
  setDiscountWithRetry,
  withDiscounts,
  DISCOUNT_RETRY_MS,
  type DiscountReason,
  type ItemDiscount,
} from './discount-rules';
export { getCartStore, resetCartStore, useCart, type UseCart } from './use-cart';
