/**
 * @jest-environment node
 */
// Consumer contract of the booking calls (the wizard's booking request, checkout and the booking
// look-up: mfe-booking's request step, /booking-form, confirmation pages and /manage-booking) with svc-booking: the
// requests this remote's fetchers make and the parts of the answers it relies on. Named 'mfe-booking-checkout' so no
// other consumer test overwrites it.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import { type BookingRequestInput, type CheckoutRequestInput } from '@vip/contracts/schemas';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { submitBookingRequest } from '../booking-request/api';
import { fetchBooking, submitChangeRequest, submitCheckout } from '../checkout/api';
import { changeHold, moveHold, placeHold, releaseHold } from '../seat-hold/api';
import { recordSearch } from '../wizard/search-tracking';

const { boolean, eachLike, integer, like, number, regex, uuid } = MatchersV3;

const CONSUMER = 'mfe-booking-checkout';
const output = pactOutput(CONSUMER, 'svc-booking');
const booking = new PactV4({ consumer: CONSUMER, provider: 'svc-booking', dir: output.dir, logLevel: 'warn' });

const REFERENCE = /^VIP-\d{5}-[A-Z]{3}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');
const KEY = 'c0ffee00-0000-4000-8000-000000000001';
// Every request its own key, as the app sends them: the provider's database outlives one interaction.
const REQUEST_KEY = 'c0ffee00-0000-4000-8000-000000000002';
const PAST_REQUEST_KEY = 'c0ffee00-0000-4000-8000-000000000003';
const HOLD_KEY = 'c0ffee00-0000-4000-8000-000000000004';
const EURO_KEY = 'c0ffee00-0000-4000-8000-000000000005';
const RATE = /^\d{1,6}(\.\d{1,8})?$/;
const HOLD_ID = '5b1d6c1e-2222-4333-8444-555566667777';
const HOLD_TOKEN = 'pacttokenpacttokenpacttokenpacttokenpacttok';
const HOLD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const request: CheckoutRequestInput = {
  bookingContext: 'other',
  bookerRole: 'travel-agent',
  bookerName: 'Ada Lovelace',
  bookerPhone: '+44 20 7946 0000',
  bookerEmail: 'ada@agency.example',
  agencyName: 'Analytical Travel',
  contactName: 'Charles Babbage',
  contactPhone: '+44 20 7946 0001',
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  additionalPassengers: ['Grace Hopper'],
  agreeToTerms: true,
  // The page's language: the bookings keep it for their e-mails, texts and PDF.
  locale: 'fr',
  items: [
    {
      serviceId: 11,
      flightDate: '2030-06-20',
      flightTime: '14:00',
      adultCount: 2,
      childCount: 0,
      porterSelected: true,
    },
  ],
};

/** Manage Booking's answer for the state's booking, as the page reads it. */
const LOOKUP_BODY = {
  referenceCode: 'VIP-12345-FCO',
  status: regex(/^(Requested|Confirmed|Completed|Cancelled)$/, 'Requested'),
  paymentStatus: regex(/^(To be arranged|Paid)$/, 'To be arranged'),
  serviceName: like('VIP Meet & Greet - Arrival'),
  serviceType: like('arrival'),
  serviceLevel: like('standard'),
  airport: { code: 'FCO', name: like('Rome Fiumicino') },
  flightNumber: like('AZ611'),
  flightDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2030-06-20'),
  flightTime: regex(/^\d{2}:\d{2}$/, '14:00'),
  terminal: null,
  adultCount: integer(2),
  childCount: integer(0),
  travelerNames: eachLike('Grace Hopper'),
  contactName: like('Grace Hopper'),
  contactEmail: 'grace@example.com',
  contactPhone: like('+1 212 555 0100'),
  porterSelected: boolean(true),
  totalPrice: number(545),
  createdAt: regex(ISO_INSTANT, '2030-06-01T12:00:00.000Z'),
  // The state's booking stands: nothing cancelled, nothing charged.
  cancelledAt: null,
  cancellationCharge: null,
};

