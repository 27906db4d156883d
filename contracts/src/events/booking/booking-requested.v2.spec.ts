import { BOOKING_FIELDS } from '../../schemas/booking-core';
import { createEnvelope } from '../envelope';
import { parseEnvelope } from '../registry';
import { bookingRequestedV1, type BookingRequestedV1 } from './booking-requested.v1';
import { bookingRequestedV2, bookingRequestedV2OfV1 } from './booking-requested.v2';
import { bookingRequestedV3, latestBookingRequested } from './booking-requested.v3';

const v1: BookingRequestedV1 = {
  bookingId: '6a1f7c2e-3b4d-4c5e-9f60-718293a4b5c6',
  referenceCode: 'VIP-12345-FCO',
  groupId: '6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a11',
  groupSize: 2,
  status: 'pending_payment',
  service: {
    id: 11,
    name: 'VIP Meet & Greet - Arrival',
    serviceType: 'arrival',
    serviceLevel: 'standard',
    airport: { code: 'FCO', name: 'Rome Fiumicino', timeZone: 'Europe/Rome' },
  },
  contact: {
    name: 'Charles Babbage',
    email: 'charles@example.com',
    phone: '+442079460001',
    companyName: 'Analytical Travel',
  },
  flight: {
    number: 'AZ611',
    date: '2030-06-20',
    time: '14:00',
    terminal: '3',
    instant: '2030-06-20T12:00:00.000Z',
    airline: 'ITA Airways',
    departureAirline: 'Delta',
    departureFlightNumber: 'DL401',
  },
  booker: {
    role: 'other',
    relationship: 'Godmother',
    name: 'Ada Lovelace',
    phone: '+442079460000',
    email: 'ada@example.com',
    agencyName: null,
    isTravelAgent: false,
  },
  adultCount: 2,
  childCount: 0,
  travelerNames: ['Charles Babbage'],
  specialRequests: 'Wheelchair at the gate',
  porterSelected: true,
  price: {
    currency: 'USD',
    basePriceCents: 39500,
    adultFeeTotalCents: 0,
    childFeeTotalCents: 0,
    additionalGreeterFeeCents: 0,
    afterHoursFeeCents: 0,
    lastMinuteFeeCents: 0,
    porterCostCents: 15000,
    discountCents: 0,
    totalPriceCents: 54500,
  },
  cancellationPolicyHours: 48,
  requestedAt: '2030-06-01T12:00:00.000Z',
};

