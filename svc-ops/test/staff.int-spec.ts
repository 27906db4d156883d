import request from 'supertest';
import { staffCredentialsSchema, staffMemberListSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { signInFully, type StaffPerson } from './support/staff-sign-in';

const ADMIN = { email: 'staff.admin@example.com', password: 'a-long-and-secret-password', name: 'Team Admin' };

describe('staff accounts (admins only)', () => {
  let db: TestDatabase;
  let service: OpsService;
  let now = new Date('2030-06-01T08:00:00.000Z');

  beforeAll(async () => {
    db = await createTestDatabase('ops_staff');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        SESSION_TTL_HOURS: '12',
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

  /** Through both steps: each person's passkey is made at their first sign-in. */
  const people = new Map<string, StaffPerson>();
  async function signIn(email: string, password: string) {
    const person = people.get(email) ?? { email, password };
    person.password = password;
    people.set(email, person);
    return signInFully(service.app.callback(), person);
  }

  /** Signs in with a temporary password and replaces it, as the product makes a new colleague do first. */
  async function firstSignIn(email: string, temporaryPassword: string, newPassword = `${email}-own-password`) {
    const first = await signIn(email, temporaryPassword);
    expect(first.session.mustChangePassword).toBe(true);
    await first.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', first.session.csrfToken)
      .send({ currentPassword: temporaryPassword, newPassword })
      .expect(200);
    return { ...first, password: newPassword };
  }

  it('invites an agent with a one-time password, who can sign in but cannot manage staff (403)', async () => {
    const { agent, session } = await signIn(ADMIN.email, ADMIN.password);
    const res = await agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', session.csrfToken)
      .send({ email: 'Agent.Smith@Example.com', name: 'Agent Smith', role: 'agent' })
      .expect(201);
    const invited = staffCredentialsSchema.parse(res.body);
    expect(invited.user).toMatchObject({
      email: 'agent.smith@example.com',
      role: 'agent',
      active: true,
      lastLoginAt: null,
    });
    const stored = await service.prisma.staffUser.findUniqueOrThrow({ where: { email: 'agent.smith@example.com' } });
    expect(stored.passwordHash).not.toContain(invited.temporaryPassword);

    const dup = await agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', session.csrfToken)
      .send({ email: 'agent.smith@example.com', name: 'Again', role: 'agent' })
      .expect(409);
    expect(dup.body.error.code).toBe('STAFF_EMAIL_TAKEN');

    const asAgent = await firstSignIn('agent.smith@example.com', invited.temporaryPassword);
    const forbidden = await asAgent.agent.get('/api/admin/staff').expect(403);
    expect(forbidden.body.error).toMatchObject({
      code: 'PERMISSION_DENIED',
      message: 'Your role cannot do this (manage staff accounts and read the staff audit log)',
    });
    await asAgent.agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', asAgent.session.csrfToken)
      .send({ email: 'x@example.com', name: 'X', role: 'admin' })
      .expect(403);
    // Agents run bookings like admins do.
    await asAgent.agent.get('/api/admin/bookings').expect(200);

    const list = staffMemberListSchema.parse((await agent.get('/api/admin/staff').expect(200)).body);
    expect(list.map((m) => m.email)).toEqual(expect.arrayContaining([ADMIN.email, 'agent.smith@example.com']));
  });

  it('disabling an account ends its sessions at once; resetting a password ends them too and the old one stops working', async () => {
    const { agent, session } = await signIn(ADMIN.email, ADMIN.password);
    const created = staffCredentialsSchema.parse(
      (
        await agent
          .post('/api/admin/staff')
          .set('X-CSRF-Token', session.csrfToken)
          .send({ email: 'temp@example.com', name: 'Temp', role: 'agent' })
          .expect(201)
      ).body,
    );
    const temp = await firstSignIn('temp@example.com', created.temporaryPassword);
    await temp.agent.get('/api/admin/bookings').expect(200);

    const reset = staffCredentialsSchema.parse(
      (
        await agent
          .post(`/api/admin/staff/${created.user.id}/reset-password`)
          .set('X-CSRF-Token', session.csrfToken)
          .expect(200)
      ).body,
    );
    await temp.agent.get('/api/admin/bookings').expect(401);
    await request(service.app.callback())
      .post('/api/admin/session')
      .send({ email: 'temp@example.com', password: temp.password })
      .expect(401);
    const again = await firstSignIn('temp@example.com', reset.temporaryPassword);

    await agent
      .patch(`/api/admin/staff/${created.user.id}`)
      .set('X-CSRF-Token', session.csrfToken)
      .send({ active: false })
      .expect(200);
    await again.agent.get('/api/admin/bookings').expect(401);
    await request(service.app.callback())
      .post('/api/admin/session')
      .send({ email: 'temp@example.com', password: again.password })
      .expect(401);
  });

  it('does not let an admin disable or demote themselves', async () => {
    const { agent, session } = await signIn(ADMIN.email, ADMIN.password);
    const me = session.user.id;
    await agent
      .patch(`/api/admin/staff/${me}`)
      .set('X-CSRF-Token', session.csrfToken)
      .send({ active: false })
      .expect(403);
    await agent
      .patch(`/api/admin/staff/${me}`)
      .set('X-CSRF-Token', session.csrfToken)
      .send({ role: 'agent' })
      .expect(403);
    await agent
      .patch('/api/admin/staff/7d0c5a4e-1111-4222-8333-444455556666')
      .set('X-CSRF-Token', session.csrfToken)
      .send({ active: false })
      .expect(404);
  });

  it('ends a session when it expires, on the server', async () => {
    now = new Date('2030-06-01T08:00:00.000Z');
    const { agent } = await signIn(ADMIN.email, ADMIN.password);
    await agent.get('/api/admin/session').expect(200);
    now = new Date('2030-06-01T20:00:01.000Z');
    await agent.get('/api/admin/session').expect(401);
    await agent.get('/api/admin/bookings').expect(401);
  });
});
