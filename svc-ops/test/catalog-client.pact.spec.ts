// Consumer contract of svc-ops with svc-catalog's airport API: a chauffeur transfer takes its airport's
// name and time zone from GET /api/airports/{code} (CatalogClient.airport), and the booking modal's service
// choice lists the services of an airport and type priced for the party (CatalogClient.servicesAt). svc-catalog
// verifies it against its seeded database. Named 'svc-ops-catalog-client' beside svc-ops's other pacts.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import { CatalogClient } from '../src/catalog/catalog.client';

const { eachLike, integer, like, number, regex } = MatchersV3;

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
        expect(await clientFor(server.url).airport('JFK')).toEqual({
          code: 'JFK',
          name: 'John F. Kennedy International Airport',
          timeZone: 'America/New_York',
        });
      });
  });

  it('gets a 404 for a code the catalog does not know, which staff see as an unknown airport', async () => {
    await pact
      .addInteraction()
      .given('airport ZZZ does not exist')
      .uponReceiving('a request from svc-ops for airport ZZZ')
      .withRequest('GET', '/api/airports/ZZZ')
      .willRespondWith(404, (b) =>
        b.jsonBody({
          error: { code: like('AIRPORT_NOT_FOUND'), message: like('Airport Not Found'), requestId: like('r') },
        }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).airport('ZZZ')).toBeNull();
      });
  });

  it("lists the arrival services at FCO priced for a party, for the booking modal's service choice", async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request from svc-ops for the arrival services at FCO priced for 2 adults')
      .withRequest('GET', '/api/services', (b) =>
        b
          .query({
            airport: 'FCO',
            type: 'arrival',
            date: '2030-06-20',
            time: '14:00',
            adults: '2',
            children: '0',
            porter: 'false',
          })
          .headers({ Accept: 'application/json' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            id: integer(1),
            airportId: integer(1),
            vendorId: integer(1),
            serviceType: 'arrival',
            serviceLevel: regex(/^(standard|lounge|tarmac|suite)$/, 'standard'),
            name: like('VIP Meet & Greet - Arrival'),
            description: like('Meet and greet at the gate'),
            image: like('/api/services/media/standard-arrival.svg'),
            basePrice: number(395),
            includedTravelers: integer(2),
            adultFee: number(100),
            childFee: number(60),
            freeChildrenAllowance: integer(0),
            greeterLimit: integer(6),
            afterHoursFee: number(0),
            afterHoursStart: like('22:00'),
            afterHoursEnd: like('06:00'),
            lastMinute24hSurcharge: number(0),
            lastMinute48hSurcharge: number(0),
            cancellationDeadlineHours: integer(48),
            tags: eachLike('arrival'),
            isPopular: like(true),
            isPremium: like(false),
            inclusions: like({ meetAtGate: true }),
            active: like(true),
            airport: {
              code: 'FCO',
              name: like('Rome Fiumicino'),
              city: like('Rome'),
              country: like('Italy'),
              timeZone: like('Europe/Rome'),
            },
            vendor: { id: integer(1), name: like('Rome Airport Concierge') },
            pricing: {
              totalPrice: number(395),
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
              porterAvailable: like(true),
              porterCost: number(0),
              porterSelected: like(false),
              subtotal: number(395),
              discountPercentage: integer(0),
              discountAmount: number(0),
              currency: 'USD',
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const services = await clientFor(server.url).servicesAt({
          airport: 'FCO',
          type: 'arrival',
          date: '2030-06-20',
          time: '14:00',
          adults: 2,
          children: 0,
          porter: false,
        });
        expect(services[0]).toMatchObject({
          serviceType: 'arrival',
          airport: { code: 'FCO' },
          pricing: { currency: 'USD' },
        });
      });
  });
});