describe('booking.requested v1 read as v2', () => {
  it('gives every booking field of a v1 event under its one name, and a valid v2 payload', () => {
    const v2 = bookingRequestedV2OfV1(v1);
    expect(bookingRequestedV2.payload.parse(v2)).toEqual(v2);
    expect(v2).toMatchObject({
      contactName: 'Charles Babbage',
      contactEmail: 'charles@example.com',
      contactPhone: '+442079460001',
      companyName: 'Analytical Travel',
      bookerRole: 'other',
      relationshipToTraveler: 'Godmother',
      bookerName: 'Ada Lovelace',
      bookerEmail: 'ada@example.com',
      bookerPhone: '+442079460000',
      agencyName: null,
      isTravelAgent: false,
      airline: 'ITA Airways',
      flightNumber: 'AZ611',
      flightDate: '2030-06-20',
      flightTime: '14:00',
      terminal: '3',
      departureAirline: 'Delta',
      departureFlightNumber: 'DL401',
      flightAt: '2030-06-20T12:00:00.000Z',
      groupSize: 2,
    });
    for (const field of BOOKING_FIELDS) expect(v2[field]).not.toBeUndefined();
    expect(v2).not.toHaveProperty('contact');
    expect(v2).not.toHaveProperty('booker');
    expect(v2).not.toHaveProperty('flight');
  });

  it('reads a v1 booking made for oneself (no booker, no airline, no groupSize) with empty booker fields', () => {
    const { booker: _booker, groupSize: _groupSize, ...alone } = v1;
    const v2 = bookingRequestedV2OfV1({
      ...alone,
      flight: { number: 'AZ611', date: '2030-06-20', time: '14:00', terminal: null, instant: '2030-06-20T12:00:00Z' },
    });
    expect(v2).toMatchObject({
      bookerRole: null,
      relationshipToTraveler: null,
      bookerName: null,
      bookerEmail: null,
      bookerPhone: null,
      agencyName: null,
      isTravelAgent: false,
      airline: null,
      departureAirline: null,
      departureFlightNumber: null,
    });
    expect(v2.groupSize).toBeUndefined();
  });

  it('hands a consumer either version, as checked off the bus, as the latest', () => {
    const sent = createEnvelope(bookingRequestedV1, {
      producer: 'svc-booking',
      aggregateId: v1.bookingId,
      payload: v1,
    });
    const received = parseEnvelope(JSON.parse(JSON.stringify(sent)));
    expect(received.version).toBe(1);
    const latest = latestBookingRequested({ version: 1, payload: received.payload as BookingRequestedV1 });
    expect(latest).toEqual({ ...bookingRequestedV2OfV1(v1), locale: 'en' });
    const { locale: _english, ...v2 } = latest;
    expect(latestBookingRequested({ version: 2, payload: v2 })).toEqual(latest);
  });

  it('is checked where it is made and where it comes in, not again on the way: a copy from outside always is', () => {
    const sent = createEnvelope(bookingRequestedV1, {
      producer: 'svc-booking',
      aggregateId: v1.bookingId,
      payload: v1,
    });
    // The outbox and the relay's publish take the envelope made here as it is.
    expect(parseEnvelope(sent)).toBe(sent);
    const received = parseEnvelope(JSON.parse(JSON.stringify(sent)));
    expect(received).not.toBe(sent);
    expect(parseEnvelope(received)).toBe(received);
    // A copy, even of a checked envelope, is outside input.
    const broken = JSON.parse(JSON.stringify(sent)) as { payload: { service: { id: unknown } } };
    broken.payload.service.id = 'eleven';
    expect(() => parseEnvelope(broken)).toThrow('Invalid payload for booking.requested v1');
  });

  it("carries the traveller's language from v3 on; a v2 booking was made in English", () => {
    const v2 = bookingRequestedV2OfV1(v1);
    const sent = createEnvelope(bookingRequestedV3, {
      producer: 'svc-booking',
      aggregateId: v1.bookingId,
      payload: { ...v2, locale: 'zh-Hans' },
    });
    const received = parseEnvelope(JSON.parse(JSON.stringify(sent)));
    expect(received.version).toBe(3);
    expect(received.payload).toMatchObject({ locale: 'zh-Hans', referenceCode: 'VIP-12345-FCO' });
    expect(() => parseEnvelope({ ...JSON.parse(JSON.stringify(sent)), payload: { ...v2, locale: 'pt' } })).toThrow(
      /Invalid payload for booking.requested v3/,
    );
    expect(latestBookingRequested({ version: 2, payload: v2 }).locale).toBe('en');
  });

  it('keeps the supplier of an allotment confirmation through v3 and when a v2 is read as v3', () => {
    const allotmentSupplierId = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
    const v2 = { ...bookingRequestedV2OfV1(v1), status: 'confirmed' as const, allotmentSupplierId };
    expect(latestBookingRequested({ version: 2, payload: v2 })).toMatchObject({ allotmentSupplierId, locale: 'en' });
    const sent = createEnvelope(bookingRequestedV3, {
      producer: 'svc-booking',
      aggregateId: v1.bookingId,
      payload: { ...v2, locale: 'fr' },
    });
    const received = parseEnvelope(JSON.parse(JSON.stringify(sent)));
    expect(received.payload).toMatchObject({ allotmentSupplierId, locale: 'fr' });
  });

  it("carries the traveller's estimate in v3 when there is one; an event without it (or a reader before it) is fine", () => {
    const v2 = bookingRequestedV2OfV1(v1);
    const displayPrice = { currency: 'EUR' as const, rateToUsd: '1.08', totalMinorUnits: 56_019 };
    const sent = (payload: object) =>
      JSON.parse(
        JSON.stringify(
          createEnvelope(bookingRequestedV3, {
            producer: 'svc-booking',
            aggregateId: v1.bookingId,
            payload: payload as never,
          }),
        ),
      );
    expect(parseEnvelope(sent({ ...v2, locale: 'fr', displayPrice })).payload).toMatchObject({ displayPrice });
    expect(parseEnvelope(sent({ ...v2, locale: 'fr', displayPrice: null })).payload).toMatchObject({
      displayPrice: null,
    });
    expect(parseEnvelope(sent({ ...v2, locale: 'fr' })).payload).not.toHaveProperty('displayPrice');
    // A reader built on v2's shape drops the key instead of refusing the event.
    expect(bookingRequestedV2.payload.parse({ ...v2, displayPrice })).not.toHaveProperty('displayPrice');
    expect(() =>
      bookingRequestedV3.payload.parse({
        ...v2,
        locale: 'fr',
        displayPrice: { ...displayPrice, totalMinorUnits: 1.5 },
      }),
    ).toThrow();
  });
});
