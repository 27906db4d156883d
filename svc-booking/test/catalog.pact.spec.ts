// Consumer contract of svc-booking with svc-catalog: the pricing and promo-code calls CatalogClient
// makes when a booking is requested or a cart is checked out (svc-booking prices a booking
// by calling svc-catalog), and the parts of the answers svc-booking relies on. svc-catalog verifies the
// pact against its real service and seeded database.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { assertPactCommitted, pactOutput, placeholderCaller } from '@vip/platform/testing';
import { CatalogClient } from '../src/catalog/catalog.client';
import { priceColumns, serviceColumns, type PricedService } from '../src/bookings/booking-record';

const { boolean, eachLike, integer, like, number, regex } = MatchersV3;

const output = pactOutput('svc-booking', 'svc-catalog');
const pact = new PactV4({ consumer: 'svc-booking', provider: 'svc-catalog', dir: output.dir, logLevel: 'warn' });

const SERVICE_TYPE = /^(arrival|departure|transfer)$/;
const SERVICE_LEVEL = /^(standard|lounge|tarmac|suite)$/;
const HH_MM = /^\d{2}:\d{2}$/;

/**
 * GET /api/services/{id} with a price, as svc-booking reads it: every field the contracts schema
 * requires, by type (figures are the catalog's data); the airport's code and zone feed the reference
 * code and the flight instant, the pricing parts feed the booking's price columns.
 */
const pricedServiceBody = {
  id: 1,
  airportId: integer(1),
  vendorId: integer(1),
  serviceType: regex(SERVICE_TYPE, 'arrival'),
  serviceLevel: regex(SERVICE_LEVEL, 'standard'),
  name: like('VIP Meet & Greet – Arrival'),
  description: like('A greeter meets you at the aircraft door.'),
  image: like('/api/services/media/standard-arrival.svg'),
  basePrice: number(395),
  includedTravelers: integer(2),
  adultFee: number(100),
  childFee: number(60),
  freeChildrenAllowance: integer(0),
  greeterLimit: integer(6),
  afterHoursFee: number(0),
  afterHoursStart: regex(HH_MM, '22:00'),
  afterHoursEnd: regex(HH_MM, '06:00'),
  lastMinute24hSurcharge: number(0),
  lastMinute48hSurcharge: number(0),
  cancellationDeadlineHours: integer(48),
  tags: eachLike('Meet & Greet'),
  isPopular: boolean(true),
  isPremium: boolean(false),
  inclusions: like({ meetAtGate: true }),
  // A service that is not active cannot be booked (checkout refuses it): this state promises one that is.
  active: true,
  airport: {
    code: regex(/^[A-Z]{3}$/, 'FCO'),
    name: like('Leonardo da Vinci–Fiumicino Airport'),
    city: like('Rome'),
    country: like('Italy'),
    timeZone: regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, 'Europe/Rome'),
  },
  vendor: like({ id: 1, name: 'Rome VIP' }),
  pricing: {
    totalPrice: number(545),
    basePrice: number(395),
    adultFee: number(100),
    childFee: number(60),
    includedTravelers: integer(2),
    paidAdults: integer(0),
    paidChildren: integer(0),
    adultFeeTotal: number(0),
    childFeeTotal: number(0),
    additionalGreeters: integer(0),
    additionalGreeterFee: number(0),
    afterHoursFee: number(0),
    lastMinuteFee: number(0),
    porterAvailable: boolean(true),
    porterCost: number(150),
    porterSelected: boolean(true),
    subtotal: number(545),
    discountPercentage: integer(0),
    discountAmount: number(0),
    currency: 'USD',
  },
};

const query = { serviceId: 1, date: '2030-06-20', time: '14:00', adults: 2, children: 0, porterSelected: true };
const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');

/** Stands for svc-booking's signed token; svc-catalog's verification swaps it for one svc-booking's key signs. */
const SERVICE_TOKEN_PLACEHOLDER = 'placeholder-internal-api-token-of-svc-booking';
const internalHeaders = { 'Content-Type': 'application/json', Authorization: `Bearer ${SERVICE_TOKEN_PLACEHOLDER}` };

/**
 * No retries and no wait: a contract test must see the first answer. Configured with the service token, as deployed.
 */
