/**
 * @jest-environment node
 */
// Consumer contract of mfe-booking's home page and wizard with svc-catalog: the requests this remote's
// own fetchers make (src/wizard/api.ts) and the parts of the answers it relies on. svc-catalog
// verifies the pact against its real service and database.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { pricingLike } from './pricing-like';
import { fetchAirports, searchAirports } from '../wizard/airports-api';
import { fetchCurrencyRates } from '../currency/api';
import { fetchService, fetchServices } from '../wizard/api';

const { eachLike, like, regex, integer, number, boolean } = MatchersV3;
const output = pactOutput('mfe-booking', 'svc-catalog');
const pact = new PactV4({ consumer: 'mfe-booking', provider: 'svc-catalog', dir: output.dir, logLevel: 'warn' });

const airport = {
  id: integer(1),
  code: regex(/^[A-Z]{3}$/, 'FCO'),
  name: like('Leonardo da Vinci–Fiumicino Airport'),
  city: like('Rome'),
  country: like('Italy'),
  countryCode: regex(/^[A-Z]{2}$/, 'IT'),
  region: regex(/^(Americas|Europe|Middle East & Africa|Asia Pacific|Other)$/, 'Europe'),
};

const pricing = pricingLike({ totalPrice: 395, adultFee: 100, childFee: 60, porterSelected: false });

/** `serviceType` is exact in a list filtered by type, a pattern where any service will do. */
const serviceBody = (serviceType: unknown) => ({
  id: integer(1),
  airportId: integer(1),
  vendorId: integer(1),
  serviceType,
  serviceLevel: regex(/^(standard|lounge|tarmac|suite)$/, 'standard'),
  name: like('Arrival Meet & Assist'),
  description: like('A greeter meets you at the aircraft door.'),
  image: like('/api/services/media/standard-arrival.svg'),
  basePrice: number(395),
  includedTravelers: integer(2),
  adultFee: number(100),
  childFee: number(60),
  freeChildrenAllowance: integer(0),
  greeterLimit: integer(6),
  afterHoursFee: number(0),
  afterHoursStart: regex(/^\d{2}:\d{2}$/, '22:00'),
  afterHoursEnd: regex(/^\d{2}:\d{2}$/, '06:00'),
  lastMinute24hSurcharge: number(0),
  lastMinute48hSurcharge: number(0),
  cancellationDeadlineHours: integer(48),
  tags: eachLike('Meet & Greet'),
  isPopular: boolean(true),
  isPremium: boolean(false),
  inclusions: like({ meetAtGate: true }),
  active: boolean(true),
  airport: {
    code: regex(/^[A-Z]{3}$/, 'FCO'),
    name: like('Leonardo da Vinci–Fiumicino Airport'),
    city: like('Rome'),
    country: like('Italy'),
    timeZone: like('Europe/Rome'),
  },
  vendor: like({ id: 1, name: 'Rome VIP' }),
  pricing,
  instantConfirmation: boolean(false),
});

describe('mfe-booking → svc-catalog', () => {
  afterAll(() => assertPactCommitted(output));

  it('suggests airports for typed text', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('an airport search for "lon"')
      .withRequest('GET', '/api/airports/search', (b) => b.query({ q: 'lon' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            code: regex(/^[A-Z]{3}$/, 'LHR'),
            name: like('London Heathrow Airport'),
            city: like('London'),
            country: like('United Kingdom'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const found = await searchAirports('lon', { baseUrl: server.url });
        expect(found[0].code).toMatch(/^[A-Z]{3}$/);
      });
  });

  it('lists the airports (empty airport field, home page regions)', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request for every airport, from the booking remote')
      .withRequest('GET', '/api/airports')
      .willRespondWith(200, (b) => b.jsonBody(eachLike(airport)))
      .executeTest(async (server) => {
        const airports = await fetchAirports({ baseUrl: server.url });
        expect(airports[0].countryCode).toMatch(/^[A-Z]{2}$/);
      });
  });

  it('lists the services of a search, each priced for the party', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a service search at FCO for arrivals')
      .withRequest('GET', '/api/services', (b) =>
        b.query({ airport: 'FCO', type: 'arrival', date: '2030-06-20', time: '14:00', adults: '2', children: '0' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(serviceBody('arrival'))))
      .executeTest(async (server) => {
        const services = await fetchServices(
          { airport: 'FCO', type: 'arrival', date: '2030-06-20', time: '14:00', adults: 2, children: 0 },
          { baseUrl: server.url },
        );
        expect(services[0].pricing?.totalPrice).toEqual(expect.any(Number));
        expect(services[0].airport.timeZone).toEqual(expect.any(String));
      });
  });

  it('reads one service priced for the party', async () => {
    await pact
      .addInteraction()
      .given('service 1 exists')
      .uponReceiving('a request for service 1 priced for 2 adults without porter')
      .withRequest('GET', '/api/services/1', (b) =>
        b.query({ date: '2030-06-20', time: '14:00', adults: '2', children: '0', porter: 'false' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...serviceBody(regex(/^(arrival|departure|transfer)$/, 'arrival')), id: 1 }),
      )
      .executeTest(async (server) => {
        const one = await fetchService(
          1,
          { date: '2030-06-20', time: '14:00', adults: 2, children: 0, porter: false },
          { baseUrl: server.url },
        );
        expect(one.id).toBe(1);
        expect(one.pricing?.includedTravelers).toEqual(expect.any(Number));
      });
  });

  it("reads one service a supplier's allotment covers, flagged for instant confirmation", async () => {
    await pact
      .addInteraction()
      .given('service 1 has an allotment with a seat left on 2030-06-20 from 12:00 to 16:00')
      .uponReceiving('a request for service 1 at a time its allotment covers')
      .withRequest('GET', '/api/services/1', (b) =>
        b.query({ date: '2030-06-20', time: '14:00', adults: '2', children: '0', porter: 'false' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...serviceBody(regex(/^(arrival|departure|transfer)$/, 'arrival')),
          id: 1,
          instantConfirmation: true,
        }),
      )
      .executeTest(async (server) => {
        const one = await fetchService(
          1,
          { date: '2030-06-20', time: '14:00', adults: 2, children: 0, porter: false },
          { baseUrl: server.url },
        );
        expect(one.instantConfirmation).toBe(true);
      });
  });

  it("reads staff's currency rates, what an estimate in the traveller's currency is converted with", async () => {
    await pact
      .addInteraction()
      .given('staff have published currency rates')
      .uponReceiving('a request for the public currency rates')
      .withRequest('GET', '/api/currency-rates')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          rates: eachLike({
            currency: regex(/^(USD|EUR|GBP|AED|CNY|JPY)$/, 'EUR'),
            rateToUsd: regex(/^\d{1,6}(\.\d{1,8})?$/, '1.08'),
          }),
          updatedAt: regex(
            /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
            '2026-11-28T09:00:00.000Z',
          ),
        }),
      )
      .executeTest(async (server) => {
        const { rates } = await fetchCurrencyRates(server.url);
        expect(rates).toContainEqual({ currency: 'EUR', rateToUsd: '1.08' });
      });
  });
});
