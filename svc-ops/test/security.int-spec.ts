// The staff side as an outsider tries it: every route the routers registered, in every spelling, without a
// session, with a password alone (the pending second-factor state) and without the CSRF token; every permission for
// every role; temporary passwords, idle sessions, the bootstrap admin across restarts, and the staff audit log.
// Everyone signs in with a password and a passkey here, as in production.
import request from 'supertest';
import type Router from '@koa/router';
import { ROLE_PERMISSIONS, STAFF_PERMISSION_NAMES, type StaffPermission } from '@vip/contracts/permissions';
import { staffAuditListSchema, staffCredentialsSchema, staffSignInAnswerSchema } from '@vip/contracts/schemas';
import { type StaffRole } from '@vip/contracts/vocabulary';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';
import { softAuthenticator } from './support/soft-authenticator';
import { passwordStep, signInFully, TEST_WEBAUTHN, type StaffPerson } from './support/staff-sign-in';

const ADMIN = { email: 'security.admin@example.com', password: 'a-long-and-secret-password', name: 'Security Admin' };

interface RouteInfo {
  method: string;
  path: string;
  permission?: StaffPermission;
}

/** The routes a router actually registered (not a hand-written list), with the permission each names. */
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

const SAMPLE_PARAMS: Record<string, string> = {
  id: '7d0c5a4e-1111-4222-8333-444455556666',
  sessionId: '7d0c5a4e-1111-4222-8333-444455558888',
  communicationId: '7d0c5a4e-1111-4222-8333-444455557777',
  itemType: 'driver_info_sent',
  currency: 'EUR',
  keyId: '7d0c5a4e-1111-4222-8333-444455558888',
  termsId: '7d0c5a4e-1111-4222-8333-444455559999',
  month: '2030-06',
};
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');

/** How an attacker respells a path to slip past a guard that matches paths itself. */
function spellings(path: string): { spelling: string; served: boolean }[] {
  return [
    { spelling: path, served: true },
    { spelling: path.toUpperCase().replace(SAMPLE_PARAMS.id!.toUpperCase(), SAMPLE_PARAMS.id!), served: true },
    {
      spelling: path.replace(
        /^\/api\/(admin|suppliers)/,
        (_, word: string) => `/API/${word[0]!.toUpperCase()}${word.slice(1)}`,
      ),
      served: true,
    },
    { spelling: `${path}/`, served: true },
    { spelling: `/${path}`, served: false },
    { spelling: path.replace('/api/', '/api//'), served: false },
    { spelling: path.replace('/admin', '/%61dmin').replace('/suppliers', '/%73uppliers'), served: false },
    { spelling: `${path};x`, served: false },
  ];
}

