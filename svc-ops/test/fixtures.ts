import {
  bookingRequestedV1,
  bookingRequestedV2,
  bookingRequestedV3,
  createEnvelope,
  type BookingRequestedV1,
  type BookingRequestedV2,
  type BookingRequestedV3,
} from '@vip/contracts/events';
import type { ConfirmationCase } from '../src/confirmations/pdf-template';

/** An override the event has no field for (a spread of another version's shape, say) fails the test at once. */
function onlyFieldsOf(definition: { payload: { shape: object } }, overrides: object): void {
  const unknown = Object.keys(overrides).filter((k) => !(k in definition.payload.shape));
  if (unknown.length > 0) throw new Error(`No field of the event: ${unknown.join(', ')}`);
}

/** A booking.requested event as svc-booking publishes it (FCO standard arrival, porter, 605 USD, in English). */
export function bookingRequested(ref: string, overrides: Partial<BookingRequestedV3> = {}) {
  onlyFieldsOf(bookingRequestedV3, overrides);
  const { locale = 'en', displayPrice, ...v2 } = overrides;
  const { payload } = bookingRequestedInV2(ref, v2);
  return createEnvelope(bookingRequestedV3, {
    producer: 'svc-booking',
    aggregateId: payload.bookingId,
    payload: { ...payload, locale, ...(displayPrice !== undefined ? { displayPrice } : {}) },
  });
}

/** The same booking as svc-booking published it before v3 (no language): still in Kafka or an outbox. */
export function bookingRequestedInV2(ref: string, overrides: Partial<BookingRequestedV2> = {}) {
  onlyFieldsOf(bookingRequestedV2, overrides);
  const bookingId = globalThis.crypto.randomUUID();
  const payload: BookingRequestedV2 = {
    bookingId,
    referenceCode: ref,
    groupId: null,
    status: 'pending_payment',
    service: {
      id: 11,
      name: 'VIP Meet & Greet - Arrival',
      serviceType: 'arrival',
      serviceLevel: 'standard',
      airport: { code: 'FCO', name: 'Rome Fiumicino', timeZone: 'Europe/Rome' },
    },
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+1 212 555 0100',
    companyName: null,
    bookerRole: null,
    relationshipToTraveler: null,
    bookerName: null,
    bookerEmail: null,
    bookerPhone: null,
    agencyName: null,
    isTravelAgent: false,
    airline: null,
    flightNumber: 'AZ611',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    terminal: '3',
    departureAirline: null,
    departureFlightNumber: null,
    flightAt: '2030-06-20T12:00:00.000Z',
    adultCount: 2,
    childCount: 1,
    travelerNames: ['Grace Hopper'],
    specialRequests: 'Wheelchair at the gate',
    porterSelected: true,
    price: {
      currency: 'USD',
      basePriceCents: 39500,
      adultFeeTotalCents: 0,
      childFeeTotalCents: 6000,
      additionalGreeterFeeCents: 0,
      afterHoursFeeCents: 0,
      lastMinuteFeeCents: 0,
      porterCostCents: 15000,
      discountCents: 0,
      totalPriceCents: 60500,
    },
    cancellationPolicyHours: 48,
    requestedAt: '2030-06-01T12:00:00.000Z',
    ...overrides,
  };
  return createEnvelope(bookingRequestedV2, { producer: 'svc-booking', aggregateId: bookingId, payload });
}

