import {
  savedQuoteItemSchema,
  serviceAirportSchema,
  serviceDetailSchema,
  servicePricingSchema,
  type PromoApplyResponse,
} from '@vip/contracts/schemas';
import { itemTotalOf, totalsOf } from './cart-pricing';
import {
  isValidPercentage,
  setDiscountWithRetry,
  withDiscounts,
  type DiscountTarget,
  type SetDiscountResult,
} from './discount-rules';
import {
  CART_TIMEOUT_MS,
  STORAGE_KEYS,
  type AppliedPromo,
  type CartItem,
  type CartState,
  type CartStore,
  type NewCartItem,
  type PorterRefusal,
} from './cart.types';

/** The browser cart: the contract's CartStore plus the promo's per-item setter used by the retry rule. */
export interface BrowserCartStore extends CartStore, DiscountTarget {}

export interface CartStoreOptions {
  storage: Storage;
  now: () => number;
  onLoadError?: () => void;
  /** Timer for the return-leg discount retry; injected by tests. */
  schedule?: (fn: () => void, ms: number) => unknown;
}

// The remote may import only @vip/contracts, not zod itself, so the stored-item check is assembled
// from the contract's own schemas (their fields are exactly the primitives needed).
const detail = serviceDetailSchema.shape;
const int = detail.id;
const num = detail.basePrice;
const str = detail.name;
const bool = detail.isPopular;

const storedItemSchema = serviceDetailSchema
  .pick({
    id: true,
    name: true,
    serviceType: true,
    serviceLevel: true,
    image: true,
    isPopular: true,
    tags: true,
    basePrice: true,
  })
  .extend({
    serviceId: int,
    isReturnService: bool,
    airport: serviceAirportSchema.pick({ code: true, name: true, country: true }).partial({ country: true }),
    date: str,
    time: str,
    travelers: savedQuoteItemSchema.pick({ adults: true, children: true }),
    flight: str.optional(),
    terminal: str.optional(),
    // The breakdown is informational (basePrice is what counts): an outdated shape drops it rather
    // than throwing the whole cart away.
    pricing: servicePricingSchema.nullable().catch(null),
    porterSelected: bool,
    porterCost: num,
    discountPercentage: num.optional(),
    discountReason: str.nullable().optional(),
    roundTrip: bool,
    returnTripFor: int.optional(),
    returnTripId: int.optional(),
    amenities: detail.tags,
    vendorName: str.nullable(),
  });
const storedCartSchema = storedItemSchema.array();

/** `porter_` : every per-service porter record starts with it, so clear() can find them all. */
const PORTER_KEY_PREFIX = STORAGE_KEYS.porterRecord(0).replace(/0$/, '');

function isAppliedPromo(value: unknown): value is AppliedPromo {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.code === 'string' &&
    (p.description === null || typeof p.description === 'string') &&
    !!p.discounts &&
    typeof p.discounts === 'object' &&
    Object.values(p.discounts as object).every(isValidPercentage)
  );
}

function withoutDiscount(item: NewCartItem | CartItem): NewCartItem {
  const { discountPercentage: _pct, discountReason: _reason, ...rest } = item as CartItem;
  return rest;
}

/** A transfer, or a service without a porter fee, can never carry one. */
function porterAllowed(item: Pick<NewCartItem, 'serviceType' | 'porterCost'>): boolean {
  return item.serviceType !== 'transfer' && item.porterCost > 0;
}

function sameBooking(a: NewCartItem, b: NewCartItem): boolean {
  return a.id === b.id && a.serviceType === b.serviceType && a.date === b.date && a.time === b.time;
}

