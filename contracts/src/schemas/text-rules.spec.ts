import type { z } from 'zod';
import { bookingRequestSchema, bookingLookupQuerySchema } from './bookings';
import { checkoutRequestSchema } from './checkout';
import { CONTROL_CHARACTERS_MESSAGE, clearableText, isStorableText, optionalText, text } from './common';
import { communicationCreateSchema } from './communications';
import { bookingCoreUpdateSchema } from './internal';
import { invoiceCancelSchema } from './invoices';
import { transferCreateSchema } from './operations';
import { promoApplyRequestSchema } from './promo-codes';
import { saveQuoteRequestSchema } from './quotes';
import { airportSearchQuerySchema } from './airports';
import {
  adminBookingListQuerySchema,
  adminBookingUpdateSchema,
  adminCommentCreateSchema,
  adminSummaryQuerySchema,
  checklistUpdateSchema,
  staffInviteSchema,
} from './staff';
import { chauffeurSupplierInputSchema, chauffeurSupplierNamesQuerySchema } from './suppliers';
import { bookingRequest as validBookingRequest, checkoutItem, fixValidationClock } from './schema-fixtures.spec-helper';

const NUL = 'Grace\u0000Hopper';
const LONE_HIGH = 'Grace\ud800';
const LONE_LOW = '\udc00Hopper';

fixValidationClock();

function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.map(String).join('.') === path).map((i) => i.message);
}

