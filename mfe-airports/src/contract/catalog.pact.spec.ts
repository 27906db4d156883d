/**
 * @jest-environment node
 */
// Consumer contract of mfe-airports with svc-catalog: the requests this remote's own fetchers make
// and the parts of the answers it relies on. svc-catalog verifies the pact against its real service.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { fetchAirportDetail } from '../airport-page/api';
import { fetchAirports, fetchAirportsByLevel } from '../directory/api';

const { eachLike, like, regex, integer, decimal, number } = MatchersV3;
const output = pactOutput('mfe-airports', 'svc-catalog');
const pact = new PactV4({ consumer: 'mfe-airports', provider: 'svc-catalog', dir: output.dir, logLevel: 'warn' });

const airport = {
  id: integer(1),
  code: regex(/^[A-Z]{3}$/, 'FCO'),
  name: like('Rome Fiumicino Leonardo da Vinci Airport'),
  city: like('Rome'),
  country: like('Italy'),
  countryCode: regex(/^[A-Z]{2}$/, 'IT'),
  region: regex(/^(Americas|Europe|Middle East & Africa|Asia Pacific|Other)$/, 'Europe'),
};

describe('mfe-airports → svc-catalog', () => {
  afterAll(() => assertPactCommitted(output));

  it('lists the airports', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request for every airport')
      .withRequest('GET', '/api/airports')
      .willRespondWith(200, (b) => b.jsonBody(eachLike(airport)))
      .executeTest(async (server) => {
        const airports = await fetchAirports(undefined, server.url);
        expect(airports[0].code).toMatch(/^[A-Z]{3}$/);
      });
  });

  it('lists the airports offering a level', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request for the airports offering suites')
      .withRequest('GET', '/api/airports/service-level/suite')
      .willRespondWith(200, (b) => b.jsonBody(eachLike(airport)))
      .executeTest(async (server) => {
        expect((await fetchAirportsByLevel('suite', undefined, server.url)).length).toBeGreaterThan(0);
      });
  });

  it('reads one airport with its levels and service count', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request for airport FCO')
      .withRequest('GET', '/api/airports/FCO')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...airport,
          code: 'FCO',
          icao: like('LIRF'),
          timeZone: like('Europe/Rome'),
          latitude: decimal(41.8),
          longitude: decimal(12.25),
          serviceLevels: eachLike({
            level: regex(/^(standard|lounge|tarmac|suite)$/, 'standard'),
            minPrice: number(395),
          }),
          serviceCount: integer(6),
        }),
      )
      .executeTest(async (server) => {
        const fco = await fetchAirportDetail('fco', undefined, server.url);
        expect(fco.code).toBe('FCO');
        expect(fco.serviceLevels.length).toBeGreaterThan(0);
      });
  });

  it("gets 'Airport Not Found' for an unknown code", async () => {
    await pact
      .addInteraction()
      .given('airport ZZZ does not exist')
      .uponReceiving('a request for an unknown airport')
      .withRequest('GET', '/api/airports/ZZZ')
      .willRespondWith(404, (b) =>
        b.jsonBody({
          error: {
            code: 'AIRPORT_NOT_FOUND',
            message: 'Airport Not Found',
            requestId: like('8f0c2c1e-0000-4000-8000-000000000000'),
          },
        }),
      )
      .executeTest(async (server) => {
        const error = await fetchAirportDetail('ZZZ', undefined, server.url).catch((e) => e);
        expect(error).toBeInstanceOf(ApiRequestError);
        expect((error as ApiRequestError).status).toBe(404);
        expect((error as ApiRequestError).userMessage).toBe('Airport Not Found');
      });
  });
});
