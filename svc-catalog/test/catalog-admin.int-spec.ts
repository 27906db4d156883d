// The catalog team's back office on a real database: who may do what with a staff token checked against a published
// key set, airports opened and retired, services and their images, prices from a date (with an injected clock),
// porter fees, promo codes and their budgets, the audit log.
import request from 'supertest';
import type Router from '@koa/router';
import type { StaffPermission } from '@vip/contracts/permissions';
import {
  AIRPORT_RETIRED_MESSAGE,
  CATALOG_MESSAGES,
  PROMO_REDEMPTION_MESSAGES,
  STAFF_TOKEN_MESSAGES,
  adminAirportPageSchema,
  adminAirportSchema,
  adminPromoCodeSchema,
  adminServicePageSchema,
  adminServiceSchema,
  catalogAuditPageSchema,
  porterFeeListSchema,
  serviceDetailSchema,
  serviceListSchema,
  servicePricesSchema,
} from '@vip/contracts/schemas';
import { zonedLocalToUtc } from '@vip/contracts/time';
import { silentLogger } from '@vip/platform/logger';
import {
  createTestDatabase,
  type TestDatabase,
  testIdentities,
  startStaffIdentity,
  type StaffIdentity,
  type TokenOptions,
} from '@vip/platform/testing';
import { startCatalogService, type CatalogService } from '../src/server';

// 2030-06-01 12:00Z; London is on BST (UTC+1).
const START = new Date('2030-06-01T12:00:00Z');
const identities = testIdentities();
/** svc-booking's Authorization header for svc-catalog, signed afresh before each test (a token lasts a minute). */
let asCaller = '';
beforeEach(async () => {
  asCaller = await identities.authorization('svc-booking', 'svc-catalog');
});
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface RouteInfo {
  method: string;
  path: string;
  permission?: StaffPermission;
}

function routesOf(router: Router): RouteInfo[] {
  return router.stack.flatMap((layer) =>
    layer.methods
      .filter((m) => m !== 'HEAD')
      .map((method) => ({
        method,
        path: layer.path as string,
        permission: (layer.stack.find((mw) => 'permission' in mw) as { permission?: StaffPermission } | undefined)
          ?.permission,
      })),
  );
}

const SAMPLE = { code: 'LHR', id: '1', level: 'standard', versionId: '1' } as Record<string, string>;
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? 'x');

/** How an attacker respells a path to slip past a guard that matches paths itself. */
function spellings(path: string): { spelling: string; served: boolean }[] {
  return [
    { spelling: path, served: true },
    { spelling: path.toUpperCase(), served: true },
    { spelling: `${path}/`, served: true },
    { spelling: `/${path}`, served: false },
    { spelling: path.replace('/api/', '/api//'), served: false },
    { spelling: path.replace('/catalog', '/%63atalog'), served: false },
    { spelling: `${path};x`, served: false },
  ];
}

