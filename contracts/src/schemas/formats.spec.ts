import { bookingRequestSchema } from './bookings';
import { CHECKOUT_MESSAGES, checkoutRequestSchema } from './checkout';
import {
  DATE_IN_PAST_MESSAGE,
  DATE_TOO_FAR_MESSAGE,
  MAX_INTEGER_ID,
  POSITIVE_INTEGER_ID_PATTERN,
  correctedDateSchema,
  isoDateSchema,
  serviceDateSchema,
  setValidationClock,
} from './common';
import { bookingCoreUpdateSchema } from './internal';
import { caseOperationsUpdateSchema, transferCreateSchema } from './operations';
import { adminBookingUpdateSchema, adminPricePreviewRequestSchema } from './staff';
import { partnerQuoteRequestSchema } from './partner';
import { PHONE_FORMAT_MESSAGE, asPhoneCountry, formatPhoneNumber, normalizePhoneNumber, phoneCountryOf } from './phone';
import { saveQuoteRequestSchema, savedQuoteSchema } from './quotes';
import { serviceIdParamsSchema } from './services';
import { chauffeurSupplierInputSchema } from './suppliers';
import { bookingRequest, checkout, checkoutItem, fixValidationClock, quoteItem } from './schema-fixtures.spec-helper';

fixValidationClock();

function firstIssue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.map(String).join('.'), message: issue.message };
}

