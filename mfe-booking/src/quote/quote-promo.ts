import { useEffect, useRef } from 'react';
import type { CartItem, CartState } from '../cart/cart.types';
import { getCartStore } from '../cart/use-cart';
import { applyPromo } from './api';

export const promoItems = (items: readonly CartItem[]) =>
  items.map((i) => ({ id: i.id, serviceLevel: i.serviceLevel, serviceType: i.serviceType }));

/** What the promo depends on: which services, at which level and type (not prices or discounts). */
export const promoSignature = (items: readonly CartItem[]) =>
  items.map((i) => `${i.id}:${i.serviceLevel}:${i.serviceType}`).join('|');

/**
 * The applied promo lists percentages per cart id, so a service added later would not get it: when
 * the services change while a promo is applied, the code is applied again, quietly.
 */
export function usePromoFollowsCart(state: CartState): void {
  const signature = promoSignature(state.items);
  const last = useRef(signature);
  useEffect(() => {
    if (signature === last.current) return;
    last.current = signature;
    const store = getCartStore();
    const promo = store.getState().promo;
    if (!promo || store.getState().items.length === 0) return;
    applyPromo({ code: promo.code, items: promoItems(store.getState().items) })
      .then((answer) => {
        // Stale answers (the cart moved on again, or another code was applied meanwhile) are dropped.
        const now = store.getState();
        if (now.promo?.code === promo.code && promoSignature(now.items) === signature) store.applyPromo(answer);
      })
      .catch((error: unknown) => console.warn('Promo code could not be applied to the changed quote', error));
  }, [signature]);
}
