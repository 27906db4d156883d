import request from 'supertest';
import { adminBookingPageSchema, staffSessionSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested, bookingRequestedInV1 } from './fixtures';

const ADMIN = { email: 'ops.lead@example.com', password: 'a-long-and-secret-password' };

describe('svc-ops over a real database', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });

  beforeAll(async () => {
    db = await createTestDatabase('ops');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        LOGIN_MAX_FAILURES: '3',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });
  const api = () => request(service.app.callback());

  async function signIn() {
    const agent = request.agent(service.app.callback());
    const res = await agent.post('/api/admin/session').send(ADMIN).expect(200);
    return { agent, session: staffSessionSchema.parse(res.body), cookie: String(res.headers['set-cookie']) };
  }

  it('answers 401 on staff routes without a session (an unknown path is a plain 404)', async () => {
    for (const path of ['/api/admin/bookings', '/API/Admin/bookings', '/api/suppliers', '/api/suppliers?airport=LHR']) {
      const res = await api().get(path).expect(401);
      expect(res.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Sign in to continue' });
    }
    await api().get('/api/admin/session').expect(401);
    const unknown = await api().get('/api/admin/does-not-exist').expect(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });

  it('deletes sign-in attempts after LOGIN_ATTEMPT_RETENTION_DAYS, not before', async () => {
    await api()
      .post('/api/admin/session')
      .send({ email: 'nobody@example.com', password: 'wrong-password-here' })
      .expect(401);
    const attempts = await service.prisma.loginAttempt.count();
    expect(attempts).toBeGreaterThan(0);
    await service.retention.sweep(new Date(Date.now() + 86_400_000));
    expect(await service.prisma.loginAttempt.count()).toBe(attempts);
    expect((await service.retention.sweep(new Date(Date.now() + 31 * 86_400_000))).login_attempts).toBe(attempts);
    expect(await service.prisma.loginAttempt.count()).toBe(0);
  });

  it('signs staff in with an HttpOnly SameSite cookie and a CSRF token, and out again', async () => {
    const { agent, session, cookie } = await signIn();
    expect(session.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect(cookie).toMatch(/vip_staff_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200/);

    const me = await agent.get('/api/admin/session').expect(200);
    expect(me.body).toEqual(session);
    await agent.get('/api/admin/bookings').expect(200);

    const noToken = await agent.delete('/api/admin/session').expect(403);
    expect(noToken.body.error.code).toBe('CSRF_TOKEN_INVALID');
    await agent.delete('/api/admin/session').set('X-CSRF-Token', 'wrong').expect(403);
    await agent.delete('/api/admin/session').set('X-CSRF-Token', session.csrfToken).expect(204);
    await agent.get('/api/admin/session').expect(401);
    await agent.get('/api/admin/bookings').expect(401);
  });

  it('refuses a wrong password with one message for unknown and known e-mails', async () => {
    const wrong = await api()
      .post('/api/admin/session')
      .send({ email: 'nobody-' + Date.now() + '@example.com', password: 'whatever' })
      .expect(401);
    expect(wrong.body.error.message).toBe('Invalid email or password');
    const invalid = await api().post('/api/admin/session').send({ email: 'not-an-email', password: '' }).expect(400);
    expect(invalid.body.error.details.fieldErrors.email).toEqual(['Please enter a valid email address']);
  });

  it('slows repeated failures for an e-mail from one address down (a wait, with Retry-After)', async () => {
    const email = `victim-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) await api().post('/api/admin/session').send({ email, password: 'guess' }).expect(401);
    const res = await api().post('/api/admin/session').send({ email, password: 'guess' }).expect(429);
    expect(res.body.error.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('opens one case per booking.requested, however often it is delivered, and lists it for staff', async () => {
    const event = bookingRequested('VIP-54321-FCO');
    await bus.publish([event]);
    await bus.publish([event]);
    const { agent } = await signIn();
    const res = await agent.get('/api/admin/bookings').expect(200);
    const cases = adminBookingPageSchema.parse(res.body).items.filter((c) => c.referenceCode === 'VIP-54321-FCO');
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      bookingId: event.aggregateId,
      adminStatus: 'inquiry_received',
      contactName: 'Grace Hopper',
      totalPrice: 605,
      porterCost: 150,
      specialRequests: 'Wheelchair at the gate',
      service: { serviceLevel: 'standard', serviceType: 'arrival', airport: { code: 'FCO' } },
    });
    expect(bus.deadLetters).toHaveLength(0);
  });

  it('opens the same case from a booking.requested v1 (written before v2, still in Kafka or an outbox)', async () => {
    const v1 = bookingRequestedInV1('VIP-54322-FCO', {
      contact: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+12125550100', companyName: 'Acme Corp' },
      flight: {
        number: 'AZ611',
        date: '2030-06-20',
        time: '14:00',
        terminal: '3',
        instant: '2030-06-20T12:00:00.000Z',
        airline: 'ITA Airways',
        departureAirline: 'Delta',
        departureFlightNumber: 'DL401',
      },
      booker: {
        role: 'travel-agent',
        relationship: null,
        name: 'Ada Lovelace',
        phone: '+442079460000',
        email: 'ada@agency.example',
        agencyName: 'Analytical Travel',
        isTravelAgent: true,
      },
    });
    const v2 = bookingRequested('VIP-54323-FCO', {
      contactPhone: '+12125550100',
      companyName: 'Acme Corp',
      airline: 'ITA Airways',
      departureAirline: 'Delta',
      departureFlightNumber: 'DL401',
      bookerRole: 'travel-agent',
      bookerName: 'Ada Lovelace',
      bookerPhone: '+442079460000',
      bookerEmail: 'ada@agency.example',
      agencyName: 'Analytical Travel',
      isTravelAgent: true,
    });
    await bus.publish([v1, v2]);
    const [fromV1, fromV2] = await Promise.all(
      ['VIP-54322-FCO', 'VIP-54323-FCO'].map((referenceCode) =>
        service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode } }),
      ),
    );
    const { id: _a, bookingId: _b, referenceCode: _c, createdAt: _d, updatedAt: _e, ...opened } = fromV1!;
    const { id: _f, bookingId: _g, referenceCode: _h, createdAt: _i, updatedAt: _j, ...expected } = fromV2!;
    expect(opened).toEqual(expected);
    expect(opened).toMatchObject({ bookerName: 'Ada Lovelace', agencyName: 'Analytical Travel', isTravelAgent: true });
    expect(bus.deadLetters).toHaveLength(0);
  });
});
