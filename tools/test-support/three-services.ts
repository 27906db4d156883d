import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { STAFF_JWKS_PATH } from '@vip/contracts/platform';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase, testIdentities } from '@vip/platform/testing';
import { startBookingService, type BookingService } from '@vip/svc-booking';
import { startCatalogService, type CatalogService } from '@vip/svc-catalog';
import { startOpsService, type OpsService } from '@vip/svc-ops';

export interface ThreeServices {
  ops: OpsService;
  catalog: CatalogService;
  booking: BookingService;
  opsUrl: string;
  catalogUrl: string;
  bookingUrl: string;
  /** Signed in to svc-ops as the admin, a staff token for svc-catalog, as the back office's screens get one. */
  catalogToken(): Promise<string>;
  /** The Authorization header one service sends another. */
  authorization(
    from: 'svc-ops' | 'svc-catalog' | 'svc-booking',
    to: 'svc-ops' | 'svc-catalog' | 'svc-booking',
  ): Promise<string>;
  stop(): Promise<void>;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * svc-ops, svc-catalog and svc-booking in this process, each on its own database and calling the others as
 * itself, on one in-process bus; the admin signs in with the password alone (the second factor has its own tests).
 */
export async function startThreeServices(
  name: string,
  admin: { email: string; password: string },
): Promise<ThreeServices> {
  const identities = testIdentities();
  const logger = silentLogger();
  const bus = new LocalEventBus({ logger, publishWaitsForApply: true });
  const dbs: TestDatabase[] = await Promise.all(
    ['ops', 'catalog', 'booking'].map((part) => createTestDatabase(`${name}_${part}`)),
  );
  const [opsDb, catalogDb, bookingDb] = dbs as [TestDatabase, TestDatabase, TestDatabase];
  const ops = await startOpsService({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: opsDb.url,
      ...identities.env('svc-ops'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      STAFF_SECOND_FACTOR: 'optional',
      LOG_LEVEL: 'silent',
    },
    bus,
    logger,
    inMemory: opsDb.kind === 'embedded',
  });
  const opsUrl = urlOf(await ops.listen());
  const catalog = await startCatalogService({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: catalogDb.url,
      ...identities.env('svc-catalog'),
      STAFF_JWKS_URL: `${opsUrl}${STAFF_JWKS_PATH}`,
      LOG_LEVEL: 'silent',
    },
    bus,
    logger,
    inMemory: catalogDb.kind === 'embedded',
  });
  const catalogUrl = urlOf(await catalog.listen());
  const booking = await startBookingService({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: bookingDb.url,
      CATALOG_URL: catalogUrl,
      ...identities.env('svc-booking'),
      BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'silent',
    },
    bus,
    logger,
    inMemory: bookingDb.kind === 'embedded',
  });
  const bookingUrl = urlOf(await booking.listen());

  async function catalogToken(): Promise<string> {
    const session = await fetch(`${opsUrl}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (session.status !== 200) throw new Error(`the admin's sign-in answered ${session.status}`);
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const cookie = session.headers.get('set-cookie')!.split(';')[0]!;
    const res = await fetch(`${opsUrl}/api/admin/session/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ audience: 'svc-catalog' }),
    });
    if (res.status !== 200) throw new Error(`a staff token for svc-catalog answered ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  }

  return {
    ops,
    catalog,
    booking,
    opsUrl,
    catalogUrl,
    bookingUrl,
    catalogToken,
    authorization: (from, to) => identities.authorization(from, to),
    async stop() {
      await booking.stop();
      await catalog.stop();
      await ops.stop();
      await bus.close();
      for (const db of dbs) await db.drop();
    },
  };
}
