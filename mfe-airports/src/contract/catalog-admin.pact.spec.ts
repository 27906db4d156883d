/**
 * @jest-environment node
 */
// Consumer contract of the catalog team's screens (mfe-airports' catalog-admin) with svc-catalog's staff routes:
// the requests the screens' fetchers make (their api.ts files, through CatalogApi) and the parts of the answers
// they rely on. Every call carries a staff token; this test sends placeholders that svc-catalog's verification
// replaces with tokens it has svc-ops' test keys sign: CATALOG_TOKEN for a catalog user (catalog.view and
// catalog.edit), AGENT_TOKEN for an operations agent (catalog.view only). Its states set the versions and rows the
// requests name; the provider's clock is 2030-06-01, so 2030-07-01 is in the future and 2030-05-01 in the past.
// Bodies that are not JSON (an image, a CSV file) are sent to the provider as written here; the mock server matches
// them by the type their bytes show (Pact reads a CSV's bytes as text/plain, and the text posing as a PNG too).
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiRequestError } from '@vip/contracts/http';
import { CATALOG_ENTITY_TYPES, PRICE_VERSION_STATES, PROMO_CODE_STATES } from '@vip/contracts/schemas';
import { REGIONS, SERVICE_LEVELS, SERVICE_TYPES } from '@vip/contracts/vocabulary';
import { assertPactCommitted, pactOutput } from '@vip/platform/testing';
import {
  fetchAirport,
  fetchAirportPage,
  fetchPorterFees,
  updateAirport,
  updatePorterFee,
} from '../catalog-admin/airports/api';
import { fetchAuditPage } from '../catalog-admin/audit/api';
import { CatalogApi } from '../catalog-admin/common/catalog-api';
import { exportCatalog, importCatalog, refusedImport } from '../catalog-admin/csv/api';
import { cancelPrice, fetchServicePrices, schedulePrice } from '../catalog-admin/prices/api';
import { createPromoCode, fetchPromoCodes, updatePromoCode } from '../catalog-admin/promo-codes/api';
import {
  createService,
  fetchService,
  fetchServicePage,
  fetchVendors,
  updateService,
  uploadServiceImage,
} from '../catalog-admin/services/api';

const { arrayContaining, boolean, eachLike, integer, like, nullValue, number, regex } = MatchersV3;

const CONSUMER = 'mfe-airports-catalog-admin';
const output = pactOutput(CONSUMER, 'svc-catalog');
const pact = new PactV4({ consumer: CONSUMER, provider: 'svc-catalog', dir: output.dir, logLevel: 'warn' });

/** Replaced by svc-catalog's verification with real staff tokens (see the file's head). */
export const CATALOG_TOKEN = 'placeholder-staff-token-of-a-catalog-user';
export const AGENT_TOKEN = 'placeholder-staff-token-of-an-agent';

const oneOf = (values: readonly string[]) =>
  new RegExp(`^(${values.map((v) => v.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')).join('|')})$`);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const instant = regex(INSTANT, '2030-06-01T12:00:00.000Z');
const requestId = like('8f0c2c1e-0000-4000-8000-000000000000');

const staffApi = (url: string, token = CATALOG_TOKEN) =>
  new CatalogApi({ token: async () => token, renew: async () => token }, url);
const auth = (token = CATALOG_TOKEN) => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });
const jsonHeaders = (token = CATALOG_TOKEN) => ({ ...auth(token), 'Content-Type': 'application/json' });

const actor = { id: like('5d4c3b2a-1908-4776-8554-433221100fed'), name: like('Cara Catalog') };

const lhr = {
  id: integer(1),
  code: 'LHR',
  icao: like('EGLL'),
  name: like('London Heathrow Airport'),
  city: like('London'),
  country: like('United Kingdom'),
  countryCode: regex(/^[A-Z]{2}$/, 'GB'),
  region: regex(oneOf(REGIONS), 'Europe'),
  timeZone: like('Europe/London'),
  latitude: number(51.4775),
  longitude: number(-0.461389),
  active: true,
  retiredAt: nullValue(),
  serviceCount: integer(6),
  activeServiceCount: integer(6),
  version: integer(1),
  updatedAt: instant,
};

