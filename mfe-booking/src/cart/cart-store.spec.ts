import type { PromoApplyResponse } from '@vip/contracts/schemas';
import { addRoundTrip, createCartStore } from './cart-store';
import { CART_TIMEOUT_MS, STORAGE_KEYS } from './cart.types';
import { createMemoryStorage } from './memory-storage';
import { fcoArrival, fcoDeparture, sydArrival, cartItem } from './test-fixtures';

const T0 = Date.UTC(2030, 5, 1, 12, 0, 0);

function setup(initial: Record<string, string> = {}, at = T0) {
  const storage = createMemoryStorage(initial);
  let clock = at;
  const onLoadError = jest.fn();
  const schedule = jest.fn();
  const store = createCartStore({ storage, now: () => clock, onLoadError, schedule });
  return { storage, store, onLoadError, schedule, tick: (ms: number) => (clock += ms) };
}

const stored = (storage: Storage, key: string): unknown => JSON.parse(storage.getItem(key) ?? 'null');

const promoAnswer = (
  discounts: Array<{ id: number; discountPercentage: number }>,
  valid = true,
): PromoApplyResponse => ({
  valid,
  code: 'FLYSM',
  description: valid ? 'FLYSM: 20% off Meet & Assist, 10% off lounge and suite services' : null,
  discounts,
  appliedCount: discounts.length,
  message: valid ? `applied to ${discounts.length} service(s)` : 'Invalid promo code: FLYSM',
});

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('loading', () => {
  it('starts empty with nothing stored', () => {
    const { store } = setup();
    expect(store.getState()).toEqual({ items: [], promo: null, loadError: false });
  });

  it('reads the stored cart back, with discounts worked out again', () => {
    const first = setup();
    first.store.add(fcoArrival());
    first.store.add(fcoDeparture());
    const { store } = setup({
      ...Object.fromEntries(['cart', 'cartLastActivity'].map((k) => [k, first.storage.getItem(k)!])),
    });
    expect(store.getState().items.map((i) => [i.id, i.discountPercentage])).toEqual([
      [101, 10],
      [103, 10],
    ]);
  });

  it('keeps a cart changed 3:59:59 ago', () => {
    const { store } = setup({
      cart: JSON.stringify([fcoArrival()]),
      cartLastActivity: String(T0 - (CART_TIMEOUT_MS - 1000)),
    });
    expect(store.getState().items).toHaveLength(1);
  });

  it('clears the cart and its timestamp after exactly 4 hours', () => {
    const { store, storage } = setup({
      cart: JSON.stringify([fcoArrival()]),
      cartLastActivity: String(T0 - CART_TIMEOUT_MS),
      cartPromo: JSON.stringify({ code: 'FLYSM', description: null, discounts: {} }),
    });
    expect(store.getState().items).toEqual([]);
    expect(store.getState().promo).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.cartLastActivity)).toBeNull();
  });

  it.each([
    ['bad JSON', '{not json'],
    ['not a list', '{"id":1}'],
    ['an item of the wrong shape', JSON.stringify([{ id: 'x', name: 3 }])],
    ['an unknown service type', JSON.stringify([{ ...fcoArrival(), serviceType: 'helicopter' }])],
  ])('starts empty with loadError on %s, and calls onLoadError', (_label, raw) => {
    const { store, onLoadError, storage } = setup({ cart: raw, cartLastActivity: String(T0) });
    expect(store.getState()).toMatchObject({ items: [], loadError: true });
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(storage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('drops a broken promo record without failing the cart', () => {
    const { store } = setup({ cart: JSON.stringify([fcoArrival()]), cartPromo: '{oops' });
    expect(store.getState()).toMatchObject({ promo: null, loadError: false });
    expect(store.getState().items).toHaveLength(1);
  });
});

describe('persistence', () => {
  it('saves items, activity time and promo on every change', () => {
    const { store, storage, tick } = setup();
    store.add(fcoArrival());
    expect(stored(storage, 'cart')).toEqual([expect.objectContaining({ id: 101, discountPercentage: 0 })]);
    expect(storage.getItem('cartLastActivity')).toBe(String(T0));
    tick(60_000);
    store.applyPromo(promoAnswer([{ id: 101, discountPercentage: 20 }]));
    expect(storage.getItem('cartLastActivity')).toBe(String(T0 + 60_000));
    expect(stored(storage, 'cartPromo')).toEqual({
      code: 'FLYSM',
      description: expect.any(String),
      discounts: { '101': 20 },
    });
  });

  it('tells subscribers, and stops when unsubscribed', () => {
    const { store } = setup();
    const listener = jest.fn();
    const off = store.subscribe(listener);
    store.add(fcoArrival());
    off();
    store.add(sydArrival());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when storage throws', () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createCartStore({ storage, now: () => T0 });
    store.add(fcoArrival());
    expect(store.getState().items).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });
});

describe('add', () => {
  it('replaces an entry with the same id, type, date and time (the new one last)', () => {
    const { store } = setup();
    store.add(fcoArrival({ travelers: { adults: 1, children: 0 } }));
    store.add(sydArrival());
    store.add(fcoArrival({ travelers: { adults: 3, children: 1 } }));
    expect(store.getState().items.map((i) => [i.id, i.travelers.adults])).toEqual([
      [202, 2],
      [101, 3],
    ]);
  });

  it('ignores the same id with another date, time or type', () => {
    const { store } = setup();
    store.add(fcoArrival());
    store.add(fcoArrival({ date: '2030-07-01', basePrice: 1 }));
    store.add(fcoArrival({ time: '09:00', basePrice: 1 }));
    store.add(fcoArrival({ serviceType: 'departure', basePrice: 1 }));
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().items[0].basePrice).toBe(395);
  });

  it('never keeps porter on a transfer or where none is offered', () => {
    const { store } = setup();
    store.add(cartItem({ id: 7, serviceType: 'transfer', porterSelected: true }));
    store.add(cartItem({ id: 8, porterCost: 0, porterSelected: true }));
    expect(store.getState().items.map((i) => i.porterSelected)).toEqual([false, false]);
  });
});

