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

// 2030-06-10 14:00 in Rome is 12:00Z; "now" is a week earlier unless a test says otherwise.
const base: PriceInput = {
  adults: 2,
  children: 0,
  date: '2030-06-10',
  time: '14:00',
  timeZone: 'Europe/Rome',
  porterSelected: false,
  porterFeeCents: 15000,
  now: new Date('2030-06-03T12:00:00Z'),
};

describe('priceService', () => {
  it('reproduces the FCO vector: standard arrival 395 + porter 150 = 545', () => {
    const p = priceService(standardArrival, { ...base, porterSelected: true });
    expect(p.porterCostCents).toBe(15000);
    expect(p.totalPriceCents).toBe(54500);
  });

  it('reproduces the SYD vector: standard arrival 445 + porter 350 = 795', () => {
    const syd = { ...standardArrival, basePriceCents: 44500 };
    const p = priceService(syd, { ...base, timeZone: 'Australia/Sydney', porterSelected: true, porterFeeCents: 35000 });
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
  ])('%i children with an allowance of 1 pay for %i', (children, paid) => {
    const p = priceService(standardArrival, { ...base, children });
    expect(p.paidChildren).toBe(paid);
    expect(p.childFeeTotalCents).toBe(paid * 5000);
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
    expect(priceService(standardArrival, { ...base, now: new Date(now) }).lastMinuteFeeCents).toBe(fee);
  });

  it('measures last-minute hours in the airport zone across the European DST change', () => {
    // Europe springs forward in the night to 31 March 2030.
    const p = priceService(standardArrival, { ...base, date: '2030-03-31', time: '12:00', now: new Date('2030-03-30T10:30:00Z') });
    // 12:00 CEST = 10:00Z, 24.5 h ahead minus the lost hour = 23.5 h: the 24 h surcharge.
    expect(p.lastMinuteFeeCents).toBe(10000);
  });

  it('offers no porter for transfers, nor where the fee is zero', () => {
    expect(priceService({ ...standardArrival, serviceType: 'transfer' }, { ...base, porterSelected: true })).toMatchObject({
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
    expect(priceService(standardArrival, base)).toMatchObject({ porterAvailable: true, porterFeeCents: 15000, porterCostCents: 0, totalPriceCents: 39500 });
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