const priceVersion = (state: string) => ({
  id: integer(1),
  serviceId: integer(1),
  effectiveFrom: regex(DATE, '2000-01-01'),
  startsAt: instant,
  state: regex(oneOf(PRICE_VERSION_STATES), state),
  basePrice: number(310),
  adultFee: number(100),
  childFee: number(60),
  afterHoursFee: number(0),
  lastMinute24hSurcharge: number(0),
  lastMinute48hSurcharge: number(0),
  createdAt: instant,
  createdBy: actor,
  cancelledAt: nullValue(),
  cancelledBy: nullValue(),
});

/** An active, seeded service with an image and a vendor, its price in force and nothing scheduled. */
const service = {
  id: integer(1),
  airport: {
    code: regex(/^[A-Z]{3}$/, 'ABV'),
    name: like('Nnamdi Azikiwe International Airport'),
    active: boolean(true),
    timeZone: like('Africa/Lagos'),
  },
  vendor: { id: integer(1), name: like('Abuja Bellavista Concierge') },
  serviceType: regex(oneOf(SERVICE_TYPES), 'arrival'),
  serviceLevel: regex(oneOf(SERVICE_LEVELS), 'standard'),
  name: like('VIP Meet & Greet – Arrival'),
  description: like('A dedicated meet & greet agent welcomes you at the aircraft door.'),
  image: like('/api/services/media/standard-arrival.svg'),
  includedTravelers: integer(2),
  freeChildrenAllowance: integer(0),
  greeterLimit: integer(6),
  afterHoursStart: regex(/^\d{2}:\d{2}$/, '22:00'),
  afterHoursEnd: regex(/^\d{2}:\d{2}$/, '06:00'),
  cancellationDeadlineHours: integer(48),
  tags: eachLike('Meet & Greet'),
  isPopular: boolean(true),
  isPremium: boolean(false),
  inclusions: like({ meetAtGate: true, fastTrackImmigration: true }),
  active: boolean(true),
  currentPrice: priceVersion('current'),
  nextPrice: nullValue(),
  version: integer(1),
  updatedAt: instant,
};

const servicePrices = (versions: unknown) => ({
  serviceId: integer(2),
  airportCode: regex(/^[A-Z]{3}$/, 'ABV'),
  timeZone: like('Africa/Lagos'),
  today: regex(DATE, '2030-06-01'),
  current: priceVersion('current'),
  versions,
});

const promo = {
  code: like('FLYSM'),
  description: like('FLYSM: 20% off Meet & Assist, 10% off lounge and suite services'),
  discounts: like({ standard: 20, lounge: 10, suite: 10 }),
  validFrom: nullValue(),
  validUntil: nullValue(),
  usageLimit: integer(500),
  perEmailLimit: integer(2),
  used: integer(0),
  active: boolean(true),
  state: regex(oneOf(PROMO_CODE_STATES), 'active'),
  version: integer(1),
  createdAt: instant,
  updatedAt: instant,
};

const counts = { added: integer(1), changed: integer(0), retired: integer(0), unchanged: integer(0) };
const problem = (code: unknown, message: unknown, details?: unknown) => ({
  error: { code, message, requestId, ...(details === undefined ? {} : { details }) },
});

