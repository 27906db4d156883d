import request from 'supertest';
import {
  airportDetailSchema,
  airportListSchema,
  airportSearchResultsSchema,
  partnerQuoteSchema,
  promoApplyResponseSchema,
  serviceDetailSchema,
  serviceListSchema,
  servicePricingSchema,
} from '@vip/contracts/schemas';
import { zonedLocalToUtc } from '@vip/contracts/time';
import {
  createTestDatabase,
  internalRouteProblems,
  internalRoutesOf,
  testIdentities,
  type TestDatabase,
} from '@vip/platform/testing';
import { silentLogger } from '@vip/platform/logger';
import { LegacyPartnerKeysRepository } from '../src/partner/partner-keys.repository';
import { insertLegacyKey } from './legacy-keys';
import { readCatalogData } from '../src/seed/catalog.seed';
import { startCatalogService, type CatalogService } from '../src/server';

// "now" is fixed: 2030-06-01 12:00Z. Services priced on 2030-06-20 are far from any last-minute rule.
const NOW = new Date('2030-06-01T12:00:00Z');
const DAY = '2030-06-20';
const data = readCatalogData();
const identities = testIdentities();

describe('svc-catalog over a real database', () => {
  let db: TestDatabase;
  let service: CatalogService;
  let now = NOW;

  beforeAll(async () => {
    db = await createTestDatabase('catalog');
    service = await startCatalogService({
      env: { PORT: '0', DATABASE_URL: db.url, ...identities.env('svc-catalog') },
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });
  beforeEach(() => {
    now = NOW;
  });
  const api = () => request(service.app.callback());
  // The cheapest by its (only) price version: the seed's prices are each service's first.
  const serviceId = async (airport: string, serviceType: string, serviceLevel: string) =>
    (
      await service.prisma.priceVersion.findFirstOrThrow({
        where: { service: { airport: { code: airport }, serviceType, serviceLevel, active: true } },
        orderBy: [{ basePriceCents: 'asc' }, { serviceId: 'asc' }],
      })
    ).serviceId;
  const priceOf = (id: number) => service.prisma.priceVersion.findFirstOrThrow({ where: { serviceId: id } });

  describe('airports', () => {
    it('writes the sitemap on the address it was asked on when no public origin is configured', async () => {
      const res = await api().get('/api/airports/sitemap.xml').set('Host', 'vip.test:8080').expect(200);
      expect(res.text).toContain('<loc>http://vip.test:8080/airports/FCO</loc>');
    });

    it('writes a sitemap per language, each page with its six languages as alternates', async () => {
      const en = await api().get('/api/airports/sitemap.xml').set('Host', 'vip.test').expect(200);
      expect(en.text).toContain(
        '<url><loc>http://vip.test/airports/FCO</loc><xhtml:link rel="alternate" hreflang="en" href="http://vip.test/airports/FCO"/>',
      );
      const fr = await api().get('/api/airports/sitemap-fr.xml').set('Host', 'vip.test').expect(200);
      expect(fr.type).toBe('application/xml');
      expect(fr.text).toContain('<loc>http://vip.test/fr/airports/FCO</loc>');
      expect(fr.text).toContain(
        '<xhtml:link rel="alternate" hreflang="zh-Hans" href="http://vip.test/zh-hans/airports/FCO"/>',
      );
      expect(fr.text).not.toContain('<loc>http://vip.test/airports/FCO</loc>');
      const ar = await api().get('/api/airports/sitemap-ar.xml').set('Host', 'vip.test').expect(200);
      expect(ar.text).toContain('<loc>http://vip.test/ar/</loc>');
      // English is the unprefixed sitemap; a language we do not have is refused in the one error shape.
      const unknown = await api().get('/api/airports/sitemap-pt.xml').expect(400);
      expect(unknown.body.error.code).toBe('VALIDATION_FAILED');
      await api().get('/api/airports/sitemap-en.xml').expect(400);
    });

    it('lists every airport of the data set, with region and country code', async () => {
      const res = await api().get('/api/airports').expect(200).expect('Content-Type', /json/);
      const airports = airportListSchema.parse(res.body);
      expect(airports).toHaveLength(data.airports.length);
      expect(airports.length).toBeGreaterThanOrEqual(270);
      expect(airports.find((a) => a.code === 'FCO')).toMatchObject({
        city: 'Rome',
        country: 'Italy',
        countryCode: 'IT',
        region: 'Europe',
      });
      expect(airports.find((a) => a.code === 'JFK')?.region).toBe('Americas');
      expect(airports.find((a) => a.code === 'SYD')?.region).toBe('Asia Pacific');
      expect(airports.find((a) => a.code === 'DXB')?.region).toBe('Middle East & Africa');
    });

    it('searches by code first, then city, name and country', async () => {
      const byCode = airportSearchResultsSchema.parse((await api().get('/api/airports/search?q=lhr').expect(200)).body);
      expect(byCode[0]).toMatchObject({ code: 'LHR', city: 'London' });
      const byCity = airportSearchResultsSchema.parse(
        (await api().get('/api/airports/search?q=london').expect(200)).body,
      );
      expect(byCity.map((a) => a.code)).toEqual(expect.arrayContaining(['LHR', 'LGW']));
      const byCountry = airportSearchResultsSchema.parse(
        (await api().get('/api/airports/search?q=Italy&limit=50').expect(200)).body,
      );
      expect(byCountry.map((a) => a.code)).toEqual(expect.arrayContaining(['FCO', 'MXP']));
      expect((await api().get('/api/airports/search?q=zzzzzz').expect(200)).body).toEqual([]);
      // Inside a word: found by substring after every prefix match.
      const inside = airportSearchResultsSchema.parse(
        (await api().get('/api/airports/search?q=athrow').expect(200)).body,
      );
      expect(inside.map((a) => a.code)).toEqual(['LHR']);
      const accents = airportSearchResultsSchema.parse(
        (await api().get('/api/airports/search?q=urumqi').expect(200)).body,
      );
      expect(accents[0]?.code).toBe('URC');
    });

    it('refuses an empty search with a field error', async () => {
      const res = await api().get('/api/airports/search?q=').expect(400);
      expect(res.body.error.details.fieldErrors.q).toBeDefined();
    });

    it('answers an airport with its levels, lowest prices and service count, any case', async () => {
      const fco = airportDetailSchema.parse((await api().get('/api/airports/fco').expect(200)).body);
      expect(fco.code).toBe('FCO');
      expect(fco.timeZone).toBe('Europe/Rome');
      const standard = fco.serviceLevels.find((l) => l.level === 'standard');
      expect(standard?.minPrice).toBeLessThanOrEqual(395);
      const expectedCount = data.services.filter((s) => s.airport === 'FCO').length;
      expect(fco.serviceCount).toBe(expectedCount);
    });

    it("answers 404 'Airport Not Found' for an unknown code and 400 for a malformed one", async () => {
      expect((await api().get('/api/airports/ZZZ').expect(404)).body.error).toMatchObject({
        code: 'AIRPORT_NOT_FOUND',
        message: 'Airport Not Found',
      });
      expect((await api().get('/api/airports/LONDON').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    });

    it('lists the airports offering a level', async () => {
      const suites = airportListSchema.parse((await api().get('/api/airports/service-level/suite').expect(200)).body);
      const expected = new Set(data.services.filter((s) => s.serviceLevel === 'suite').map((s) => s.airport));
      expect(new Set(suites.map((a) => a.code))).toEqual(expected);
      expect((await api().get('/api/airports/service-level/platinum').expect(400)).body.error.code).toBe(
        'VALIDATION_FAILED',
      );
    });
  });

  describe('services and prices', () => {
    it('lists the services of a type at an airport, each priced', async () => {
      const res = await api()
        .get(`/api/services?airport=fco&type=arrival&date=${DAY}&time=14:00&adults=2&children=0`)
        .expect(200);
      const services = serviceListSchema.parse(res.body);
      expect(services.length).toBe(
        data.services.filter((s) => s.airport === 'FCO' && s.serviceType === 'arrival').length,
      );
      for (const s of services) {
        expect(s.serviceType).toBe('arrival');
        expect(s.airport.code).toBe('FCO');
        expect(s.pricing?.totalPrice).toBeGreaterThan(0);
      }
    });

    it('reproduces the spec vectors: FCO 395 + porter 150 = 545, SYD 445 + porter 350 = 795', async () => {
      for (const [airport, base, porter] of [
        ['FCO', 395, 150],
        ['SYD', 445, 350],
      ] as const) {
        const res = await api()
          .get(`/api/services?airport=${airport}&type=arrival&date=${DAY}&time=14:00&adults=2&children=0&porter=true`)
          .expect(200);
        const standard = serviceListSchema
          .parse(res.body)
          .find((s) => s.serviceLevel === 'standard' && s.basePrice === base);
        expect(standard?.pricing).toMatchObject({
          basePrice: base,
          porterAvailable: true,
          porterCost: porter,
          porterSelected: true,
          totalPrice: base + porter,
        });
      }
    });

    it('shows porter fees per airport (LHR 50, JFK and MUC 100) and none for transfers', async () => {
      for (const [airport, fee] of [
        ['LHR', 50],
        ['JFK', 100],
        ['MUC', 100],
      ] as const) {
        const id = await serviceId(airport, 'arrival', 'standard');
        const res = await api().get(`/api/services/${id}?date=${DAY}&time=14:00`).expect(200);
        expect(serviceDetailSchema.parse(res.body).pricing).toMatchObject({
          porterAvailable: true,
          porterCost: fee,
          porterSelected: false,
        });
      }
      const transfer = await serviceId('LHR', 'transfer', 'standard');
      const res = await api()
        .post('/api/services/calculate-price')
        .send({
          serviceId: transfer,
          adultCount: 2,
          childCount: 0,
          flightDate: DAY,
          flightTime: '14:00',
          porterSelected: true,
        })
        .expect(200);
      expect(servicePricingSchema.parse(res.body)).toMatchObject({
        porterAvailable: false,
        porterCost: 0,
        porterSelected: false,
      });
    });

    it('prices the party and the airport-local time on calculate-price', async () => {
      const id = await serviceId('FCO', 'arrival', 'standard');
      const row = await service.prisma.service.findUniqueOrThrow({ where: { id } });
      const price0 = await priceOf(id);
      const res = await api()
        .post('/api/services/calculate-price')
        .send({ serviceId: id, adultCount: 4, childCount: 0, flightDate: DAY, flightTime: '14:00' })
        .expect(200);
      const price = servicePricingSchema.parse(res.body);
      const extraAdults = 4 - row.includedTravelers;
      expect(price.paidAdults).toBe(extraAdults);
      expect(price.totalPrice).toBe((price0.basePriceCents + extraAdults * price0.adultFeeCents) / 100);
    });

    it('adds the last-minute surcharge measured in the airport zone', async () => {
      const row = await service.prisma.service.findFirstOrThrow({
        where: { active: true, prices: { some: { lastMinute24hSurchargeCents: { gt: 0 } } } },
        include: { airport: true, prices: true },
      });
      // Ten hours before noon at that airport, in its own zone.
      now = new Date(zonedLocalToUtc(DAY, '12:00', row.airport.timeZone).getTime() - 10 * 3600_000);
      const res = await api()
        .post('/api/services/calculate-price')
        .send({ serviceId: row.id, adultCount: 1, childCount: 0, flightDate: DAY, flightTime: '12:00' })
        .expect(200);
      expect(res.body.lastMinuteFee).toBe(row.prices[0]!.lastMinute24hSurchargeCents / 100);
    });

    it('prices a service as seen from another instant (asOf): the surcharge of a booking requested days ahead stays off', async () => {
      const row = await service.prisma.service.findFirstOrThrow({
        where: { active: true, prices: { some: { lastMinute24hSurchargeCents: { gt: 0 } } } },
        include: { airport: true, prices: true },
      });
      const noon = zonedLocalToUtc(DAY, '12:00', row.airport.timeZone).getTime();
      now = new Date(noon - 10 * 3600_000);
      const path = `/api/services/${row.id}?date=${DAY}&time=12:00&adults=1&children=0`;
      expect((await api().get(path).expect(200)).body.pricing.lastMinuteFee).toBe(
        row.prices[0]!.lastMinute24hSurchargeCents / 100,
      );
      const asOf = new Date(noon - 5 * 24 * 3600_000).toISOString();
      expect(
        (
          await api()
            .get(`${path}&asOf=${encodeURIComponent(asOf)}`)
            .expect(200)
        ).body.pricing.lastMinuteFee,
      ).toBe(0);
      expect((await api().get(`${path}&asOf=yesterday`).expect(400)).body.error.details.fieldErrors.asOf).toEqual([
        'asOf must be an ISO date-time',
      ]);
    });

    it('answers 404 for an unknown service or airport, 400 for bad input, never a 500', async () => {
      expect((await api().get('/api/services/999999').expect(404)).body.error).toMatchObject({
        code: 'SERVICE_NOT_FOUND',
        message: 'Service not found',
      });
      expect(
        (await api().get(`/api/services?airport=ZZZ&type=arrival&date=${DAY}&time=14:00`).expect(404)).body.error
          .message,
      ).toBe('Airport Not Found');
      const missing = await api().get('/api/services?airport=FCO').expect(400);
      expect(Object.keys(missing.body.error.details.fieldErrors).sort()).toEqual(['date', 'time', 'type']);
      const bad = await api()
        .post('/api/services/calculate-price')
        .send({ serviceId: 1, adultCount: 0, childCount: 11, flightDate: '2030-02-30', flightTime: '25:00' })
        .expect(400);
      expect(Object.keys(bad.body.error.details.fieldErrors).sort()).toEqual([
        'adultCount',
        'childCount',
        'flightDate',
        'flightTime',
      ]);
      expect((await api().get('/api/services/abc').expect(400)).body.error.details.fieldErrors.id).toBeDefined();
    });

    it('serves service images locally', async () => {
      const res = await api().get(`/api/services?airport=LHR&type=arrival&date=${DAY}&time=14:00`).expect(200);
      const image = (res.body as { image: string | null }[]).find((s) => s.image)?.image;
      expect(image).toMatch(/^\/api\/services\/media\/[a-z0-9-]+\.svg$/);
      await api()
        .get(image!)
        .expect(200)
        .expect('Content-Type', /image\/svg\+xml/);
      await api().get('/api/services/media/..%2F..%2Fpackage.json').expect(404);
    });
  });

  describe('promo codes', () => {
    const items = [
      { id: 1, serviceLevel: 'standard' },
      { id: -1, serviceLevel: 'lounge' },
      { id: 3, serviceLevel: 'suite' },
    ];

    it('applies FLYSM case-insensitively: 20 % standard, 10 % lounge and suite', async () => {
      const res = promoApplyResponseSchema.parse(
        (await api().post('/api/promo-codes/apply').send({ code: ' flysm ', items }).expect(200)).body,
      );
      expect(res).toMatchObject({ valid: true, code: 'FLYSM', appliedCount: 3 });
      expect(res.discounts).toEqual([
        { id: 1, discountPercentage: 20 },
        { id: -1, discountPercentage: 10 },
        { id: 3, discountPercentage: 10 },
      ]);
      expect(res.message).toBe(`${res.description} applied to 3 service(s)`);
    });

    it("gives a tarmac transfer FLYSM's lounge rate: a code names the main levels and tarmac is priced with lounge", async () => {
      const res = await api()
        .post('/api/promo-codes/apply')
        .send({ code: 'FLYSM', items: [{ id: 9, serviceLevel: 'tarmac' }] })
        .expect(200);
      expect(res.body).toMatchObject({ valid: true, appliedCount: 1, discounts: [{ id: 9, discountPercentage: 10 }] });
    });

    it('says when nothing in the cart is eligible', async () => {
      await service.prisma.promoCode.create({
        data: { code: 'SUITE15', description: 'SUITE15: 15% off private suites', discounts: { suite: 15 } },
      });
      const res = await api()
        .post('/api/promo-codes/apply')
        .send({
          code: 'SUITE15',
          items: [
            { id: 9, serviceLevel: 'tarmac' },
            { id: 10, serviceLevel: 'standard' },
          ],
        })
        .expect(200);
      expect(res.body).toMatchObject({
        valid: true,
        appliedCount: 0,
        discounts: [],
        message: 'No eligible services found for this promo code',
      });
    });

    it("answers an unknown code with 'Invalid promo code: {code}'", async () => {
      const res = await api().post('/api/promo-codes/apply').send({ code: 'nope10', items }).expect(200);
      expect(res.body).toMatchObject({
        valid: false,
        appliedCount: 0,
        discounts: [],
        message: 'Invalid promo code: NOPE10',
      });
    });

    it('validates the request', async () => {
      const res = await api()
        .post('/api/promo-codes/apply')
        .send({ code: '', items: [{ id: 1, serviceLevel: 'gold' }] })
        .expect(400);
      expect(res.body.error.details.fieldErrors.code).toEqual(['Enter a promo code']);
    });

    it("limits guesses per client, while svc-booking's checkouts use the internal route with the service token", async () => {
      const guess = () => api().post('/api/promo-codes/apply').send({ code: 'GUESS', items });
      let statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await guess()).status);
      // 30 a minute from one client (earlier tests of this file spent some), then 429 with Retry-After.
      statuses = statuses.filter((s) => s !== 200);
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set([429]));
      const refused = await guess().expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // Checkouts of every traveller come from svc-booking's one address: they never meet that limit.
      const asBooking = await identities.authorization('svc-booking', 'svc-catalog');
      for (let i = 0; i < 40; i++) {
        const res = await api()
          .post('/internal/promo-codes/apply')
          .set('Authorization', asBooking)
          .send({ code: 'FLYSM', items })
          .expect(200);
        expect(res.body.appliedCount).toBe(3);
      }
      await api().post('/internal/promo-codes/apply').send({ code: 'FLYSM', items }).expect(401);
      await api()
        .post('/internal/promo-codes/apply')
        .set('Authorization', 'Bearer not-the-token')
        .send({ code: 'FLYSM', items })
        .expect(401);
      // svc-ops is a service svc-catalog knows, but not one the table lets check codes at checkout.
      await api()
        .post('/internal/promo-codes/apply')
        .set('Authorization', await identities.authorization('svc-ops', 'svc-catalog'))
        .send({ code: 'FLYSM', items })
        .expect(403);
    });
  });

  it('answers each caller of every /internal route as INTERNAL_ROUTERS says, in every spelling (the security sweep)', async () => {
    const routes = (await internalRoutesOf(service.app)).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining(['POST /internal/promo-codes/apply', 'GET /internal/events/outbox/parked']),
    );
    expect(await internalRouteProblems(service.app, 'svc-catalog', identities)).toEqual([]);
  });

  // Keys made by the old command-line tool keep reading the catalog; keys issued by svc-ops: partner-keys.int-spec.ts.
  describe('partner API with a legacy key', () => {
    let key: string;
    beforeAll(async () => {
      key = (await insertLegacyKey(service.prisma, 'Test Travel Ltd', 3)).key;
    });

    it('answers 401 without a key or with an unknown one', async () => {
      expect((await api().get('/api/partner/v1/airports').expect(401)).body.error.code).toBe('INVALID_API_KEY');
      await api().get('/api/partner/v1/airports').set('X-API-Key', 'vipk_nope_nope').expect(401);
    });

    it('serves airports, services and quotes with a key, then rate-limits it', async () => {
      const airports = await api().get('/api/partner/v1/airports').set('X-API-Key', key).expect(200);
      expect(airportListSchema.parse(airports.body).length).toBe(data.airports.length);
      const id = await serviceId('FCO', 'arrival', 'standard');
      const quote = await api()
        .post('/api/partner/v1/quotes')
        .set('X-API-Key', key)
        .send({ serviceId: id, date: DAY, time: '14:00', adults: 2, porter: true })
        .expect(201);
      const parsed = partnerQuoteSchema.parse(quote.body);
      expect(parsed.pricing.porterSelected).toBe(true);
      expect(new Date(parsed.validUntil).getTime() - NOW.getTime()).toBe(30 * 86_400_000);
      await api()
        .get(`/api/partner/v1/services?airport=FCO&type=arrival&date=${DAY}&time=14:00`)
        .set('X-API-Key', key)
        .expect(200);
      const limited = await api().get('/api/partner/v1/airports').set('X-API-Key', key).expect(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const row = await service.prisma.partnerApiKey.findFirstOrThrow({ where: { name: 'Test Travel Ltd' } });
      expect(row.keyHash).not.toContain(key);
      expect(row.lastUsedAt).not.toBeNull();
    });

    it('stops accepting a revoked key', async () => {
      const other = await insertLegacyKey(service.prisma, 'Revoked Partner', 100);
      await api().get('/api/partner/v1/airports').set('X-API-Key', other.key).expect(200);
      expect((await new LegacyPartnerKeysRepository(service.prisma).revoke(other.prefix)).count).toBe(1);
      // Cached for a minute: a revocation made elsewhere (the command line) holds once the minute is past.
      now = new Date(NOW.getTime() + 61_000);
      await api().get('/api/partner/v1/airports').set('X-API-Key', other.key).expect(401);
    });
  });

  describe('OpenAPI', () => {
    it('serves the partner document (every partner route of the three services) and its readable page, without a key', async () => {
      const doc = (await api().get('/api/partner/v1/openapi.json').expect(200)).body;
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/partner/v1/airports',
          '/api/partner/v1/services',
          '/api/partner/v1/quotes',
          '/api/partner/v1/bookings',
          '/api/partner/v1/bookings/{reference}/cancel',
        ]),
      );
      expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/partner/v1/'))).toBe(true);
      expect(doc.components.securitySchemes.PartnerApiKey).toMatchObject({
        type: 'apiKey',
        in: 'header',
        name: 'X-API-Key',
      });
      const page = await api().get('/api/partner/docs').expect(200).expect('Content-Type', /html/);
      expect(page.text).toContain('/api/partner/v1/bookings');
      expect(page.text).toContain('X-API-Key');
      expect(page.text).toContain('Idempotency-Key');
    });

    it("serves the catalog's own document, partner routes included, at /api/openapi/catalog.json", async () => {
      const doc = (await api().get('/api/openapi/catalog.json').expect(200)).body;
      for (const path of [
        '/api/airports',
        '/api/airports/search',
        '/api/airports/{code}',
        '/api/airports/service-level/{level}',
        '/api/services',
        '/api/services/{id}',
        '/api/services/calculate-price',
        '/api/promo-codes/apply',
        '/api/partner/v1/quotes',
      ]) {
        expect(doc.paths[path]).toBeDefined();
      }
      expect(doc.components.schemas.AirportDetail.properties.serviceLevels).toBeDefined();
    });
  });

  it('is healthy and ready, and exposes the outbox backlog metric', async () => {
    await api().get('/healthz').expect(200);
    await api().get('/readyz').expect(200);
    const metrics = await api().get('/metrics').expect(200);
    expect(metrics.text).toMatch(/outbox_backlog_events\{service="svc-catalog"\} 0/);
  });
});
