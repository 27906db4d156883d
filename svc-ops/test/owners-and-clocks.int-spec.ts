import request from 'supertest';
import {
  adminBookingDetailSchema,
  adminBookingPageSchema,
  adminBookingSchema,
  adminBookingSummarySchema,
  assignableStaffSchema,
  auditTrailSchema,
  staffCredentialsSchema,
  staffSessionSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'owner.lead@example.com', password: 'a-long-and-secret-password', name: 'Olive Lead' };

describe('owners and clocks on the board', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let now = new Date('2030-06-01T12:30:00.000Z');
  const REFS = ['VIP-20000-FCO', 'VIP-20001-FCO', 'VIP-20002-FCO', 'VIP-20003-FCO'];

  beforeAll(async () => {
    db = await createTestDatabase('ops_owners_clocks');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        STAFF_SECOND_FACTOR: 'optional',
        SESSION_IDLE_MINUTES: '240',
        // Pending supplier availability keeps its default (24 h); a change request gets 3 h here.
        STATUS_TARGET_HOURS: 'change_requested=3',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    // Requested at 12:00, 12:10, 12:20, 12:30 on June 1st.
    for (const [i, ref] of REFS.entries())
      await bus.publish([
        bookingRequested(ref, { requestedAt: new Date(Date.UTC(2030, 5, 1, 12, i * 10)).toISOString() }),
      ]);
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  async function signIn(email = ADMIN.email, password = ADMIN.password) {
    const agent = request.agent(service.app.callback());
    const res = await agent.post('/api/admin/session').send({ email, password }).expect(200);
    return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken, session: staffSessionSchema.parse(res.body) };
  }
  const idOf = async (ref: string) =>
    (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } })).id;
  async function column(agent: request.Agent, query: Record<string, string>) {
    const res = await agent.get('/api/admin/bookings').query(query).expect(200);
    return adminBookingPageSchema.parse(res.body).items.map((b) => b.referenceCode);
  }

  let colleague: { id: string; agent: request.Agent; csrf: string };

  beforeAll(async () => {
    const admin = await signIn();
    const invited = staffCredentialsSchema.parse(
      (
        await admin.agent
          .post('/api/admin/staff')
          .set('X-CSRF-Token', admin.csrf)
          .send({ email: 'ben.colleague@example.com', name: 'Ben de Colleague', role: 'agent' })
          .expect(201)
      ).body,
    );
    // A catalog user does not work bookings, so nobody may assign one to them.
    await admin.agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', admin.csrf)
      .send({ email: 'cat.alogue@example.com', name: 'Cat Alogue', role: 'catalog' })
      .expect(201);
    const first = await signIn('ben.colleague@example.com', invited.temporaryPassword);
    await first.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', first.csrf)
      .send({ currentPassword: invited.temporaryPassword, newPassword: 'ben-colleague-own-password' })
      .expect(200);
    const ben = await signIn('ben.colleague@example.com', 'ben-colleague-own-password');
    colleague = { id: invited.user.id, agent: ben.agent, csrf: ben.csrf };
  });

  it('lists the colleagues a booking may be assigned to, with their initials, never a catalog user', async () => {
    const { agent } = await signIn();
    const owners = assignableStaffSchema.parse((await agent.get('/api/admin/bookings/owners').expect(200)).body);
    expect(owners.map((o) => [o.name, o.initials])).toEqual([
      ['Ben de Colleague', 'BC'],
      ['Olive Lead', 'OL'],
    ]);
  });

  it('assigns to me and to a colleague: the card and modal show the owner, the audit trail says who did it', async () => {
    const { agent, csrf, session } = await signIn();
    const first = await idOf(REFS[0]!);
    now = new Date('2030-06-01T12:40:00.000Z');
    const mine = adminBookingSchema.parse(
      (
        await agent
          .put(`/api/admin/bookings/${first}/owner`)
          .set('X-CSRF-Token', csrf)
          .send({ staffId: session.user.id })
          .expect(200)
      ).body,
    );
    expect(mine.owner).toEqual({ id: session.user.id, name: 'Olive Lead', initials: 'OL' });
    expect(mine.version).toBe(2);

    const second = await idOf(REFS[1]!);
    await agent
      .put(`/api/admin/bookings/${second}/owner`)
      .set('X-CSRF-Token', csrf)
      .send({ staffId: colleague.id })
      .expect(200);
    const detail = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${second}`).expect(200)).body);
    expect(detail.owner).toEqual({ id: colleague.id, name: 'Ben de Colleague', initials: 'BC' });
    const trail = auditTrailSchema.parse((await agent.get(`/api/admin/bookings/${second}/audit`).expect(200)).body);
    expect(trail[0]).toMatchObject({
      at: '2030-06-01T12:40:00.000Z',
      actor: { name: 'Olive Lead' },
      action: 'owner_changed',
      changes: { owner: { from: null, to: 'Ben de Colleague' } },
    });

    // The same owner again changes nothing.
    await agent
      .put(`/api/admin/bookings/${second}/owner`)
      .set('X-CSRF-Token', csrf)
      .send({ staffId: colleague.id })
      .expect(200);
    expect(await service.prisma.caseAuditEntry.count({ where: { caseId: second, action: 'owner_changed' } })).toBe(1);
  });

  it("filters 'Mine' for whoever asks and 'Unassigned', in the columns, the counts and the CSV", async () => {
    const admin = await signIn();
    expect(await column(admin.agent, { status: 'inquiry_received', owner: 'me' })).toEqual([REFS[0]]);
    expect(await column(colleague.agent, { status: 'inquiry_received', owner: 'me' })).toEqual([REFS[1]]);
    expect(await column(admin.agent, { status: 'inquiry_received', owner: 'none' })).toEqual([REFS[3], REFS[2]]);
    // With a search too (its own query).
    expect(await column(admin.agent, { q: 'VIP-2000', owner: 'none' })).toEqual([REFS[3], REFS[2]]);
    expect(await column(colleague.agent, { q: 'VIP-2000', owner: 'me' })).toEqual([REFS[1]]);

    const mine = adminBookingSummarySchema.parse(
      (await colleague.agent.get('/api/admin/bookings/summary').query({ owner: 'me' }).expect(200)).body,
    );
    expect(mine.total).toBe(1);
    expect(mine.byStatus.inquiry_received).toBe(1);

    const csv = await admin.agent
      .get('/api/admin/bookings/export.csv')
      .query({ owner: 'none' })
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([REFS[3], REFS[2]]);
    const all = await admin.agent
      .get('/api/admin/bookings/export.csv')
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    const header = (all.body as string)
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    const row = (all.body as string)
      .split('\r\n')
      .find((l) => l.startsWith(REFS[1]!))!
      .split(',');
    expect(row[header.indexOf('Owner')]).toBe('Ben de Colleague');
  });

  it('renames a colleague: every case they own shows the new name on the card, the modal and the CSV', async () => {
    const { agent, csrf } = await signIn();
    const theirs = await idOf(REFS[1]!);
    const versionBefore = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: theirs } })).version;
    await agent
      .patch(`/api/admin/staff/${colleague.id}`)
      .set('X-CSRF-Token', csrf)
      .send({ name: 'Benedict Sparrow' })
      .expect(200);

    const card = adminBookingPageSchema
      .parse((await agent.get('/api/admin/bookings').query({ status: 'inquiry_received' }).expect(200)).body)
      .items.find((b) => b.referenceCode === REFS[1]);
    expect(card?.owner).toEqual({ id: colleague.id, name: 'Benedict Sparrow', initials: 'BS' });
    const detail = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${theirs}`).expect(200)).body);
    expect(detail.owner?.name).toBe('Benedict Sparrow');
    // Nobody edited the case: an edit opened before the rename still saves.
    expect(detail.version).toBe(versionBefore);
    const mine = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${await idOf(REFS[0]!)}`).expect(200)).body,
    );
    expect(mine.owner?.name).toBe('Olive Lead');

    const all = await agent
      .get('/api/admin/bookings/export.csv')
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    const lines = (all.body as string).replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0]!.split(',');
    expect(lines.find((l) => l.startsWith(REFS[1]!))!.split(',')[header.indexOf('Owner')]).toBe('Benedict Sparrow');

    const blank = await agent
      .patch(`/api/admin/staff/${colleague.id}`)
      .set('X-CSRF-Token', csrf)
      .send({ name: '  ' })
      .expect(400);
    expect(blank.body.error.details.fieldErrors.name).toEqual(['Name is required']);
    expect((await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: theirs } })).assignedAgentName).toBe(
      'Benedict Sparrow',
    );
  });

  it('leaves a booking unassigned, and refuses an unknown colleague, a catalog user or a bad id', async () => {
    const { agent, csrf } = await signIn();
    const first = await idOf(REFS[0]!);
    const res = await agent
      .put(`/api/admin/bookings/${first}/owner`)
      .set('X-CSRF-Token', csrf)
      .send({ staffId: null })
      .expect(200);
    expect(adminBookingSchema.parse(res.body).owner).toBeNull();

    const catalogUser = await service.prisma.staffUser.findUniqueOrThrow({
      where: { email: 'cat.alogue@example.com' },
    });
    for (const staffId of [catalogUser.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await agent
        .put(`/api/admin/bookings/${first}/owner`)
        .set('X-CSRF-Token', csrf)
        .send({ staffId })
        .expect(422);
      expect(refused.body.error).toMatchObject({
        code: 'OWNER_UNKNOWN',
        message: 'Choose an active colleague who works bookings',
      });
    }
    const bad = await agent
      .put(`/api/admin/bookings/${first}/owner`)
      .set('X-CSRF-Token', csrf)
      .send({ staffId: 'ben' })
      .expect(400);
    expect(bad.body.error.details.fieldErrors.staffId).toEqual(['Choose a colleague']);
    await agent
      .put('/api/admin/bookings/00000000-0000-4000-8000-000000000000/owner')
      .set('X-CSRF-Token', csrf)
      .send({ staffId: null })
      .expect(404);
    expect(
      (await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: first } })).assignedAgentId,
    ).toBeNull();
  });

  it('shows how long each card has been in its status; past the target it is overdue and the filter finds it', async () => {
    let { agent, csrf } = await signIn();
    // 14:25: the first three inquiries (12:00 to 12:20) are past the 2-hour target; the one of 12:30 is not yet.
    now = new Date('2030-06-01T14:25:00.000Z');
    const items = adminBookingPageSchema.parse(
      (await agent.get('/api/admin/bookings').query({ status: 'inquiry_received' }).expect(200)).body,
    ).items;
    const byRef = new Map(items.map((b) => [b.referenceCode, b]));
    expect(byRef.get(REFS[0]!)).toMatchObject({
      statusSince: '2030-06-01T12:00:00.000Z',
      statusTargetHours: 2,
      statusOverdue: true,
    });
    expect(byRef.get(REFS[3]!)).toMatchObject({ statusSince: '2030-06-01T12:30:00.000Z', statusOverdue: false });
    expect(await column(agent, { status: 'inquiry_received', overdue: 'true' })).toEqual([REFS[2], REFS[1], REFS[0]]);
    // A status without a target is never overdue; with the filter its column is empty.
    expect(await column(agent, { status: 'service_completed', overdue: 'true' })).toEqual([]);

    // Moving a card restarts its clock; pending supplier availability waits 24 h.
    const id = await idOf(REFS[0]!);
    const moved = adminBookingSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${id}/status`)
          .set('X-CSRF-Token', csrf)
          .send({ adminStatus: 'pending_supplier_availability' })
          .expect(200)
      ).body,
    );
    expect(moved).toMatchObject({
      statusSince: '2030-06-01T14:25:00.000Z',
      statusTargetHours: 24,
      statusOverdue: false,
    });
    expect(await column(agent, { overdue: 'true' })).toEqual([REFS[2], REFS[1]]);
    now = new Date('2030-06-02T14:26:00.000Z');
    // A day on, each colleague signs in again.
    ({ agent, csrf } = await signIn());
    expect(await column(agent, { status: 'pending_supplier_availability', overdue: 'true' })).toEqual([REFS[0]]);
    // The configured target: a change request is overdue after 3 h.
    const second = await idOf(REFS[1]!);
    await agent
      .patch(`/api/admin/bookings/${second}/status`)
      .set('X-CSRF-Token', csrf)
      .send({ adminStatus: 'change_requested' })
      .expect(200);
    now = new Date('2030-06-02T17:27:00.000Z');
    ({ agent, csrf } = await signIn());
    const changed = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${second}`).expect(200)).body);
    expect(changed).toMatchObject({ statusTargetHours: 3, statusOverdue: true });
    // Filters combine: the colleague's overdue cards.
    const ben = await signIn('ben.colleague@example.com', 'ben-colleague-own-password');
    expect(await column(ben.agent, { owner: 'me', overdue: 'true' })).toEqual([REFS[1]]);
    const summary = adminBookingSummarySchema.parse(
      (await agent.get('/api/admin/bookings/summary').query({ overdue: 'true' }).expect(200)).body,
    );
    expect(summary.total).toBe(4);
    expect(summary.byStatus).toMatchObject({
      inquiry_received: 2,
      change_requested: 1,
      pending_supplier_availability: 1,
    });
  });

  it('counts overdue bookings per status on /metrics', async () => {
    const metrics = (await request(service.app.callback()).get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/^ops_cases_overdue\{status="inquiry_received",service="svc-ops"\} 2$/m);
    expect(metrics).toMatch(/^ops_cases_overdue\{status="change_requested",service="svc-ops"\} 1$/m);
    expect(metrics).toMatch(/^ops_cases_overdue\{status="service_completed",service="svc-ops"\} 0$/m);
  });

  it('refuses a bad owner or overdue filter with 400', async () => {
    const { agent } = await signIn();
    const res = await agent.get('/api/admin/bookings').query({ owner: 'them', overdue: 'maybe' }).expect(400);
    expect(res.body.error.details.fieldErrors).toEqual({
      owner: ['Owner must be me or none'],
      overdue: ['Overdue must be true or false'],
    });
  });
});
