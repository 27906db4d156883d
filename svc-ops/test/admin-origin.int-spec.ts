// The back office on its own origin (ADMIN_ORIGIN): a page of the public site, or of anywhere else, cannot use a staff
// route, whatever cookies its browser holds; the back office's own pages and clients that are not browsers can.
import request from 'supertest';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { passwordStep } from './support/staff-sign-in';

const ADMIN = { email: 'origin.admin@example.com', password: 'a-long-and-secret-password', name: 'Origin Admin' };
const ADMIN_ORIGIN = 'https://admin.vip.example';
const PUBLIC_ORIGIN = 'https://vip.example';
const REFUSED = {
  code: 'CROSS_ORIGIN_REQUEST',
  message: "Staff routes answer only the back office's own site.",
};

describe('staff routes on the back office’s own origin', () => {
  let db: TestDatabase;
  let service: OpsService;
  const api = () => request(service.app.callback());
  const fromAdmin = { Origin: ADMIN_ORIGIN, 'Sec-Fetch-Site': 'same-origin' };

  beforeAll(async () => {
    db = await createTestDatabase('ops_admin_origin');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ...(db.dataDir ? { DATA_DIR: db.dataDir } : {}),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        ADMIN_ORIGIN,
        PUBLIC_ORIGIN,
        // The origin check is what is tried here, not the second factor.
        STAFF_SECOND_FACTOR: 'optional',
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: !db.dataDir,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it("signs in and answers from the back office's own pages, and from a client that is not a browser", async () => {
    const { agent, answer } = await passwordStep(service.app.callback(), ADMIN, fromAdmin);
    expect(answer.status).toBe('signed-in');
    expect(
      (await agent.get('/api/admin/session').set('Sec-Fetch-Site', 'same-origin').expect(200)).body.user,
    ).toMatchObject({ email: ADMIN.email });
    await agent.get('/api/admin/session').expect(200);
  });

  it('refuses (403) a page of the public site or another site, in every spelling of the path, and sets no cookie', async () => {
    const { agent, answer } = await passwordStep(service.app.callback(), ADMIN, fromAdmin);
    if (answer.status !== 'signed-in') throw new Error('expected a session');
    const csrf = answer.csrfToken;
    for (const [origin, site] of [
      [PUBLIC_ORIGIN, 'same-site'],
      ['https://evil.example', 'cross-site'],
    ])
      for (const path of ['/api/admin/session', '/API/Admin/session', '/api/admin/session/'])
        expect(
          (await agent.get(path).set({ Origin: origin!, 'Sec-Fetch-Site': site! }).expect(403)).body.error,
        ).toMatchObject(REFUSED);
    // Without Origin (a same-site GET may leave it out), Sec-Fetch-Site says it.
    expect(
      (await agent.get('/api/admin/bookings').set('Sec-Fetch-Site', 'same-site').expect(403)).body.error,
    ).toMatchObject(REFUSED);
    // A write with the right token from another origin changes nothing.
    expect(
      (await agent.delete('/api/admin/session').set({ Origin: PUBLIC_ORIGIN, 'X-CSRF-Token': csrf }).expect(403)).body
        .error,
    ).toMatchObject(REFUSED);
    await agent.get('/api/admin/session').set(fromAdmin).expect(200);

    // Signing in from the public site is refused before the password is looked at: no cookie is set.
    const signIn = await api()
      .post('/api/admin/session')
      .set({ Origin: PUBLIC_ORIGIN, 'Sec-Fetch-Site': 'same-site' })
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(403);
    expect(signIn.body.error).toMatchObject(REFUSED);
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });

  it('leaves the public routes to any origin (a supplier’s page, the health check)', async () => {
    await api().get('/healthz').set({ Origin: PUBLIC_ORIGIN, 'Sec-Fetch-Site': 'cross-site' }).expect(200);
  });
});