describe('remove', () => {
  it('deletes the item and its porter record', () => {
    const { store, storage } = setup();
    store.add(fcoArrival());
    store.add(sydArrival());
    store.setPorter(101, true);
    expect(storage.getItem('porter_101')).not.toBeNull();
    store.remove(101);
    expect(store.getState().items.map((i) => i.id)).toEqual([202]);
    expect(storage.getItem('porter_101')).toBeNull();
  });

  it('ignores an id not in the cart', () => {
    const { store } = setup();
    store.add(fcoArrival());
    const before = store.getState();
    store.remove(999);
    expect(store.getState()).toBe(before);
  });

  it('removing the outbound leaves the return as a plain item without its round-trip discount', () => {
    const { store } = setup();
    addRoundTrip(store, fcoArrival(), fcoDeparture({ serviceId: 103, airport: { code: 'JFK', name: 'JFK' } }));
    store.remove(101);
    const [back] = store.getState().items;
    expect(back).toMatchObject({ id: -101, roundTrip: false, discountPercentage: 0, discountReason: null });
    expect(back.returnTripFor).toBeUndefined();
  });

  it('removing the return unlinks the outbound', () => {
    const { store } = setup();
    addRoundTrip(store, fcoArrival(), fcoDeparture({ serviceId: 103, airport: { code: 'JFK', name: 'JFK' } }));
    store.remove(-101);
    const [outbound] = store.getState().items;
    expect(outbound).toMatchObject({ id: 101, roundTrip: false, discountPercentage: 0 });
    expect(outbound.returnTripId).toBeUndefined();
  });

  it('drops the removed id from the applied promo', () => {
    const { store } = setup();
    store.add(fcoArrival());
    store.applyPromo(promoAnswer([{ id: 101, discountPercentage: 20 }]));
    store.remove(101);
    expect(store.getState().promo?.discounts).toEqual({});
  });
});