describe('the catalog back office', () => {
  let db: TestDatabase;
  let identity: StaffIdentity;
  let service: CatalogService;
  let now = START;

  beforeAll(async () => {
    db = await createTestDatabase('catalog_admin');
    identity = await startStaffIdentity({ audience: 'svc-catalog', role: 'catalog' });
    service = await startCatalogService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        ...identities.env('svc-catalog'),
        STAFF_JWKS_URL: identity.jwksUrl,
        PUBLIC_ORIGIN: 'https://www.vip.example',
      },
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await identity?.close();
    await db?.drop();
  });
  beforeEach(() => {
    now = START;
  });

  const api = () => request(service.app.callback());
  const token = (o: TokenOptions = {}) => identity.token({ at: now, ...o });
  const as = async (role: 'catalog' | 'agent' | 'admin' = 'catalog') => `Bearer ${await token({ role })}`;
  /** The cache reloads after each change; a test waits for it as a reader on another replica would. */
  const settled = () => service.cache.refresh();

  describe('who may do what', () => {
    it('checks a token on every catalog route: none, another key, expired, or for another service is a 401', async () => {
      const routes = routesOf(service.routers.staff);
      expect(routes.length).toBeGreaterThanOrEqual(20);
      const cases: [string, string | undefined, string][] = [
        ['no token', undefined, STAFF_TOKEN_MESSAGES.missing],
        ['another key', `Bearer ${await token({ foreignKey: true })}`, STAFF_TOKEN_MESSAGES.invalid],
        ['expired', `Bearer ${await token({ at: new Date(now.getTime() - 301_000) })}`, STAFF_TOKEN_MESSAGES.expired],
        ['another audience', `Bearer ${await token({ audience: 'svc-booking' })}`, STAFF_TOKEN_MESSAGES.invalid],
        ['another issuer', `Bearer ${await token({ issuer: 'someone' })}`, STAFF_TOKEN_MESSAGES.invalid],
        ['a session cookie', undefined, STAFF_TOKEN_MESSAGES.missing],
      ];
      const leaks: string[] = [];
      for (const route of routes)
        for (const [name, authorization, message] of cases) {
          let call = api()[route.method.toLowerCase() as 'get'](concrete(route.path));
          if (authorization) call = call.set('Authorization', authorization);
          if (name === 'a session cookie') call = call.set('Cookie', 'vip_staff_session=abc');
          const res = await call.send({});
          if (res.status !== 401 || res.body.error.message !== message)
            leaks.push(`${route.method} ${route.path} with ${name} → ${res.status}`);
        }
      expect(leaks).toEqual([]);
    });

    it('answers 401 to every catalog route in every spelling without a token, and never serves it', async () => {
      const leaks: string[] = [];
      for (const route of routesOf(service.routers.staff))
        for (const { spelling, served } of spellings(concrete(route.path))) {
          const res = await api()[route.method.toLowerCase() as 'get'](spelling).send({});
          const ok = served ? res.status === 401 : [401, 404, 405].includes(res.status);
          if (!ok) leaks.push(`${route.method} ${spelling} → ${res.status}`);
        }
      expect(leaks).toEqual([]);
    });

    it('names catalog.view on every read and catalog.edit on every change', () => {
      for (const route of routesOf(service.routers.staff))
        expect([route.method, route.path, route.permission]).toEqual([
          route.method,
          route.path,
          route.method === 'GET' ? 'catalog.view' : 'catalog.edit',
        ]);
    });

    it('lets an operations agent read the catalog and refuses every change (403); the catalog team and admins change it', async () => {
      const routes = routesOf(service.routers.staff);
      const agent = await as('agent');
      for (const route of routes) {
        const res = await api()
          [route.method.toLowerCase() as 'get'](concrete(route.path))
          .set('Authorization', agent)
          .send({});
        const refused = res.status === 403 && res.body.error.code === 'PERMISSION_DENIED';
        expect([route.method, route.path, refused]).toEqual([route.method, route.path, route.method !== 'GET']);
      }
      for (const role of ['catalog', 'admin'] as const) {
        const res = await api()
          .patch('/api/admin/catalog/airports/LHR')
          .set('Authorization', await as(role))
          .send({ version: 999, city: 'London' });
        expect([role, res.status, res.body.error.code]).toEqual([role, 409, 'CATALOG_CHANGED']);
      }
    });

    it('fetches the published keys once, not per request', async () => {
      const before = identity.fetches();
      const authorization = await as();
      for (let i = 0; i < 10; i++)
        await api().get('/api/admin/catalog/airports?pageSize=1').set('Authorization', authorization).expect(200);
      expect(identity.fetches() - before).toBe(0);
      expect(identity.fetches()).toBeLessThanOrEqual(1);
    });

    it('answers with no-store: staff data is never kept by a shared cache', async () => {
      const res = await api()
        .get('/api/admin/catalog/vendors')
        .set('Authorization', await as())
        .expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('airports', () => {
    it('opens a new airport retired, validates its time zone, and activates it on the public side', async () => {
      const authorization = await as();
      const bad = await api()
        .post('/api/admin/catalog/airports')
        .set('Authorization', authorization)
        .send({
          code: 'QQA',
          name: 'Test Field',
          city: 'Testville',
          country: 'Testland',
          countryCode: 'TL',
          region: 'Europe',
          timeZone: 'Europe/Atlantis',
        })
        .expect(422);
      expect(bad.body.error.details.fieldErrors.timeZone).toEqual([CATALOG_MESSAGES.timeZone]);
      const created = adminAirportSchema.parse(
        (
          await api()
            .post('/api/admin/catalog/airports')
            .set('Authorization', authorization)
            .send({
              code: 'qqa',
              name: 'Test Field',
              city: 'Testville',
              country: 'Testland',
              countryCode: 'tl',
              region: 'Europe',
              timeZone: 'Europe/Lisbon',
            })
            .expect(201)
        ).body,
      );
      expect(created).toMatchObject({ code: 'QQA', countryCode: 'TL', active: false, version: 1 });
      const again = await api()
        .post('/api/admin/catalog/airports')
        .set('Authorization', authorization)
        .send({ code: 'QQA', name: 'X', city: 'X', country: 'X', countryCode: 'XX', region: 'Europe', timeZone: 'UTC' })
        .expect(409);
      expect(again.body.error.message).toBe(CATALOG_MESSAGES.airportExists);
      await settled();
      expect((await api().get('/api/airports/QQA').expect(410)).body.error.message).toBe(AIRPORT_RETIRED_MESSAGE);
      const opened = await api()
        .patch('/api/admin/catalog/airports/QQA')
        .set('Authorization', authorization)
        .send({ version: 1, active: true, name: 'Testville Field' })
        .expect(200);
      expect(opened.body).toMatchObject({ active: true, retiredAt: null, version: 2, name: 'Testville Field' });
      await settled();
      expect((await api().get('/api/airports/QQA').expect(200)).body.name).toBe('Testville Field');
    });

    it('retires an airport: its page answers 410 and it leaves the list, the search, a level and the sitemap; its services take no new booking but still price', async () => {
      const authorization = await as();
      const ath = adminAirportSchema.parse(
        (await api().get('/api/admin/catalog/airports/ATH').set('Authorization', authorization).expect(200)).body,
      );
      expect(ath.active).toBe(true);
      const sitemapBefore = (await api().get('/api/airports/sitemap.xml').expect(200)).text;
      expect(sitemapBefore).toContain('<loc>https://www.vip.example/airports/ATH</loc>');
      const serviceRow = await service.prisma.service.findFirstOrThrow({ where: { airport: { code: 'ATH' } } });

      await api()
        .patch('/api/admin/catalog/airports/ATH')
        .set('Authorization', authorization)
        .send({ version: ath.version, active: false })
        .expect(200);
      await settled();

      expect((await api().get('/api/airports/ATH').expect(410)).body.error).toMatchObject({
        code: 'AIRPORT_RETIRED',
        message: AIRPORT_RETIRED_MESSAGE,
      });
      expect((await api().get('/api/airports').expect(200)).body.map((a: { code: string }) => a.code)).not.toContain(
        'ATH',
      );
      expect((await api().get('/api/airports/search?q=athens').expect(200)).body).toEqual([]);
      const sitemap = (await api().get('/api/airports/sitemap.xml').expect(200)).text;
      expect(sitemap).not.toContain('/airports/ATH<');
      expect(sitemap).toContain('/airports/LHR<');
      await api()
        .get('/api/services?airport=ATH&type=arrival&date=2030-06-20&time=14:00&adults=2&children=0')
        .expect(410);
      // svc-booking refuses a new booking of it (not active) and can still re-price the bookings it has.
      const detail = serviceDetailSchema.parse(
        (await api().get(`/api/services/${serviceRow.id}?date=2030-06-20&time=14:00&adults=2`).expect(200)).body,
      );
      expect(detail).toMatchObject({ active: false });
      expect(detail.pricing?.totalPrice).toBeGreaterThan(0);
      await api()
        .post('/api/services/calculate-price')
        .send({ serviceId: serviceRow.id, adultCount: 1, childCount: 0, flightDate: '2030-06-20', flightTime: '10:00' })
        .expect(410);

      const audit = catalogAuditPageSchema.parse(
        (
          await api()
            .get('/api/admin/catalog/audit?entityType=airport&entityId=ATH')
            .set('Authorization', authorization)
            .expect(200)
        ).body,
      );
      expect(audit.items[0]).toMatchObject({
        action: 'airport.retired',
        actor: { id: 'catalog-staff-id', name: 'A catalog' },
        before: { active: true },
        after: { active: false },
      });
    });

    it('refuses a change made on a version someone else changed since (409), and changes nothing', async () => {
      const authorization = await as();
      const fco = adminAirportSchema.parse(
        (await api().get('/api/admin/catalog/airports/FCO').set('Authorization', authorization).expect(200)).body,
      );
      await api()
        .patch('/api/admin/catalog/airports/FCO')
        .set('Authorization', authorization)
        .send({ version: fco.version, city: 'Roma' })
        .expect(200);
      const stale = await api()
        .patch('/api/admin/catalog/airports/FCO')
        .set('Authorization', authorization)
        .send({ version: fco.version, city: 'Fiumicino' })
        .expect(409);
      expect(stale.body.error.message).toBe(CATALOG_MESSAGES.changed);
      expect((await service.prisma.airport.findUniqueOrThrow({ where: { code: 'FCO' } })).city).toBe('Roma');
    });

    it('lists and finds airports by text and status', async () => {
      const page = adminAirportPageSchema.parse(
        (
          await api()
            .get('/api/admin/catalog/airports?q=london&status=active')
            .set('Authorization', await as('agent'))
            .expect(200)
        ).body,
      );
      expect(page.items.map((a) => a.code)).toEqual(expect.arrayContaining(['LHR', 'LGW']));
      expect(page.items.find((a) => a.code === 'LHR')?.serviceCount).toBeGreaterThan(0);
    });
  });

  describe('prices from a date', () => {
    const DAY = '2030-07-20';

    async function lhrStandardArrival() {
      return (
        await service.prisma.service.findFirstOrThrow({
          where: { airport: { code: 'LHR' }, serviceType: 'arrival', serviceLevel: 'standard', active: true },
          orderBy: { id: 'asc' },
        })
      ).id;
    }
    const quote = async (id: number) =>
      (
        await api()
          .post('/api/services/calculate-price')
          .send({ serviceId: id, adultCount: 2, childCount: 0, flightDate: DAY, flightTime: '14:00' })
          .expect(200)
      ).body.basePrice as number;

    it('quotes the old price before its date and the new one from its local midnight, while a booking requested before keeps its price', async () => {
      const authorization = await as();
      const id = await lhrStandardArrival();
      const old = await quote(id);
      const scheduled = servicePricesSchema.parse(
        (
          await api()
            .post(`/api/admin/catalog/services/${id}/prices`)
            .set('Authorization', authorization)
            .send({ effectiveFrom: '2030-06-10', basePrice: old + 55 })
            .expect(201)
        ).body,
      );
      expect(scheduled.today).toBe('2030-06-01');
      expect(scheduled.current?.basePrice).toBe(old);
      const next = scheduled.versions.find((v) => v.state === 'scheduled');
      expect(next).toMatchObject({
        effectiveFrom: '2030-06-10',
        basePrice: old + 55,
        // Fees not given carry over from the version before it.
        adultFee: scheduled.current?.adultFee,
        startsAt: '2030-06-09T23:00:00.000Z',
        createdBy: { id: 'catalog-staff-id', name: 'A catalog' },
      });
      await settled();

      // A minute before London's midnight: still the old price; a minute after: the new one, with no event or reload.
      now = new Date(zonedLocalToUtc('2030-06-09', '23:59', 'Europe/London').getTime());
      expect(await quote(id)).toBe(old);
      now = new Date(zonedLocalToUtc('2030-06-10', '00:01', 'Europe/London').getTime());
      expect(await quote(id)).toBe(old + 55);
      const list = serviceListSchema.parse(
        (
          await api()
            .get(`/api/services?airport=LHR&type=arrival&date=${DAY}&time=14:00&adults=2&children=0`)
            .expect(200)
        ).body,
      );
      expect(list.find((s) => s.id === id)?.basePrice).toBe(old + 55);
      // A booking requested on 2030-06-01 is re-priced as of then: its price does not move.
      const asOf = encodeURIComponent(START.toISOString());
      const booked = serviceDetailSchema.parse(
        (await api().get(`/api/services/${id}?date=${DAY}&time=14:00&adults=2&asOf=${asOf}`).expect(200)).body,
      );
      expect(booked.pricing?.basePrice).toBe(old);

      // It has started: it can no longer be cancelled; the history keeps both.
      const prices = servicePricesSchema.parse(
        (
          await api()
            .get(`/api/admin/catalog/services/${id}/prices`)
            .set('Authorization', await as())
            .expect(200)
        ).body,
      );
      expect(prices.current).toMatchObject({ id: next!.id, state: 'current' });
      expect(prices.versions.map((v) => v.state)).toEqual(['current', 'past']);
      const started = await api()
        .post(`/api/admin/catalog/services/${id}/prices/${next!.id}/cancel`)
        .set('Authorization', await as())
        .expect(409);
      expect(started.body.error.message).toBe(CATALOG_MESSAGES.priceStarted);
    });

    it('cancels a scheduled price before it starts, and refuses a date before today in the airport’s zone', async () => {
      const authorization = await as();
      const id = await lhrStandardArrival();
      now = new Date('2030-11-30T12:00:00Z');
      const before = await quote(id);
      now = START;
      const past = await api()
        .post(`/api/admin/catalog/services/${id}/prices`)
        .set('Authorization', authorization)
        .send({ effectiveFrom: '2030-05-31', basePrice: 1 })
        .expect(422);
      expect(past.body.error.details.fieldErrors.effectiveFrom).toEqual([CATALOG_MESSAGES.effectiveFromPast]);
      const made = servicePricesSchema.parse(
        (
          await api()
            .post(`/api/admin/catalog/services/${id}/prices`)
            .set('Authorization', authorization)
            .send({ effectiveFrom: '2030-12-01', basePrice: 999 })
            .expect(201)
        ).body,
      );
      const versionId = made.versions.find((v) => v.effectiveFrom === '2030-12-01')!.id;
      const cancelled = servicePricesSchema.parse(
        (
          await api()
            .post(`/api/admin/catalog/services/${id}/prices/${versionId}/cancel`)
            .set('Authorization', authorization)
            .expect(200)
        ).body,
      );
      expect(cancelled.versions.find((v) => v.id === versionId)).toMatchObject({
        state: 'cancelled',
        cancelledBy: { name: 'A catalog' },
      });
      await api()
        .post(`/api/admin/catalog/services/${id}/prices/${versionId}/cancel`)
        .set('Authorization', authorization)
        .expect(409);
      await settled();
      now = new Date('2030-12-02T12:00:00Z');
      expect(await quote(id)).toBe(before);
    });
  });

  describe('services', () => {
    it('adds a service with its first price, changes what the catalog team edits, and audits it', async () => {
      const authorization = await as();
      const vendors = (await api().get('/api/admin/catalog/vendors').set('Authorization', authorization).expect(200))
        .body as { id: number; name: string }[];
      const created = adminServiceSchema.parse(
        (
          await api()
            .post('/api/admin/catalog/services')
            .set('Authorization', authorization)
            .send({
              airport: 'MUC',
              vendorId: vendors[0]!.id,
              serviceType: 'departure',
              serviceLevel: 'lounge',
              name: 'Lounge Departure',
              description: 'A lounge before your flight',
              inclusions: { loungeAccess: true, fastTrackSecurity: true },
              active: true,
              price: { effectiveFrom: '2030-06-01', basePrice: 420, adultFee: 90 },
            })
            .expect(201)
        ).body,
      );
      expect(created).toMatchObject({
        airport: { code: 'MUC' },
        vendor: { id: vendors[0]!.id },
        currentPrice: { basePrice: 420, adultFee: 90, childFee: 0, state: 'current' },
        inclusions: { loungeAccess: true, fastTrackSecurity: true, meetAtGate: false },
      });
      await settled();
      const offered = serviceListSchema.parse(
        (
          await api()
            .get('/api/services?airport=MUC&type=departure&date=2030-06-20&time=10:00&adults=2&children=0')
            .expect(200)
        ).body,
      );
      expect(offered.find((s) => s.id === created.id)?.pricing?.totalPrice).toBe(420);

      const changed = adminServiceSchema.parse(
        (
          await api()
            .patch(`/api/admin/catalog/services/${created.id}`)
            .set('Authorization', authorization)
            .send({
              version: created.version,
              isPopular: true,
              cancellationDeadlineHours: 24,
              includedTravelers: 3,
              freeChildrenAllowance: 1,
            })
            .expect(200)
        ).body,
      );
      expect(changed).toMatchObject({ isPopular: true, cancellationDeadlineHours: 24, version: created.version + 1 });
      const audit = catalogAuditPageSchema.parse(
        (
          await api()
            .get(`/api/admin/catalog/audit?entityType=service&entityId=${created.id}`)
            .set('Authorization', authorization)
            .expect(200)
        ).body,
      );
      expect(audit.items.map((e) => e.action)).toEqual(['service.updated', 'service.created']);
      expect(audit.items[0]).toMatchObject({
        before: { isPopular: false, cancellationDeadlineHours: 48, includedTravelers: 2, freeChildrenAllowance: 0 },
        after: { isPopular: true, cancellationDeadlineHours: 24, includedTravelers: 3, freeChildrenAllowance: 1 },
      });

      await api()
        .patch(`/api/admin/catalog/services/${created.id}`)
        .set('Authorization', authorization)
        .send({ version: changed.version, active: false })
        .expect(200);
      await settled();
      await api().get(`/api/services/${created.id}`).expect(404);
      const page = adminServicePageSchema.parse(
        (
          await api()
            .get('/api/admin/catalog/services?airport=MUC&status=inactive')
            .set('Authorization', authorization)
            .expect(200)
        ).body,
      );
      expect(page.items.map((s) => s.id)).toContain(created.id);
    });

    it('takes an image checked from its bytes and serves it from every replica’s database', async () => {
      const authorization = await as();
      const svc = adminServiceSchema.parse(
        (await api().get('/api/admin/catalog/services/2').set('Authorization', authorization).expect(200)).body,
      );
      const notAnImage = await api()
        .put(`/api/admin/catalog/services/2/image?version=${svc.version}`)
        .set('Authorization', authorization)
        .set('Content-Type', 'image/png')
        .send(Buffer.from('<svg onload="alert(1)"></svg>'))
        .expect(415);
      expect(notAnImage.body.error.message).toBe(CATALOG_MESSAGES.imageType);
      const tooLarge = await api()
        .put(`/api/admin/catalog/services/2/image?version=${svc.version}`)
        .set('Authorization', authorization)
        .set('Content-Type', 'image/png')
        .send(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))
        .expect(413);
      expect(tooLarge.body.error.message).toBe(CATALOG_MESSAGES.imageTooLarge);
      const withImage = adminServiceSchema.parse(
        (
          await api()
            .put(`/api/admin/catalog/services/2/image?version=${svc.version}`)
            .set('Authorization', authorization)
            .set('Content-Type', 'application/octet-stream')
            .send(PNG)
            .expect(200)
        ).body,
      );
      expect(withImage.image).toMatch(/^\/api\/services\/media\/upload-[a-f0-9]{24}\.png$/);
      const served = await api().get(withImage.image!).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.from(served.body as Buffer).equals(PNG)).toBe(true);
      await settled();
      expect((await api().get('/api/services/2').expect(200)).body.image).toBe(withImage.image);
    });
  });

  describe('porter fees', () => {
    it('sets a fee per airport and level, and the next quote carries it', async () => {
      const authorization = await as();
      const fees = porterFeeListSchema.parse(
        (await api().get('/api/admin/catalog/airports/LHR/porter-fees').set('Authorization', authorization).expect(200))
          .body,
      );
      const standard = fees.find((f) => f.serviceLevel === 'standard')!;
      expect(standard.fee).toBe(50);
      await api()
        .put('/api/admin/catalog/airports/LHR/porter-fees/standard')
        .set('Authorization', authorization)
        .send({ version: standard.version, fee: 65 })
        .expect(200);
      await api()
        .put('/api/admin/catalog/airports/LHR/porter-fees/standard')
        .set('Authorization', authorization)
        .send({ version: standard.version, fee: 70 })
        .expect(409);
      await settled();
      const list = serviceListSchema.parse(
        (
          await api()
            .get('/api/services?airport=LHR&type=arrival&date=2030-06-20&time=14:00&adults=2&children=0&porter=true')
            .expect(200)
        ).body,
      );
      expect(list.find((s) => s.serviceLevel === 'standard')?.pricing?.porterCost).toBe(65);
    });
  });

  describe('promo codes', () => {
    it('creates a code with a budget and a limit per e-mail, refuses a window that ends before it starts', async () => {
      const authorization = await as();
      const wrong = await api()
        .post('/api/admin/catalog/promo-codes')
        .set('Authorization', authorization)
        .send({
          code: 'WINTER',
          description: 'Winter',
          discounts: { standard: 15 },
          validFrom: '2030-12-01T00:00:00Z',
          validUntil: '2030-11-01T00:00:00Z',
        })
        .expect(422);
      expect(wrong.body.error.details.fieldErrors.validUntil).toEqual([CATALOG_MESSAGES.promoWindow]);
      const created = adminPromoCodeSchema.parse(
        (
          await api()
            .post('/api/admin/catalog/promo-codes')
            .set('Authorization', authorization)
            .send({
              code: 'summer5',
              description: 'SUMMER5: 15% off',
              discounts: { standard: 15 },
              usageLimit: 5,
              perEmailLimit: 2,
            })
            .expect(201)
        ).body,
      );
      expect(created).toMatchObject({ code: 'SUMMER5', used: 0, state: 'active', usageLimit: 5, perEmailLimit: 2 });
      await api()
        .post('/api/admin/catalog/promo-codes')
        .set('Authorization', authorization)
        .send({ code: 'SUMMER5', description: 'Again', discounts: { standard: 5 } })
        .expect(409);
    });

    it('counts uses atomically: twenty checkouts at once for a budget of 7 hold exactly 7, and a failed one gives its use back', async () => {
      const authorization = await as();
      await api()
        .post('/api/admin/catalog/promo-codes')
        .set('Authorization', authorization)
        .send({ code: 'SEVEN', description: 'SEVEN: 10% off', discounts: { standard: 10 }, usageLimit: 7 })
        .expect(201);
      const reserve = (i: number) =>
        api()
          .post('/internal/promo-codes/redemptions')
          .set('Authorization', asCaller)
          .send({ code: 'seven', email: `traveller${i}@example.com`, key: `checkout-${i}` });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reserve(i)));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(7);
      const refused = answers.filter((r) => r.status !== 201);
      expect(refused.map((r) => [r.status, r.body.error.message])).toEqual(
        Array.from({ length: 13 }, () => [409, PROMO_REDEMPTION_MESSAGES.usedUp]),
      );
      // The same checkout again is the same use.
      const winner = Number(answers.findIndex((r) => r.status === 201));
      expect((await reserve(winner).expect(201)).body.replayed).toBe(true);
      const apply = await api().post('/api/promo-codes/apply').send({ code: 'SEVEN', items: [] }).expect(200);
      expect(apply.body).toMatchObject({ valid: false, message: PROMO_REDEMPTION_MESSAGES.usedUp });
      // A checkout whose transaction failed gives it back; another takes it.
      await api()
        .delete(`/internal/promo-codes/redemptions/checkout-${winner}`)
        .set('Authorization', asCaller)
        .expect(204);
      await reserve(100).expect(201);
      await reserve(101).expect(409);
      const promo = adminPromoCodeSchema.parse(
        (await api().get('/api/admin/catalog/promo-codes/SEVEN').set('Authorization', authorization).expect(200)).body,
      );
      expect(promo).toMatchObject({ used: 7, state: 'used-up' });
    });

    it('holds the limit per customer e-mail', async () => {
      const authorization = await as();
      await api()
        .post('/api/admin/catalog/promo-codes')
        .set('Authorization', authorization)
        .send({ code: 'ONCEEACH', description: 'Once each', discounts: { suite: 10 }, perEmailLimit: 1 })
        .expect(201);
      const reserve = (email: string, key: string) =>
        api()
          .post('/internal/promo-codes/redemptions')
          .set('Authorization', asCaller)
          .send({ code: 'ONCEEACH', email, key });
      await reserve('Ada@Example.com', 'a-1').expect(201);
      expect((await reserve('ada@example.com', 'a-2').expect(409)).body.error.message).toBe(
        PROMO_REDEMPTION_MESSAGES.perEmail,
      );
      await reserve('grace@example.com', 'g-1').expect(201);
      await api()
        .post('/internal/promo-codes/redemptions')
        .set('Authorization', asCaller)
        .send({ code: 'NOSUCH', email: 'ada@example.com', key: 'n-1' })
        .expect(422);
    });
  });
});
