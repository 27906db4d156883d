import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { STAFF_JWKS_PATH } from '@vip/contracts/platform';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase, testIdentities } from '@vip/platform/testing';
import { startBookingService, type BookingService } from '@vip/svc-booking';
import { startCatalogService, type CatalogService } from '@vip/svc-catalog';
import { startOpsService, type OpsService } from '@vip/svc-ops';

/**
 * A promo code's budget holds across services: the catalog team creates the code in svc-catalog with a staff token
 * svc-ops signed (checked against svc-ops' published keys), twenty travellers check out at once through svc-booking,
 * and exactly as many as the budget allows get it. Real services in this process, each on its own PostgreSQL database.
 */
describe('a promo code budget under twenty checkouts at once', () => {
  const identities = testIdentities();
  const ADMIN = { email: 'budget.admin@example.com', password: 'a-long-and-secret-password' };
  const BUDGET = 7;
  const logger = silentLogger();
  const bus = new LocalEventBus({ logger, publishWaitsForApply: true });
  const dbs: TestDatabase[] = [];
  let ops: OpsService;
  let catalog: CatalogService;
  let booking: BookingService;
  let opsUrl: string;
  let catalogUrl: string;
  let bookingUrl: string;
  const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    // The point is PostgreSQL's row lock under concurrent transactions (CI has PostgreSQL: REQUIRE_INFRA refuses
    // to run without it); elsewhere PGlite in memory, where transactions take turns anyway.
    const [opsDb, catalogDb, bookingDb] = await Promise.all([
      createTestDatabase('slice_budget_ops'),
      createTestDatabase('slice_budget_catalog'),
      createTestDatabase('slice_budget_booking'),
    ]);
    dbs.push(opsDb!, catalogDb!, bookingDb!);
    ops = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: opsDb!.url,
        ...identities.env('svc-ops'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        LOG_LEVEL: 'silent',
      },
      bus,
      logger,
      inMemory: opsDb!.kind === 'embedded',
    });
    opsUrl = urlOf(await ops.listen());
    catalog = await startCatalogService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: catalogDb!.url,
        ...identities.env('svc-catalog'),
        STAFF_JWKS_URL: `${opsUrl}${STAFF_JWKS_PATH}`,
        LOG_LEVEL: 'silent',
      },
      bus,
      logger,
      inMemory: catalogDb!.kind === 'embedded',
    });
    catalogUrl = urlOf(await catalog.listen());
    booking = await startBookingService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: bookingDb!.url,
        CATALOG_URL: catalogUrl,
        ...identities.env('svc-booking'),
        BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
        LOG_LEVEL: 'silent',
      },
      bus,
      logger,
      inMemory: bookingDb!.kind === 'embedded',
    });
    bookingUrl = urlOf(await booking.listen());
  });
  afterAll(async () => {
    await booking?.stop();
    await catalog?.stop();
    await ops?.stop();
    await bus.close();
    for (const db of dbs) await db.drop();
  });

  /** Signed in to svc-ops, a token for svc-catalog, as the back office's screens get one. */
  async function catalogToken(): Promise<string> {
    const session = await fetch(`${opsUrl}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(session.status).toBe(200);
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const cookie = session.headers.get('set-cookie')!.split(';')[0]!;
    const res = await fetch(`${opsUrl}/api/admin/session/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ audience: 'svc-catalog' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  const checkout = (i: number, email = `traveller${i}@example.com`) =>
    fetch(`${bookingUrl}/api/bookings/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `budget-checkout-${i}` },
      body: JSON.stringify({
        bookingContext: 'self',
        travelerName: `Traveller ${i}`,
        travelerPhone: '+1 212 555 0100',
        travelerEmail: email,
        flightNumber: 'BA117',
        agreeToTerms: true,
        promoCode: 'summer7',
        items: [{ serviceId: 1, flightDate: inDays(30), flightTime: '14:00', adultCount: 2, childCount: 0 }],
      }),
    });

  it('creates the code with a token svc-ops signed, then confirms exactly its budget of twenty checkouts at once', async () => {
    const token = await catalogToken();
    const created = await fetch(`${catalogUrl}/api/admin/catalog/promo-codes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        code: 'SUMMER7',
        description: 'SUMMER7: 25% off',
        discounts: { standard: 25, lounge: 25, tarmac: 25, suite: 25 },
        usageLimit: BUDGET,
      }),
    });
    expect(created.status).toBe(201);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkout(i)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(BUDGET);
    const refusals = await Promise.all(answers.filter((r) => r.status !== 201).map((r) => r.json()));
    expect(new Set(refusals.map((b) => (b as { error: { message: string } }).error.message))).toEqual(
      new Set(['This promo code has been fully used']),
    );
    expect(await booking.prisma.booking.count()).toBe(BUDGET);
    expect(await catalog.prisma.promoRedemption.count({ where: { code: 'SUMMER7' } })).toBe(BUDGET);
    const promo = await fetch(`${catalogUrl}/api/admin/catalog/promo-codes/SUMMER7`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await promo.json()).toMatchObject({ used: BUDGET, state: 'used-up' });
  });

  it('gives a use back when svc-booking’s own transaction fails after the catalog held it', async () => {
    const token = await catalogToken();
    await fetch(`${catalogUrl}/api/admin/catalog/promo-codes/SUMMER7`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: 1, usageLimit: BUDGET + 1 }),
    }).then((r) => expect(r.status).toBe(200));
    await booking.prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_one() RETURNS trigger AS $$ BEGIN
        IF NEW.contact_name = 'Traveller 100' THEN RAISE EXCEPTION 'forced failure after the catalog said yes'; END IF;
        RETURN NEW; END $$ LANGUAGE plpgsql`);
    await booking.prisma.$executeRawUnsafe(
      'CREATE TRIGGER refuse_one BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION refuse_one()',
    );
    expect((await checkout(100)).status).toBe(500);
    expect(await catalog.prisma.promoRedemption.count({ where: { code: 'SUMMER7' } })).toBe(BUDGET);
    // The use it gave back is the next traveller's.
    expect((await checkout(101)).status).toBe(201);
    expect((await checkout(102)).status).toBe(422);
  });
});