describe('staff routes, permissions and accounts, tried from outside', () => {
  let db: TestDatabase;
  let service: OpsService;
  let now = new Date('2030-06-01T08:00:00.000Z');
  const api = () => request(service.app.callback());

  // Without a PostgreSQL server, PGlite keeps the service's data in a folder, so a restart finds it; an
  // instance running alongside (`alongside`) gets its own database in memory (a folder has one user).
  const start = (extra: Record<string, string> = {}, alongside = false) =>
    startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ...(db.dataDir && !alongside ? { DATA_DIR: db.dataDir } : {}),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        LOGIN_MAX_FAILURES: '5',
        SESSION_IDLE_MINUTES: '30',
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        ...extra,
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: !db.dataDir || alongside,
      logger: silentLogger(),
      now: () => now,
    });

  beforeAll(async () => {
    db = await createTestDatabase('ops_security');
    service = await start();
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  /** Each person's passkey, made at their first sign-in, signs them in afterwards. */
  const people = new Map<string, StaffPerson>();
  async function signIn(email: string, password: string) {
    const person = people.get(email) ?? { email, password };
    person.password = password;
    people.set(email, person);
    return signInFully(service.app.callback(), person);
  }

  /** A colleague with this role who has already chosen their own password. */
  async function colleague(role: StaffRole) {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const email = `${role}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const invited = staffCredentialsSchema.parse(
      (
        await admin.agent
          .post('/api/admin/staff')
          .set('X-CSRF-Token', admin.session.csrfToken)
          .send({ email, name: `A ${role}`, role })
          .expect(201)
      ).body,
    );
    const first = await signIn(email, invited.temporaryPassword);
    const password = `${role}-own-password-0123`;
    await first.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', first.session.csrfToken)
      .send({ currentPassword: invited.temporaryPassword, newPassword: password })
      .expect(200);
    return { ...(await signIn(email, password)), email, password };
  }

  const allStaffRoutes = () => [...routesOf(service.routers!.staff), ...routesOf(service.routers!.account)];

  describe('the staff guard, by construction', () => {
    it("serves only sign-in, sign-out, the signed Square webhook and the supplier's job link without a session", () => {
      // The second-factor routes need the pending state a right password opens (swept below); a job link's
      // token is its own credential (tried in supplier-jobs.int-spec and, for its seats, supplier-seats.int-spec).
      const open = service.routers!.public.flatMap(routesOf).map((r) => `${r.method} ${r.path}`);
      expect(open.sort()).toEqual([
        'DELETE /api/admin/session',
        'DELETE /api/supplier-jobs/:token/allotments/:id',
        'GET /.well-known/jwks.json',
        'GET /api/supplier-jobs/:token',
        'GET /api/supplier-jobs/:token/allotments',
        'PATCH /api/supplier-jobs/:token/allotments/:id',
        'POST /api/admin/session',
        'POST /api/supplier-jobs/:token/allotments',
        'POST /api/supplier-jobs/:token/answers',
        'POST /api/webhooks/square',
      ]);
    });

    it('names exactly one known permission on every staff route', () => {
      const routes = routesOf(service.routers!.staff);
      expect(routes.length).toBeGreaterThan(30);
      const unnamed = routes.filter((r) => !r.permission || !STAFF_PERMISSION_NAMES.includes(r.permission));
      expect(unnamed).toEqual([]);
    });

    it('answers 401 to every registered staff and second-factor route in every spelling without a session, and never serves it', async () => {
      const routes = [...allStaffRoutes(), ...routesOf(service.routers!.secondFactor)];
      expect(routesOf(service.routers!.secondFactor).length).toBeGreaterThanOrEqual(10);
      const leaks: string[] = [];
      for (const route of routes) {
        for (const { spelling, served } of spellings(concrete(route.path))) {
          const res = await api()
            [route.method.toLowerCase() as 'get'](spelling)
            .send(route.method === 'GET' ? undefined : {});
          const ok = served ? res.status === 401 : [401, 404, 405].includes(res.status);
          if (!ok) leaks.push(`${route.method} ${spelling} → ${res.status}`);
        }
      }
      expect(leaks).toEqual([]);
    });

    it('refuses every staff route, in every spelling, to a password alone (the pending second-factor state), with its CSRF token or without', async () => {
      await signIn(ADMIN.email, ADMIN.password);
      const { agent, answer, cookie } = await passwordStep(service.app.callback(), people.get(ADMIN.email)!);
      expect(answer.status).toBe('second-factor');
      const pendingCsrf = answer.status === 'second-factor' ? answer.pending.csrfToken : '';
      const leaks: string[] = [];
      for (const route of allStaffRoutes()) {
        for (const { spelling, served } of spellings(concrete(route.path))) {
          for (const attempt of ['pending cookie', 'pending token as the session cookie'] as const) {
            const call =
              attempt === 'pending cookie'
                ? agent[route.method.toLowerCase() as 'post'](spelling)
                : api()
                    [route.method.toLowerCase() as 'post'](spelling)
                    .set('Cookie', cookie.replace('vip_staff_second_factor=', 'vip_staff_session='));
            const res = await call.set('X-CSRF-Token', pendingCsrf).send(route.method === 'GET' ? undefined : {});
            const ok = served ? res.status === 401 : [401, 404, 405].includes(res.status);
            if (!ok) leaks.push(`${route.method} ${spelling} (${attempt}) → ${res.status}`);
          }
        }
      }
      expect(leaks).toEqual([]);
      // The pending state itself is still there: it only opens the second-factor routes.
      await agent.get('/api/admin/second-factor').expect(200);
    });

    it('answers 403 to every unsafe second-factor route in every spelling with a pending sign-in but without its CSRF token', async () => {
      await signIn(ADMIN.email, ADMIN.password);
      const { agent, answer } = await passwordStep(service.app.callback(), people.get(ADMIN.email)!);
      expect(answer.status).toBe('second-factor');
      const leaks: string[] = [];
      for (const route of routesOf(service.routers!.secondFactor).filter((r) => r.method !== 'GET')) {
        for (const { spelling, served } of spellings(concrete(route.path))) {
          for (const token of [undefined, 'not-the-token']) {
            const call = agent[route.method.toLowerCase() as 'post'](spelling);
            const res = await (token ? call.set('X-CSRF-Token', token) : call).send({});
            const ok = served
              ? res.status === 403 && res.body.error.code === 'CSRF_TOKEN_INVALID'
              : [401, 403, 404, 405].includes(res.status);
            if (!ok) leaks.push(`${route.method} ${spelling} (${token ?? 'no token'}) → ${res.status}`);
          }
        }
      }
      expect(leaks).toEqual([]);
    });

    it('answers 403 to every unsafe staff route in every spelling with a session but without the CSRF token', async () => {
      const { agent } = await signIn(ADMIN.email, ADMIN.password);
      const unsafe = allStaffRoutes().filter((r) => !['GET', 'OPTIONS'].includes(r.method));
      expect(unsafe.length).toBeGreaterThan(20);
      const leaks: string[] = [];
      for (const route of unsafe) {
        for (const { spelling, served } of spellings(concrete(route.path))) {
          for (const token of [undefined, 'not-the-token']) {
            const call = agent[route.method.toLowerCase() as 'post'](spelling);
            const res = await (token ? call.set('X-CSRF-Token', token) : call).send({});
            const ok = served
              ? res.status === 403 && res.body.error.code === 'CSRF_TOKEN_INVALID'
              : [403, 404, 405].includes(res.status);
            if (!ok) leaks.push(`${route.method} ${spelling} (${token ?? 'no token'}) → ${res.status}`);
          }
        }
      }
      expect(leaks).toEqual([]);
    });
  });

  describe('permissions by role', () => {
    // Checked by the service that owns what they guard (svc-catalog and svc-booking, with svc-ops' staff tokens).
    const servedElsewhere: StaffPermission[] = ['catalog.edit', 'allotments.view', 'allotments.edit'];
    // One colleague per role for every permission, in a session of its own each time: the accounts are not what
    // these tests try.
    const colleagues = new Map<StaffRole, ReturnType<typeof colleague>>();
    const colleagueWith = async (role: StaffRole) => {
      if (!colleagues.has(role)) colleagues.set(role, colleague(role));
      const { email, password } = await colleagues.get(role)!;
      return signIn(email, password);
    };

    it.each(STAFF_PERMISSION_NAMES.filter((p) => !servedElsewhere.includes(p)))(
      '%s: allowed or refused (403) on every route that needs it, for admins, agents and the catalog team alike',
      async (permission) => {
        const routes = routesOf(service.routers!.staff).filter((r) => r.permission === permission);
        expect(routes.length).toBeGreaterThan(0);
        for (const role of ['admin', 'agent', 'catalog'] as const) {
          const { agent, session } =
            role === 'admin' ? await signIn(ADMIN.email, ADMIN.password) : await colleagueWith(role);
          for (const route of routes) {
            const call = agent[route.method.toLowerCase() as 'post'](concrete(route.path)).set(
              'X-CSRF-Token',
              session.csrfToken,
            );
            // The live board's stream never ends: its status and first bytes are the answer.
            const streamed =
              route.path === '/api/admin/events'
                ? call
                    .buffer(false)
                    .parse((r, done) => ((r as unknown as { destroy(): void }).destroy(), done(null, null)))
                : call;
            const res = await streamed.send({});
            // The stream's parser drops the body; its refusal is the status alone.
            const refused =
              res.status === 403 &&
              (route.path === '/api/admin/events' || res.body?.error?.code === 'PERMISSION_DENIED');
            expect({ role, route: `${route.method} ${route.path}`, refused }).toEqual({
              role,
              route: `${route.method} ${route.path}`,
              refused: !ROLE_PERMISSIONS[role].includes(permission),
            });
          }
          expect(session.permissions).toEqual([...ROLE_PERMISSIONS[role]]);
        }
      },
    );

    it('names on no svc-ops route the permissions another service checks', () => {
      const named = new Set(routesOf(service.routers!.staff).map((r) => r.permission));
      for (const p of servedElsewhere) expect(named.has(p)).toBe(false);
    });

    it('keeps the CSV export, manual payments, invoice cancellations, rates, suppliers, staff and partners with admins', () => {
      for (const p of [
        'bookings.export',
        'invoices.mark-paid',
        'invoices.cancel',
        'currency-rates.edit',
        'suppliers.edit',
        'staff.manage',
        'partners.manage',
      ] as const) {
        expect(ROLE_PERMISSIONS.agent).not.toContain(p);
        expect(ROLE_PERMISSIONS.admin).toContain(p);
      }
    });
  });

  describe('accounts', () => {
    it('makes a temporary password be replaced before anything else, then ends the other sessions', async () => {
      const admin = await signIn(ADMIN.email, ADMIN.password);
      const invited = staffCredentialsSchema.parse(
        (
          await admin.agent
            .post('/api/admin/staff')
            .set('X-CSRF-Token', admin.session.csrfToken)
            .send({ email: 'new.agent@example.com', name: 'New Agent', role: 'agent' })
            .expect(201)
        ).body,
      );
      const first = await signIn('new.agent@example.com', invited.temporaryPassword);
      expect(first.session.mustChangePassword).toBe(true);
      const blocked = await first.agent.get('/api/admin/bookings').expect(403);
      expect(blocked.body.error).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Choose a new password before you continue',
      });
      await first.agent.get('/api/admin/session').expect(200);
      const other = await signIn('new.agent@example.com', invited.temporaryPassword);

      const wrong = await first.agent
        .post('/api/admin/session/password')
        .set('X-CSRF-Token', first.session.csrfToken)
        .send({ currentPassword: 'not-it', newPassword: 'my-own-long-password' })
        .expect(400);
      expect(wrong.body.error.details.fieldErrors.currentPassword).toEqual(['Your current password is not right']);
      const short = await first.agent
        .post('/api/admin/session/password')
        .set('X-CSRF-Token', first.session.csrfToken)
        .send({ currentPassword: invited.temporaryPassword, newPassword: 'short' })
        .expect(400);
      expect(short.body.error.details.fieldErrors.newPassword).toEqual([
        'The new password must be at least 12 characters',
      ]);

      const changed = await first.agent
        .post('/api/admin/session/password')
        .set('X-CSRF-Token', first.session.csrfToken)
        .send({ currentPassword: invited.temporaryPassword, newPassword: 'my-own-long-password' })
        .expect(200);
      expect(changed.body.mustChangePassword).toBe(false);
      await first.agent.get('/api/admin/bookings').expect(200);
      await other.agent.get('/api/admin/session').expect(401);
      await api()
        .post('/api/admin/session')
        .send({ email: 'new.agent@example.com', password: invited.temporaryPassword })
        .expect(401);
      await signIn('new.agent@example.com', 'my-own-long-password');
    });

    it('ends a session left unused past the idle time, whatever its absolute expiry', async () => {
      const { agent } = await signIn(ADMIN.email, ADMIN.password);
      now = new Date(now.getTime() + 29 * 60_000);
      await agent.get('/api/admin/bookings').expect(200);
      now = new Date(now.getTime() + 29 * 60_000);
      await agent.get('/api/admin/bookings').expect(200);
      now = new Date(now.getTime() + 31 * 60_000);
      await agent.get('/api/admin/bookings').expect(401);
      now = new Date(now.getTime() + 60 * 60_000);
    });

    it('keeps a password changed in the product over a restart; ADMIN_PASSWORD_RESET sets it anew', async () => {
      const admin = await signIn(ADMIN.email, ADMIN.password);
      await admin.agent
        .post('/api/admin/session/password')
        .set('X-CSRF-Token', admin.session.csrfToken)
        .send({ currentPassword: ADMIN.password, newPassword: 'the-admins-new-password' })
        .expect(200);
      await service.stop();
      service = await start();
      expect(service.admin).toMatchObject({ kept: true });
      await api().post('/api/admin/session').send({ email: ADMIN.email, password: ADMIN.password }).expect(401);
      await signIn(ADMIN.email, 'the-admins-new-password');

      await service.stop();
      service = await start({ ADMIN_PASSWORD_RESET: 'true' });
      expect(service.admin).toMatchObject({ kept: false });
      await signIn(ADMIN.email, ADMIN.password);
      await service.stop();
      service = await start();
    });

    it('limits password-change tries per staff member to PASSWORD_CHANGE_LIMIT_PER_15_MINUTES', async () => {
      const limited = await start({ PASSWORD_CHANGE_LIMIT_PER_15_MINUTES: '2' }, true);
      try {
        // A copy: where the instance has a database of its own, the admin enrols there anew.
        await signIn(ADMIN.email, ADMIN.password);
        const { agent, session } = await signInFully(limited.app.callback(), { ...people.get(ADMIN.email)! });
        const { csrfToken } = session;
        const change = () =>
          agent
            .post('/api/admin/session/password')
            .set('X-CSRF-Token', csrfToken)
            .send({ currentPassword: 'not-the-password', newPassword: 'another-long-password' });
        await change().expect(400);
        await change().expect(400);
        const refused = await change().expect(429);
        expect(refused.body.error.code).toBe('RATE_LIMITED');
      } finally {
        await limited.stop();
      }
    });

    it('names the cookie __Host- and marks it Secure over HTTPS', async () => {
      const secure = await start({ COOKIE_SECURE: 'true' }, true);
      try {
        const res = await request(secure.app.callback())
          .post('/api/admin/session')
          .send({ email: ADMIN.email, password: ADMIN.password })
          .expect(200);
        // The pending second factor's cookie, ten minutes long.
        expect(String(res.headers['set-cookie'])).toMatch(
          /^__Host-vip_staff_second_factor=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=600$/,
        );
        const pending = staffSignInAnswerSchema.parse(res.body);
        if (pending.status !== 'second-factor') throw new Error('expected the second factor');
        // The browser sends a Secure cookie only over HTTPS; here it goes by hand.
        const cookie = String(res.headers['set-cookie']).split(';')[0]!;
        await signIn(ADMIN.email, ADMIN.password);
        const admin = { ...people.get(ADMIN.email)! };
        const enrol = pending.pending.purpose === 'enrol';
        const at = enrol ? '/api/admin/second-factor/enrolment/passkey' : '/api/admin/second-factor/passkey';
        const options = await request(secure.app.callback())
          .post(`${at}/options`)
          .set('Cookie', cookie)
          .set('X-CSRF-Token', pending.pending.csrfToken)
          .expect(200);
        const enrolled = await request(secure.app.callback())
          .post(at)
          .set('Cookie', cookie)
          .set('X-CSRF-Token', pending.pending.csrfToken)
          .send(
            enrol
              ? { name: 'Key', response: softAuthenticator(TEST_WEBAUTHN).register(options.body) }
              : { response: admin.passkey!.authenticate(options.body) },
          )
          .expect(200);
        expect(enrolled.headers['set-cookie']).toEqual([
          expect.stringMatching(
            /^__Host-vip_staff_second_factor=; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=0$/,
          ),
          expect.stringMatching(
            /^__Host-vip_staff_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=\d+$/,
          ),
        ]);
      } finally {
        await secure.stop();
      }
    });
  });

  describe('the staff audit log', () => {
    it('records who changed staff, rates and suppliers, and who exported the bookings, and only admins read it', async () => {
      const admin = await signIn(ADMIN.email, ADMIN.password);
      const csrf = { 'X-CSRF-Token': admin.session.csrfToken };
      await admin.agent.put('/api/admin/currency-rates/EUR').set(csrf).send({ rateToUsd: 1.0875 }).expect(200);
      const supplier = await admin.agent
        .post('/api/suppliers/chauffeur')
        .set(csrf)
        .send({
          supplierName: 'Audit Cars',
          airportCodes: ['FCO'],
          phone: '+39 06 555 0000',
          email: 'ops@auditcars.example',
          typeOfSupplier: 'Local',
          vehiclesOffered: ['sedan'],
        })
        .expect(201);
      await admin.agent
        .put(`/api/suppliers/chauffeur/${supplier.body.id}`)
        .set(csrf)
        .send({
          supplierName: 'Audit Cars',
          airportCodes: ['FCO', 'CIA'],
          phone: '+39 06 555 0000',
          email: 'ops@auditcars.example',
          typeOfSupplier: 'Local',
          vehiclesOffered: ['sedan'],
        })
        .expect(200);
      await service.bus.publish([bookingRequested('VIP-70001-FCO')]);
      await admin.agent.get('/api/admin/bookings/export.csv?status=inquiry_received').expect(200);

      const log = staffAuditListSchema.parse((await admin.agent.get('/api/admin/audit?limit=50').expect(200)).body);
      const mine = log.filter((e) => e.actor.name === ADMIN.name);
      expect(mine.map((e) => e.action)).toEqual(
        expect.arrayContaining([
          'currency-rate.updated',
          'chauffeur-supplier.created',
          'chauffeur-supplier.updated',
          'bookings.exported',
        ]),
      );
      expect(mine.find((e) => e.action === 'currency-rate.updated')?.changes.rateToUsd?.to).toBe(1.0875);
      expect(mine.find((e) => e.action === 'chauffeur-supplier.updated')?.changes).toEqual({
        airportCodes: { from: ['FCO'], to: ['FCO', 'CIA'] },
      });
      expect(mine.find((e) => e.action === 'bookings.exported')?.changes.status).toEqual({
        from: null,
        to: 'inquiry_received',
      });
      expect(log.some((e) => e.action === 'staff.invited')).toBe(true);
      // No password or hash ever reaches the log.
      expect(JSON.stringify(log)).not.toMatch(/scrypt\$|passwordHash|own-password/);

      const agent = await colleague('agent');
      await agent.agent.get('/api/admin/audit').expect(403);
    });
  });
});
