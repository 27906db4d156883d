import { AIRLINE_REQUIRED_MESSAGE, CUSTOMER_INFO_MESSAGES, bookingRequestSchema, customerInfoSchema } from './bookings';
import { checkoutItemAirline, checkoutRequestSchema } from './checkout';
import { bookingRequest, checkoutItem, fixValidationClock } from './schema-fixtures.spec-helper';

fixValidationClock();

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);

const checkout = {
  bookingContext: 'self',
  contactName: 'Grace Hopper',
  contactPhone: '+1 212 555 0100',
  contactEmail: 'grace@example.com',
  flightNumber: 'AZ611',
  agreeToTerms: true,
  items: [checkoutItem],
};

describe('the airline of a booking request', () => {
  it('may be left out when the flight number names it', () => {
    expect(bookingRequestSchema.safeParse(bookingRequest).success).toBe(true);
  });

  it('is asked for, on its own field, when the flight number names no airline we know', () => {
    expect(issues(bookingRequestSchema.safeParse({ ...bookingRequest, flightNumber: 'N123AB' }))).toEqual([
      `airline: ${AIRLINE_REQUIRED_MESSAGE}`,
    ]);
    expect(
      issues(bookingRequestSchema.safeParse({ ...bookingRequest, flightNumber: 'N123AB', airline: '  ' })),
    ).toEqual([`airline: ${AIRLINE_REQUIRED_MESSAGE}`]);
    expect(bookingRequestSchema.parse({ ...bookingRequest, flightNumber: 'N123AB', airline: 'NetJets' }).airline).toBe(
      'NetJets',
    );
  });

  it('is asked for together with the other fields’ errors, and not for a missing flight number', () => {
    expect(
      issues(
        bookingRequestSchema.safeParse({
          ...bookingRequest,
          contactName: ' ',
          contactEmail: 'nope',
          flightNumber: 'N123AB',
        }),
      ),
    ).toEqual([
      'contactName: Contact name is required',
      'contactEmail: Valid email is required',
      `airline: ${AIRLINE_REQUIRED_MESSAGE}`,
    ]);
    expect(issues(bookingRequestSchema.safeParse({ ...bookingRequest, flightNumber: '' }))).toEqual([
      'flightNumber: Flight number is required',
    ]);
  });
});

describe('the airlines of a checkout', () => {
  it('may be left out where every flight number names its airline', () => {
    const parsed = checkoutRequestSchema.parse({
      ...checkout,
      items: [checkoutItem, { ...checkoutItem, flightNumber: 'dl 401' }],
    });
    expect(parsed.items.map((item) => checkoutItemAirline(parsed, item))).toEqual(['ITA Airways', 'Delta Air Lines']);
  });

  it("asks the form's airline and each further flight's where none is named", () => {
    const result = checkoutRequestSchema.safeParse({
      ...checkout,
      flightNumber: 'N123AB',
      items: [checkoutItem, { ...checkoutItem, flightNumber: 'G-ABCD' }],
    });
    expect(issues(result)).toEqual([
      `airline: ${AIRLINE_REQUIRED_MESSAGE}`,
      `items.1.airline: ${AIRLINE_REQUIRED_MESSAGE}`,
    ]);
  });

  it("lets a further unknown flight take the form's airline, as before", () => {
    const parsed = checkoutRequestSchema.parse({
      ...checkout,
      flightNumber: 'N123AB',
      airline: 'NetJets',
      items: [checkoutItem, { ...checkoutItem, flightNumber: 'N456CD' }],
    });
    expect(parsed.items.map((item) => checkoutItemAirline(parsed, item))).toEqual(['NetJets', 'NetJets']);
  });
});

describe('customer information', () => {
  it("says the traveller spec's messages", () => {
    expect(issues(customerInfoSchema.safeParse({ name: ' ', email: 'nope', phone: '1234' }))).toEqual([
      `name: ${CUSTOMER_INFO_MESSAGES.name}`,
      `email: ${CUSTOMER_INFO_MESSAGES.email}`,
      `phone: ${CUSTOMER_INFO_MESSAGES.phone}`,
    ]);
    expect(CUSTOMER_INFO_MESSAGES).toMatchObject({
      name: 'Full name is required',
      phone: 'Phone number must be at least 5 characters',
    });
    expect(
      customerInfoSchema.parse({ name: 'Ada Lovelace', email: 'Ada@Example.com', phone: '+44 20 7946 0000' }),
    ).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+442079460000' });
  });
});
