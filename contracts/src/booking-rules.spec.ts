import { BOOKING_RULE_TEXTS, BOOKING_RULES, CANCELLATION_POLICY, cancellationChargePercent } from './booking-rules';

describe('the booking rules, stated once', () => {
  it('promise no instant confirmation and no booking 2 hours ahead: a booking is a request, online closes 6 hours before', () => {
    const all = Object.values(BOOKING_RULE_TEXTS).join(' ');
    expect(all).not.toMatch(/instant/i);
    expect(all).not.toMatch(/\b2 hours\b/);
    expect(BOOKING_RULE_TEXTS.bookingWindow).toBe('Book online up to 6 hours before your flight');
    expect(BOOKING_RULE_TEXTS.lastMinute).toBe(
      'For bookings less than 6 hours before flight time, please contact us directly.',
    );
    expect(BOOKING_RULE_TEXTS.request).toMatch(/request.*within 24 hours/);
  });

  it("states the quote's cancellation policy (spec: free up to 48 hours, 50% within 48, nothing within 24 or for a no-show)", () => {
    expect(CANCELLATION_POLICY).toEqual([
      'Free cancellation up to 48 hours before service.',
      'A 50% charge applies to cancellations within 48 hours of service.',
      'Non-refundable for no-shows or cancellations within 24 hours of service.',
    ]);
  });

  it('charges a cancellation by how far ahead it comes, under the booking’s own policy hours', () => {
    expect([72, 48, 47.9, 24, 23.9, 0, -5].map((h) => cancellationChargePercent(h))).toEqual([
      0, 0, 50, 50, 100, 100, 100,
    ]);
    // A booking whose policy is 72 hours: 50% from 72 hours on.
    expect([100, 72, 60, 23].map((h) => cancellationChargePercent(h, 72))).toEqual([0, 0, 50, 100]);
    expect(BOOKING_RULES.cancellationHours).toBe(48);
  });
});
