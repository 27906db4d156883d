import type {
  PartnerBooking,
  PartnerBookingCreated,
  PartnerBookingList,
  PartnerBookingRequestInput,
  PartnerCancellationQuote,
} from '@vip/contracts/schemas';
import { IDEMPOTENCY_KEY_REQUIRED_MESSAGE } from '@vip/contracts/schemas';

// The partner document's examples (every request and answer), checked against the schemas by
// partner-bookings.examples.spec.ts so they cannot drift from what the API takes and gives.

const requestId = '9b2f4c1e-3d5a-4e6f-8a7b-0c1d2e3f4a5b';
const error = (code: string, message: string, details?: unknown) => ({
  error: { code, message, ...(details ? { details } : {}), requestId },
});

export const bookingRequestExample: PartnerBookingRequestInput = {
  partnerReference: 'TRIP-2030-0042',
  contact: { name: 'Grace Hopper', email: 'grace.hopper@example.com', phone: '+1 212 555 0100' },
  additionalTravellers: ['Alan Turing'],
  agent: { name: 'Ada Lovelace', email: 'ada@agency.example', phone: '+44 20 7946 0001' },
  specialRequests: 'Wheelchair at the aircraft door, please.',
  notifyTraveller: true,
  locale: 'fr',
  displayCurrency: 'EUR',
  items: [
    {
      serviceId: 11,
      flightDate: '2030-06-20',
      flightTime: '14:00',
      flightNumber: 'AZ611',
      terminal: '3',
      adults: 2,
      children: 0,
      porter: true,
    },
  ],
};

export const bookingExample: PartnerBooking = {
  referenceCode: 'VIP-48213-FCO',
  partnerReference: 'TRIP-2030-0042',
  groupId: '2f1c6f5e-8b1a-4c3d-9e0f-1a2b3c4d5e6f',
  status: 'requested',
  paymentStatus: 'to_be_arranged',
  mode: 'live',
  service: { id: 11, name: 'VIP Meet & Greet - Arrival', type: 'arrival', level: 'standard' },
  airport: { code: 'FCO', name: 'Rome Fiumicino Leonardo da Vinci', timeZone: 'Europe/Rome' },
  flight: { number: 'AZ611', airline: 'ITA Airways', date: '2030-06-20', time: '14:00', terminal: '3' },
  adults: 2,
  children: 0,
  porter: true,
  contact: { name: 'Grace Hopper', email: 'grace.hopper@example.com', phone: '+1 212 555 0100' },
  travellerNames: ['Grace Hopper', 'Alan Turing'],
  specialRequests: 'Wheelchair at the aircraft door, please.',
  locale: 'fr',
  price: { currency: 'USD', total: 545, commission: 54.5, netPrice: null, terms: { kind: 'commission', percent: 10 } },
  // $545.00 at 1 EUR = 1.08 USD.
  displayPrice: { currency: 'EUR', rateToUsd: '1.08', totalMinorUnits: 50_463 },
  cancellation: null,
  createdAt: '2030-06-01T12:00:00.000Z',
  updatedAt: '2030-06-01T12:00:00.000Z',
};

export const createdExample: PartnerBookingCreated = {
  groupId: bookingExample.groupId!,
  partnerReference: bookingExample.partnerReference,
  bookings: [bookingExample],
  total: { currency: 'USD', total: 545, commission: 54.5, netPrice: null },
};

export const listExample: PartnerBookingList = {
  items: [{ ...bookingExample, status: 'confirmed', updatedAt: '2030-06-02T09:30:00.000Z' }],
  nextCursor: 'MjAzMC0wNi0wMlQwOTozMDowMC4wMDBafDdkMGM1YTRlLTExMTEtNDIyMi04MzMzLTQ0NDQ1NTU1NjY2Ng',
};

export const cancellationQuoteExample: PartnerCancellationQuote = {
  referenceCode: bookingExample.referenceCode,
  currency: 'USD',
  hoursBeforeService: 36.5,
  policyHours: 48,
  chargePercent: 50,
  charge: 272.5,
  total: 545,
  rule: 'A 50% charge applies to cancellations within 48 hours of service.',
};

export const cancelRequestExample = { chargePercent: 50, reason: 'The traveller changed their plans.' };

export const cancelledExample: PartnerBooking = {
  ...bookingExample,
  status: 'cancelled',
  cancellation: { cancelledAt: '2030-06-19T01:30:00.000Z', charge: 272.5 },
  updatedAt: '2030-06-19T01:30:00.000Z',
};

export const changeRequestExample = {
  kind: 'change' as const,
  message: 'Please move the service to 16:30 the same day.',
};

export const changeRequestAnswerExample = {
  requestId: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  referenceCode: bookingExample.referenceCode,
  receivedAt: '2030-06-02T10:00:00.000Z',
};

export const sandboxMoveExample = { status: 'confirmed' as const };

export const sandboxMovedExample: PartnerBooking = {
  ...bookingExample,
  mode: 'sandbox',
  status: 'confirmed',
  updatedAt: '2030-06-02T10:00:00.000Z',
};

export const errorExamples = {
  idempotencyKeyRequired: error('IDEMPOTENCY_KEY_REQUIRED', IDEMPOTENCY_KEY_REQUIRED_MESSAGE, {
    fieldErrors: { 'Idempotency-Key': [IDEMPOTENCY_KEY_REQUIRED_MESSAGE] },
    formErrors: [],
    in: 'header',
  }),
  notFound: error('BOOKING_NOT_FOUND', 'No booking of yours has this reference.'),
  keyReused: error('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.'),
  flightTooSoon: error(
    'LAST_MINUTE_BOOKING',
    'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.',
    {
      fieldErrors: {
        'items.0.flightTime': [
          'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.',
        ],
      },
      formErrors: [],
    },
  ),
  catalogUnavailable: error(
    'CATALOG_UNAVAILABLE',
    'Prices cannot be confirmed right now. Please try again in a moment.',
  ),
  cancelled: error('BOOKING_CANCELLED', 'This booking is cancelled.'),
  chargeChanged: error(
    'CANCELLATION_CHARGE_CHANGED',
    'The cancellation charge is now 100%. Non-refundable for no-shows or cancellations within 24 hours of service. Review it and confirm again.',
    { chargePercent: 100 },
  ),
  opsUnavailable: error(
    'OPS_UNAVAILABLE',
    'Operations cannot take this request right now. Nothing was changed; please try again in a moment.',
  ),
  past: error('BOOKING_PAST', "This booking's service has already taken place. Please contact us by e-mail or phone."),
  badCursor: error('VALIDATION_FAILED', 'This cursor is not one a page of this list gave', {
    fieldErrors: { cursor: ['This cursor is not one a page of this list gave'] },
    formErrors: [],
    in: 'query',
  }),
};