describe('the text rule', () => {
  it.each([
    ['a NUL byte', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
    ['a high surrogate followed by another high one', '\ud800\ud800'],
    ['a bell', 'Grace\u0007'],
    ['an escape', '\u001b[31mred'],
    ['DEL', 'Grace\u007f'],
    ['a tab in a one-line field', 'Grace\tHopper'],
    ['a line feed in a one-line field', 'Grace\nHopper'],
  ])('refuses %s with one clear message', (_what, value) => {
    const result = text(120).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('keeps tabs and line breaks in multi-line text, and refuses the other controls there too', () => {
    expect(text(200, { multiline: true }).parse('Wheelchair\r\nExtra luggage:\t2 bags')).toBe(
      'Wheelchair\r\nExtra luggage:\t2 bags',
    );
    expect(text(200, { multiline: true }).safeParse('Wheelchair\u0000').error!.issues[0]!.message).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(text(200, { multiline: true }).safeParse('Wheelchair\ud83d').error!.issues[0]!.message).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
  });

  it('takes every real character, surrogate pairs included', () => {
    for (const value of ['Zoë Šťastná', '李小龙', 'Ahmed 👋🏽', 'O’Brien – “VIP”', '\u00a0non-breaking\u00a0']) {
      expect(isStorableText(value)).toBe(true);
      expect(text(120).parse(` ${value} `)).toBe(value.trim());
    }
  });

  it('keeps the empty shapes of optional and clearable text', () => {
    expect(optionalText(40).parse('')).toBeUndefined();
    expect(optionalText(40).parse(null)).toBeUndefined();
    expect(optionalText(40).safeParse('a\u0000').success).toBe(false);
    expect(clearableText(40).parse(undefined)).toBeUndefined();
    expect(clearableText(40).parse('  ')).toBeNull();
    expect(clearableText(40).safeParse('\ud800').error!.issues[0]!.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});

const bookingRequest = {
  ...validBookingRequest,
  travelerNames: ['Grace Hopper', 'Alan Turing'],
  specialRequests: 'Wheelchair',
};
const checkout = {
  bookingContext: 'other',
  bookerRole: 'travel-agent',
  bookerName: 'Ada Lovelace',
  bookerPhone: '+44 20 7946 0000',
  bookerEmail: 'ada@agency.example',
  agencyName: 'Analytical Travel',
  contactName: 'Grace Hopper',
  contactPhone: '+1 212 555 0100',
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  additionalPassengers: ['Alan Turing'],
  specialRequests: 'Wheelchair',
  promoCode: 'FLYSM',
  agreeToTerms: true,
  items: [{ ...checkoutItem, terminal: '3' }],
};
const quote = {
  items: [
    {
      cartId: 11,
      serviceId: 11,
      serviceType: 'arrival',
      date: '2030-06-20',
      time: '14:00',
      adults: 2,
      children: 0,
      flight: 'AZ611',
      terminal: '3',
    },
  ],
  promoCode: 'FLYSM',
};
const transfer = {
  contactName: 'Katherine Johnson',
  contactEmail: 'katherine@example.com',
  serviceDate: '2030-07-01',
  serviceTime: '09:30',
  direction: 'pickup',
  airportCode: 'JFK',
  pickupLocation: 'JFK Terminal 4',
  passengers: 3,
  vehicleType: 'suv',
  serviceCost: 180,
  additionalCostItems: [{ description: 'Child seat', amount: 15 }],
  specialRequests: 'Water',
  internalNotes: 'VIP',
};
const supplier = {
  supplierName: 'Roma Cars',
  typeOfSupplier: 'Local',
  airportCodes: ['FCO'],
  notes: 'Good',
  preferredBookingMethod: 'Email',
};

/** Every text of a request that reaches a database, by schema, with a valid request to put the bad text in. */
const FIELDS: [name: string, path: string, schema: z.ZodType, input: Record<string, unknown>][] = [
  ['booking request', 'contactName', bookingRequestSchema, bookingRequest],
  ['booking request', 'contactPhone', bookingRequestSchema, bookingRequest],
  ['booking request', 'flightNumber', bookingRequestSchema, bookingRequest],
  ['booking request', 'companyName', bookingRequestSchema, bookingRequest],
  ['booking request', 'terminal', bookingRequestSchema, bookingRequest],
  ['booking request', 'specialRequests', bookingRequestSchema, bookingRequest],
  ['booking request', 'contactEmail', bookingRequestSchema, bookingRequest],
  ['booking request', 'travelerNames.1', bookingRequestSchema, bookingRequest],
  ['booking look-up', 'email', bookingLookupQuerySchema, { email: 'grace@example.com' }],
  ['checkout', 'bookerName', checkoutRequestSchema, checkout],
  ['checkout', 'bookerPhone', checkoutRequestSchema, checkout],
  ['checkout', 'bookerEmail', checkoutRequestSchema, checkout],
  ['checkout', 'agencyName', checkoutRequestSchema, checkout],
  ['checkout', 'relationshipToTraveler', checkoutRequestSchema, checkout],
  ['checkout', 'contactName', checkoutRequestSchema, checkout],
  ['checkout', 'contactPhone', checkoutRequestSchema, checkout],
  ['checkout', 'airline', checkoutRequestSchema, checkout],
  ['checkout', 'flightNumber', checkoutRequestSchema, checkout],
  ['checkout', 'departureAirline', checkoutRequestSchema, checkout],
  ['checkout', 'departureFlightNumber', checkoutRequestSchema, checkout],
  ['checkout', 'additionalPassengers.0', checkoutRequestSchema, checkout],
  ['checkout', 'specialRequests', checkoutRequestSchema, checkout],
  ['checkout', 'promoCode', checkoutRequestSchema, checkout],
  ['checkout', 'items.0.terminal', checkoutRequestSchema, checkout],
  ['checkout', 'items.0.flightNumber', checkoutRequestSchema, checkout],
  ['saved quote', 'promoCode', saveQuoteRequestSchema, quote],
  ['saved quote', 'items.0.flight', saveQuoteRequestSchema, quote],
  ['saved quote', 'items.0.terminal', saveQuoteRequestSchema, quote],
  ['promo code', 'code', promoApplyRequestSchema, { code: 'FLYSM', items: [{ id: 'a', serviceLevel: 'standard' }] }],
  ['airport search', 'q', airportSearchQuerySchema, { q: 'rom' }],
  ['board search', 'q', adminBookingListQuerySchema, { q: 'grace' }],
  ['board summary', 'q', adminSummaryQuerySchema, { q: 'grace' }],
  ['staff comment', 'comment', adminCommentCreateSchema, { comment: 'Called the client' }],
  ['checklist note', 'notes', checklistUpdateSchema, { isCompleted: true, notes: 'Sent' }],
  ['booking edit', 'internalNotes', adminBookingUpdateSchema, { version: 1, internalNotes: 'VIP' }],
  ['booking edit', 'specialRequests', adminBookingUpdateSchema, { version: 1, specialRequests: 'Water' }],
  ['booking edit', 'greeterName', adminBookingUpdateSchema, { version: 1, greeterName: 'Marco' }],
  ['booking edit', 'meetLocation', adminBookingUpdateSchema, { version: 1, meetLocation: 'Gate' }],
  ['booking edit', 'contactName', adminBookingUpdateSchema, { version: 1, contactName: 'Grace' }],
  ['booking edit', 'travelerNames.0', adminBookingUpdateSchema, { version: 1, travelerNames: ['Grace'] }],
  [
    'booking edit',
    'additionalCostItems.0.description',
    adminBookingUpdateSchema,
    { version: 1, additionalCostItems: [{ description: 'Seat', amount: 1 }] },
  ],
  [
    'core correction',
    'contactName',
    bookingCoreUpdateSchema,
    { contactName: 'Grace', actor: { id: null, name: 'Ops' } },
  ],
  [
    'core correction',
    'actor.name',
    bookingCoreUpdateSchema,
    { contactName: 'Grace', actor: { id: null, name: 'Ops' } },
  ],
  ['chauffeur transfer', 'contactName', transferCreateSchema, transfer],
  ['chauffeur transfer', 'pickupLocation', transferCreateSchema, transfer],
  ['chauffeur transfer', 'specialRequests', transferCreateSchema, transfer],
  ['chauffeur transfer', 'internalNotes', transferCreateSchema, transfer],
  ['chauffeur transfer', 'bookerName', transferCreateSchema, transfer],
  ['chauffeur transfer', 'additionalCostItems.0.description', transferCreateSchema, transfer],
  ['chauffeur supplier', 'supplierName', chauffeurSupplierInputSchema, supplier],
  ['chauffeur supplier', 'notes', chauffeurSupplierInputSchema, supplier],
  ['chauffeur supplier', 'website', chauffeurSupplierInputSchema, supplier],
  ['chauffeur supplier names', 'q', chauffeurSupplierNamesQuerySchema, { q: 'roma' }],
  ['staff invite', 'name', staffInviteSchema, { email: 'new@example.com', name: 'New Colleague', role: 'agent' }],
  ['invoice cancel', 'reason', invoiceCancelSchema, { reason: 'Cancelled by admin' }],
  [
    'e-mail dialog',
    'email.subject',
    communicationCreateSchema,
    { purpose: 'greeter_request', email: { subject: 'Greeter', message: 'Please send' } },
  ],
  [
    'e-mail dialog',
    'email.message',
    communicationCreateSchema,
    { purpose: 'greeter_request', email: { subject: 'Greeter', message: 'Please send' } },
  ],
  [
    'text dialog',
    'sms.message',
    communicationCreateSchema,
    { purpose: 'greeter_info', sms: { recipients: ['traveler'], message: 'Hi' } },
  ],
];

function withValueAt(input: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(input);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

describe('every request text that reaches a database', () => {
  it.each(FIELDS)('%s: a valid request passes (%s)', (_name, _path, schema, input) => {
    expect(schema.safeParse(input).error?.issues).toBeUndefined();
  });

  it.each(FIELDS)('%s: %s refuses a NUL byte and lone surrogates, naming the field', (_name, path, schema, input) => {
    for (const bad of [NUL, LONE_HIGH, LONE_LOW]) {
      expect(messagesAt(schema, withValueAt(input, path, bad), path)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
  });
});
