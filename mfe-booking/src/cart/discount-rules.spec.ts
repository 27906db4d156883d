import { itemTotalOf, totalsOf } from './cart-pricing';
import type { AppliedPromo } from './cart.types';
import {
  DISCOUNT_RETRY_MS,
  discountsFor,
  setDiscountWithRetry,
  withDiscounts,
  type DiscountTarget,
  type SetDiscountResult,
} from './discount-rules';
import { cartItem, fcoArrival, fcoDeparture, sydArrival } from './test-fixtures';

const flysm = (discounts: Record<string, number>): AppliedPromo => ({ code: 'FLYSM', description: 'FLYSM', discounts });

describe('discountsFor', () => {
  it('gives nothing to a lone item', () => {
    expect(discountsFor([fcoArrival()], null).get(101)).toEqual({ discountPercentage: 0, discountReason: null });
  });

  it('gives 10 % to both legs of a round trip', () => {
    const outbound = fcoArrival({ roundTrip: true, returnTripId: -101 });
    const back = fcoDeparture({
      id: -101,
      isReturnService: true,
      returnTripFor: 101,
      roundTrip: true,
      airport: { code: 'JFK', name: 'JFK' },
    });
    const d = discountsFor([outbound, back], null);
    expect(d.get(101)).toEqual({ discountPercentage: 10, discountReason: 'round-trip' });
    expect(d.get(-101)).toEqual({ discountPercentage: 10, discountReason: 'round-trip' });
  });

  it('treats a linked pair as a round trip even without the flag', () => {
    const outbound = fcoArrival({ returnTripId: -101 });
    const back = fcoDeparture({ id: -101, returnTripFor: 101, airport: { code: 'JFK', name: 'JFK' } });
    const d = discountsFor([outbound, back], null);
    expect(d.get(101)?.discountReason).toBe('round-trip');
    expect(d.get(-101)?.discountReason).toBe('round-trip');
  });

  it('gives 10 % for another service type at the same airport', () => {
    const d = discountsFor([fcoArrival(), fcoDeparture()], null);
    expect(d.get(101)).toEqual({ discountPercentage: 10, discountReason: 'multi-service' });
    expect(d.get(103)).toEqual({ discountPercentage: 10, discountReason: 'multi-service' });
  });

  it('gives no multi-service discount for the same type at the same airport', () => {
    const d = discountsFor([fcoArrival(), fcoArrival({ id: 105, serviceLevel: 'lounge' })], null);
    expect(d.get(101)?.discountPercentage).toBe(0);
    expect(d.get(105)?.discountPercentage).toBe(0);
  });

  it('gives no multi-service discount for different types at different airports', () => {
    const d = discountsFor([fcoArrival(), sydArrival({ serviceType: 'departure' })], null);
    expect(d.get(101)?.discountPercentage).toBe(0);
    expect(d.get(202)?.discountPercentage).toBe(0);
  });

  it('compares airport codes without regard to case', () => {
    const d = discountsFor([fcoArrival(), fcoDeparture({ airport: { code: 'fco', name: 'Rome' } })], null);
    expect(d.get(101)?.discountPercentage).toBe(10);
  });

  it('counts a transfer as another type', () => {
    const d = discountsFor([fcoArrival(), cartItem({ id: 107, serviceType: 'transfer' })], null);
    expect(d.get(101)?.discountReason).toBe('multi-service');
  });

  it('takes the promo percentage from the per-id map', () => {
    const d = discountsFor([fcoArrival(), sydArrival()], flysm({ '101': 20 }));
    expect(d.get(101)).toEqual({ discountPercentage: 20, discountReason: 'promo' });
    expect(d.get(202)?.discountPercentage).toBe(0);
  });

  it('takes the highest and never stacks: FLYSM 20 % beats the round trip 10 %', () => {
    const outbound = fcoArrival({ roundTrip: true, returnTripId: -101 });
    const back = fcoDeparture({ id: -101, returnTripFor: 101, roundTrip: true });
    const d = discountsFor([outbound, back], flysm({ '101': 20, '-101': 20 }));
    expect(d.get(101)).toEqual({ discountPercentage: 20, discountReason: 'promo' });
    expect(d.get(-101)).toEqual({ discountPercentage: 20, discountReason: 'promo' });
  });

  it('keeps 10 % when a lounge FLYSM 10 % equals the round trip (reason: round trip)', () => {
    const outbound = fcoArrival({ serviceLevel: 'lounge', roundTrip: true, returnTripId: -101 });
    const back = fcoDeparture({ id: -101, serviceLevel: 'lounge', returnTripFor: 101, roundTrip: true });
    const d = discountsFor([outbound, back], flysm({ '101': 10, '-101': 10 }));
    expect(d.get(101)).toEqual({ discountPercentage: 10, discountReason: 'round-trip' });
  });

  it('ignores promo percentages outside 0–100', () => {
    const d = discountsFor([fcoArrival()], flysm({ '101': 150 }));
    expect(d.get(101)?.discountPercentage).toBe(0);
  });

  it('withDiscounts replaces whatever percentage an item carried', () => {
    const [item] = withDiscounts([{ ...fcoArrival(), discountPercentage: 50, discountReason: 'promo' } as never], null);
    expect(item).toMatchObject({ discountPercentage: 0, discountReason: null });
  });
});

