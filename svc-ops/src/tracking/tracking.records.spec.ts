import { bookingRequestedV1, createEnvelope } from '@vip/contracts/events';
import { bookingRequested } from '../../test/fixtures';
import { reservationRecord } from './tracking.records';

describe('reservationRecord', () => {
  it('takes the airline as the first word of the flight number when checkout gave none, and leaves agent fields empty without an agent', () => {
    const event = bookingRequested('VIP-33333-FCO', {
      flight: {
        number: 'AZ 611',
        date: '2030-06-20',
        time: '14:00',
        terminal: null,
        instant: '2030-06-20T12:00:00.000Z',
      },
      booker: {
        role: 'executive-assistant',
        relationship: null,
        name: 'Pat Doe',
        phone: '+1 555 0100',
        email: 'pat@example.com',
        agencyName: null,
        isTravelAgent: false,
      },
    });
    expect(reservationRecord(event)).toMatchObject({
      airline: 'AZ',
      flightNumber: 'AZ 611',
      agencyName: '',
      advisorName: '',
      travelAdvisor: false,
    });
  });

  it('reports the discounted sale amount in dollars', () => {
    const base = bookingRequested('VIP-44444-FCO');
    const discounted = createEnvelope(bookingRequestedV1, {
      producer: 'svc-booking',
      aggregateId: base.aggregateId,
      payload: { ...base.payload, price: { ...base.payload.price, discountCents: 6050, totalPriceCents: 54450 } },
    });
    expect(reservationRecord(discounted)).toMatchObject({
      totalCost: 544.5,
      saleAmount: 544.5,
      profit: 544.5,
      commissionDue: 0,
      cogs: 0,
    });
  });
});
