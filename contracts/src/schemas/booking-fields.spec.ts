import { BOOKING_FIELDS, bookingFieldsSchema, CORE_BOOKING_FIELDS } from './booking-core';
import { TRAVELLER_BOOKING_FIELDS, travellerBookingSchema } from './bookings';
import { checkoutBodyOfV1, checkoutRequestSchema, fieldErrorsInV1Names } from './checkout';
import { checkout, fixValidationClock } from './schema-fixtures.spec-helper';
import { BOARD_BOOKING_FIELDS, adminBookingDetailSchema, adminBookingSchema } from './staff';

describe("the booking's fields, named once", () => {
  it('reach the staff answers under the same names: all in the modal, the board card a subset', () => {
    const detail = Object.keys(adminBookingDetailSchema.shape);
    for (const field of BOOKING_FIELDS) expect(detail).toContain(field);
    const board = Object.keys(adminBookingSchema.shape);
    expect(BOOKING_FIELDS.filter((f) => board.includes(f))).toEqual(
      BOOKING_FIELDS.filter((f) => (BOARD_BOOKING_FIELDS as readonly string[]).includes(f)),
    );
    expect(Object.keys(bookingFieldsSchema.shape)).toEqual(BOOKING_FIELDS);
    const traveller = Object.keys(travellerBookingSchema.shape);
    expect(BOOKING_FIELDS.filter((f) => traveller.includes(f)).sort()).toEqual([...TRAVELLER_BOOKING_FIELDS].sort());
    for (const whoBooked of ['bookerName', 'bookerEmail', 'bookerPhone', 'agencyName'])
      expect(traveller).not.toContain(whoBooked);
    for (const field of CORE_BOOKING_FIELDS) expect(BOOKING_FIELDS).toContain(field);
  });

  it("are the checkout body's names for the traveller and the booker", () => {
    const body = Object.keys(checkoutRequestSchema.shape);
    for (const field of [
      'contactName',
      'contactPhone',
      'contactEmail',
      'bookerRole',
      'relationshipToTraveler',
      'bookerName',
      'bookerPhone',
      'bookerEmail',
      'agencyName',
    ])
      expect(body).toContain(field);
    expect(body).not.toContain('travelerName');
  });
});

describe('a checkout body with the names it had before (travelerName, travelerPhone, travelerEmail)', () => {
  fixValidationClock();
  const { contactName, contactPhone, contactEmail, ...rest } = checkout;
  const v1 = { ...rest, travelerName: contactName, travelerPhone: contactPhone, travelerEmail: contactEmail };

  it('reads as the same request', () => {
    const { body, oldNames } = checkoutBodyOfV1(v1);
    expect(oldNames).toEqual(['travelerName', 'travelerPhone', 'travelerEmail']);
    expect(checkoutRequestSchema.parse(body)).toEqual(checkoutRequestSchema.parse(checkout));
  });

  it('keeps the new name when a body sends a field under both, and leaves a body with the new names as it is', () => {
    const both = checkoutBodyOfV1({ ...checkout, travelerName: 'Someone Else' });
    expect(both.oldNames).toEqual([]);
    expect(both.body).toEqual(checkout);
    expect(checkoutBodyOfV1(checkout)).toEqual({ body: checkout, oldNames: [] });
    expect(checkoutBodyOfV1(null)).toEqual({ body: null, oldNames: [] });
  });

  it('says its errors under the names it used', () => {
    const { body, oldNames } = checkoutBodyOfV1({ ...v1, travelerName: 'G', travelerEmail: 'grace@' });
    const result = checkoutRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of result.error!.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
    expect(fieldErrorsInV1Names(fieldErrors, oldNames)).toEqual({
      travelerName: ['Name must be at least 2 characters'],
      travelerEmail: ['Please enter a valid email address'],
    });
  });
});
