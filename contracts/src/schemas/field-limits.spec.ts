import type { z } from 'zod';
import { bookingRequestSchema } from './bookings';
import { checkoutRequestSchema } from './checkout';
import { BOOKING_TEXT_LIMITS } from './field-limits';
import { bookingCoreUpdateSchema } from './internal';
import { saveQuoteRequestSchema } from './quotes';
import { adminBookingUpdateSchema } from './staff';
import { bookingRequest, checkout, fixValidationClock, quoteItem } from './schema-fixtures.spec-helper';

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