export function createCartStore({
  storage,
  now,
  onLoadError,
  schedule = setTimeout,
}: CartStoreOptions): BrowserCartStore {
  const listeners = new Set<() => void>();

  function safely(what: string, fn: () => void): void {
    try {
      fn();
    } catch (error) {
      // Storage failures are logged only; the cart keeps working in memory.
      console.warn(`Cart storage: could not ${what}`, error);
    }
  }

  function load(): CartState {
    let raw: string | null = null;
    let lastActivity: string | null = null;
    let rawPromo: string | null = null;
    safely('read the cart', () => {
      raw = storage.getItem(STORAGE_KEYS.cart);
      lastActivity = storage.getItem(STORAGE_KEYS.cartLastActivity);
      rawPromo = storage.getItem(STORAGE_KEYS.promo);
    });

    const last = lastActivity === null ? NaN : Number(lastActivity);
    if (Number.isFinite(last) && now() - last >= CART_TIMEOUT_MS) {
      // 4 hours without a change clears the cart (and the promo that went with it).
      safely('expire the cart', () => {
        storage.removeItem(STORAGE_KEYS.cart);
        storage.removeItem(STORAGE_KEYS.cartLastActivity);
        storage.removeItem(STORAGE_KEYS.promo);
      });
      return { items: [], promo: null, loadError: false };
    }

    let promo: AppliedPromo | null = null;
    if (rawPromo !== null) {
      try {
        const parsed: unknown = JSON.parse(rawPromo);
        if (isAppliedPromo(parsed)) promo = parsed;
      } catch {
        // A broken promo record only loses the promo; the code can be applied again.
      }
    }

    if (raw === null) return { items: [], promo, loadError: false };
    let items: NewCartItem[];
    try {
      const parsed = storedCartSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) throw parsed.error;
      items = parsed.data.map((item) => withoutDiscount(item as CartItem));
    } catch (error) {
      console.warn('Cart storage: the stored cart could not be read; starting empty', error);
      // Removed so the next visit does not report the same broken data again.
      safely('drop the broken cart', () => storage.removeItem(STORAGE_KEYS.cart));
      onLoadError?.();
      return { items: [], promo: null, loadError: true };
    }
    return { items: withDiscounts(items, promo), promo, loadError: false };
  }

  let state = load();

  function persist(): void {
    safely('save the cart', () => {
      storage.setItem(STORAGE_KEYS.cart, JSON.stringify(state.items));
      storage.setItem(STORAGE_KEYS.cartLastActivity, String(now()));
      if (state.promo) storage.setItem(STORAGE_KEYS.promo, JSON.stringify(state.promo));
      else storage.removeItem(STORAGE_KEYS.promo);
    });
  }

  /** Every change goes through here: discounts re-derived, saved with the activity time, listeners told. */
  function commit(items: readonly NewCartItem[], promo: AppliedPromo | null): void {
    state = { items: withDiscounts(items, promo), promo, loadError: state.loadError };
    persist();
    for (const listener of [...listeners]) listener();
  }

  const base = (): NewCartItem[] => state.items.map(withoutDiscount);

  function add(item: NewCartItem): void {
    const incoming = withoutDiscount({ ...item, porterSelected: item.porterSelected && porterAllowed(item) });
    const current = base();
    const duplicate = current.find((existing) => sameBooking(existing, incoming));
    if (!duplicate && current.some((existing) => existing.id === incoming.id)) return;
    // Replacement is a remove of the old entry then an add; its porter record stays, as
    // the same service is still in the cart.
    commit([...current.filter((existing) => existing !== duplicate), incoming], state.promo);
  }

  function remove(id: number): void {
    const current = base();
    const target = current.find((item) => item.id === id);
    if (!target) return;
    const rest = current
      .filter((item) => item.id !== id)
      .map((item) => {
        // The other leg of a round trip stays as a plain item: it no longer qualifies for the pair's discount.
        if (item.returnTripFor === id || target.returnTripId === item.id) {
          return { ...item, roundTrip: false, returnTripFor: undefined };
        }
        if (item.returnTripId === id || target.returnTripFor === item.id) {
          return { ...item, roundTrip: false, returnTripId: undefined };
        }
        return item;
      });
    if (!rest.some((item) => item.serviceId === target.serviceId)) {
      safely('remove the porter record', () => storage.removeItem(STORAGE_KEYS.porterRecord(target.serviceId)));
    }
    let promo = state.promo;
    if (promo && String(id) in promo.discounts) {
      const { [String(id)]: _gone, ...discounts } = promo.discounts;
      promo = { ...promo, discounts };
    }
    commit(rest, promo);
  }

  function setPorter(id: number, selected: boolean): { ok: true } | { ok: false; reason: PorterRefusal } {
    const current = base();
    const item = current.find((i) => i.id === id);
    if (!item) return { ok: false, reason: 'not-in-cart' };
    if (item.serviceType === 'transfer') return { ok: false, reason: 'transfer-not-eligible' };
    if (selected && item.porterCost <= 0) {
      console.warn(`Porter is not offered for ${item.name} at ${item.airport.code}`);
      return { ok: false, reason: 'not-offered' };
    }
    const timestamp = now();
    safely('save the porter choice', () => {
      storage.setItem(
        STORAGE_KEYS.porterRecord(item.serviceId),
        JSON.stringify({
          selected,
          cost: item.porterCost,
          airport: item.airport.code,
          serviceId: item.serviceId,
          timestamp,
        }),
      );
      storage.setItem(
        STORAGE_KEYS.lastSelectedPorter,
        JSON.stringify({ serviceId: item.serviceId, porterSelected: selected, porterCost: item.porterCost }),
      );
    });
    commit(
      current.map((i) => (i.id === id ? { ...i, porterSelected: selected } : i)),
      state.promo,
    );
    return { ok: true };
  }

  function setDiscount(id: number, pct: number): SetDiscountResult {
    if (!isValidPercentage(pct)) {
      console.warn(`Discount of ${pct}% for service ${id} rejected: it must be between 0 and 100`);
      return 'invalid-percentage';
    }
    if (!state.promo) return 'no-promo';
    if (!state.items.some((item) => item.id === id)) return 'not-in-cart';
    commit(base(), { ...state.promo, discounts: { ...state.promo.discounts, [String(id)]: pct } });
    return 'ok';
  }

  function applyPromo(result: PromoApplyResponse): void {
    if (!result.valid) {
      commit(base(), null);
      return;
    }
    const present = new Set(state.items.map((item) => item.id));
    const discounts: Record<string, number> = {};
    const later: Array<[number, number]> = [];
    for (const { id, discountPercentage } of result.discounts) {
      const cartId = Number(id);
      if (!Number.isInteger(cartId)) continue;
      if (!isValidPercentage(discountPercentage)) {
        console.warn(`Discount of ${discountPercentage}% for service ${cartId} rejected: it must be between 0 and 100`);
      } else if (present.has(cartId)) {
        discounts[String(cartId)] = discountPercentage;
      } else {
        // Not in the cart: ignored, except a return leg the wizard may still be adding.
        later.push([cartId, discountPercentage]);
      }
    }
    commit(base(), { code: result.code, description: result.description, discounts });
    for (const [id, pct] of later) setDiscountWithRetry(store, id, pct, schedule);
  }

  function clear(): void {
    safely('clear the cart', () => {
      const porterKeys: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(PORTER_KEY_PREFIX)) porterKeys.push(key);
      }
      for (const key of porterKeys) storage.removeItem(key);
      storage.removeItem(STORAGE_KEYS.lastSelectedPorter);
    });
    state = { items: [], promo: null, loadError: false };
    safely('clear the cart', () => {
      storage.removeItem(STORAGE_KEYS.cart);
      storage.removeItem(STORAGE_KEYS.cartLastActivity);
      storage.removeItem(STORAGE_KEYS.promo);
    });
    for (const listener of [...listeners]) listener();
  }

  const store: BrowserCartStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add,
    remove,
    setPorter,
    applyPromo,
    clear,
    totals: () => totalsOf(state.items),
    itemTotal: (item) => itemTotalOf(item),
    setDiscount,
  };
  return store;
}

