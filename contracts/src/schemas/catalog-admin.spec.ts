import {
  CATALOG_CSV_HEADER,
  CATALOG_MESSAGES,
  adminAirportUpdateSchema,
  adminPromoCodeCreateSchema,
  csvDollarsSchema,
  csvPriceRowSchema,
  csvServiceRowSchema,
  ianaTimeZoneSchema,
  priceVersionCreateSchema,
} from './catalog-admin';
import { staffTokenClaimsSchema } from './staff-token';

describe('catalog admin schemas', () => {
  it('takes IANA zones this runtime knows and refuses offsets and made-up zones', () => {
    for (const zone of ['Europe/London', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'UTC'])
      expect(ianaTimeZoneSchema.safeParse(zone).success).toBe(true);
    for (const zone of ['+01:00', 'GMT+1', 'Mars/Olympus_Mons', 'Europe/', ''])
      expect(ianaTimeZoneSchema.safeParse(zone).error?.issues[0]?.message).toBe(CATALOG_MESSAGES.timeZone);
  });

  it('reads CSV amounts as dollars with at most two decimals', () => {
    expect(csvDollarsSchema.parse('395')).toBe(395);
    expect(csvDollarsSchema.parse(' 395.50 ')).toBe(395.5);
    for (const bad of ['1e3', '-1', '3.999', '$5', '']) expect(csvDollarsSchema.safeParse(bad).success).toBe(false);
  });

  it('reads a price version row from its three required columns; fees left empty stay unset', () => {
    expect(
      csvPriceRowSchema.parse({ serviceId: '12', effectiveFrom: '2031-01-01', basePrice: '410', adultFee: '' }),
    ).toEqual({ serviceId: 12, effectiveFrom: '2031-01-01', basePrice: 410 });
    const bad = csvPriceRowSchema.safeParse({ serviceId: 'x', effectiveFrom: '2031-02-30', basePrice: '410' });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['effectiveFrom', 'serviceId']);
  });

  it('reads a service row’s lists and flags', () => {
    const row = csvServiceRowSchema.parse({
      serviceId: '1',
      airport: 'lhr',
      vendor: '',
      serviceType: 'arrival',
      serviceLevel: 'standard',
      name: 'Meet & Greet',
      description: 'At the gate',
      includedTravelers: '2',
      freeChildrenAllowance: '0',
      greeterLimit: '6',
      afterHoursStart: '22:00',
      afterHoursEnd: '06:00',
      cancellationDeadlineHours: '48',
      tags: 'Fast Track|Arrival',
      isPopular: 'true',
      isPremium: 'false',
      inclusions: 'meetAtGate|escortToCar',
      active: 'true',
    });
    expect(row).toMatchObject({
      airport: 'LHR',
      vendor: undefined,
      tags: ['Fast Track', 'Arrival'],
      inclusions: ['meetAtGate', 'escortToCar'],
      isPopular: true,
      active: true,
    });
  });

  it('writes record first and every column once', () => {
    expect(CATALOG_CSV_HEADER[0]).toBe('record');
    expect(new Set(CATALOG_CSV_HEADER).size).toBe(CATALOG_CSV_HEADER.length);
  });

  it('refuses an edit with nothing to change, and amounts that are not cents', () => {
    expect(adminAirportUpdateSchema.safeParse({ version: 3 }).error?.issues[0]?.message).toBe(
      CATALOG_MESSAGES.nothingToChange,
    );
    expect(priceVersionCreateSchema.safeParse({ effectiveFrom: '2031-01-01', basePrice: 1.005 }).success).toBe(false);
  });

  it('upper-cases promo codes and wants a discount for a level', () => {
    expect(
      adminPromoCodeCreateSchema.parse({ code: 'spring26', description: 'Spring', discounts: { standard: 15 } }),
    ).toMatchObject({ code: 'SPRING26', usageLimit: null, perEmailLimit: null, active: true });
    expect(
      adminPromoCodeCreateSchema.safeParse({ code: 'SPRING', description: 'Spring', discounts: {} }).error?.issues[0]
        ?.message,
    ).toBe(CATALOG_MESSAGES.promoDiscounts);
  });

  it('reads a staff token’s claims', () => {
    const claims = {
      iss: 'svc-ops',
      sub: 'staff-1',
      aud: 'svc-catalog',
      name: 'Cat Alog',
      role: 'catalog',
      permissions: ['catalog.view', 'catalog.edit'],
      sid: 'session-1',
      iat: 1,
      exp: 301,
      jti: 'j',
    };
    expect(staffTokenClaimsSchema.parse(claims)).toEqual(claims);
    expect(staffTokenClaimsSchema.safeParse({ ...claims, role: 'root' }).success).toBe(false);
  });
});
