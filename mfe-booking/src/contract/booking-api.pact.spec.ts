/**
 * @jest-environment node
 */
// Consumer contracts of the quote cart (mfe-booking's quote sheet, promo code, saved quotes) with
// svc-catalog and svc-booking: the requests this remote's own fetchers make and the parts of the
// answers it relies on. Named 'mfe-booking-quote' so the wizard's own pact files (consumer
// 'mfe-booking') are never overwritten by this test, nor this one by them. Each provider verifies
// its file against its real service.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { createCartStore } from '../cart/cart-store';
import { createMemoryStorage } from '../cart/memory-storage';
import { applyPromo, fetchSavedQuote, fetchService, saveQuote } from '../quote/api';
import { restoreSavedQuote } from '../quote/restore-saved-quote';
import { pricingLike } from './pricing-like';

const { boolean, eachLike, eachValueMatches, integer, like, number, regex } = MatchersV3;

const CONSUMER = 'mfe-booking-quote';
const catalogOutput = pactOutput(CONSUMER, 'svc-catalog');
const bookingOutput = pactOutput(CONSUMER, 'svc-booking');
const catalog = new PactV4({ consumer: CONSUMER, provider: 'svc-catalog', dir: catalogOutput.dir, logLevel: 'warn' });
const booking = new PactV4({ consumer: CONSUMER, provider: 'svc-booking', dir: bookingOutput.dir, logLevel: 'warn' });

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const TOKEN = 'abcdefghijklmnopqrstuv';
const UNKNOWN_TOKEN = 'zzzzzzzzzzzzzzzzzzzzzz';
const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');

const cartLines = [
  { id: 101, serviceLevel: 'standard' as const, serviceType: 'arrival' as const },
  { id: -101, serviceLevel: 'lounge' as const, serviceType: 'departure' as const },
];

describe('mfe-booking-quote → svc-catalog', () => {
  afterAll(() => assertPactCommitted(catalogOutput));

  it('applies FLYSM to the services in the quote', async () => {
    await catalog
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request to apply promo code FLYSM to the quote')
      .withRequest('POST', '/api/promo-codes/apply', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({ code: 'FLYSM', items: cartLines }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          valid: true,
          code: 'FLYSM',
          description: like('FLYSM: 20% off Meet & Assist, 10% off lounge and suite services'),
          discounts: eachLike({ id: integer(101), discountPercentage: integer(20) }),
          appliedCount: integer(2),
          message: like('FLYSM: 20% off Meet & Assist, 10% off lounge and suite services applied to 2 service(s)'),
        }),
      )
      .executeTest(async (server) => {
        // Codes are case-insensitive: the fetcher sends them upper-cased.
        const answer = await applyPromo({ code: 'flysm', items: cartLines }, server.url);
        expect(answer.valid).toBe(true);
        expect(answer.discounts[0].discountPercentage).toBeGreaterThan(0);
      });
  });

  it('answers an unknown code as invalid', async () => {
    await catalog
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request to apply an unknown promo code')
      .withRequest('POST', '/api/promo-codes/apply', (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({ code: 'NOPE', items: cartLines }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          valid: false,
          code: 'NOPE',
          description: null,
          discounts: [],
          appliedCount: 0,
          message: 'Invalid promo code: NOPE',
        }),
      )
      .executeTest(async (server) => {
        const answer = await applyPromo({ code: 'NOPE', items: cartLines }, server.url);
        expect(answer).toMatchObject({ valid: false, appliedCount: 0 });
      });
  });

  it('prices one service for a saved quote line', async () => {
    const pricing = pricingLike({ totalPrice: 545, adultFee: 75, childFee: 50, porterSelected: true });
    await catalog
      .addInteraction()
      .given('service 1 exists')
      .uponReceiving('a request for service 1 priced for a date, time, travellers and porter')
      .withRequest('GET', '/api/services/1', (b) =>
        b.query({ date: '2030-06-10', time: '14:00', adults: '2', children: '0', porter: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          id: 1,
          airportId: integer(1),
          vendorId: integer(1),
          serviceType: regex(/^(arrival|departure|transfer)$/, 'arrival'),
          serviceLevel: regex(/^(standard|lounge|tarmac|suite)$/, 'standard'),
          name: like('VIP Meet & Greet – Arrival'),
          description: like('A dedicated meet & greet agent welcomes you at the aircraft door.'),
          image: like('/api/services/media/standard-arrival.svg'),
          basePrice: number(395),
          includedTravelers: integer(2),
          adultFee: number(75),
          childFee: number(50),
          freeChildrenAllowance: integer(0),
          greeterLimit: integer(6),
          afterHoursFee: number(0),
          afterHoursStart: like('22:00'),
          afterHoursEnd: like('06:00'),
          lastMinute24hSurcharge: number(0),
          lastMinute48hSurcharge: number(0),
          cancellationDeadlineHours: integer(48),
          tags: eachLike('Meet & Greet', 0),
          isPopular: boolean(true),
          isPremium: boolean(false),
          inclusions: eachValueMatches({ meetAtGate: true }, boolean(true)),
          active: boolean(true),
          airport: {
            code: regex(/^[A-Z]{3}$/, 'FCO'),
            name: like('Leonardo da Vinci–Fiumicino Airport'),
            city: like('Rome'),
            country: like('Italy'),
            timeZone: like('Europe/Rome'),
          },
          vendor: { id: integer(1), name: like('Rome VIP') },
          pricing,
        }),
      )
      .executeTest(async (server) => {
        const service = await fetchService(
          1,
          { date: '2030-06-10', time: '14:00', adults: 2, children: 0, porter: true },
          server.url,
        );
        expect(service.id).toBe(1);
        expect(service.pricing?.totalPrice).toBeGreaterThan(0);
      });
  });
});