/** The cart id of an outbound's return leg (the outbound id times minus one). */
export function returnLegId(outboundId: number): number {
  return -Math.abs(outboundId);
}

const RETURN_SUFFIX = ' (Return)';

/**
 * Adds a round trip: the outbound if it is not in the cart yet (the one in the cart is kept
 * otherwise), the return leg built by the wizard, and the link between them. The 10 % on both legs
 * then follows from the discount rule; nothing is priced here.
 */
export function addRoundTrip(store: CartStore, outbound: NewCartItem, returnLeg: NewCartItem): void {
  const returnId = returnLegId(outbound.id);
  const existing = store.getState().items.find((item) => item.id === outbound.id);
  // A return leg added earlier (another date, say) is replaced, not kept beside the new one.
  if (store.getState().items.some((item) => item.id === returnId)) store.remove(returnId);
  const outboundItem = withoutDiscount(existing ?? outbound);
  store.add({ ...outboundItem, roundTrip: true, returnTripId: returnId });
  store.add({
    ...withoutDiscount(returnLeg),
    id: returnId,
    isReturnService: true,
    returnTripFor: outbound.id,
    returnTripId: undefined,
    roundTrip: true,
    name: returnLeg.name.endsWith(RETURN_SUFFIX) ? returnLeg.name : `${returnLeg.name}${RETURN_SUFFIX}`,
  });
}