describe('cart arithmetic', () => {
  it('adds porter to the base: FCO 395 + 150 = 545, and 10 % off gives 490.50', () => {
    expect(itemTotalOf({ basePrice: 395, porterSelected: true, porterCost: 150, discountPercentage: 0 })).toBe(545);
    expect(itemTotalOf({ basePrice: 395, porterSelected: true, porterCost: 150, discountPercentage: 10 })).toBe(490.5);
  });

  it('leaves porter out when not selected', () => {
    expect(itemTotalOf({ basePrice: 395, porterSelected: false, porterCost: 150, discountPercentage: 0 })).toBe(395);
  });

  it('rounds to the cent', () => {
    expect(itemTotalOf({ basePrice: 395, porterSelected: false, porterCost: 0, discountPercentage: 15 })).toBe(335.75);
    expect(itemTotalOf({ basePrice: 99.99, porterSelected: false, porterCost: 0, discountPercentage: 10 })).toBe(89.99);
  });

  it('sums base, porter and discounts (FCO 545 at 10 % and SYD 795)', () => {
    const items = withDiscounts(
      [fcoArrival({ porterSelected: true, roundTrip: true }), sydArrival({ porterSelected: true })],
      null,
    );
    expect(totalsOf(items)).toEqual({ count: 2, baseTotal: 840, porterTotal: 500, discountTotal: 54.5, total: 1285.5 });
  });
});

describe('setDiscountWithRetry', () => {
  let warn: jest.SpyInstance;
  let info: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
    info.mockRestore();
  });

  function target(answers: SetDiscountResult[]): DiscountTarget & { calls: Array<[number, number]> } {
    const calls: Array<[number, number]> = [];
    return {
      calls,
      setDiscount: (id, pct) => {
        calls.push([id, pct]);
        return answers.shift() ?? 'not-in-cart';
      },
    };
  }

  it('sets the discount at once when the item is there', () => {
    const t = target(['ok']);
    expect(setDiscountWithRetry(t, -101, 20)).toBe('ok');
    jest.advanceTimersByTime(DISCOUNT_RETRY_MS * 2);
    expect(t.calls).toEqual([[-101, 20]]);
  });

  it('retries a return leg not yet in the cart once after 500 ms', () => {
    const t = target(['not-in-cart', 'ok']);
    setDiscountWithRetry(t, -101, 20);
    jest.advanceTimersByTime(499);
    expect(t.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(t.calls).toEqual([
      [-101, 20],
      [-101, 20],
    ]);
  });

  it('gives up after the one retry, logging only', () => {
    const t = target(['not-in-cart', 'not-in-cart']);
    setDiscountWithRetry(t, -101, 20);
    jest.advanceTimersByTime(10_000);
    expect(t.calls).toHaveLength(2);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('giving up'));
  });

  it('ignores a positive id not in the cart (no retry)', () => {
    const t = target(['not-in-cart']);
    setDiscountWithRetry(t, 101, 20);
    jest.advanceTimersByTime(10_000);
    expect(t.calls).toHaveLength(1);
  });

  it.each([-1, 101, Number.NaN])('rejects %p %% with a warning and never calls the store', (pct) => {
    const t = target([]);
    expect(setDiscountWithRetry(t, 101, pct)).toBe('invalid-percentage');
    expect(t.calls).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('uses the injected scheduler', () => {
    const schedule = jest.fn();
    setDiscountWithRetry(target(['not-in-cart']), -5, 10, schedule);
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 500);
  });
});
