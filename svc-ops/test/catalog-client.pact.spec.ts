// Consumer contract of svc-ops with svc-catalog's airport API: a chauffeur transfer takes its airport's
// name and time zone from GET /api/airports/{code} (CatalogClient.airport). svc-catalog verifies it
// against its seeded database. Named 'svc-ops-catalog-client' beside svc-ops's other pacts.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { assertPactCommitted, pactOutput } from '@vip/contracts/testing';
import { CatalogClient } from '../src/catalog/catalog.client';

const { like } = MatchersV3;

const CONSUMER = 'svc-ops-catalog-client';
const output = pactOutput(CONSUMER, 'svc-catalog');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-catalog', dir: output.dir, logLevel: 'warn' });
const clientFor = (baseUrl: string) => new CatalogClient({ baseUrl, timeoutMs: 5_000 });

describe('svc-ops → svc-catalog (airports of chauffeur transfers)', () => {
  afterAll(() => assertPactCommitted(output));

  it("reads an airport's name and time zone", async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request from svc-ops for airport JFK')
      .withRequest('GET', '/api/airports/JFK')
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 'JFK', name: like('John F. Kennedy International Airport'), timeZone: 'America/New_York' }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).airport('JFK')).toEqual({ code: 'JFK', name: 'John F. Kennedy International Airport', timeZone: 'America/New_York' });
      });
  });

  it('gets a 404 for a code the catalog does not know, which staff see as an unknown airport', async () => {
    await pact
      .addInteraction()
      .given('airport ZZZ does not exist')
      .uponReceiving('a request from svc-ops for airport ZZZ')
      .withRequest('GET', '/api/airports/ZZZ')
      .willRespondWith(404, (b) => b.jsonBody({ error: { code: like('AIRPORT_NOT_FOUND'), message: like('Airport Not Found'), requestId: like('r') } }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url).airport('ZZZ')).toBeNull();
      });
  });
});