describe('phone numbers', () => {
  it.each([
    ['+1 212 555 0100', '+12125550100', '+1 212 555 0100'],
    ['+12125550100', '+12125550100', '+1 212 555 0100'],
    ['+1 (212) 555-0100', '+12125550100', '+1 212 555 0100'],
    ['+1.212.555.0100', '+12125550100', '+1 212 555 0100'],
    ['+44 20 7946 0000', '+442079460000', '+44 20 7946 0000'],
    ['+44 20 7946 0001', '+442079460001', '+44 20 7946 0001'],
    ['0044 20 7946 0000', '+442079460000', '+44 20 7946 0000'],
    ['+39 06 555 0101', '+39065550101', '+39 06 555 0101'],
    ['+39 333 123 4567', '+393331234567', '+39 333 123 4567'],
  ])('takes %s, stores it in E.164 as %s and shows it as %s', (typed, stored, shown) => {
    expect(normalizePhoneNumber(typed)).toBe(stored);
    expect(formatPhoneNumber(stored)).toBe(shown);
  });

  it('reads a number without its country code as the chosen country’s', () => {
    expect(normalizePhoneNumber('06 1234 5678', 'IT')).toBe('+390612345678');
    expect(normalizePhoneNumber('020 7946 0000', 'GB')).toBe('+442079460000');
    expect(normalizePhoneNumber('(212) 555-0100', 'US')).toBe('+12125550100');
    // A number with its country code keeps it, whatever country is chosen.
    expect(normalizePhoneNumber('+44 20 7946 0000', 'IT')).toBe('+442079460000');
    expect(normalizePhoneNumber('06 1234 5678', 'US')).toBeUndefined();
    expect(normalizePhoneNumber('call me', 'IT')).toBeUndefined();
    expect(phoneCountryOf('+39 06 1234 5678')).toBe('IT');
    expect(asPhoneCountry('gb')).toBe('GB');
    expect(asPhoneCountry('XX')).toBeUndefined();
  });

  it('shows what is no valid number as it is', () => {
    expect(formatPhoneNumber('+1 555 0100')).toBe('+1 555 0100');
    expect(formatPhoneNumber(null)).toBeNull();
  });

  it.each([
    '<svg onload=alert(1)>',
    // No country code: refused rather than guessed (see phone.ts).
    '(212) 555-0100',
    '212 555 0100',
    '020 7946 0000',
    // Too short for its country, or no number at all.
    '+1 555 0100',
    '+44 20',
    '+++++',
    '=1+2',
    '+1 212 555 0100 ext. 12',
    'call +1 212 555 0100',
  ])('refuses %s', (typed) => {
    expect(normalizePhoneNumber(typed)).toBeUndefined();
  });

  it('checks and normalises the booking request phone, keeping its length message', () => {
    expect(bookingRequestSchema.parse({ ...bookingRequest, contactPhone: '+1 (212) 555-0100' }).contactPhone).toBe(
      '+12125550100',
    );
    expect(
      firstIssue(bookingRequestSchema.safeParse({ ...bookingRequest, contactPhone: '<svg onload=alert(1)>' })),
    ).toEqual({ path: 'contactPhone', message: PHONE_FORMAT_MESSAGE });
    expect(firstIssue(bookingRequestSchema.safeParse({ ...bookingRequest, contactPhone: '(212) 555-0100' }))).toEqual({
      path: 'contactPhone',
      message: PHONE_FORMAT_MESSAGE,
    });
    expect(firstIssue(bookingRequestSchema.safeParse({ ...bookingRequest, contactPhone: '123' }))).toEqual({
      path: 'contactPhone',
      message: 'Phone number must be at least 5 characters',
    });
  });

  it("checks the checkout's traveller and booker phones", () => {
    expect(checkoutRequestSchema.parse({ ...checkout, contactPhone: '+1 212 555 0100' }).contactPhone).toBe(
      '+12125550100',
    );
    expect(firstIssue(checkoutRequestSchema.safeParse({ ...checkout, contactPhone: '<svg onload=alert(1)>' }))).toEqual(
      { path: 'contactPhone', message: PHONE_FORMAT_MESSAGE },
    );
    expect(firstIssue(checkoutRequestSchema.safeParse({ ...checkout, contactPhone: '1234' }))).toEqual({
      path: 'contactPhone',
      message: CHECKOUT_MESSAGES.phone,
    });
    const forOther = {
      ...checkout,
      bookingContext: 'other',
      bookerRole: 'executive-assistant',
      bookerName: 'Ada Lovelace',
      bookerEmail: 'ada@example.com',
    };
    expect(checkoutRequestSchema.parse({ ...forOther, bookerPhone: '0044 20 7946 0000' }).bookerPhone).toBe(
      '+442079460000',
    );
    expect(firstIssue(checkoutRequestSchema.safeParse({ ...forOther, bookerPhone: 'my office' }))).toEqual({
      path: 'bookerPhone',
      message: PHONE_FORMAT_MESSAGE,
    });
    expect(firstIssue(checkoutRequestSchema.safeParse({ ...forOther, bookerPhone: '' }))).toEqual({
      path: 'bookerPhone',
      message: CHECKOUT_MESSAGES.bookerPhone,
    });
  });

  it("checks staff's phones and keeps their empty shapes", () => {
    expect(caseOperationsUpdateSchema.parse({ greeterPhone: '+39 06 555 0101', driverPhone: '' })).toMatchObject({
      greeterPhone: '+39065550101',
      driverPhone: null,
    });
    expect(firstIssue(caseOperationsUpdateSchema.safeParse({ greeterPhone: '<svg onload=alert(1)>' }))).toEqual({
      path: 'greeterPhone',
      message: PHONE_FORMAT_MESSAGE,
    });
    expect(firstIssue(adminBookingUpdateSchema.safeParse({ version: 1, contactPhone: '555-0100x' }))).toEqual({
      path: 'contactPhone',
      message: PHONE_FORMAT_MESSAGE,
    });
    expect(adminBookingUpdateSchema.parse({ version: 1, contactPhone: '+1 212-555-0100' }).contactPhone).toBe(
      '+12125550100',
    );
    const transfer = {
      contactName: 'Katherine Johnson',
      contactEmail: 'katherine@example.com',
      serviceDate: '2030-07-01',
      serviceTime: '09:30',
      direction: 'pickup',
      airportCode: 'JFK',
      passengers: 3,
      vehicleType: 'suv',
      serviceCost: 180,
    };
    expect(transferCreateSchema.parse(transfer)).toMatchObject({
      contactPhone: '',
      bookerPhone: null,
      driverPhone: null,
    });
    expect(
      transferCreateSchema.parse({ ...transfer, contactPhone: '+1 757 555 0100', driverPhone: '+1 (757) 555-0142' }),
    ).toMatchObject({ contactPhone: '+17575550100', driverPhone: '+17575550142' });
    expect(firstIssue(transferCreateSchema.safeParse({ ...transfer, bookerPhone: 'ask the desk' }))).toEqual({
      path: 'bookerPhone',
      message: PHONE_FORMAT_MESSAGE,
    });
    expect(
      firstIssue(
        chauffeurSupplierInputSchema.safeParse({
          supplierName: 'Roma Cars',
          typeOfSupplier: 'Local',
          airportCodes: ['FCO'],
          phone: '06 555 0000',
        }),
      ),
    ).toEqual({ path: 'phone', message: PHONE_FORMAT_MESSAGE });
  });

  it('leaves svc-booking’s internal correction to take a stored phone back as it was (an undo)', () => {
    expect(
      bookingCoreUpdateSchema.parse({ contactPhone: '+1 555 0100', actor: { id: null, name: 'Ops' } }).contactPhone,
    ).toBe('+1 555 0100');
  });
});

