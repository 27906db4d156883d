// Where staff are signed in: each person sees their sessions (device, network, how, when, this one marked) and ends
// any or all others; admins end a colleague's; a password or factor change ends the others, and a password change
// gives this session a new cookie and CSRF token.
import request from 'supertest';
import {
  sessionsEndedSchema,
  staffAuditListSchema,
  staffCredentialsSchema,
  staffMemberListSchema,
  staffSessionListSchema,
  staffSessionSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { softAuthenticator } from './support/soft-authenticator';
import { cookieOf, signInFully, TEST_WEBAUTHN, type StaffPerson } from './support/staff-sign-in';

const ADMIN = { email: 'sessions.admin@example.com', password: 'a-long-and-secret-password', name: 'Sessions Admin' };
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('staff sessions', () => {
  let db: TestDatabase;
  let service: OpsService;
  let now = new Date('2030-06-01T08:00:00.000Z');
  const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
  const app = () => service.app.callback();
  const admin: StaffPerson = { email: ADMIN.email, password: ADMIN.password };

  beforeAll(async () => {
    db = await createTestDatabase('ops_staff_sessions');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        // Behind the gateway: the client address is the one it wrote.
        TRUST_PROXY: 'true',
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  const from = (ip: string, userAgent: string) => ({ 'X-Forwarded-For': ip, 'User-Agent': userAgent });

  it('lists my sessions with device, network (never the whole address), how, when, and this one marked; I end one, then all others', async () => {
    const laptop = await signInFully(app(), admin, from('203.0.113.77', MAC_CHROME));
    later(120);
    const phone = await signInFully(app(), admin, from('2001:db8:abcd:12::99', IPHONE_SAFARI));
    later(120);
    const home = await signInFully(app(), admin, from('198.51.100.10', WINDOWS_FIREFOX));
    later(120);
    await laptop.agent.get('/api/admin/bookings').set(from('203.0.113.77', MAC_CHROME)).expect(200);

    const list = staffSessionListSchema.parse(
      (await laptop.agent.get('/api/admin/security/sessions').expect(200)).body,
    );
    expect(list.map(({ device, place, method, current }) => ({ device, place, method, current }))).toEqual([
      { device: 'Chrome 131 on macOS', place: '203.0.113.0/24', method: 'passkey', current: true },
      { device: 'Firefox 133 on Windows', place: '198.51.100.0/24', method: 'passkey', current: false },
      { device: 'Safari 17 on iOS', place: '2001:db8:abcd::/48', method: 'passkey', current: false },
    ]);
    expect(list[0]!.createdAt).toBe('2030-06-01T08:00:00.000Z');
    expect(list[0]!.lastSeenAt).toBe(now.toISOString());
    expect(JSON.stringify(list)).not.toMatch(/203\.0\.113\.77|2001:db8:abcd:12|198\.51\.100\.10/);

    const headers = { 'X-CSRF-Token': laptop.session.csrfToken };
    const current = await laptop.agent.delete(`/api/admin/security/sessions/${list[0]!.id}`).set(headers).expect(409);
    expect(current.body.error.code).toBe('CURRENT_SESSION');
    await laptop.agent.delete(`/api/admin/security/sessions/${list[2]!.id}`).set(headers).expect(204);
    await phone.agent.get('/api/admin/bookings').expect(401);
    await laptop.agent.delete(`/api/admin/security/sessions/${list[2]!.id}`).set(headers).expect(404);

    const ended = sessionsEndedSchema.parse(
      (await laptop.agent.delete('/api/admin/security/sessions').set(headers).expect(200)).body,
    );
    expect(ended).toEqual({ ended: 1 });
    await home.agent.get('/api/admin/bookings').expect(401);
    await laptop.agent.get('/api/admin/bookings').expect(200);
  });

  it("lets an admin see and end a colleague's sessions (audited); an agent cannot, and nobody ends another's by its id alone", async () => {
    const adminIn = await signInFully(app(), admin, from('203.0.113.77', MAC_CHROME));
    const h = { 'X-CSRF-Token': adminIn.session.csrfToken };
    const invited = staffCredentialsSchema.parse(
      (
        await adminIn.agent
          .post('/api/admin/staff')
          .set(h)
          .send({ email: 'sessions.agent@example.com', name: 'Sessions Agent', role: 'agent' })
          .expect(201)
      ).body,
    );
    const agentPerson: StaffPerson = { email: 'sessions.agent@example.com', password: invited.temporaryPassword };
    const first = await signInFully(app(), agentPerson, from('192.0.2.5', WINDOWS_FIREFOX));
    await first.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', first.session.csrfToken)
      .send({ currentPassword: agentPerson.password, newPassword: 'the-agents-own-password' })
      .expect(200);
    agentPerson.password = 'the-agents-own-password';
    const second = await signInFully(app(), agentPerson, from('192.0.2.6', MAC_CHROME));

    const members = staffMemberListSchema.parse((await adminIn.agent.get('/api/admin/staff').expect(200)).body);
    expect(members.find((m) => m.email === agentPerson.email)).toMatchObject({
      secondFactors: ['passkey'],
      activeSessions: 2,
    });
    const theirs = staffSessionListSchema.parse(
      (await adminIn.agent.get(`/api/admin/staff/${invited.user.id}/sessions`).expect(200)).body,
    );
    expect(theirs).toHaveLength(2);
    expect(theirs.every((s) => !s.current)).toBe(true);

    // An agent can neither list nor end a colleague's sessions, and their own routes never reach another's.
    const adminSessions = staffSessionListSchema.parse(
      (await adminIn.agent.get('/api/admin/security/sessions').expect(200)).body,
    );
    await second.agent.get(`/api/admin/staff/${adminIn.session.user.id}/sessions`).expect(403);
    await second.agent
      .delete(`/api/admin/security/sessions/${adminSessions[0]!.id}`)
      .set('X-CSRF-Token', second.session.csrfToken)
      .expect(404);
    await adminIn.agent.get('/api/admin/bookings').expect(200);

    await adminIn.agent.delete(`/api/admin/staff/${invited.user.id}/sessions/${theirs[1]!.id}`).set(h).expect(204);
    const remaining = staffSessionListSchema.parse(
      (await adminIn.agent.get(`/api/admin/staff/${invited.user.id}/sessions`).expect(200)).body,
    );
    expect(remaining.map((s) => s.id)).toEqual([theirs[0]!.id]);
    const all = sessionsEndedSchema.parse(
      (await adminIn.agent.delete(`/api/admin/staff/${invited.user.id}/sessions`).set(h).expect(200)).body,
    );
    expect(all).toEqual({ ended: 1 });
    await second.agent.get('/api/admin/bookings').expect(401);
    await adminIn.agent.get('/api/admin/bookings').expect(200);
    await adminIn.agent.delete('/api/admin/staff/7d0c5a4e-1111-4222-8333-444455556666/sessions').set(h).expect(404);

    const log = staffAuditListSchema.parse((await adminIn.agent.get('/api/admin/audit').expect(200)).body);
    expect(log.filter((e) => e.action === 'staff.sessions-ended' && e.subject.id === invited.user.id)).toHaveLength(2);
  });

  it('gives a session a new cookie and CSRF token when its password changes (the old ones stop working) and ends the others', async () => {
    const other = await signInFully(app(), admin, from('198.51.100.10', WINDOWS_FIREFOX));
    const mine = await signInFully(app(), admin, from('203.0.113.77', MAC_CHROME));
    const oldCookie = (await mine.agent.get('/api/admin/session').expect(200)).request.cookies;
    const res = await mine.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', mine.session.csrfToken)
      .send({ currentPassword: ADMIN.password, newPassword: 'the-admins-new-password' })
      .expect(200);
    admin.password = 'the-admins-new-password';
    const next = staffSessionSchema.parse(res.body);
    expect(next.csrfToken).not.toBe(mine.session.csrfToken);
    const newCookie = cookieOf(res);
    expect(newCookie).toMatch(/^vip_staff_session=[\w-]{40,}$/);
    expect(oldCookie).toMatch(/vip_staff_session=[\w-]{40,}/);
    expect(oldCookie).not.toContain(newCookie);

    // The old cookie opens nothing; the new cookie with the old CSRF token changes nothing.
    await request(app()).get('/api/admin/session').set('Cookie', oldCookie).expect(401);
    const stale = await mine.agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', mine.session.csrfToken)
      .send({ email: 'x@example.com', name: 'X', role: 'agent' })
      .expect(403);
    expect(stale.body.error.code).toBe('CSRF_TOKEN_INVALID');
    await mine.agent.get('/api/admin/bookings').expect(200);
    await other.agent.get('/api/admin/bookings').expect(401);

    // The session keeps where and when it began.
    const list = staffSessionListSchema.parse((await mine.agent.get('/api/admin/security/sessions').expect(200)).body);
    expect(list).toEqual([expect.objectContaining({ device: 'Chrome 131 on macOS', current: true })]);
  });

  it("ends the person's other sessions when a factor is added, removed or its recovery codes renewed", async () => {
    const changes: [string, (agent: ReturnType<typeof request.agent>, csrf: string) => Promise<unknown>][] = [
      [
        'a passkey added',
        async (agent, csrf) => {
          const options = (await agent.post('/api/admin/security/passkeys/options').set('X-CSRF-Token', csrf)).body;
          await agent
            .post('/api/admin/security/passkeys')
            .set('X-CSRF-Token', csrf)
            .send({ name: 'Spare key', response: softAuthenticator(TEST_WEBAUTHN).register(options) })
            .expect(201);
        },
      ],
      [
        'a passkey removed',
        async (agent, csrf) => {
          const keys = await service.prisma.staffPasskey.findMany({ where: { name: 'Spare key' } });
          await agent.delete(`/api/admin/security/passkeys/${keys[0]!.id}`).set('X-CSRF-Token', csrf).expect(200);
        },
      ],
      [
        'recovery codes renewed',
        async (agent, csrf) => {
          const res = await agent.post('/api/admin/security/recovery-codes').set('X-CSRF-Token', csrf).expect(200);
          expect(res.body.recoveryCodes).toHaveLength(10);
        },
      ],
    ];
    for (const [what, change] of changes) {
      later(60);
      const other = await signInFully(app(), admin, from('198.51.100.10', WINDOWS_FIREFOX));
      const mine = await signInFully(app(), admin, from('203.0.113.77', MAC_CHROME));
      await change(mine.agent, mine.session.csrfToken);
      const statuses = {
        what,
        other: (await other.agent.get('/api/admin/bookings')).status,
        mine: (await mine.agent.get('/api/admin/bookings')).status,
      };
      expect(statuses).toEqual({ what, other: 401, mine: 200 });
    }
  });
});
