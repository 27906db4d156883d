// What changes the cart, for the pages that read it lightly (cart-view.ts): loaded with the first change.
export { addRoundTrip, returnLegId } from './cart-store';
export { getCartStore } from './use-cart';