/** The same booking as svc-booking published it before v2: still in Kafka or an outbox when svc-ops moves on. */
export function bookingRequestedInV1(ref: string, overrides: Partial<BookingRequestedV1> = {}) {
  onlyFieldsOf(bookingRequestedV1, overrides);
  const bookingId = globalThis.crypto.randomUUID();
  const payload: BookingRequestedV1 = {
    bookingId,
    referenceCode: ref,
    groupId: null,
    status: 'pending_payment',
    service: {
      id: 11,
      name: 'VIP Meet & Greet - Arrival',
      serviceType: 'arrival',
      serviceLevel: 'standard',
      airport: { code: 'FCO', name: 'Rome Fiumicino', timeZone: 'Europe/Rome' },
    },
    contact: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 212 555 0100', companyName: null },
    flight: { number: 'AZ611', date: '2030-06-20', time: '14:00', terminal: '3', instant: '2030-06-20T12:00:00.000Z' },
    adultCount: 2,
    childCount: 1,
    travelerNames: ['Grace Hopper'],
    specialRequests: 'Wheelchair at the gate',
    porterSelected: true,
    price: {
      currency: 'USD',
      basePriceCents: 39500,
      adultFeeTotalCents: 0,
      childFeeTotalCents: 6000,
      additionalGreeterFeeCents: 0,
      afterHoursFeeCents: 0,
      lastMinuteFeeCents: 0,
      porterCostCents: 15000,
      discountCents: 0,
      totalPriceCents: 60500,
    },
    cancellationPolicyHours: 48,
    requestedAt: '2030-06-01T12:00:00.000Z',
    ...overrides,
  };
  return createEnvelope(bookingRequestedV1, { producer: 'svc-booking', aggregateId: bookingId, payload });
}

/** A meet-and-greet case as the PDF confirmation reads it (FCO standard arrival, porter, greeter Marco). */
export function meetAndGreet(overrides: Partial<ConfirmationCase> = {}): ConfirmationCase {
  return {
    referenceCode: 'VIP-12345-FCO',
    isChauffeur: false,
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+1 212 555 0100',
    companyName: null,
    travelerNames: ['Grace Hopper', 'Ada Lovelace'],
    adultCount: 2,
    childCount: 0,
    serviceName: 'VIP Meet & Greet - Arrival',
    serviceType: 'arrival',
    serviceLevel: 'standard',
    airportCode: 'FCO',
    airportName: 'Rome Fiumicino',
    airportTimeZone: 'Europe/Rome',
    flightNumber: 'AZ611',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    terminal: '3',
    airline: 'ITA Airways',
    porterSelected: true,
    porterCostCents: 15000,
    basePriceCents: 39500,
    totalPriceCents: 54500,
    cancellationPolicyHours: 48,
    specialRequests: null,
    greeterName: 'Marco',
    greeterPhone: '+39 06 1234 5678',
    greeterEta: null,
    greeterShiftTime: null,
    meetLocation: 'Gate B12',
    signInstructions: null,
    driverName: null,
    driverPhone: null,
    vehicleMakeModel: null,
    vehiclePlate: null,
    vehicleColor: null,
    transferDirection: null,
    pickupLocation: null,
    dropoffLocation: null,
    passengers: null,
    vehicleType: null,
    costItems: [],
    pickupTime: null,
    gratuityIncluded: false,
    customText: null,
    ...overrides,
  };
}

export type PartnerOfBooking = NonNullable<BookingRequestedV1['partner']>;

/** Globetrotter Travel's partner: commission terms of 12.5 % (the commission of the fixture's 605 USD: 75.63). */
export const GLOBETROTTER: PartnerOfBooking = {
  id: '6f0c1e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  name: 'Globetrotter Travel',
  reference: 'GT-1001',
  mode: 'live',
  terms: { kind: 'commission', percentBasisPoints: 1250 },
  commissionCents: 7563,
  netPriceCents: null,
  notifyTraveller: true,
};

/** A booking.requested as svc-booking publishes it for a partner's API booking (the agent is its consultant). */
export function partnerBookingRequested(
  ref: string,
  partner: Partial<PartnerOfBooking> = {},
  overrides: Partial<BookingRequestedV3> = {},
) {
  return bookingRequested(ref, {
    bookerRole: 'travel-agent',
    bookerName: 'Phileas Fogg',
    bookerPhone: '+44 20 7946 0100',
    bookerEmail: 'phileas@globetrotter.example',
    agencyName: partner.name ?? GLOBETROTTER.name,
    isTravelAgent: true,
    partner: { ...GLOBETROTTER, ...partner },
    ...overrides,
  });
}
