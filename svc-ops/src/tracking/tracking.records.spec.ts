import { bookingRequested } from '../../test/fixtures';
import { reservationRecord } from './tracking.records';

describe('reservationRecord', () => {
  it('takes the airline as the first word of the flight number when checkout gave none, and leaves agent fields empty without an agent', () => {
    const { payload } = bookingRequested('VIP-33333-FCO', {
      flightNumber: 'AZ 611',
      airline: null,
      terminal: null,
      bookerRole: 'executive-assistant',
      bookerName: 'Pat Doe',
      bookerPhone: '+1 555 0100',
      bookerEmail: 'pat@example.com',
    });
    expect(reservationRecord(payload)).toMatchObject({
      airline: 'AZ',
      flightNumber: 'AZ 611',
      agencyName: '',
      advisorName: '',
      travelAdvisor: false,
    });
  });

  it('reports the discounted sale amount in dollars', () => {
    const base = bookingRequested('VIP-44444-FCO').payload;
    const discounted = { ...base, price: { ...base.price, discountCents: 6050, totalPriceCents: 54450 } };
    expect(reservationRecord(discounted)).toMatchObject({
      totalCost: 544.5,
      saleAmount: 544.5,
      profit: 544.5,
      commissionDue: 0,
      cogs: 0,
    });
  });
});
