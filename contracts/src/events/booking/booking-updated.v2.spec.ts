import { CORE_BOOKING_FIELDS } from '../../schemas/booking-core';
import { type BookingUpdatedV1 } from './booking-updated.v1';
import { bookingUpdatedV2, bookingUpdatedV2OfV1, latestBookingUpdated } from './booking-updated.v2';

const v1: BookingUpdatedV1 = {
  bookingId: '6a1f7c2e-3b4d-4c5e-9f60-718293a4b5c6',
  referenceCode: 'VIP-12345-FCO',
  changedFields: ['contactPhone', 'flightTime', 'flightAt'],
  contact: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+12125550100' },
  flight: {
    number: 'AZ611',
    airline: 'ITA Airways',
    date: '2030-06-20',
    time: '15:30',
    terminal: '3',
    instant: '2030-06-20T13:30:00.000Z',
  },
  adultCount: 2,
  childCount: 1,
  travelerNames: ['Grace Hopper'],
  porterSelected: true,
  porterCostCents: 15000,
  totalPriceCents: 60500,
  updatedBy: 'Ops Lead',
  updatedAt: '2030-06-02T09:00:00.000Z',
  coreVersion: 3,
};

describe('booking.updated v1 read as v2', () => {
  it('gives every correctable booking field under its one name, and a valid v2 payload', () => {
    const v2 = bookingUpdatedV2OfV1(v1);
    expect(bookingUpdatedV2.payload.parse(v2)).toEqual(v2);
    expect(v2).toMatchObject({
      contactName: 'Grace Hopper',
      contactEmail: 'grace@example.com',
      contactPhone: '+12125550100',
      airline: 'ITA Airways',
      flightNumber: 'AZ611',
      flightDate: '2030-06-20',
      flightTime: '15:30',
      terminal: '3',
      flightAt: '2030-06-20T13:30:00.000Z',
      porterCostCents: 15000,
      coreVersion: 3,
      changedFields: ['contactPhone', 'flightTime', 'flightAt'],
    });
    for (const field of CORE_BOOKING_FIELDS) expect(v2[field]).not.toBeUndefined();
    expect(v2).not.toHaveProperty('contact');
    expect(v2).not.toHaveProperty('flight');
  });

  it('hands a consumer either version as the latest', () => {
    const latest = latestBookingUpdated({ version: 1, payload: v1 });
    expect(latest).toEqual(bookingUpdatedV2OfV1(v1));
    expect(latestBookingUpdated({ version: 2, payload: latest })).toBe(latest);
  });
});
