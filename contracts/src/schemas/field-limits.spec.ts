import type { z } from 'zod';
import { bookingRequestSchema } from './bookings';
import { checkoutRequestSchema } from './checkout';
import { BOOKING_TEXT_LIMITS, OPERATIONS_TEXT_LIMITS, TRANSFER_TEXT_LIMITS } from './field-limits';
import { bookingCoreUpdateSchema } from './internal';
import { saveQuoteRequestSchema } from './quotes';
import { transferCreateSchema } from './operations';
import { adminBookingUpdateSchema } from './staff';
import { bookingRequest, checkout, fixValidationClock, quoteItem, transfer } from './schema-fixtures.spec-helper';

fixValidationClock();

/** Whether the schema takes `value` at `field` of `base` (a dotted path into objects and arrays). */
function accepts(schema: z.ZodType, base: object, field: string, value: string): boolean {
  const input = structuredClone(base) as Record<string, unknown>;
  const keys = field.split('.');
  let at: Record<string, unknown> = input;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1]!] = value;
  return schema.safeParse(input).success;
}

const letters = (n: number) => 'A'.repeat(n);

describe('a booking text is as long as BOOKING_TEXT_LIMITS says, in every schema that takes it', () => {
  it.each([
    ['the request', 'contactName', 'personName', bookingRequestSchema, bookingRequest, letters],
    ['the request', 'companyName', 'companyName', bookingRequestSchema, bookingRequest, letters],
    ['the request', 'specialRequests', 'specialRequests', bookingRequestSchema, bookingRequest, letters],
    ['the request', 'terminal', 'terminal', bookingRequestSchema, bookingRequest, letters],
    ['the checkout', 'contactName', 'personName', checkoutRequestSchema, checkout, letters],
    ['the checkout', 'specialRequests', 'specialRequests', checkoutRequestSchema, checkout, letters],
    ['the checkout', 'promoCode', 'promoCode', checkoutRequestSchema, checkout, letters],
    ['the checkout', 'items.0.terminal', 'terminal', checkoutRequestSchema, checkout, letters],
    ['a saved quote', 'items.0.terminal', 'terminal', saveQuoteRequestSchema, { items: [quoteItem] }, letters],
    [
      'a staff correction',
      'contactName',
      'personName',
      bookingCoreUpdateSchema,
      { actor: { id: '1', name: 'Ada' } },
      letters,
    ],
    ['a staff save', 'specialRequests', 'specialRequests', adminBookingUpdateSchema, { version: 1 }, letters],
    ['a staff save', 'internalNotes', 'internalNotes', adminBookingUpdateSchema, { version: 1 }, letters],
  ] as const)(
    '%s: %s takes BOOKING_TEXT_LIMITS.%s characters and no more',
    (_where, field, limit, schema, base, make) => {
      const max = BOOKING_TEXT_LIMITS[limit];
      expect([accepts(schema, base, field, make(max)), accepts(schema, base, field, make(max + 1))]).toEqual([
        true,
        false,
      ]);
    },
  );
});

// Phones, e-mails and codes have formats of their own (their lengths are said by the same tables).
const formatted = (field: string) => /Phone$|Email$|^airportCode$/.test(field);

describe("a case's operations text is as long as OPERATIONS_TEXT_LIMITS says, in the staff save and its form", () => {
  it.each(Object.keys(OPERATIONS_TEXT_LIMITS).filter((f) => !formatted(f) && f !== 'costDescription'))(
    '%s takes its limit and no more',
    (field) => {
      const max = OPERATIONS_TEXT_LIMITS[field as keyof typeof OPERATIONS_TEXT_LIMITS];
      const base = { version: 1 };
      expect([
        accepts(adminBookingUpdateSchema, base, field, letters(max)),
        accepts(adminBookingUpdateSchema, base, field, letters(max + 1)),
      ]).toEqual([true, false]);
    },
  );
});

describe('a chauffeur transfer text is as long as TRANSFER_TEXT_LIMITS says', () => {
  it.each(Object.keys(TRANSFER_TEXT_LIMITS).filter((f) => !formatted(f)))('%s takes its limit and no more', (field) => {
    const max = TRANSFER_TEXT_LIMITS[field as keyof typeof TRANSFER_TEXT_LIMITS];
    const make = field === 'flightNumber' ? (n: number) => `AZ${'1'.repeat(n - 2)}` : letters;
    expect([
      accepts(transferCreateSchema, transfer, field, make(max)),
      accepts(transferCreateSchema, transfer, field, make(max + 1)),
    ]).toEqual([true, false]);
  });

  it('bounds a booking field of a transfer as the booking bounds it', () => {
    expect(TRANSFER_TEXT_LIMITS).toMatchObject({
      contactName: BOOKING_TEXT_LIMITS.personName,
      bookerName: BOOKING_TEXT_LIMITS.personName,
      agencyName: BOOKING_TEXT_LIMITS.companyName,
      airline: BOOKING_TEXT_LIMITS.airline,
      flightNumber: BOOKING_TEXT_LIMITS.flightNumber,
      terminal: BOOKING_TEXT_LIMITS.terminal,
      specialRequests: BOOKING_TEXT_LIMITS.specialRequests,
      internalNotes: BOOKING_TEXT_LIMITS.internalNotes,
    });
  });
});
