// Staff tokens for other services: svc-ops signs them from a session, publishes the keys as a JWKS, rotates the key
// with the old one still published until its tokens expired, and every replica signs with the same key.
import request from 'supertest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { ROLE_PERMISSIONS } from '@vip/contracts/permissions';
import { STAFF_JWKS_PATH } from '@vip/contracts/platform';
import {
  STAFF_TOKEN_TTL_SECONDS,
  staffCredentialsSchema,
  staffTokenClaimsSchema,
  staffTokenSchema,
} from '@vip/contracts/schemas';
import { type StaffRole } from '@vip/contracts/vocabulary';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { passwordStep, signInFully, type StaffPerson } from './support/staff-sign-in';

const ADMIN = { email: 'tokens.admin@example.com', password: 'a-long-and-secret-password', name: 'Token Admin' };
const DAY = 86_400_000;

describe('staff tokens for other services', () => {
  let db: TestDatabase;
  let service: OpsService;
  let replica: OpsService;
  let now = new Date('2030-06-01T08:00:00.000Z');

  const start = () =>
    startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        STAFF_TOKEN_KEY_ROTATION_DAYS: '30',
        SESSION_IDLE_MINUTES: '1440',
        SESSION_TTL_HOURS: '168',
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });

  beforeAll(async () => {
    db = await createTestDatabase('ops_staff_tokens');
    service = await start();
    replica = await start();
  });
  afterAll(async () => {
    await replica?.stop();
    await service?.stop();
    await db?.drop();
  });

  const api = (s: OpsService = service) => request(s.app.callback());

  /** Each person's passkey, made at their first sign-in (on either replica: they share the database). */
  const people = new Map<string, StaffPerson>();
  async function signIn(email: string, password: string, s: OpsService = service) {
    const person = people.get(email) ?? { email, password };
    person.password = password;
    people.set(email, person);
    return signInFully(s.app.callback(), person);
  }

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
    return { ...(await signIn(email, password)), id: invited.user.id };
  }

  const jwks = async (s: OpsService = service) => {
    const res = await api(s).get(STAFF_JWKS_PATH).expect(200);
    expect(res.headers['content-type']).toMatch(/jwk-set\+json/);
    return res.body as JSONWebKeySet;
  };

  async function tokenFor(who: Awaited<ReturnType<typeof signIn>>) {
    const res = await who.agent
      .post('/api/admin/session/token')
      .set('X-CSRF-Token', who.session.csrfToken)
      .send({ audience: 'svc-catalog' })
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return staffTokenSchema.parse(res.body);
  }

  const verify = async (token: string, keys: JSONWebKeySet) =>
    staffTokenClaimsSchema.parse(
      (
        await jwtVerify(token, createLocalJWKSet(keys), {
          issuer: 'svc-ops',
          audience: 'svc-catalog',
          currentDate: now,
        })
      ).payload,
    );

  it('signs a 5-minute token for svc-catalog with who the staff member is and what their role may do', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const token = await tokenFor(admin);
    expect(token).toMatchObject({ tokenType: 'Bearer', audience: 'svc-catalog', expiresIn: STAFF_TOKEN_TTL_SECONDS });
    expect(Date.parse(token.expiresAt) - now.getTime()).toBe(STAFF_TOKEN_TTL_SECONDS * 1000);
    const claims = await verify(token.token, await jwks());
    expect(claims).toMatchObject({
      iss: 'svc-ops',
      aud: 'svc-catalog',
      sub: admin.session.user.id,
      name: ADMIN.name,
      role: 'admin',
      permissions: [...ROLE_PERMISSIONS.admin],
    });
    expect(claims.exp - claims.iat).toBe(STAFF_TOKEN_TTL_SECONDS);
    // Neither the cookie's token nor the session's row id travels in it.
    expect(token.token).not.toContain(admin.session.csrfToken);
    expect(decodeProtectedHeader(token.token)).toMatchObject({ alg: 'ES256' });
  });

  it('asks for a whole session (a password alone gets no token) and its CSRF token, and a known audience', async () => {
    await api().post('/api/admin/session/token').send({ audience: 'svc-catalog' }).expect(401);
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const halfway = await passwordStep(service.app.callback(), people.get(ADMIN.email)!);
    if (halfway.answer.status !== 'second-factor') throw new Error('expected the second factor');
    const refused = await halfway.agent
      .post('/api/admin/session/token')
      .set('X-CSRF-Token', halfway.answer.pending.csrfToken)
      .send({ audience: 'svc-catalog' })
      .expect(401);
    expect(refused.body.error.code).toBe('UNAUTHENTICATED');
    const noCsrf = await admin.agent.post('/api/admin/session/token').send({ audience: 'svc-catalog' }).expect(403);
    expect(noCsrf.body.error.code).toBe('CSRF_TOKEN_INVALID');
    const other = await admin.agent
      .post('/api/admin/session/token')
      .set('X-CSRF-Token', admin.session.csrfToken)
      .send({ audience: 'svc-payments' })
      .expect(400);
    expect(other.body.error.details.fieldErrors.audience).toEqual(['Audience must be svc-catalog or svc-booking']);
  });

  it('gives the catalog role the catalog and nothing of the bookings; agents read the catalog', async () => {
    const catalog = await colleague('catalog');
    expect(catalog.session.permissions).toEqual(['catalog.view', 'catalog.edit', 'account.security']);
    const claims = await verify((await tokenFor(catalog)).token, await jwks());
    expect(claims).toMatchObject({
      role: 'catalog',
      permissions: ['catalog.view', 'catalog.edit', 'account.security'],
    });
    const bookingsAndSuppliers = [
      '/api/admin/bookings',
      '/api/admin/bookings/summary',
      '/api/admin/bookings/export.csv',
      '/api/suppliers?airport=LHR&serviceLevel=standard',
    ];
    for (const path of bookingsAndSuppliers) {
      const res = await catalog.agent.get(path);
      expect([path, res.status, res.body.error?.code]).toEqual([path, 403, 'PERMISSION_DENIED']);
    }
    const agent = await colleague('agent');
    expect((await verify((await tokenFor(agent)).token, await jwks())).permissions).toContain('catalog.view');
    expect(ROLE_PERMISSIONS.agent).not.toContain('catalog.edit');
  });

  it('lets an admin give the catalog role, and not take their own admin role away', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const agent = await colleague('agent');
    const changed = await admin.agent
      .patch(`/api/admin/staff/${agent.id}`)
      .set('X-CSRF-Token', admin.session.csrfToken)
      .send({ role: 'catalog' })
      .expect(200);
    expect(changed.body.role).toBe('catalog');
    const self = await admin.agent
      .patch(`/api/admin/staff/${admin.session.user.id}`)
      .set('X-CSRF-Token', admin.session.csrfToken)
      .send({ role: 'catalog' })
      .expect(403);
    expect(self.body.error.message).toBe('You cannot disable your own account or remove your own admin role');
  });

  it('signs with the same key on every replica, from the keys kept in its database', async () => {
    const onFirst = await tokenFor(await signIn(ADMIN.email, ADMIN.password));
    const onSecond = await tokenFor(await signIn(ADMIN.email, ADMIN.password, replica));
    expect(decodeProtectedHeader(onSecond.token).kid).toBe(decodeProtectedHeader(onFirst.token).kid);
    expect(await jwks(replica)).toEqual(await jwks());
    await verify(onSecond.token, await jwks());
  });

  it('rotates the key: the next one is published a day before it signs, the old one until its tokens expired', async () => {
    const started = now;
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const first = await tokenFor(admin);
    const firstKid = decodeProtectedHeader(first.token).kid;
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([firstKid]);

    // 29 days and a bit later: the next key is published, the first still signs.
    now = new Date(started.getTime() + 29.5 * DAY);
    const stillFirst = await tokenFor(await signIn(ADMIN.email, ADMIN.password));
    expect(decodeProtectedHeader(stillFirst.token).kid).toBe(firstKid);
    const published = (await jwks()).keys.map((k) => k.kid);
    expect(published).toHaveLength(2);
    const nextKid = published.find((k) => k !== firstKid);

    // Past 30 days: the next key signs; the first is still published for the tokens it signed.
    now = new Date(started.getTime() + 30 * DAY + 60_000);
    const rotated = await tokenFor(await signIn(ADMIN.email, ADMIN.password, replica));
    expect(decodeProtectedHeader(rotated.token).kid).toBe(nextKid);
    now = new Date(started.getTime() + 30 * DAY + 2 * 60_000);
    expect((await jwks()).keys.map((k) => k.kid)).toEqual(expect.arrayContaining([firstKid, nextKid]));
    await verify(rotated.token, await jwks());

    // Once the first key's last token expired (and a margin), it leaves the set.
    now = new Date(started.getTime() + 30 * DAY + STAFF_TOKEN_TTL_SECONDS * 1000 + 11 * 60_000);
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([nextKid]);
    now = started;
  });
});
