// The security sweep of svc-ops' /internal routes: each one, in every spelling, takes only the callers the platform's
// table names (svc-booking for partners' cancellations and sandbox moves, svc-ops' own operator for its events
// administration), and refuses every other credential and none.
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import {
  createTestDatabase,
  internalRouteProblems,
  internalRoutesOf,
  testIdentities,
  type TestDatabase,
} from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';

describe("svc-ops' /internal routes, tried with every credential", () => {
  const identities = testIdentities();
  let db: TestDatabase;
  let service: OpsService;

  beforeAll(async () => {
    db = await createTestDatabase('ops_internal');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_PASSWORD: 'a-long-and-secret-password',
        ...identities.env('svc-ops'),
      },
      bus: new LocalEventBus(),
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('answers each caller as INTERNAL_ROUTERS says, in every spelling', async () => {
    const routes = (await internalRoutesOf(service.app)).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /internal/partner-bookings/{bookingId}/cancel',
        'POST /internal/partner-bookings/{bookingId}/sandbox-status',
        'GET /internal/events/dead-letters',
      ]),
    );
    expect(await internalRouteProblems(service.app, 'svc-ops', identities)).toEqual([]);
  });
});
