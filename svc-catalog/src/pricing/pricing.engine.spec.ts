import { hoursUntil } from '@vip/contracts/time';
import { isWithinWindow, priceService, type PricedService, type PriceInput } from './pricing.engine';

const standardArrival: PricedService = {
  serviceType: 'arrival',
  serviceLevel: 'standard',
  basePriceCents: 39500,
  includedTravelers: 2,
  adultFeeCents: 7500,
  childFeeCents: 5000,
  freeChildrenAllowance: 1,
  greeterLimit: 6,
  afterHoursFeeCents: 5000,
  afterHoursStart: '22:00',
  afterHoursEnd: '06:00',
  lastMinute24hSurchargeCents: 10000,
  lastMinute48hSurchargeCents: 5000,
};

// A service on 2030-06-10 at 14:00 in Rome (12:00Z), a week ahead unless a test says otherwise.
const base: PriceInput = {
  adults: 2,
  children: 0,
  time: '14:00',
  hoursAhead: 168,
  porterSelected: false,
  porterFeeCents: 15000,
};

/** The input for a service at a local date and time in a zone, seen from `now`, as the service computes it. */
const at = (date: string, time: string, timeZone: string, now: string): PriceInput => ({
  ...base,
  time,
  hoursAhead: hoursUntil(date, time, timeZone, new Date(now)),
});

describe('priceService', () => {
  it('reproduces the FCO vector: standard arrival 395 + porter 150 = 545', () => {
    const p = priceService(standardArrival, { ...base, porterSelected: true });
    expect(p.porterCostCents).toBe(15000);
    expect(p.totalPriceCents).toBe(54500);
  });

  it('reproduces the SYD vector: standard arrival 445 + porter 350 = 795', () => {
    const syd = { ...standardArrival, basePriceCents: 44500 };
    const p = priceService(syd, { ...base, porterSelected: true, porterFeeCents: 35000 });
    expect(p.totalPriceCents).toBe(79500);
  });

  it.each([
    [1, 0, 0],
    [2, 0, 0],
    [3, 1, 7500],
    [5, 3, 22500],
  ])('%i adults with 2 included pay %i extra adult(s)', (adults, paid, fee) => {
    const p = priceService(standardArrival, { ...base, adults });
    expect(p.paidAdults).toBe(paid);
    expect(p.adultFeeTotalCents).toBe(fee);
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [4, 3],
  ])('%i children with 2 adults (both included places taken) and an allowance of 1 pay for %i', (children, paid) => {
    const p = priceService(standardArrival, { ...base, children });
    expect(p.paidChildren).toBe(paid);
    expect(p.childFeeTotalCents).toBe(paid * 5000);
  });

  it.each([
    // adults, children, paid children: the base covers 2 travellers of any age, adults first.
    [1, 1, 0],
    [1, 2, 0],
    [1, 3, 1],
    [1, 4, 2],
  ])(
    '%i adult(s) and %i children within 2 included travellers and an allowance of 1: %i children pay',
    (adults, children, paid) => {
      const p = priceService(standardArrival, { ...base, adults, children });
      expect(p.paidAdults).toBe(0);
      expect(p.paidChildren).toBe(paid);
    },
  );

  it('offers porter with standard arrivals and departures only, whatever fee an airport has for another level', () => {
    const suite: PricedService = { ...standardArrival, serviceLevel: 'suite' };
    expect(priceService(suite, { ...base, porterSelected: true, porterFeeCents: 10000 })).toMatchObject({
      porterAvailable: false,
      porterCostCents: 0,
    });
    const transfer: PricedService = { ...standardArrival, serviceType: 'transfer' };
    expect(priceService(transfer, { ...base, porterSelected: true })).toMatchObject({
      porterAvailable: false,
      porterCostCents: 0,
    });
    expect(priceService(standardArrival, { ...base, porterSelected: true, porterFeeCents: 0 })).toMatchObject({
      porterAvailable: false,
      porterCostCents: 0,
    });
  });

  it.each([
    [6, 0, 0],
    [7, 1, 39500],
    [12, 1, 39500],
    [13, 2, 79000],
  ])('%i travellers with a greeter limit of 6 need %i more greeter(s)', (adults, greeters, fee) => {
    const p = priceService(standardArrival, { ...base, adults });
    expect(p.additionalGreeters).toBe(greeters);
    expect(p.additionalGreeterFeeCents).toBe(fee);
  });

  it.each([
    ['21:59', 0],
    ['22:00', 5000],
    ['23:30', 5000],
    ['00:00', 5000],
    ['05:59', 5000],
    ['06:00', 0],
  ])('after-hours fee at %s local is %i', (time, fee) => {
    expect(priceService(standardArrival, { ...base, time }).afterHoursFeeCents).toBe(fee);
  });

  it.each([
    // service at 2030-06-10 12:00Z
    ['2030-06-08T11:59:00Z', 0],
    ['2030-06-08T12:00:00Z', 0], // exactly 48 h before is not under 48 hours
    ['2030-06-08T12:01:00Z', 5000],
    ['2030-06-09T12:00:00Z', 5000], // exactly 24 h before: the 48 h surcharge
    ['2030-06-09T12:01:00Z', 10000],
    ['2030-06-10T11:00:00Z', 10000],
  ])('last-minute surcharge with now=%s is %i', (now, fee) => {
    expect(priceService(standardArrival, at('2030-06-10', '14:00', 'Europe/Rome', now)).lastMinuteFeeCents).toBe(fee);
  });

  it('measures last-minute hours in the airport zone across the European DST change', () => {
    // Europe springs forward in the night to 31 March 2030.
    const p = priceService(standardArrival, at('2030-03-31', '12:00', 'Europe/Rome', '2030-03-30T10:30:00Z'));
    // 12:00 CEST = 10:00Z, 24.5 h ahead minus the lost hour = 23.5 h: the 24 h surcharge.
    expect(p.lastMinuteFeeCents).toBe(10000);
  });

  it('measures last-minute hours in the airport zone across the Sydney DST change', () => {
    // Sydney springs forward on 6 October 2030: 12:00 AEDT (+11) = 01:00Z. Seen from 01:30Z the day
    // before that is 23.5 h ahead (under 24 h); with the old offset it would have been 24.5 h.
    expect(
      priceService(standardArrival, at('2030-10-06', '12:00', 'Australia/Sydney', '2030-10-05T01:30:00Z'))
        .lastMinuteFeeCents,
    ).toBe(10000);
    // Sydney falls back on 7 April 2030: 12:00 AEST (+10) = 02:00Z; from 01:30Z the day before, 24.5 h.
    expect(
      priceService(standardArrival, at('2030-04-07', '12:00', 'Australia/Sydney', '2030-04-06T01:30:00Z'))
        .lastMinuteFeeCents,
    ).toBe(5000);
  });

  it('offers no porter for transfers, nor where the fee is zero', () => {
    expect(
      priceService({ ...standardArrival, serviceType: 'transfer' }, { ...base, porterSelected: true }),
    ).toMatchObject({
      porterAvailable: false,
      porterFeeCents: 0,
      porterCostCents: 0,
      totalPriceCents: 39500,
    });
    expect(priceService(standardArrival, { ...base, porterSelected: true, porterFeeCents: 0 })).toMatchObject({
      porterAvailable: false,
      porterCostCents: 0,
    });
  });

  it('charges porter only when chosen', () => {
    expect(priceService(standardArrival, base)).toMatchObject({
      porterAvailable: true,
      porterFeeCents: 15000,
      porterCostCents: 0,
      totalPriceCents: 39500,
    });
  });
});