describe('setPorter', () => {
  it('turns porter on: item updated, porter record and last-selected porter written', () => {
    const { store, storage } = setup();
    store.add(fcoArrival());
    expect(store.setPorter(101, true)).toEqual({ ok: true });
    expect(store.getState().items[0].porterSelected).toBe(true);
    expect(stored(storage, 'porter_101')).toEqual({
      selected: true,
      cost: 150,
      airport: 'FCO',
      serviceId: 101,
      timestamp: T0,
    });
    expect(stored(storage, 'lastSelectedPorter')).toEqual({ serviceId: 101, porterSelected: true, porterCost: 150 });
    expect(store.totals().total).toBe(545);
  });

  it('turns porter off again', () => {
    const { store, storage } = setup();
    store.add(fcoArrival({ porterSelected: true }));
    expect(store.setPorter(101, false)).toEqual({ ok: true });
    expect(stored(storage, 'porter_101')).toMatchObject({ selected: false });
    expect(store.totals().total).toBe(395);
  });

  it('refuses an id not in the cart and changes nothing', () => {
    const { store, storage } = setup();
    store.add(fcoArrival());
    const before = store.getState();
    expect(store.setPorter(5, true)).toEqual({ ok: false, reason: 'not-in-cart' });
    expect(store.getState()).toBe(before);
    expect(storage.getItem('porter_5')).toBeNull();
  });

  it('refuses a transfer', () => {
    const { store } = setup();
    store.add(cartItem({ id: 7, serviceType: 'transfer' }));
    expect(store.setPorter(7, true)).toEqual({ ok: false, reason: 'transfer-not-eligible' });
  });

  it('refuses turning on where no porter is offered (warning)', () => {
    const { store, storage } = setup();
    store.add(cartItem({ id: 8, porterCost: 0 }));
    expect(store.setPorter(8, true)).toEqual({ ok: false, reason: 'not-offered' });
    expect(warn).toHaveBeenCalled();
    expect(storage.getItem('porter_8')).toBeNull();
  });
});

describe('applyPromo', () => {
  it('stores a valid answer and discounts the named items', () => {
    const { store } = setup();
    store.add(fcoArrival());
    store.add(sydArrival({ serviceLevel: 'lounge' }));
    store.applyPromo(
      promoAnswer([
        { id: 101, discountPercentage: 20 },
        { id: 202, discountPercentage: 10 },
      ]),
    );
    expect(store.getState().promo).toEqual({
      code: 'FLYSM',
      description: expect.any(String),
      discounts: { '101': 20, '202': 10 },
    });
    expect(store.getState().items.map((i) => [i.discountPercentage, i.discountReason])).toEqual([
      [20, 'promo'],
      [10, 'promo'],
    ]);
    expect(store.totals()).toEqual({ count: 2, baseTotal: 840, porterTotal: 0, discountTotal: 123.5, total: 716.5 });
  });

  it('an invalid answer clears the promo', () => {
    const { store } = setup();
    store.add(fcoArrival());
    store.applyPromo(promoAnswer([{ id: 101, discountPercentage: 20 }]));
    store.applyPromo(promoAnswer([], false));
    expect(store.getState().promo).toBeNull();
    expect(store.getState().items[0].discountPercentage).toBe(0);
  });

  it('ignores a discount for an id not in the cart', () => {
    const { store, schedule } = setup();
    store.add(fcoArrival());
    store.applyPromo(promoAnswer([{ id: 999, discountPercentage: 20 }]));
    expect(store.getState().promo?.discounts).toEqual({});
    expect(schedule).not.toHaveBeenCalled();
  });

  it('rejects a percentage outside 0–100 with a warning', () => {
    const { store } = setup();
    store.add(fcoArrival());
    store.applyPromo(promoAnswer([{ id: 101, discountPercentage: 120 }]));
    expect(store.getState().items[0].discountPercentage).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('between 0 and 100'));
  });

  it('retries a return leg not yet in the cart once after 500 ms', () => {
    jest.useFakeTimers();
    try {
      const storage = createMemoryStorage();
      const store = createCartStore({ storage, now: () => T0 });
      store.add(fcoArrival());
      store.applyPromo(
        promoAnswer([
          { id: 101, discountPercentage: 20 },
          { id: -101, discountPercentage: 20 },
        ]),
      );
      // The wizard adds the return leg right after the answer came back.
      addRoundTrip(store, fcoArrival(), fcoDeparture({ serviceId: 103, airport: { code: 'JFK', name: 'JFK' } }));
      expect(store.getState().items.find((i) => i.id === -101)?.discountPercentage).toBe(10);
      jest.advanceTimersByTime(500);
      expect(store.getState().items.find((i) => i.id === -101)).toMatchObject({
        discountPercentage: 20,
        discountReason: 'promo',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up on the return leg if it is still missing after the retry', () => {
    jest.useFakeTimers();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const store = createCartStore({ storage: createMemoryStorage(), now: () => T0 });
      store.add(fcoArrival());
      store.applyPromo(promoAnswer([{ id: -101, discountPercentage: 20 }]));
      jest.advanceTimersByTime(5000);
      expect(store.getState().promo?.discounts).toEqual({});
      expect(info).toHaveBeenCalledWith(expect.stringContaining('giving up'));
    } finally {
      info.mockRestore();
      jest.useRealTimers();
    }
  });

  it('setDiscount needs an applied promo and an item in the cart', () => {
    const { store } = setup();
    store.add(fcoArrival());
    expect(store.setDiscount(101, 20)).toBe('no-promo');
    store.applyPromo(promoAnswer([]));
    expect(store.setDiscount(5, 20)).toBe('not-in-cart');
    expect(store.setDiscount(101, -3)).toBe('invalid-percentage');
    expect(store.setDiscount(101, 20)).toBe('ok');
    expect(store.getState().items[0].discountPercentage).toBe(20);
  });
});

describe('clear', () => {
  it('removes the cart, every porter record, the last-selected porter and the promo', () => {
    const { store, storage } = setup({ userEmail: 'a@example.com' });
    store.add(fcoArrival());
    store.add(sydArrival());
    store.setPorter(101, true);
    store.setPorter(202, true);
    store.applyPromo(promoAnswer([{ id: 101, discountPercentage: 20 }]));
    const listener = jest.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.getState()).toEqual({ items: [], promo: null, loadError: false });
    for (const key of ['cart', 'cartPromo', 'porter_101', 'porter_202', 'lastSelectedPorter'])
      expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('userEmail')).toBe('a@example.com');
    expect(listener).toHaveBeenCalled();
  });
});

