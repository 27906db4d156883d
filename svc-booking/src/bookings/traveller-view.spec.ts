import { paymentStatus, statusAfterCase, travellerStatus } from './traveller-view';

describe('what a traveller sees of the booking status', () => {
  it.each([
    ['pending_payment', 'to_be_arranged', 'Requested', 'To be arranged'],
    ['confirmed', 'to_be_arranged', 'Confirmed', 'To be arranged'],
    ['confirmed', 'paid', 'Confirmed', 'Paid'],
    ['paid', 'to_be_arranged', 'Confirmed', 'Paid'],
    ['completed', 'paid', 'Completed', 'Paid'],
    ['cancelled', 'to_be_arranged', 'Cancelled', 'To be arranged'],
  ])('%s with payment %s reads %s, payment %s', (status, payment, label, paymentLabel) => {
    expect(travellerStatus(status)).toBe(label);
    expect(paymentStatus({ status, paymentStatus: payment })).toBe(paymentLabel);
  });
});

describe('the booking status after a case status change', () => {
  it.each([
    ['pending_payment', 'inquiry_responded', 'pending_payment'],
    ['pending_payment', 'confirmation_sent', 'confirmed'],
    ['pending_payment', 'confirmation_sent_vendor_needed', 'confirmed'],
    ['pending_payment', 'service_completed', 'completed'],
    // Forward only: later work on a confirmed booking, or a late event, does not take it back.
    ['confirmed', 'change_requested', 'confirmed'],
    ['confirmed', 'inquiry_received', 'confirmed'],
    ['completed', 'confirmation_sent', 'completed'],
    ['paid', 'service_completed', 'completed'],
    // A cancelled booking stays cancelled whatever the case says.
    ['cancelled', 'confirmation_sent', 'cancelled'],
  ] as const)('%s + %s → %s', (current, adminStatus, expected) => {
    expect(statusAfterCase(current, adminStatus)).toBe(expected);
  });
});