const clientFor = (baseUrl: string) =>
  new CatalogClient({
    baseUrl,
    timeoutMs: 5_000,
    retries: 0,
    caller: placeholderCaller(SERVICE_TOKEN_PLACEHOLDER),
  });

describe('svc-booking → svc-catalog', () => {
  afterAll(() => assertPactCommitted(output));

  it('prices a service for the party, date, time and porter of a booking', async () => {
    await pact
      .addInteraction()
      .given('service 1 exists and is active')
      .uponReceiving('a request from svc-booking for service 1 priced for 2 adults with porter')
      .withRequest('GET', '/api/services/1', (b) =>
        b
          .query({ date: '2030-06-20', time: '14:00', adults: '2', children: '0', porter: 'true' })
          .headers({ Accept: 'application/json' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(pricedServiceBody))
      .executeTest(async (server) => {
        const service = await clientFor(server.url).pricedService(query);
        expect(service).not.toBeNull();
        expect(service!.id).toBe(1);
        expect(service!.pricing).not.toBeNull();
        // What svc-booking stores from the answer: the airport-local flight turned into UTC in the
        // airport's zone, and the price parts in cents.
        const priced = service as PricedService;
        expect(serviceColumns(priced, query.date, query.time)).toMatchObject({
          serviceId: 1,
          airportCode: 'FCO',
          airportTimeZone: 'Europe/Rome',
          flightAt: new Date('2030-06-20T12:00:00Z'),
          cancellationPolicyHours: 48,
        });
        expect(priceColumns(priced.pricing)).toMatchObject({
          basePriceCents: 39500,
          porterCostCents: 15000,
          totalPriceCents: 54500,
        });
      });
  });

  it('re-prices a booking staff edit as seen from its request time (asOf), so no last-minute surcharge is added afterwards', async () => {
    const asOf = new Date('2030-06-01T12:00:00.000Z');
    await pact
      .addInteraction()
      .given('service 1 exists and is active')
      .uponReceiving('a request from svc-booking for service 1 priced for 3 adults as of the booking request time')
      .withRequest('GET', '/api/services/1', (b) =>
        b
          .query({
            date: '2030-06-20',
            time: '14:00',
            adults: '3',
            children: '0',
            porter: 'false',
            asOf: asOf.toISOString(),
          })
          .headers({ Accept: 'application/json' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...pricedServiceBody, pricing: { ...pricedServiceBody.pricing, lastMinuteFee: 0 } }),
      )
      .executeTest(async (server) => {
        const service = await clientFor(server.url).pricedService({ ...query, adults: 3, porterSelected: false, asOf });
        expect(service?.pricing?.lastMinuteFee).toBe(0);
      });
  });

  it('gets a 404 for a service the catalog does not have, which the client reads as "no such service"', async () => {
    await pact
      .addInteraction()
      .given('service 99999 does not exist')
      .uponReceiving('a request from svc-booking for the unknown service 99999 priced for 2 adults')
      .withRequest('GET', '/api/services/99999', (b) =>
        b
          .query({ date: '2030-06-20', time: '14:00', adults: '2', children: '0', porter: 'false' })
          .headers({ Accept: 'application/json' }),
      )
      .willRespondWith(404, (b) =>
        b.jsonBody({ error: { code: 'SERVICE_NOT_FOUND', message: like('Service not found'), requestId } }),
      )
      .executeTest(async (server) => {
        const service = await clientFor(server.url).pricedService({
          ...query,
          serviceId: 99999,
          porterSelected: false,
        });
        expect(service).toBeNull();
      });
  });

  it('applies promo code FLYSM to the checkout items, by item index', async () => {
    await pact
      .addInteraction()
      .given('promo code FLYSM is active')
      .uponReceiving('a request from svc-booking to apply FLYSM to a standard arrival and a lounge departure')
      // The internal route: checkouts of every traveller come from svc-booking's one address and must not
      // exhaust the public per-client limit of the quote sheet's promo box.
      .withRequest('POST', '/internal/promo-codes/apply', (b) =>
        b.headers(internalHeaders).jsonBody({
          code: 'FLYSM',
          items: [
            { id: 0, serviceLevel: 'standard', serviceType: 'arrival' },
            { id: 1, serviceLevel: 'lounge', serviceType: 'departure' },
          ],
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          valid: true,
          code: 'FLYSM',
          description: like('FLYSM: 20% off Meet & Assist, 10% off lounge and suite services'),
          // svc-booking maps each discount back to its item by the id it sent (the item's index).
          discounts: [
            { id: 0, discountPercentage: integer(20) },
            { id: 1, discountPercentage: integer(10) },
          ],
          appliedCount: integer(2),
          message: like('FLYSM: 20% off Meet & Assist, 10% off lounge and suite services applied to 2 service(s)'),
        }),
      )
      .executeTest(async (server) => {
        const applied = await clientFor(server.url).applyPromo({
          code: 'FLYSM',
          items: [
            { id: 0, serviceLevel: 'standard', serviceType: 'arrival' },
            { id: 1, serviceLevel: 'lounge', serviceType: 'departure' },
          ],
        });
        expect(applied.valid).toBe(true);
        expect(new Map(applied.discounts.map((d) => [Number(d.id), d.discountPercentage]))).toEqual(
          new Map([
            [0, 20],
            [1, 10],
          ]),
        );
      });
  });

  it('is told that an unknown promo code is not valid', async () => {
    await pact
      .addInteraction()
      .given('promo code NOTACODE does not exist')
      .uponReceiving('a request from svc-booking to apply the unknown promo code NOTACODE')
      .withRequest('POST', '/internal/promo-codes/apply', (b) =>
        b
          .headers(internalHeaders)
          .jsonBody({ code: 'NOTACODE', items: [{ id: 0, serviceLevel: 'standard', serviceType: 'arrival' }] }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          valid: false,
          code: like('NOTACODE'),
          description: null,
          discounts: [],
          appliedCount: 0,
          message: like('Invalid promo code: NOTACODE'),
        }),
      )
      .executeTest(async (server) => {
        const applied = await clientFor(server.url).applyPromo({
          code: 'NOTACODE',
          items: [{ id: 0, serviceLevel: 'standard', serviceType: 'arrival' }],
        });
        expect(applied).toMatchObject({ valid: false, discounts: [] });
      });
  });

  it('holds a use of FLYSM for a checkout, by the checkout’s key, before its transaction', async () => {
    const body = { code: 'FLYSM', email: 'grace@example.com', key: 'bookings.checkout:key-of-a-checkout' };
    await pact
      .addInteraction()
      .given('promo code FLYSM is active')
      .uponReceiving('a request from svc-booking to hold a use of FLYSM for a checkout')
      .withRequest('POST', '/internal/promo-codes/redemptions', (b) => b.headers(internalHeaders).jsonBody(body))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          code: 'FLYSM',
          key: body.key,
          reservedAt: regex(/^\d{4}-\d{2}-\d{2}T.+Z$/, '2030-06-01T12:00:00.000Z'),
          replayed: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const held = await clientFor(server.url).reservePromo(body);
        expect(held).toMatchObject({ code: 'FLYSM', key: body.key });
      });
  });

  it('is told when a code’s budget is spent, which the traveller reads as a refusal of the code', async () => {
    const body = { code: 'USEDUP', email: 'grace@example.com', key: 'bookings.checkout:key-of-a-late-checkout' };
    await pact
      .addInteraction()
      .given('promo code USEDUP has used its whole budget')
      .uponReceiving('a request from svc-booking to hold a use of the spent code USEDUP')
      .withRequest('POST', '/internal/promo-codes/redemptions', (b) => b.headers(internalHeaders).jsonBody(body))
      .willRespondWith(409, (b) =>
        b.jsonBody({
          error: { code: 'PROMO_CODE_USED_UP', message: 'This promo code has been fully used', requestId },
        }),
      )
      .executeTest(async (server) => {
        await expect(clientFor(server.url).reservePromo(body)).rejects.toMatchObject({
          status: 422,
          code: 'PROMO_CODE_USED_UP',
          message: 'This promo code has been fully used',
        });
      });
  });

  it('gives back the use of a checkout whose transaction failed', async () => {
    await pact
      .addInteraction()
      .given('promo code FLYSM is active')
      .uponReceiving('a request from svc-booking to give back the use held for a failed checkout')
      .withRequest('DELETE', '/internal/promo-codes/redemptions/bookings.checkout%3Akey-of-a-failed-checkout', (b) =>
        b.headers({ Authorization: `Bearer ${SERVICE_TOKEN_PLACEHOLDER}` }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect(await clientFor(server.url).releasePromo('bookings.checkout:key-of-a-failed-checkout')).toBe(true);
      });
  });
});