describe('dates', () => {
  it.each([
    ['0000-00-00', 'Date does not exist'],
    ['0000-01-01', 'Date does not exist'],
    ['2030-02-30', 'Date does not exist'],
    ['2030-13-01', 'Date does not exist'],
    ['30-06-2030', 'Date must be YYYY-MM-DD'],
  ])('refuses %s as a date anywhere, with one message', (date, message) => {
    expect(isoDateSchema.safeParse(date).error?.issues.map((i) => i.message)).toEqual([message]);
    expect(serviceDateSchema.safeParse(date).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('takes a service date from yesterday (UTC; airports west of UTC) to two years ahead', () => {
    for (const date of ['2030-05-31', '2030-06-01', '2030-06-20', '2032-06-01'])
      expect(serviceDateSchema.parse(date)).toBe(date);
    expect(serviceDateSchema.safeParse('2030-05-30').error?.issues[0]?.message).toBe(DATE_IN_PAST_MESSAGE);
    expect(serviceDateSchema.safeParse('2020-06-01').error?.issues[0]?.message).toBe(DATE_IN_PAST_MESSAGE);
    expect(serviceDateSchema.safeParse('2032-06-02').error?.issues[0]?.message).toBe(DATE_TOO_FAR_MESSAGE);
    expect(serviceDateSchema.safeParse('9999-12-31').error?.issues[0]?.message).toBe(DATE_TOO_FAR_MESSAGE);
  });

  it.each([
    [
      'a booking request',
      () => bookingRequestSchema.safeParse({ ...bookingRequest, flightDate: '9999-12-31' }),
      'flightDate',
      DATE_TOO_FAR_MESSAGE,
    ],
    [
      'a booking request',
      () => bookingRequestSchema.safeParse({ ...bookingRequest, flightDate: '2020-06-20' }),
      'flightDate',
      DATE_IN_PAST_MESSAGE,
    ],
    [
      'a checkout item',
      () =>
        checkoutRequestSchema.safeParse({
          ...checkout,
          items: [checkoutItem, { ...checkoutItem, flightDate: '9999-12-31' }],
        }),
      'items.1.flightDate',
      DATE_TOO_FAR_MESSAGE,
    ],
    [
      'a saved quote',
      () => saveQuoteRequestSchema.safeParse({ items: [{ ...quoteItem, date: '2020-06-20' }] }),
      'items.0.date',
      DATE_IN_PAST_MESSAGE,
    ],
    [
      'the return leg of a saved quote',
      () =>
        saveQuoteRequestSchema.safeParse({
          items: [
            quoteItem,
            { ...quoteItem, cartId: -11, isReturnService: true, returnTripFor: 11, date: '2020-06-27' },
          ],
        }),
      'items.1.date',
      DATE_IN_PAST_MESSAGE,
    ],
    [
      'a partner quote',
      () => partnerQuoteRequestSchema.safeParse({ serviceId: 11, date: '9999-12-31', time: '14:00', adults: 1 }),
      'date',
      DATE_TOO_FAR_MESSAGE,
    ],
    [
      'a partner quote',
      () => partnerQuoteRequestSchema.safeParse({ serviceId: 11, date: '2020-01-01', time: '14:00', adults: 1 }),
      'date',
      DATE_IN_PAST_MESSAGE,
    ],
    [
      'a booking edit',
      () => adminBookingUpdateSchema.safeParse({ version: 1, flightDate: '9999-12-31' }),
      'flightDate',
      DATE_TOO_FAR_MESSAGE,
    ],
    [
      'a booking request',
      () => bookingRequestSchema.safeParse({ ...bookingRequest, flightDate: '2030-02-30' }),
      'flightDate',
      'Date does not exist',
    ],
    [
      'a checkout item',
      () => checkoutRequestSchema.safeParse({ ...checkout, items: [{ ...checkoutItem, flightDate: '0000-00-00' }] }),
      'items.0.flightDate',
      'Date does not exist',
    ],
  ])('refuses the date of %s', (_what, parse, path, message) => {
    expect(firstIssue(parse())).toEqual({ path, message });
  });

  it('lets staff record a date that has passed, and opens a saved quote whose date has passed since', () => {
    expect(correctedDateSchema.parse('2030-05-01')).toBe('2030-05-01');
    expect(adminBookingUpdateSchema.parse({ version: 1, flightDate: '2030-05-01' }).flightDate).toBe('2030-05-01');
    const stored = {
      token: 'abcdefghijklmnopqrstuv',
      items: [{ ...quoteItem, date: '2030-05-01' }],
      promoCode: null,
      createdAt: '2030-04-01T00:00:00.000Z',
      expiresAt: '2030-05-01T00:00:00.000Z',
    };
    expect(savedQuoteSchema.parse(stored).items[0]!.date).toBe('2030-05-01');
  });

  it('reads today from the validation clock, so servers check with the clock they run with', () => {
    setValidationClock(() => new Date('2020-01-01T00:00:00Z'));
    expect(serviceDateSchema.safeParse('2030-06-20').error?.issues[0]?.message).toBe(DATE_TOO_FAR_MESSAGE);
    setValidationClock(() => new Date('2030-06-01T12:00:00Z'));
    expect(serviceDateSchema.parse('2030-06-20')).toBe('2030-06-20');
  });
});

describe('ids in a path', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
    ['2099999999', 2099999999],
    ['999999999', 999999999],
  ])('takes %s', (id, value) => {
    expect(serviceIdParamsSchema.parse({ id })).toEqual({ id: value });
  });

  it('has a pattern that stops exactly at the integer bound, so the API documents promise no id the server refuses', () => {
    const near = [
      1,
      9,
      10,
      999_999_999,
      1_000_000_000,
      1_999_999_999,
      2_000_000_000,
      MAX_INTEGER_ID - 1,
      MAX_INTEGER_ID,
      MAX_INTEGER_ID + 1,
      2_147_483_650,
      2_147_483_700,
      2_147_490_000,
      2_148_000_000,
      2_200_000_000,
      9_999_999_999,
    ];
    const digits = [...Array(2000)].map((_, i) => Math.floor(((i * 7919) % 2000) * 5_000_000 + i * 1237));
    for (const n of [...near, ...digits]) {
      expect([String(n), POSITIVE_INTEGER_ID_PATTERN.test(String(n))]).toEqual([
        String(n),
        n >= 1 && n <= MAX_INTEGER_ID,
      ]);
    }
  });

  it.each([
    '1e3',
    '0x10',
    '',
    ' 7',
    '07',
    '-1',
    '1.0',
    '1_000',
    '2147483648',
    '7988803050',
    '3000000000',
    '2147483650',
    '99999999999',
    'Infinity',
  ])('refuses %j', (id) => {
    expect(serviceIdParamsSchema.safeParse({ id }).error?.issues[0]?.message).toBe(
      'Service id must be a positive number',
    );
  });
});

describe('amounts people enter', () => {
  const actor = { id: null, name: 'Ops' };
  it.each([21_474_837, 1e16, 10_000_000.01])(
    'refuses a porter cost of %d in a correction and in a price preview, in words',
    (porterCost) => {
      expect(bookingCoreUpdateSchema.safeParse({ porterCost, actor }).error?.issues[0]?.message).toBe(
        'Amounts are at most 10,000,000',
      );
      expect(adminPricePreviewRequestSchema.safeParse({ porterCost }).error?.issues[0]?.message).toBe(
        'Amounts are at most 10,000,000',
      );
    },
  );

  it('takes a porter cost up to the bound, in cents', () => {
    expect(bookingCoreUpdateSchema.parse({ porterCost: 10_000_000, actor }).porterCost).toBe(10_000_000);
    expect(bookingCoreUpdateSchema.safeParse({ porterCost: 12.345, actor }).error?.issues[0]?.message).toBe(
      'Amounts are in cents',
    );
  });
});
