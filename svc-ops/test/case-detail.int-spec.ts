import request from 'supertest';
import { adminBookingDetailSchema, auditTrailSchema, staffSessionSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'detail.lead@example.com', password: 'a-long-and-secret-password', name: 'Detail Lead' };

describe('the booking detail API', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let now = new Date('2030-06-02T09:00:00.000Z');
  let id: string;

  beforeAll(async () => {
    db = await createTestDatabase('ops_detail');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    await bus.publish([
      bookingRequested('VIP-55555-FCO', {
        contactName: 'Charles Babbage',
        contactEmail: 'charles@example.com',
        contactPhone: '+44 20 7946 0001',
        airline: 'ITA Airways',
        bookerRole: 'executive-assistant',
        bookerName: 'Ada Lovelace',
        bookerPhone: '+44 20 7946 0000',
        bookerEmail: 'ada@example.com',
      }),
    ]);
    id = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-55555-FCO' } })).id;
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  async function signIn() {
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }

  it('reads the booking with its booker, price parts and the nine checklist items', async () => {
    const { agent } = await signIn();
    const detail = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    expect(detail).toMatchObject({
      referenceCode: 'VIP-55555-FCO',
      contactName: 'Charles Babbage',
      airline: 'ITA Airways',
      terminal: '3',
      bookerRole: 'executive-assistant',
      bookerName: 'Ada Lovelace',
      isTravelAgent: false,
      cancellationPolicyHours: 48,
      priceBreakdown: { basePrice: 395, childFeeTotal: 60, porterCost: 150, totalPrice: 605 },
      version: 1,
      comments: [],
    });
    expect(detail.checklist.map((i) => [i.itemType, i.isCompleted, i.derived])).toEqual([
      ['vendor_notes_sent_to_client', false, false],
      ['driver_info_requested', false, false],
      ['driver_info_sent', false, false],
      ['greeter_info_requested', false, false],
      ['greeter_info_sent', false, false],
      ['vendor_paid', false, true],
      ['client_paid', false, true],
      ['confirmation_email_sent', false, false],
      ['final_reconfirmation_24h', false, false],
    ]);
  });

  it('saves notes and the escalation flag on the version it was loaded with, and refuses a stale save with 409', async () => {
    const { agent, csrf } = await signIn();
    now = new Date('2030-06-02T10:00:00.000Z');
    const saved = adminBookingDetailSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${id}`)
          .set('X-CSRF-Token', csrf)
          .send({ version: 1, internalNotes: 'Call the greeter on arrival', escalationFlag: true })
          .expect(200)
      ).body,
    );
    expect(saved).toMatchObject({ internalNotes: 'Call the greeter on arrival', escalationFlag: true, version: 2 });

    const stale = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: 1, internalNotes: 'Overwrite' })
      .expect(409);
    expect(stale.body.error).toMatchObject({
      code: 'VERSION_CONFLICT',
      message: 'Someone else changed this booking while you were editing. Reload it to see their changes.',
    });
    expect((await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } })).internalNotes).toBe(
      'Call the greeter on arrival',
    );

    const trail = auditTrailSchema.parse((await agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body);
    expect(trail[0]).toMatchObject({
      action: 'details_edited',
      actor: { name: ADMIN.name },
      at: '2030-06-02T10:00:00.000Z',
      changes: {
        internalNotes: { from: null, to: 'Call the greeter on arrival' },
        escalationFlag: { from: false, to: true },
      },
    });
  });

  it('saves cancellation hours only within 0-168', async () => {
    const { agent, csrf } = await signIn();
    const tooMany = await agent
      .patch(`/api/admin/bookings/${id}/cancellation-policy`)
      .set('X-CSRF-Token', csrf)
      .send({ cancellationPolicyHours: 169 })
      .expect(400);
    expect(tooMany.body.error.details.fieldErrors.cancellationPolicyHours).toEqual([
      'Cancellation hours must be between 0 and 168',
    ]);
    await agent
      .patch(`/api/admin/bookings/${id}/cancellation-policy`)
      .set('X-CSRF-Token', csrf)
      .send({ cancellationPolicyHours: -1 })
      .expect(400);
    const saved = await agent
      .patch(`/api/admin/bookings/${id}/cancellation-policy`)
      .set('X-CSRF-Token', csrf)
      .send({ cancellationPolicyHours: 72 })
      .expect(200);
    expect(saved.body.cancellationPolicyHours).toBe(72);
  });

  it('ticks checklist items with who and when, keeps them, and refuses to tick a derived item', async () => {
    // The session clock is the same injected clock: sign in on the day of the change.
    now = new Date('2030-06-03T08:30:00.000Z');
    const { agent, csrf } = await signIn();
    const ticked = await agent
      .put(`/api/admin/bookings/${id}/checklist/driver_info_requested`)
      .set('X-CSRF-Token', csrf)
      .send({ isCompleted: true, notes: 'Asked Rome VIP' })
      .expect(200);
    expect(ticked.body).toEqual({
      itemType: 'driver_info_requested',
      isCompleted: true,
      derived: false,
      completedAt: '2030-06-03T08:30:00.000Z',
      completedBy: ADMIN.name,
      notes: 'Asked Rome VIP',
    });

    const derived = await agent
      .put(`/api/admin/bookings/${id}/checklist/client_paid`)
      .set('X-CSRF-Token', csrf)
      .send({ isCompleted: true })
      .expect(422);
    expect(derived.body.error.message).toBe("Client paid follows the booking's payment and cannot be ticked by hand");
    await agent
      .put(`/api/admin/bookings/${id}/checklist/lunch_ordered`)
      .set('X-CSRF-Token', csrf)
      .send({ isCompleted: true })
      .expect(400);

    const detail = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    expect(detail.checklist.find((i) => i.itemType === 'driver_info_requested')).toMatchObject({
      isCompleted: true,
      completedBy: ADMIN.name,
    });

    await agent
      .put(`/api/admin/bookings/${id}/checklist/driver_info_requested`)
      .set('X-CSRF-Token', csrf)
      .send({ isCompleted: false })
      .expect(200);
    const unticked = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    expect(unticked.checklist.find((i) => i.itemType === 'driver_info_requested')).toMatchObject({
      isCompleted: false,
      completedAt: null,
      completedBy: null,
      notes: 'Asked Rome VIP',
    });
  });

  it('keeps comments newest first with their author, refusing an empty one', async () => {
    now = new Date('2030-06-03T09:00:00.000Z');
    const { agent, csrf } = await signIn();
    await agent
      .post(`/api/admin/bookings/${id}/comments`)
      .set('X-CSRF-Token', csrf)
      .send({ comment: 'Client prefers WhatsApp' })
      .expect(201);
    now = new Date('2030-06-03T09:05:00.000Z');
    await agent
      .post(`/api/admin/bookings/${id}/comments`)
      .set('X-CSRF-Token', csrf)
      .send({ comment: 'Greeter confirmed' })
      .expect(201);
    const empty = await agent
      .post(`/api/admin/bookings/${id}/comments`)
      .set('X-CSRF-Token', csrf)
      .send({ comment: '   ' })
      .expect(400);
    expect(empty.body.error.details.fieldErrors.comment).toEqual(['Comment cannot be empty']);
    const detail = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    expect(detail.comments.map((c) => [c.comment, c.createdBy])).toEqual([
      ['Greeter confirmed', ADMIN.name],
      ['Client prefers WhatsApp', ADMIN.name],
    ]);
  });

  it('needs a session and the CSRF token for every change', async () => {
    const anonymous = request(service.app.callback());
    await anonymous.get(`/api/admin/bookings/${id}`).expect(401);
    const { agent } = await signIn();
    await agent.patch(`/api/admin/bookings/${id}`).send({ version: 9, escalationFlag: false }).expect(403);
    await agent.put(`/api/admin/bookings/${id}/checklist/driver_info_sent`).send({ isCompleted: true }).expect(403);
    await agent.post(`/api/admin/bookings/${id}/comments`).send({ comment: 'x' }).expect(403);
    await agent.get('/api/admin/bookings/7d0c5a4e-1111-4222-8333-444455556666').expect(404);
  });
});
