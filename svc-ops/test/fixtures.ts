import { bookingRequestedV1, createEnvelope, type BookingRequestedV1 } from '@vip/contracts';

/** A booking.requested event as svc-booking publishes it (FCO standard arrival, porter, 605 USD). */
export function bookingRequested(ref: string, overrides: Partial<BookingRequestedV1> = {}) {
  const bookingId = globalThis.crypto.randomUUID();
  const payload: BookingRequestedV1 = {
    bookingId,
    referenceCode: ref,
    groupId: null,
    status: 'pending_payment',
    service: { id: 11, name: 'VIP Meet & Greet - Arrival', serviceType: 'arrival', serviceLevel: 'standard', airport: { code: 'FCO', name: 'Rome Fiumicino', timeZone: 'Europe/Rome' } },
    contact: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 212 555 0100', companyName: null },
    flight: { number: 'AZ611', date: '2030-06-20', time: '14:00', terminal: '3', instant: '2030-06-20T12:00:00.000Z' },
    adultCount: 2,
    childCount: 1,
    travelerNames: ['Grace Hopper'],
    specialRequests: 'Wheelchair at the gate',
    porterSelected: true,
    price: { currency: 'USD', basePriceCents: 39500, adultFeeTotalCents: 0, childFeeTotalCents: 6000, additionalGreeterFeeCents: 0, afterHoursFeeCents: 0, lastMinuteFeeCents: 0, porterCostCents: 15000, discountCents: 0, totalPriceCents: 60500 },
    cancellationPolicyHours: 48,
    requestedAt: '2030-06-01T12:00:00.000Z',
    ...overrides,
  };
  return createEnvelope(bookingRequestedV1, { producer: 'svc-booking', aggregateId: bookingId, payload });
}