describe('discounts', () => {
  it('reduces the total including porter by the percentage (FCO 545 at 10 % is 490.50)', () => {
    const p = priceService(standardArrival, { ...base, porterSelected: true, discountPercentage: 10 });
    expect(p).toMatchObject({
      subtotalCents: 54500,
      discountPercentage: 10,
      discountCents: 5450,
      totalPriceCents: 49050,
    });
  });

  it.each([
    [20, 43600],
    [0, 54500],
    [100, 0],
    [150, 0],
    [-5, 54500],
  ])('%i %% gives %i cents', (pct, total) => {
    expect(
      priceService(standardArrival, { ...base, porterSelected: true, discountPercentage: pct }).totalPriceCents,
    ).toBe(total);
  });

  it('rounds the discount to the cent', () => {
    // 395 at 15 % = 59.25 off.
    expect(priceService(standardArrival, { ...base, discountPercentage: 15 })).toMatchObject({
      discountCents: 5925,
      totalPriceCents: 33575,
    });
  });
});

describe('isWithinWindow', () => {
  it('handles a window that does not wrap', () => {
    expect(isWithinWindow('12:00', '09:00', '17:00')).toBe(true);
    expect(isWithinWindow('17:00', '09:00', '17:00')).toBe(false);
  });
  it('treats an empty window as never', () => {
    expect(isWithinWindow('10:00', '10:00', '10:00')).toBe(false);
  });
});