describe('mfe-booking-quote → svc-booking', () => {
  afterAll(() => assertPactCommitted(bookingOutput));

  it('saves a quote and gets its link', async () => {
    const request = {
      items: [
        {
          cartId: 1,
          serviceId: 1,
          serviceType: 'arrival' as const,
          isReturnService: false,
          date: '2030-06-10',
          time: '14:00',
          adults: 2,
          children: 0,
          porterSelected: true,
          flight: 'AZ611',
        },
      ],
      promoCode: 'FLYSM',
    };
    await booking
      .addInteraction()
      .uponReceiving('a request to save a quote')
      .withRequest('POST', '/api/quotes', (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(request))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          token: regex(/^[A-Za-z0-9_-]{22,}$/, TOKEN),
          path: regex(/^\/booking\/quote\?saved=[A-Za-z0-9_-]{22,}$/, `/booking/quote?saved=${TOKEN}`),
          expiresAt: regex(ISO_INSTANT, '2030-07-01T12:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const link = await saveQuote(request, server.url);
        expect(link.path).toContain(link.token);
      });
  });

  it('opens a saved quote by its token', async () => {
    await booking
      .addInteraction()
      .given(`a saved quote with token ${TOKEN} exists`)
      .uponReceiving('a request for a saved quote')
      .withRequest('GET', `/api/quotes/${TOKEN}`)
      .willRespondWith(200, (b) =>
        b.jsonBody({
          token: TOKEN,
          items: eachLike({
            cartId: integer(1),
            serviceId: integer(1),
            serviceType: regex(/^(arrival|departure|transfer)$/, 'arrival'),
            isReturnService: boolean(false),
            date: regex(/^\d{4}-\d{2}-\d{2}$/, '2030-06-10'),
            time: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '14:00'),
            adults: integer(2),
            children: integer(0),
            porterSelected: boolean(true),
          }),
          promoCode: like('FLYSM'),
          createdAt: regex(ISO_INSTANT, '2030-06-01T12:00:00.000Z'),
          expiresAt: regex(ISO_INSTANT, '2030-07-01T12:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const quote = await fetchSavedQuote(TOKEN, server.url);
        expect(quote.token).toBe(TOKEN);
        expect(quote.items.length).toBeGreaterThan(0);
      });
  });

  it('gets QUOTE_NOT_FOUND for an unknown or expired token', async () => {
    await booking
      .addInteraction()
      .given(`no saved quote with token ${UNKNOWN_TOKEN}`)
      .uponReceiving('a request for an unknown saved quote')
      .withRequest('GET', `/api/quotes/${UNKNOWN_TOKEN}`)
      .willRespondWith(404, (b) =>
        b.jsonBody({
          error: {
            code: 'QUOTE_NOT_FOUND',
            message: like('This saved quote has expired or does not exist.'),
            requestId,
          },
        }),
      )
      .executeTest(async (server) => {
        const error = await fetchSavedQuote(UNKNOWN_TOKEN, server.url).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiRequestError);
        expect((error as ApiRequestError).status).toBe(404);
        expect((error as ApiRequestError).code).toBe('QUOTE_NOT_FOUND');
        // The restore flow reads the same answer as 'not found' and leaves the cart alone.
        const store = createCartStore({ storage: createMemoryStorage(), now: () => 0 });
        await expect(restoreSavedQuote(UNKNOWN_TOKEN, { store, baseUrl: server.url })).resolves.toEqual({
          status: 'not-found',
        });
      });
  });
});
