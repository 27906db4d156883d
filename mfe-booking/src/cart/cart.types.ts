import type { PromoApplyResponse, ServicePricing } from '@vip/contracts/schemas';
import type { ServiceLevel, ServiceType } from '@vip/contracts/vocabulary';

/**
 * The quote cart's contract, shared by the cart store (src/cart), the quote sheet (src/quote) and the
 * wizard (src/wizard). Prices are US dollars as the API carries them; the catalog is the authority and
 * the server re-prices every item at checkout.
 */

export interface CartTravelers {
  adults: number;
  children: number;
}

/** One service in the quote cart. */
export interface CartItem {
  /** Cart id: the catalog service id, or minus the outbound's id for a return leg. */
  id: number;
  /** The catalog service that will be booked (a return leg's own, opposite-type service). */
  serviceId: number;
  isReturnService: boolean;
  name: string;
  serviceType: ServiceType;
  serviceLevel: ServiceLevel;
  /** `country` (its name) reads phone numbers typed at checkout; carts stored before it have none. */
  airport: { code: string; name: string; country?: string };
  /** Airport-local date (YYYY-MM-DD) and time (HH:MM). */
  date: string;
  time: string;
  travelers: CartTravelers;
  flight?: string;
  terminal?: string;
  /** The catalog's price for the party before porter and discount (pricing.totalPrice without porter). */
  basePrice: number;
  /** The catalog's price breakdown, as fetched. */
  pricing: ServicePricing | null;
  porterSelected: boolean;
  /** The porter fee at this airport and level; 0 where none is offered. */
  porterCost: number;
  /** The one discount the item gets, 0-100: the highest it qualifies for, never stacked. */
  discountPercentage: number;
  discountReason: 'round-trip' | 'multi-service' | 'promo' | null;
  roundTrip: boolean;
  /** On a return leg: the outbound's cart id. On an outbound with a return: the return's cart id. */
  returnTripFor?: number;
  returnTripId?: number;
  image: string | null;
  isPopular: boolean;
  /** Inclusion flags that are true, as readable labels. */
  amenities: string[];
  vendorName: string | null;
  tags: string[];
}

/** What the wizard hands to the cart; discounts are the cart's to work out. */
export type NewCartItem = Omit<CartItem, 'discountPercentage' | 'discountReason'>;

export interface AppliedPromo {
  code: string;
  description: string | null;
  /** Percentage per cart id, from POST /api/promo-codes/apply. */
  discounts: Record<string, number>;
}

export interface CartTotals {
  count: number;
  /** Sum of base prices. */
  baseTotal: number;
  /** Sum of porter costs of items with a porter. */
  porterTotal: number;
  /** Sum of discounts (each item's percentage of its base plus porter). */
  discountTotal: number;
  /** baseTotal + porterTotal - discountTotal. */
  total: number;
}

export interface CartState {
  items: CartItem[];
  promo: AppliedPromo | null;
  /** Set when the stored cart could not be read (the cart then starts empty). */
  loadError: boolean;
}

/** Why a porter toggle was refused. */
export type PorterRefusal = 'not-in-cart' | 'transfer-not-eligible' | 'not-offered';

export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  /** Adds an item; an item with the same id, type, date and time is replaced; the same id otherwise is ignored. */
  add(item: NewCartItem): void;
  /** Removes an item and its stored porter record. */
  remove(id: number): void;
  /** Turns porter on or off; refused for transfers and where no porter fee exists. */
  setPorter(id: number, selected: boolean): { ok: true } | { ok: false; reason: PorterRefusal };
  /** Applies the promo answer (valid or not); replaces any earlier promo. */
  applyPromo(result: PromoApplyResponse): void;
  /** Clears the cart, every porter record and the last-selected porter. */
  clear(): void;
  totals(): CartTotals;
  /** The item's price after porter and discount. */
  itemTotal(item: CartItem): number;
}

/** Browser storage keys, as the spec names them. */
export const STORAGE_KEYS = {
  cart: 'cart',
  cartLastActivity: 'cartLastActivity',
  userEmail: 'userEmail',
  porterRecord: (serviceId: number) => `porter_${serviceId}`,
  lastSelectedPorter: 'lastSelectedPorter',
  promo: 'cartPromo',
  /** In sessionStorage: the reference of the booking just requested. */
  bookingReference: 'bookingReference',
} as const;

/** Cart inactivity time-out: the stored cart is cleared on load after this long without a change. */
export const CART_TIMEOUT_MS = 4 * 60 * 60 * 1000;

/**
 * The cart a server-rendered page was rendered with: always empty (the visitor's cart is in their browser).
 * Hydration renders with it too, then React renders again with the stored cart, so a page with a quote in
 * progress never mismatches the HTML it came with. The store's own empty state is this object too.
 */
export const EMPTY_CART_STATE: CartState = Object.freeze({ items: [], promo: null, loadError: false }) as CartState;
