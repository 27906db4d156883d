import { paymentStatus, travellerStatus } from './traveller-view';

describe('what a traveller sees of the booking status', () => {
  it.each([
    ['pending_payment', 'Requested', 'To be arranged'],
    ['confirmed', 'Confirmed', 'To be arranged'],
    ['paid', 'Confirmed', 'Paid'],
    ['completed', 'Completed', 'To be arranged'],
    ['cancelled', 'Cancelled', 'To be arranged'],
  ])('%s reads %s, payment %s', (status, label, payment) => {
    expect(travellerStatus(status)).toBe(label);
    expect(paymentStatus(status)).toBe(payment);
  });
});