describe('totals and itemTotal', () => {
  it('FCO standard 395 + porter 150 = 545; with 10 % off 490.50', () => {
    const { store } = setup();
    store.add(fcoArrival({ porterSelected: true }));
    expect(store.totals()).toEqual({ count: 1, baseTotal: 395, porterTotal: 150, discountTotal: 0, total: 545 });
    store.add(fcoDeparture());
    const fco = store.getState().items.find((i) => i.id === 101)!;
    expect(store.itemTotal(fco)).toBe(490.5);
  });

  it('SYD 445 + 350 = 795 beside FCO 545', () => {
    const { store } = setup();
    store.add(fcoArrival({ porterSelected: true }));
    store.add(sydArrival({ porterSelected: true }));
    expect(store.totals()).toEqual({ count: 2, baseTotal: 840, porterTotal: 500, discountTotal: 0, total: 1340 });
  });
});

describe('addRoundTrip', () => {
  const back = () => fcoDeparture({ id: 103, serviceId: 103, name: 'Departure Meet & Assist' });

  it('adds the outbound and the linked return leg, 10 % on both', () => {
    const { store } = setup();
    addRoundTrip(store, fcoArrival(), back());
    const [outbound, ret] = store.getState().items;
    expect(outbound).toMatchObject({
      id: 101,
      roundTrip: true,
      returnTripId: -101,
      discountPercentage: 10,
      discountReason: 'round-trip',
    });
    expect(ret).toMatchObject({
      id: -101,
      serviceId: 103,
      isReturnService: true,
      returnTripFor: 101,
      roundTrip: true,
      name: 'Departure Meet & Assist (Return)',
      discountPercentage: 10,
    });
  });

  it('keeps the outbound already in the cart', () => {
    const { store } = setup();
    store.add(fcoArrival({ travelers: { adults: 4, children: 0 } }));
    addRoundTrip(store, fcoArrival(), back());
    expect(store.getState().items).toHaveLength(2);
    expect(store.getState().items[0]).toMatchObject({
      id: 101,
      travelers: { adults: 4, children: 0 },
      roundTrip: true,
    });
  });

  it('replaces an earlier return leg and does not double the suffix', () => {
    const { store } = setup();
    addRoundTrip(store, fcoArrival(), back());
    addRoundTrip(store, fcoArrival(), { ...back(), date: '2030-06-20', name: 'Departure Meet & Assist (Return)' });
    const legs = store.getState().items.filter((i) => i.id === -101);
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ date: '2030-06-20', name: 'Departure Meet & Assist (Return)', roundTrip: true });
    expect(store.getState().items.find((i) => i.id === 101)).toMatchObject({ roundTrip: true, returnTripId: -101 });
  });
});