describe('mfe-booking-checkout → svc-booking', () => {
  afterAll(() => assertPactCommitted(output));

  it('books the cart in one request with an Idempotency-Key', async () => {
    await booking
      .addInteraction()
      .given('service 11 is in the catalog')
      .uponReceiving('a checkout of one service by a travel agent')
      .withRequest('POST', '/api/bookings/checkout', (b) =>
        b
          .headers({ 'Content-Type': 'application/json', 'Idempotency-Key': regex(/^[A-Za-z0-9_.:-]{8,128}$/, KEY) })
          .jsonBody(request),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          success: true,
          message: like("We've received your booking request and will contact you shortly."),
          groupId: uuid('6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a11'),
          contactEmail: 'ada@agency.example',
          bookings: eachLike({
            referenceCode: regex(REFERENCE, 'VIP-12345-FCO'),
            serviceId: integer(11),
            serviceName: like('VIP Meet & Greet - Arrival'),
            airport: { code: regex(/^[A-Z]{3}$/, 'FCO'), name: like('Rome Fiumicino') },
            flightDate: '2030-06-20',
            flightTime: '14:00',
            porterSelected: boolean(true),
            discountPercentage: integer(0),
            totalPrice: number(545),
          }),
          totalPrice: number(545),
        }),
      )
      .executeTest(async (server) => {
        const answer = await submitCheckout(request, KEY, server.url);
        expect(answer.bookings[0]!.referenceCode).toMatch(REFERENCE);
      });
  });

  it('books a cart shown in euros, and each booking keeps the estimate at the rate of the request', async () => {
    await booking
      .addInteraction()
      .given('service 11 is in the catalog')
      .given('staff rate the euro at 1.08')
      .uponReceiving('a checkout of one service shown in euros')
      .withRequest('POST', '/api/bookings/checkout', (b) =>
        b
          .headers({
            'Content-Type': 'application/json',
            'Idempotency-Key': regex(/^[A-Za-z0-9_.:-]{8,128}$/, EURO_KEY),
          })
          .jsonBody({ ...request, displayCurrency: 'EUR' }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          success: true,
          message: like("We've received your booking request and will contact you shortly."),
          groupId: uuid('6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a12'),
          contactEmail: 'ada@agency.example',
          bookings: eachLike({
            referenceCode: regex(REFERENCE, 'VIP-12346-FCO'),
            serviceId: integer(11),
            serviceName: like('VIP Meet & Greet - Arrival'),
            airport: { code: regex(/^[A-Z]{3}$/, 'FCO'), name: like('Rome Fiumicino') },
            flightDate: '2030-06-20',
            flightTime: '14:00',
            porterSelected: boolean(true),
            discountPercentage: integer(0),
            totalPrice: number(545),
            // $545 at 1.08: €504.63.
            displayPrice: { currency: 'EUR', rateToUsd: regex(RATE, '1.08'), totalMinorUnits: integer(50463) },
          }),
          totalPrice: number(545),
        }),
      )
      .executeTest(async (server) => {
        const answer = await submitCheckout({ ...request, displayCurrency: 'EUR' }, EURO_KEY, server.url);
        expect(answer.bookings[0]!.displayPrice).toEqual({
          currency: 'EUR',
          rateToUsd: '1.08',
          totalMinorUnits: 50463,
        });
      });
  });

  /** A hold's answer as the checkout's countdown reads it. */
  const holdBody = (paused: boolean) => ({
    id: uuid(HOLD_ID),
    expiresAt: regex(ISO_INSTANT, '2030-06-01T12:05:00.000Z'),
    secondsLeft: integer(300),
    paused,
    remainingSeconds: integer(300),
    pauseSecondsLeft: integer(1200),
    ended: false,
    items: eachLike({
      serviceId: integer(11),
      flightDate: '2030-06-20',
      flightTime: '10:30',
      status: regex(/^(held|soldOut|request)$/, 'held'),
    }),
  });

  it('holds the checkout items with an Idempotency-Key and is told which are held, until when', async () => {
    await booking
      .addInteraction()
      .given('an allotment covers service 11 on 2030-06-20 at 10:30 with seats free')
      .uponReceiving('a hold of the checkout items')
      .withRequest('POST', '/api/bookings/holds', (b) =>
        b
          .headers({
            'Content-Type': 'application/json',
            'Idempotency-Key': regex(/^[A-Za-z0-9_.:-]{8,128}$/, HOLD_KEY),
          })
          .jsonBody({ items: [{ serviceId: 11, flightDate: '2030-06-20', flightTime: '10:30' }] }),
      )
      .willRespondWith(201, (b) => b.jsonBody({ ...holdBody(false), token: regex(HOLD_TOKEN_PATTERN, HOLD_TOKEN) }))
      .executeTest(async (server) => {
        const hold = await placeHold(
          { items: [{ serviceId: 11, flightDate: '2030-06-20', flightTime: '10:30' }] },
          HOLD_KEY,
          server.url,
        );
        expect(hold.token).toMatch(HOLD_TOKEN_PATTERN);
        expect(hold.items[0]!.status).toBe('held');
      });
  });

  it("pauses the hold's countdown with its token", async () => {
    await booking
      .addInteraction()
      .given(`hold ${HOLD_ID} is live with its token`)
      .uponReceiving('a pause of the hold countdown')
      .withRequest('PATCH', `/api/bookings/holds/${HOLD_ID}`, (b) =>
        b.headers({ 'Content-Type': 'application/json', 'Hold-Token': HOLD_TOKEN }).jsonBody({ paused: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody(holdBody(true)))
      .executeTest(async (server) => {
        const hold = await changeHold({ id: HOLD_ID, token: HOLD_TOKEN }, true, server.url);
        expect(hold.paused).toBe(true);
      });
  });

  it('moves the hold to the changed quote in one step with its token, and is told which items are held', async () => {
    const moved = [{ serviceId: 11, flightDate: '2030-06-20', flightTime: '10:45' }];
    await booking
      .addInteraction()
      .given('an allotment covers service 11 on 2030-06-20 at 10:30 with seats free')
      .given(`hold ${HOLD_ID} is live with its token`)
      .uponReceiving('a move of the hold to the changed quote')
      .withRequest('PATCH', `/api/bookings/holds/${HOLD_ID}`, (b) =>
        b.headers({ 'Content-Type': 'application/json', 'Hold-Token': HOLD_TOKEN }).jsonBody({ items: moved }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...holdBody(false),
          items: eachLike({ ...moved[0], serviceId: integer(11), status: regex(/^(held|soldOut|request)$/, 'held') }),
        }),
      )
      .executeTest(async (server) => {
        const hold = await moveHold({ id: HOLD_ID, token: HOLD_TOKEN }, moved, server.url);
        expect(hold.items.map((i) => i.flightTime)).toEqual(['10:45']);
      });
  });

  it('releases the hold with its token', async () => {
    await booking
      .addInteraction()
      .given(`hold ${HOLD_ID} is live with its token`)
      .uponReceiving('a release of the hold')
      .withRequest('DELETE', `/api/bookings/holds/${HOLD_ID}`, (b) => b.headers({ 'Hold-Token': HOLD_TOKEN }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(releaseHold({ id: HOLD_ID, token: HOLD_TOKEN }, server.url)).resolves.toBeUndefined();
      });
  });

  const bookingRequest: BookingRequestInput = {
    serviceId: 11,
    contactName: 'Ada Lovelace',
    contactEmail: 'ada@example.com',
    contactPhone: '+44 20 7946 0000',
    companyName: 'Analytical Travel',
    travelerNames: ['Charles Babbage'],
    specialRequests: 'Wheelchair at the gate',
    flightNumber: 'AZ610',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    terminal: 'T3',
    airline: 'ITA Airways',
    adultCount: 2,
    childCount: 1,
    porterSelected: true,
  };

  it("sends the wizard's one-service booking request with an Idempotency-Key", async () => {
    await booking
      .addInteraction()
      .given('service 11 is in the catalog')
      .uponReceiving('a booking request for one service from the wizard')
      .withRequest('POST', '/api/bookings/request', (b) =>
        b
          .headers({
            'Content-Type': 'application/json',
            'Idempotency-Key': regex(/^[A-Za-z0-9_.:-]{8,128}$/, REQUEST_KEY),
          })
          .jsonBody(bookingRequest),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          success: true,
          message: like("We've received your booking request and will contact you shortly."),
          referenceCode: regex(REFERENCE, 'VIP-12345-FCO'),
          totalPrice: number(605),
        }),
      )
      .executeTest(async (server) => {
        const answer = await submitBookingRequest(bookingRequest, REQUEST_KEY, server.url);
        expect(answer.referenceCode).toMatch(REFERENCE);
      });
  });

  it('is told by code when the flight time has passed, so the wizard can go back to search', async () => {
    // Earlier today at the airport: a date the schemas take, a time svc-booking's airport-local rule refuses.
    const past = { ...bookingRequest, flightDate: '2030-06-01', flightTime: '08:00' };
    await booking
      .addInteraction()
      .given('service 11 is in the catalog')
      .uponReceiving('a booking request for a flight time that has passed')
      .withRequest('POST', '/api/bookings/request', (b) =>
        b
          .headers({
            'Content-Type': 'application/json',
            'Idempotency-Key': regex(/^[A-Za-z0-9_.:-]{8,128}$/, PAST_REQUEST_KEY),
          })
          .jsonBody(past),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody({
          error: { code: 'FLIGHT_TIME_PASSED', message: like('Flight time has already passed'), requestId },
        }),
      )
      .executeTest(async (server) => {
        const failure = await submitBookingRequest(past, PAST_REQUEST_KEY, server.url).catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ApiRequestError);
        expect((failure as ApiRequestError).code).toBe('FLIGHT_TIME_PASSED');
      });
  });

  it('records a booking-page search for tracking', async () => {
    const search = {
      airport: 'FCO',
      serviceType: 'arrival' as const,
      arrivalDate: '2030-06-20',
      arrivalTime: '14:00',
      adults: 2,
      children: 0,
      email: 'grace@example.com',
    };
    await booking
      .addInteraction()
      .uponReceiving('a search made on the booking page')
      .withRequest('POST', '/api/tracking/search', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody(search),
      )
      .willRespondWith(202, (b) => b.jsonBody({ searchId: uuid('6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a11') }))
      .executeTest(async (server) => {
        const answer = await recordSearch(search, server.url);
        expect(answer.searchId).toMatch(/^[0-9a-f-]{36}$/);
      });
  });

  it('finds a booking by reference and the e-mail it was made with', async () => {
    await booking
      .addInteraction()
      .given('booking VIP-12345-FCO exists for grace@example.com')
      .uponReceiving('a look-up of booking VIP-12345-FCO with its e-mail')
      .withRequest('GET', '/api/bookings/VIP-12345-FCO', (b) => b.query({ email: 'grace@example.com' }))
      .willRespondWith(200, (b) => b.headers({ 'Cache-Control': 'no-store' }).jsonBody(LOOKUP_BODY))
      .executeTest(async (server) => {
        const found = await fetchBooking('VIP-12345-FCO', 'grace@example.com', server.url);
        expect(found.status).toBe('Requested');
      });
  });

  it("finds a booking requested in euros with the estimate it kept, not one at today's rate", async () => {
    await booking
      .addInteraction()
      .given('booking VIP-12345-FCO exists for grace@example.com')
      .given('booking VIP-12345-FCO was requested in euros at 1.08')
      .uponReceiving('a look-up of booking VIP-12345-FCO requested in euros')
      .withRequest('GET', '/api/bookings/VIP-12345-FCO', (b) => b.query({ email: 'grace@example.com' }))
      .willRespondWith(200, (b) =>
        b.headers({ 'Cache-Control': 'no-store' }).jsonBody({
          ...LOOKUP_BODY,
          totalPrice: 545,
          displayPrice: { currency: 'EUR', rateToUsd: '1.08', totalMinorUnits: 50463 },
        }),
      )
      .executeTest(async (server) => {
        const found = await fetchBooking('VIP-12345-FCO', 'grace@example.com', server.url);
        expect(found.displayPrice).toEqual({ currency: 'EUR', rateToUsd: '1.08', totalMinorUnits: 50463 });
      });
  });

  it('answers a wrong reference or e-mail with 404', async () => {
    await booking
      .addInteraction()
      .given('booking VIP-12345-FCO exists for grace@example.com')
      .uponReceiving('a look-up of booking VIP-12345-FCO with another e-mail')
      .withRequest('GET', '/api/bookings/VIP-12345-FCO', (b) => b.query({ email: 'someone@example.com' }))
      .willRespondWith(404, (b) =>
        b.jsonBody({
          error: {
            code: 'BOOKING_NOT_FOUND',
            message: like('No booking matches this reference and e-mail address.'),
            requestId,
          },
        }),
      )
      .executeTest(async (server) => {
        const failure = await fetchBooking('VIP-12345-FCO', 'someone@example.com', server.url).catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ApiRequestError);
        expect((failure as ApiRequestError).status).toBe(404);
      });
  });

  it('sends a cancellation request for a booking found by reference and e-mail', async () => {
    const request = {
      email: 'grace@example.com',
      kind: 'cancel' as const,
      message: 'Our trip is off.\nPlease cancel the arrival service.',
    };
    await booking
      .addInteraction()
      .given('booking VIP-12345-FCO exists for grace@example.com')
      .uponReceiving('a change request for a booking')
      .withRequest('POST', '/api/bookings/VIP-12345-FCO/change-requests', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody(request),
      )
      .willRespondWith(202, (b) =>
        b.jsonBody({
          referenceCode: regex(REFERENCE, 'VIP-12345-FCO'),
          kind: regex(/^(change|cancel)$/, 'cancel'),
          receivedAt: regex(ISO_INSTANT, '2030-06-01T12:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const accepted = await submitChangeRequest('VIP-12345-FCO', request, server.url);
        expect(accepted).toEqual({
          referenceCode: 'VIP-12345-FCO',
          kind: 'cancel',
          receivedAt: '2030-06-01T12:00:00.000Z',
        });
      });
  });
});