describe('mfe-airports (catalog team) → svc-catalog: staff routes', () => {
  afterAll(() => assertPactCommitted(output));

  it('lists airports a page at a time', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a catalog user’s request for the first page of airports')
      .withRequest('GET', '/api/admin/catalog/airports', (b) =>
        b.query({ status: 'all', page: '1', pageSize: '50' }).headers(auth()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ items: eachLike(lhr), total: integer(289), page: integer(1), pageSize: integer(50) }),
      )
      .executeTest(async (server) => {
        const page = await fetchAirportPage(staffApi(server.url), { status: 'all', page: 1, pageSize: 50 });
        expect(page.items[0]!.code).toMatch(/^[A-Z]{3}$/);
      });
  });

  it('searches airports by text, region and status', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a search for active airports in Europe named london')
      .withRequest('GET', '/api/admin/catalog/airports', (b) =>
        b.query({ q: 'london', region: 'Europe', status: 'active', page: '1', pageSize: '50' }).headers(auth()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ items: eachLike(lhr), total: integer(1), page: integer(1), pageSize: integer(50) }),
      )
      .executeTest(async (server) => {
        const page = await fetchAirportPage(staffApi(server.url), {
          q: 'london',
          region: 'Europe',
          status: 'active',
          page: 1,
          pageSize: 50,
        });
        expect(page.items[0]!.code).toBe('LHR');
      });
  });

  it('reads one airport', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request for airport LHR with its version')
      .withRequest('GET', '/api/admin/catalog/airports/LHR', (b) => b.headers(auth()))
      .willRespondWith(200, (b) => b.jsonBody(lhr))
      .executeTest(async (server) => {
        expect((await fetchAirport(staffApi(server.url), 'LHR')).timeZone).toBe('Europe/London');
      });
  });

  it('changes an airport’s name, with the version it was changed on', async () => {
    await pact
      .addInteraction()
      .given('airport LHR is active at version 1')
      .uponReceiving('a change of airport LHR’s name and time zone at version 1')
      .withRequest('PATCH', '/api/admin/catalog/airports/LHR', (b) =>
        b.headers(jsonHeaders()).jsonBody({ version: 1, name: 'London Heathrow', timeZone: 'Europe/London' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ...lhr, name: 'London Heathrow', version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await updateAirport(staffApi(server.url), 'LHR', {
          version: 1,
          name: 'London Heathrow',
          timeZone: 'Europe/London',
        });
        expect(saved.name).toBe('London Heathrow');
      });
  });

  it('refuses a change made on an older version (409 CATALOG_CHANGED)', async () => {
    await pact
      .addInteraction()
      .given('airport LHR is active at version 2')
      .uponReceiving('a change of airport LHR made on version 1')
      .withRequest('PATCH', '/api/admin/catalog/airports/LHR', (b) =>
        b.headers(jsonHeaders()).jsonBody({ version: 1, city: 'Hounslow' }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(
          problem(
            'CATALOG_CHANGED',
            'Someone else changed this in the meantime. Reload it and make your change again.',
          ),
        ),
      )
      .executeTest(async (server) => {
        const error = (await updateAirport(staffApi(server.url), 'LHR', { version: 1, city: 'Hounslow' }).catch(
          (e: unknown) => e,
        )) as ApiRequestError;
        expect(error.status).toBe(409);
        expect(error.code).toBe('CATALOG_CHANGED');
      });
  });

  it('refuses an operations agent’s change (403): catalog.view reads, catalog.edit changes', async () => {
    await pact
      .addInteraction()
      .given('airport LHR is active at version 1')
      .uponReceiving('an agent’s change of airport LHR')
      .withRequest('PATCH', '/api/admin/catalog/airports/LHR', (b) =>
        b.headers(jsonHeaders(AGENT_TOKEN)).jsonBody({ version: 1, city: 'Hounslow' }),
      )
      .willRespondWith(403, (b) => b.jsonBody(problem('PERMISSION_DENIED', like('Your role cannot do this'))))
      .executeTest(async (server) => {
        const error = (await updateAirport(staffApi(server.url, AGENT_TOKEN), 'LHR', {
          version: 1,
          city: 'Hounslow',
        }).catch((e: unknown) => e)) as ApiRequestError;
        expect(error.status).toBe(403);
      });
  });

  it('reads and sets an airport’s porter fee per level', async () => {
    const fee = {
      airportCode: 'LHR',
      serviceLevel: 'standard',
      fee: number(100),
      version: integer(1),
      updatedAt: instant,
    };
    await pact
      .addInteraction()
      .given('the standard porter fee at LHR is at version 1')
      .uponReceiving('a request for LHR’s porter fees')
      .withRequest('GET', '/api/admin/catalog/airports/LHR/porter-fees', (b) => b.headers(auth()))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(fee)))
      .executeTest(async (server) => {
        expect((await fetchPorterFees(staffApi(server.url), 'LHR'))[0]!.airportCode).toBe('LHR');
      });
    await pact
      .addInteraction()
      .given('the standard porter fee at LHR is at version 1')
      .uponReceiving('a new standard porter fee at LHR')
      .withRequest('PUT', '/api/admin/catalog/airports/LHR/porter-fees/standard', (b) =>
        b.headers(jsonHeaders()).jsonBody({ version: 1, fee: 175.5 }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ...fee, fee: 175.5, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await updatePorterFee(staffApi(server.url), 'LHR', 'standard', { version: 1, fee: 175.5 });
        expect(saved.fee).toBe(175.5);
      });
  });

  it('lists the vendors a service may name', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request for the vendors')
      .withRequest('GET', '/api/admin/catalog/vendors', (b) => b.headers(auth()))
      .willRespondWith(200, (b) => b.jsonBody(eachLike({ id: integer(1), name: like('Abuja Bellavista Concierge') })))
      .executeTest(async (server) => {
        expect((await fetchVendors(staffApi(server.url))).length).toBeGreaterThan(0);
      });
  });

  it('lists services by airport, level, type and status', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request for the active standard arrivals at ABV')
      .withRequest('GET', '/api/admin/catalog/services', (b) =>
        b
          .query({ airport: 'ABV', level: 'standard', type: 'arrival', status: 'active', page: '1', pageSize: '50' })
          .headers(auth()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ items: eachLike(service), total: integer(1), page: integer(1), pageSize: integer(50) }),
      )
      .executeTest(async (server) => {
        const page = await fetchServicePage(staffApi(server.url), {
          airport: 'ABV',
          level: 'standard',
          type: 'arrival',
          status: 'active',
          page: 1,
          pageSize: 50,
        });
        expect(page.items[0]!.currentPrice).not.toBeNull();
      });
  });

  it('reads one service with its price in force', async () => {
    await pact
      .addInteraction()
      .given('service 1 exists and is active')
      .uponReceiving('a catalog user’s request for service 1')
      .withRequest('GET', '/api/admin/catalog/services/1', (b) => b.headers(auth()))
      .willRespondWith(200, (b) => b.jsonBody(service))
      .executeTest(async (server) => {
        expect((await fetchService(staffApi(server.url), 1)).id).toBe(1);
      });
  });

  it('adds a service with its first price from a date', async () => {
    const body = {
      airport: 'ABV',
      vendorId: null,
      serviceType: 'departure',
      serviceLevel: 'suite',
      name: 'Private Suite - Departure',
      description: 'A private suite, security and a car to the aircraft.',
      includedTravelers: 2,
      freeChildrenAllowance: 0,
      greeterLimit: 6,
      afterHoursStart: '22:00',
      afterHoursEnd: '06:00',
      cancellationDeadlineHours: 48,
      tags: [],
      isPopular: false,
      isPremium: false,
      inclusions: { privateSuite: true },
      active: false,
      price: { effectiveFrom: '2030-07-01', basePrice: 1250, adultFee: 0, childFee: 0 },
    } as const;
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a new suite departure at ABV from 2030-07-01')
      .withRequest('POST', '/api/admin/catalog/services', (b) => b.headers(jsonHeaders()).jsonBody(body))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          ...service,
          id: integer(1478),
          vendor: nullValue(),
          image: nullValue(),
          serviceType: 'departure',
          serviceLevel: 'suite',
          name: 'Private Suite - Departure',
          tags: [],
          active: false,
          isPopular: false,
          currentPrice: nullValue(),
          nextPrice: { ...priceVersion('scheduled'), effectiveFrom: '2030-07-01', basePrice: number(1250) },
        }),
      )
      .executeTest(async (server) => {
        const created = await createService(staffApi(server.url), {
          ...body,
          tags: [],
          inclusions: { privateSuite: true },
          price: { ...body.price },
        });
        expect(created.nextPrice?.effectiveFrom).toBe('2030-07-01');
      });
  });

  it('changes a service’s fields, with its version', async () => {
    await pact
      .addInteraction()
      .given('service 1 is at version 1')
      .uponReceiving('a change of service 1’s travellers, children, cancellation hours, badge and inclusions')
      .withRequest('PATCH', '/api/admin/catalog/services/1', (b) =>
        b.headers(jsonHeaders()).jsonBody({
          version: 1,
          includedTravelers: 3,
          freeChildrenAllowance: 1,
          cancellationDeadlineHours: 24,
          isPopular: false,
          inclusions: { meetAtGate: true, baggageAssistance: true },
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...service,
          includedTravelers: 3,
          freeChildrenAllowance: 1,
          cancellationDeadlineHours: 24,
          isPopular: false,
          version: integer(2),
        }),
      )
      .executeTest(async (server) => {
        const saved = await updateService(staffApi(server.url), 1, {
          version: 1,
          includedTravelers: 3,
          freeChildrenAllowance: 1,
          cancellationDeadlineHours: 24,
          isPopular: false,
          inclusions: { meetAtGate: true, baggageAssistance: true },
        });
        expect(saved.includedTravelers).toBe(3);
      });
  });

  it('uploads a service’s image as its bytes, and is refused a file that is not an image by its bytes (415)', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4830000000049454e44ae426082',
      'hex',
    );
    await pact
      .addInteraction()
      .given('service 1 is at version 1')
      .uponReceiving('a PNG image for service 1 at version 1')
      .withRequest('PUT', '/api/admin/catalog/services/1/image', (b) =>
        b
          .query({ version: '1' })
          .headers({ ...auth(), 'Content-Type': 'image/png' })
          .body('image/png', png),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...service,
          image: regex(/^\/api\/services\/media\/.+/, '/api/services/media/1-2.png'),
          version: integer(2),
        }),
      )
      .executeTest(async (server) => {
        const saved = await uploadServiceImage(staffApi(server.url), 1, 1, new Blob([png], { type: 'image/png' }));
        expect(saved.image).toMatch(/^\/api\/services\/media\//);
      });
    const text = Buffer.from('not an image at all');
    await pact
      .addInteraction()
      .given('service 1 is at version 1')
      .uponReceiving('a text file sent as a PNG image for service 1')
      .withRequest('PUT', '/api/admin/catalog/services/1/image', (b) =>
        b
          .query({ version: '1' })
          .headers({ ...auth(), 'Content-Type': 'image/png' })
          .body('text/plain', text),
      )
      .willRespondWith(415, (b) =>
        b.jsonBody(problem(like('UNSUPPORTED_MEDIA_TYPE'), 'The image must be a PNG, JPEG or WebP file')),
      )
      .executeTest(async (server) => {
        const error = (await uploadServiceImage(
          staffApi(server.url),
          1,
          1,
          new Blob([text], { type: 'image/png' }),
        ).catch((e: unknown) => e)) as ApiRequestError;
        expect(error.status).toBe(415);
      });
  });

  it('reads a service’s price versions, newest start first', async () => {
    await pact
      .addInteraction()
      .given('service 1 exists and is active')
      .uponReceiving('a request for service 1’s prices')
      .withRequest('GET', '/api/admin/catalog/services/1/prices', (b) => b.headers(auth()))
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...servicePrices(eachLike(priceVersion('current'))), serviceId: integer(1) }),
      )
      .executeTest(async (server) => {
        const prices = await fetchServicePrices(staffApi(server.url), 1);
        expect(prices.versions.length).toBeGreaterThan(0);
      });
  });

  it('schedules a price from a future date, and is refused one from the past (422)', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a new price for service 2 from 2030-07-01')
      .withRequest('POST', '/api/admin/catalog/services/2/prices', (b) =>
        b.headers(jsonHeaders()).jsonBody({ effectiveFrom: '2030-07-01', basePrice: 410 }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody(
          servicePrices(
            eachLike({
              ...priceVersion('scheduled'),
              serviceId: integer(2),
              effectiveFrom: regex(DATE, '2030-07-01'),
              basePrice: number(410),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const prices = await schedulePrice(staffApi(server.url), 2, { effectiveFrom: '2030-07-01', basePrice: 410 });
        expect(prices.versions[0]!.effectiveFrom).toBe('2030-07-01');
      });
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a new price for service 2 from 2030-05-01, before today')
      .withRequest('POST', '/api/admin/catalog/services/2/prices', (b) =>
        b.headers(jsonHeaders()).jsonBody({ effectiveFrom: '2030-05-01', basePrice: 410 }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(
          problem(like('VALIDATION_FAILED'), 'A price takes effect today or later (in the airport’s time zone)'),
        ),
      )
      .executeTest(async (server) => {
        const error = (await schedulePrice(staffApi(server.url), 2, {
          effectiveFrom: '2030-05-01',
          basePrice: 410,
        }).catch((e: unknown) => e)) as ApiRequestError;
        expect(error.status).toBe(422);
      });
  });

  it('cancels a price version not yet started', async () => {
    await pact
      .addInteraction()
      .given('service 2 has a price version 9001 from 2030-09-01, not yet started')
      .uponReceiving('the cancellation of service 2’s price version 9001')
      .withRequest('POST', '/api/admin/catalog/services/2/prices/9001/cancel', (b) => b.headers(auth()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          // Among the service's versions (the others are not cancelled), 9001 now is.
          servicePrices(
            arrayContaining({
              ...priceVersion('cancelled'),
              id: 9001,
              serviceId: integer(2),
              effectiveFrom: regex(DATE, '2030-09-01'),
              cancelledAt: instant,
              cancelledBy: actor,
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const prices = await cancelPrice(staffApi(server.url), 2, 9001);
        expect(prices.versions.find((v) => v.id === 9001)?.state).toBe('cancelled');
      });
  });

  it('lists, creates and changes promo codes', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request for the promo codes')
      .withRequest('GET', '/api/admin/catalog/promo-codes', (b) => b.headers(auth()))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(promo)))
      .executeTest(async (server) => {
        expect((await fetchPromoCodes(staffApi(server.url))).length).toBeGreaterThan(0);
      });
    const created = {
      code: 'AUTUMN30',
      description: 'Autumn offer',
      discounts: { standard: 10, suite: 30 },
      validFrom: '2030-09-01T00:00:00.000Z',
      validUntil: '2030-11-30T23:59:00.000Z',
      usageLimit: 20,
      perEmailLimit: 1,
      active: true,
    };
    await pact
      .addInteraction()
      .given('promo code AUTUMN30 does not exist')
      .uponReceiving('a new promo code AUTUMN30 with a window, a budget and a limit per e-mail')
      .withRequest('POST', '/api/admin/catalog/promo-codes', (b) => b.headers(jsonHeaders()).jsonBody(created))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          ...promo,
          ...created,
          validFrom: instant,
          validUntil: instant,
          used: 0,
          state: regex(oneOf(PROMO_CODE_STATES), 'scheduled'),
          version: integer(1),
        }),
      )
      .executeTest(async (server) => {
        expect((await createPromoCode(staffApi(server.url), created)).code).toBe('AUTUMN30');
      });
    await pact
      .addInteraction()
      .given('promo code FLYSM is at version 1')
      .uponReceiving('a new budget for promo code FLYSM at version 1')
      .withRequest('PATCH', '/api/admin/catalog/promo-codes/FLYSM', (b) =>
        b.headers(jsonHeaders()).jsonBody({ version: 1, usageLimit: 500, perEmailLimit: 2 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...promo, code: 'FLYSM', usageLimit: 500, perEmailLimit: 2, version: integer(2) }),
      )
      .executeTest(async (server) => {
        const saved = await updatePromoCode(staffApi(server.url), 'FLYSM', {
          version: 1,
          usageLimit: 500,
          perEmailLimit: 2,
        });
        expect(saved.usageLimit).toBe(500);
      });
  });

  it('reads the audit log filtered by the kind of record', async () => {
    await pact
      .addInteraction()
      .given('the audit log has an airport change')
      .uponReceiving('a request for the airports’ audit log')
      .withRequest('GET', '/api/admin/catalog/audit', (b) =>
        b.query({ entityType: 'airport', page: '1', pageSize: '50' }).headers(auth()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: eachLike({
            id: like('1'),
            at: instant,
            actor,
            action: like('airport.updated'),
            entityType: regex(oneOf(CATALOG_ENTITY_TYPES), 'airport'),
            entityId: like('LHR'),
            before: like({ name: 'London Heathrow Airport' }),
            after: like({ name: 'London Heathrow' }),
          }),
          total: integer(1),
          page: integer(1),
          pageSize: integer(50),
        }),
      )
      .executeTest(async (server) => {
        const page = await fetchAuditPage(staffApi(server.url), { entityType: 'airport', page: 1, pageSize: 50 });
        expect(page.items[0]!.entityType).toBe('airport');
      });
  });

  it('exports the catalog as CSV', async () => {
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('a request for the catalog as CSV')
      .withRequest('GET', '/api/admin/catalog/export.csv', (b) => b.headers(auth()))
      .willRespondWith(200, (b) =>
        b.headers({
          // Exact: pact's Content-Type comparison refuses a regex match of a value with a charset.
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': regex(
            /^attachment; filename="[^"]+\.csv"$/,
            'attachment; filename="catalog-2030-06-01.csv"',
          ),
        }),
      )
      .executeTest(async (server) => {
        expect((await exportCatalog(staffApi(server.url))).fileName).toBe('catalog-2030-06-01.csv');
      });
  });

  it('checks a CSV with a dry run, applies it all, and refuses a file with errors as a whole (422)', async () => {
    const file = 'serviceId,effectiveFrom,basePrice\n2,2030-10-01,420\n';
    const result = (dryRun: boolean, applied: boolean) => ({
      dryRun,
      applied,
      rows: integer(1),
      counts,
      byRecord: { price: counts },
      changes: eachLike({
        row: integer(2),
        record: 'price',
        action: regex(/^(added|changed)$/, 'added'),
        key: like('2@2030-10-01'),
        fields: [],
      }),
      errors: [],
      truncated: false,
    });
    await pact
      .addInteraction()
      .given('service 2 has no price version from 2030-10-01')
      .uponReceiving('a dry run of a file with one price version')
      .withRequest('POST', '/api/admin/catalog/import', (b) =>
        b
          .query({ dryRun: 'true' })
          .headers({ ...auth(), 'Content-Type': 'text/csv' })
          .body('text/plain', Buffer.from(file)),
      )
      .willRespondWith(200, (b) => b.jsonBody(result(true, false)))
      .executeTest(async (server) => {
        const answer = await importCatalog(staffApi(server.url), new Blob([file]), true);
        expect(answer.applied).toBe(false);
      });
    await pact
      .addInteraction()
      .given('service 2 has no price version from 2030-10-01')
      .uponReceiving('the apply of a file with one price version')
      .withRequest('POST', '/api/admin/catalog/import', (b) =>
        b.headers({ ...auth(), 'Content-Type': 'text/csv' }).body('text/plain', Buffer.from(file)),
      )
      .willRespondWith(200, (b) => b.jsonBody(result(false, true)))
      .executeTest(async (server) => {
        expect((await importCatalog(staffApi(server.url), new Blob([file]), false)).applied).toBe(true);
      });
    const bad = 'serviceId,effectiveFrom,basePrice\n2,2030-02-30,420\n';
    await pact
      .addInteraction()
      .given('the catalog is seeded')
      .uponReceiving('the apply of a file with a date that does not exist')
      .withRequest('POST', '/api/admin/catalog/import', (b) =>
        b.headers({ ...auth(), 'Content-Type': 'text/csv' }).body('text/plain', Buffer.from(bad)),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(
          problem('CATALOG_IMPORT_INVALID', 'The file has errors; nothing was imported', {
            ...result(false, false),
            counts: like({ added: 0, changed: 0, retired: 0, unchanged: 0 }),
            byRecord: like({}),
            changes: [],
            errors: eachLike({ row: 2, column: 'effectiveFrom', message: like('Date does not exist') }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await importCatalog(staffApi(server.url), new Blob([bad]), false).catch((e: unknown) => e);
        expect(refusedImport(error)?.errors[0]).toMatchObject({ row: 2, column: 'effectiveFrom' });
      });
  });
});
