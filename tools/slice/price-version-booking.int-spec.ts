import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { STAFF_JWKS_PATH } from '@vip/contracts/platform';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startBookingService, type BookingService } from '@vip/svc-booking';
import { startCatalogService, type CatalogService } from '@vip/svc-catalog';
import { startOpsService, type OpsService } from '@vip/svc-ops';
import { eventually } from '../test-support/processes';

/**
 * A new price reaches the next checkout while a booking made before it keeps its price: the catalog team adds a
 * price version from today with a token svc-ops signed; svc-booking's next checkout pays it, and staff re-pricing the
 * earlier booking (more travellers) get the price in force when it was requested. Real services in this process,
 * each on its own database.
 */
describe('a price version and the bookings made before it', () => {
  const TOKEN = 'internal-token-of-the-price-version-slice-01';
  const ADMIN = { email: 'prices.admin@example.com', password: 'a-long-and-secret-password' };
  const SERVICE_ID = 1;
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
  const flightDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    const [opsDb, catalogDb, bookingDb] = await Promise.all([
      createTestDatabase('slice_prices_ops'),
      createTestDatabase('slice_prices_catalog'),
      createTestDatabase('slice_prices_booking'),
    ]);
    dbs.push(opsDb!, catalogDb!, bookingDb!);
    ops = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: opsDb!.url,
        INTERNAL_API_TOKEN: TOKEN,
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
        INTERNAL_API_TOKEN: TOKEN,
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
        INTERNAL_API_TOKEN: TOKEN,
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

  /** One traveller's checkout of the service for two adults; the booking as svc-booking stored it. */
  async function checkout(i: number) {
    const res = await fetch(`${bookingUrl}/api/bookings/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `price-version-checkout-${i}` },
      body: JSON.stringify({
        bookingContext: 'self',
        travelerName: `Traveller ${i}`,
        travelerPhone: '+1 212 555 0100',
        travelerEmail: `traveller${i}@example.com`,
        flightNumber: 'BA117',
        agreeToTerms: true,
        items: [{ serviceId: SERVICE_ID, flightDate, flightTime: '14:00', adultCount: 2, childCount: 0 }],
      }),
    });
    expect(res.status).toBe(201);
    return booking.prisma.booking.findFirstOrThrow({ where: { contactName: `Traveller ${i}` } });
  }

  const quotedBase = async () => {
    const res = await fetch(`${catalogUrl}/api/services/calculate-price`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ serviceId: SERVICE_ID, adultCount: 2, childCount: 0, flightDate, flightTime: '14:00' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { basePrice: number }).basePrice;
  };

  it('prices the next checkout by a version from today, while staff re-pricing an earlier booking keep its price', async () => {
    const old = await quotedBase();
    const earlier = await checkout(1);
    expect(earlier.basePriceCents).toBe(old * 100);

    const authorization = `Bearer ${await catalogToken()}`;
    const service = (await (
      await fetch(`${catalogUrl}/api/admin/catalog/services/${SERVICE_ID}`, {
        headers: { Authorization: authorization },
      })
    ).json()) as { airport: { timeZone: string } };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: service.airport.timeZone }).format(new Date());
    const scheduled = await fetch(`${catalogUrl}/api/admin/catalog/services/${SERVICE_ID}/prices`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body: JSON.stringify({ effectiveFrom: today, basePrice: old + 40 }),
    });
    expect(scheduled.status).toBe(201);

    // The replica that made the change reloads at once: the quote and the next checkout pay the new price.
    await eventually(quotedBase, (base) => base === old + 40, 10_000);
    const later = await checkout(2);
    expect(later.basePriceCents).toBe((old + 40) * 100);

    // The earlier booking is unchanged, and staff re-pricing it for a third adult price it as it was requested.
    expect(await booking.prisma.booking.findUniqueOrThrow({ where: { id: earlier.id } })).toEqual(earlier);
    const preview = await fetch(`${bookingUrl}/internal/bookings/${earlier.id}/price-preview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ adultCount: 3 }),
    });
    expect(preview.status).toBe(200);
    const { current, proposed } = (await preview.json()) as {
      current: { totalPrice: number };
      proposed: { price: { basePrice: number } };
    };
    expect(current.totalPrice * 100).toBe(earlier.totalPriceCents);
    expect(proposed.price.basePrice).toBe(old);
    // The later booking, re-priced the same way, keeps the new one.
    const laterPreview = await fetch(`${bookingUrl}/internal/bookings/${later.id}/price-preview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ adultCount: 3 }),
    });
    expect(
      ((await laterPreview.json()) as { proposed: { price: { basePrice: number } } }).proposed.price.basePrice,
    ).toBe(old + 40);
  });
});
