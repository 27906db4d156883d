import request from 'supertest';
import { bookingChangeRequestedV1, createEnvelope, type BookingChangeRequestedV1 } from '@vip/contracts/events';
import {
  adminBookingDetailSchema,
  adminBookingPageSchema,
  adminBookingSummarySchema,
  cancellationQuoteSchema,
  communicationListSchema,
  staffSessionSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';
import { startSmtpServer } from './support/mail-and-sms';

const ADMIN = { email: 'cancel.lead@example.com', password: 'a-long-and-secret-password', name: 'Cancel Lead' };
const OPS = 'ops.desk@example.com';
const HOUR = 3_600_000;
// The fixture's service: Rome, 20 June 2030 at 14:00 local (12:00 UTC); $605.
const SERVICE_AT = new Date('2030-06-20T12:00:00.000Z').getTime();

describe('cancellations: staff cancel with the policy charge; travellers ask from Manage Booking', () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let now = new Date('2030-06-01T12:30:00.000Z');
  let staff: { agent: ReturnType<typeof request.agent>; csrf: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_cancel');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        SMTP_URL: smtp.url,
        OPS_NOTIFY_EMAIL: OPS,
        PUBLIC_ORIGIN: 'https://www.vip.example',
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    await signIn();
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await smtp?.close();
  });

  async function signIn() {
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    staff = { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }
  /** Moves the clock (days, for the policy hours) and signs in again: the session would have gone idle. */
  async function at(hoursBeforeService: number) {
    now = new Date(SERVICE_AT - hoursBeforeService * HOUR);
    await signIn();
  }
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
  async function open(ref: string, contactEmail = 'grace@example.com') {
    const event = bookingRequested(ref, {
      contactName: 'Grace Hopper',
      contactEmail,
      contactPhone: '+1 212 555 0100',
    });
    await bus.publish([event]);
    const c = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } });
    return { id: c.id, bookingId: event.payload.bookingId };
  }
  const detail = async (id: string) =>
    adminBookingDetailSchema.parse((await staff.agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
  const quote = async (id: string) =>
    cancellationQuoteSchema.parse((await staff.agent.get(`/api/admin/bookings/${id}/cancellation`).expect(200)).body);
  const cancel = (id: string, body: object) =>
    staff.agent.post(`/api/admin/bookings/${id}/cancel`).set('X-CSRF-Token', staff.csrf).send(body);
  const outbox = (aggregateId: string, type: string) =>
    service.prisma.outboxEvent.findMany({ where: { aggregateId, eventType: type } });

  it('shows the charge the policy implies before staff confirm: free, half within the policy hours, all within 24 hours', async () => {
    const { id } = await open('VIP-70001-FCO');
    await at(100);
    expect(await quote(id)).toMatchObject({
      hoursBeforeService: 100,
      policyHours: 48,
      chargePercent: 0,
      charge: 0,
      totalPrice: 605,
      rule: 'Free cancellation up to 48 hours before service.',
      invoice: { status: null, outcome: 'none' },
      notify: [],
    });
    await at(30);
    expect(await quote(id)).toMatchObject({
      hoursBeforeService: 30,
      chargePercent: 50,
      charge: 302.5,
      rule: 'A 50% charge applies to cancellations within 48 hours of service.',
    });
    await at(5);
    expect(await quote(id)).toMatchObject({
      chargePercent: 100,
      charge: 605,
      rule: 'Non-refundable for no-shows or cancellations within 24 hours of service.',
    });
    // The booking's own policy hours decide (staff set 72).
    await staff.agent
      .patch(`/api/admin/bookings/${id}/cancellation-policy`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ cancellationPolicyHours: 72 })
      .expect(200);
    await at(60);
    expect(await quote(id)).toMatchObject({
      policyHours: 72,
      chargePercent: 50,
      rule: 'A 50% charge applies to cancellations within 72 hours of service.',
    });
  });

  it('cancels with the confirmed charge: the case leaves the columns, svc-booking and the traveller are told, the greeter is listed to notify', async () => {
    const { id, bookingId } = await open('VIP-70002-FCO', 'ada@example.com');
    const withGreeter = await detail(id);
    await staff.agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', staff.csrf)
      .send({
        version: withGreeter.version,
        greeterName: 'Marco Rossi',
        greeterPhone: '+39 06 1234 5678',
        greeterEmail: 'marco@example.com',
      })
      .expect(200);
    await at(30);
    const shown = await quote(id);
    expect(shown.notify).toEqual([
      { role: 'greeter', name: 'Marco Rossi', email: 'marco@example.com', phone: '+390612345678' },
    ]);
    const before = await detail(id);

    // Staff confirmed 'free' but the policy now says half: nothing is written.
    const stale = await cancel(id, {
      version: before.version,
      reason: 'Client changed plans',
      chargePercent: 0,
    }).expect(409);
    expect(stale.body.error).toMatchObject({
      code: 'CANCELLATION_CHARGE_CHANGED',
      message:
        'The cancellation charge is now 50%. A 50% charge applies to cancellations within 48 hours of service. Review it and confirm again.',
    });
    expect((await detail(id)).cancellation).toBeNull();
    await cancel(id, { version: before.version - 1, reason: 'Client changed plans', chargePercent: 50 }).expect(409);
    await cancel(id, { version: before.version, reason: '   ', chargePercent: 50 }).expect(400);

    // While a staff save is applying its part in svc-booking (its claim on the case), a cancel waits for it.
    await service.prisma.operationsCase.update({
      where: { id },
      data: { changeClaimedUntil: new Date(now.getTime() + 30_000) },
    });
    const during = await cancel(id, {
      version: before.version,
      reason: 'Client changed plans',
      chargePercent: 50,
    }).expect(409);
    expect(during.body.error).toMatchObject({
      code: 'CHANGE_IN_PROGRESS',
      message: 'A change to this booking is being saved right now. Reload it in a moment to see it, then try again.',
    });
    expect((await detail(id)).cancellation).toBeNull();
    // A claim whose save never came back (its process died) lapses.
    await service.prisma.operationsCase.update({
      where: { id },
      data: { changeClaimedUntil: new Date(now.getTime() - 1) },
    });

    const after = adminBookingDetailSchema.parse(
      (await cancel(id, { version: before.version, reason: 'Client changed plans', chargePercent: 50 }).expect(200))
        .body,
    );
    expect(after.cancelledAt).toBe(now.toISOString());
    expect(after.version).toBe(before.version + 1);
    expect(after.cancellation).toEqual({
      cancelledAt: now.toISOString(),
      cancelledBy: ADMIN.name,
      reason: 'Client changed plans',
      chargePercent: 50,
      charge: 302.5,
      hoursBeforeService: 30,
      invoiceOutcome: 'none',
      notify: [{ role: 'greeter', name: 'Marco Rossi', email: 'marco@example.com', phone: '+390612345678' }],
    });

    const [event] = await outbox(bookingId, 'booking.cancelled');
    expect((event!.envelope as { payload: unknown }).payload).toMatchObject({
      bookingId,
      caseId: id,
      referenceCode: 'VIP-70002-FCO',
      reason: 'Client changed plans',
      chargePercent: 50,
      chargeCents: 30250,
      cancelledAt: now.toISOString(),
    });

    const [notice, ...more] = mailsTo('ada@example.com').filter((m) => m.mail.subject?.startsWith('Booking cancelled'));
    expect(more).toHaveLength(0);
    expect(notice!.mail.subject).toBe('Booking cancelled – VIP-70002-FCO');
    for (const line of [
      'Your booking VIP-70002-FCO with',
      'Status: Cancelled',
      'Cancellation charge: $302.50 (50% of $605.00). A 50% charge applies to cancellations within 48 hours of service.',
      'https://www.vip.example/manage-booking?reference=VIP-70002-FCO',
    ]) {
      expect(notice!.mail.text).toContain(line);
    }
    const log = communicationListSchema.parse(
      (await staff.agent.get(`/api/admin/bookings/${id}/communications`).expect(200)).body,
    );
    expect(log.filter((m) => m.purpose === 'booking_cancelled').map((m) => [m.status, m.createdBy])).toEqual([
      ['sent', 'System'],
    ]);

    const trail = (await staff.agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body as Array<{
      action: string;
      actor: { name: string };
    }>;
    expect(trail[0]).toMatchObject({ action: 'booking_cancelled', actor: { name: ADMIN.name } });
  });

  it('moves the cancelled booking to the Cancelled view: out of the columns and the cards, still searchable and exported', async () => {
    const column = adminBookingPageSchema.parse(
      (await staff.agent.get('/api/admin/bookings').query({ status: 'inquiry_received' }).expect(200)).body,
    );
    expect(column.items.map((b) => b.referenceCode)).not.toContain('VIP-70002-FCO');
    expect(column.items.map((b) => b.referenceCode)).toContain('VIP-70001-FCO');
    const cancelled = adminBookingPageSchema.parse(
      (await staff.agent.get('/api/admin/bookings').query({ view: 'cancelled' }).expect(200)).body,
    );
    expect(cancelled.items.map((b) => b.referenceCode)).toEqual(['VIP-70002-FCO']);
    const found = adminBookingPageSchema.parse(
      (await staff.agent.get('/api/admin/bookings').query({ view: 'cancelled', q: '70002' }).expect(200)).body,
    );
    expect(found.items.map((b) => b.referenceCode)).toEqual(['VIP-70002-FCO']);
    const notActive = adminBookingPageSchema.parse(
      (await staff.agent.get('/api/admin/bookings').query({ q: '70002' }).expect(200)).body,
    );
    expect(notActive.items).toEqual([]);
    const summary = adminBookingSummarySchema.parse(
      (await staff.agent.get('/api/admin/bookings/summary').expect(200)).body,
    );
    expect(summary).toMatchObject({
      total: 1,
      cancelled: 1,
      byStatus: expect.objectContaining({ inquiry_received: 1 }),
    });

    const csv = (await staff.agent.get('/api/admin/bookings/export.csv').expect(200)).text;
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toContain('Cancelled At (UTC),Cancellation Reason,Cancellation Charge (USD)');
    // No cell below has a comma of its own.
    const cells = (ref: string, titles: string[]) => {
      const columns = header!.split(',');
      const row = rows.find((r) => r.startsWith(ref))!.split(',');
      return titles.map((t) => row[columns.indexOf(t)]);
    };
    expect(cells('VIP-70002-FCO', ['Cancellation Reason', 'Cancellation Charge (USD)'])).toEqual([
      'Client changed plans',
      '302.50',
    ]);
    expect(cells('VIP-70001-FCO', ['Cancellation Reason', 'Cancellation Charge (USD)'])).toEqual(['', '']);
    // The partner's columns are empty for a booking made on the site.
    const partnerColumns = ['Partner', 'Partner Reference', 'Partner Mode', 'Partner Commission (USD)'];
    expect(cells('VIP-70002-FCO', partnerColumns)).toEqual(['', '', '', '']);
  });

  it('refuses what a cancelled booking cannot have: a second cancellation, a status move, a new invoice', async () => {
    const { id } = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-70002-FCO' } });
    const current = await detail(id);
    expect(
      (await cancel(id, { version: current.version, reason: 'Again', chargePercent: 50 }).expect(409)).body.error,
    ).toMatchObject({ code: 'BOOKING_CANCELLED', message: 'This booking is cancelled.' });
    expect((await staff.agent.get(`/api/admin/bookings/${id}/cancellation`).expect(409)).body.error.code).toBe(
      'BOOKING_CANCELLED',
    );
    await staff.agent
      .patch(`/api/admin/bookings/${id}/status`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ adminStatus: 'confirmation_sent' })
      .expect(409);
    await staff.agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', staff.csrf).expect(409);
    // Its charge is fixed: no edit, re-price or policy change afterwards.
    await staff.agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ version: current.version, internalNotes: 'Late note' })
      .expect(409);
    await staff.agent
      .post(`/api/admin/bookings/${id}/price-preview`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ adultCount: 3 })
      .expect(409);
    await staff.agent
      .patch(`/api/admin/bookings/${id}/cancellation-policy`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ cancellationPolicyHours: 24 })
      .expect(409);
    expect((await detail(id)).adminStatus).toBe('inquiry_received');
  });

  it('cancels the open invoice after the cancellation commits', async () => {
    const { id } = await open('VIP-70003-FCO');
    await staff.agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', staff.csrf).expect(200);
    await at(100);
    expect((await quote(id)).invoice).toEqual({ status: 'DRAFT', outcome: 'cancel' });
    const after = adminBookingDetailSchema.parse(
      (
        await cancel(id, { version: (await detail(id)).version, reason: 'Duplicate booking', chargePercent: 0 }).expect(
          200,
        )
      ).body,
    );
    expect(after.cancellation?.invoiceOutcome).toBe('cancelled');
    expect(after.operations.invoice).toMatchObject({
      status: 'CANCELED',
      cancellationReason: 'Booking cancelled: Duplicate booking',
    });
    const notice = mailsTo('grace@example.com').find((m) => m.mail.subject === 'Booking cancelled – VIP-70003-FCO');
    expect(notice!.mail.text).toContain(
      'No cancellation charge applies (Free cancellation up to 48 hours before service).',
    );
    expect(notice!.mail.text).toContain('The invoice for this booking is being cancelled: please do not pay it.');
  });

  it('flags a paid invoice for refund instead of cancelling it', async () => {
    const { id } = await open('VIP-70004-FCO');
    await staff.agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', staff.csrf).expect(200);
    await staff.agent.post(`/api/admin/bookings/${id}/mark-paid`).set('X-CSRF-Token', staff.csrf).expect(200);
    await at(30);
    expect((await quote(id)).invoice).toEqual({ status: 'PAID', outcome: 'refund' });
    const after = adminBookingDetailSchema.parse(
      (
        await cancel(id, { version: (await detail(id)).version, reason: 'Flight cancelled', chargePercent: 50 }).expect(
          200,
        )
      ).body,
    );
    expect(after.cancellation?.invoiceOutcome).toBe('refund_due');
    expect(after.operations.invoice?.status).toBe('PAID');
    const notice = mailsTo('grace@example.com').find((m) => m.mail.subject === 'Booking cancelled – VIP-70004-FCO');
    expect(notice!.mail.text).toContain('we will refund what you paid less the cancellation charge');
  });

  describe("a traveller's request from Manage Booking (booking.change-requested)", () => {
    const requestEvent = (bookingId: string, overrides: Partial<BookingChangeRequestedV1> = {}) =>
      createEnvelope(bookingChangeRequestedV1, {
        producer: 'svc-booking',
        aggregateId: bookingId,
        payload: {
          requestId: globalThis.crypto.randomUUID(),
          bookingId,
          referenceCode: 'VIP-70005-FCO',
          kind: 'cancel',
          message: 'Our meeting moved to July.\nPlease cancel.',
          contactEmail: 'hedy@example.com',
          requestedAt: now.toISOString(),
          ...overrides,
        },
      });

    it('moves the case to Change Requested with the message in its comments, and alerts ops and the traveller once', async () => {
      const { id, bookingId } = await open('VIP-70005-FCO', 'hedy@example.com');
      const event = requestEvent(bookingId);
      // Delivered twice, and once more in another envelope (a relay that published it again): one request.
      await bus.publish([event, event, { ...event, id: globalThis.crypto.randomUUID() }]);

      const c = await detail(id);
      expect(c.adminStatus).toBe('change_requested');
      expect(c.comments.map((m) => [m.createdBy, m.comment])).toEqual([
        [
          'Traveller (Manage Booking)',
          'Traveller asked to cancel (Manage Booking): Our meeting moved to July.\nPlease cancel.',
        ],
      ]);
      const [status] = await outbox(id, 'case.status-changed');
      expect((status!.envelope as { payload: unknown }).payload).toMatchObject({
        adminStatus: 'change_requested',
        previousAdminStatus: 'inquiry_received',
      });

      const alerts = mailsTo(OPS).filter((m) => m.mail.subject === 'Cancellation request – VIP-70005-FCO');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.mail.text).toContain(
        'Grace Hopper <hedy@example.com> asked to cancel VIP-70005-FCO from Manage Booking:',
      );
      expect(alerts[0]!.mail.text).toContain('> Our meeting moved to July.\n> Please cancel.');
      const receipts = mailsTo('hedy@example.com').filter(
        (m) => m.mail.subject === 'We received your request – VIP-70005-FCO',
      );
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.mail.text).toContain('We have received your request to cancel booking VIP-70005-FCO:');
      expect(receipts[0]!.mail.text).toContain(
        'Our team replies within 24 hours. Until then your booking stays as it is.',
      );
    });

    it('keeps a cancelled booking cancelled: the request is only noted', async () => {
      const { id } = await service.prisma.operationsCase.findUniqueOrThrow({
        where: { referenceCode: 'VIP-70002-FCO' },
      });
      const bookingId = (await detail(id)).bookingId!;
      await bus.publish([
        requestEvent(bookingId, { referenceCode: 'VIP-70002-FCO', kind: 'change', message: 'Can we move it a day?' }),
      ]);
      const c = await detail(id);
      expect(c.adminStatus).toBe('inquiry_received');
      expect(c.cancelledAt).not.toBeNull();
      expect(c.comments[0]!.comment).toBe('Traveller asked for a change (Manage Booking): Can we move it a day?');
      expect(mailsTo(OPS).find((m) => m.mail.subject === 'Change request – VIP-70002-FCO')!.mail.text).toContain(
        'The booking is already cancelled.',
      );
      // The traveller, told it was cancelled, is not told next that it "stays as it is".
      const receipt = mailsTo('hedy@example.com').find(
        (m) => m.mail.subject === 'We received your request – VIP-70002-FCO',
      )!.mail.text;
      expect(receipt).toContain(
        'This booking has already been cancelled: our cancellation e-mail has the details. Nothing more is needed from you.',
      );
      expect(receipt).not.toContain('stays as it is');
    });
  });

  it('lets only staff with bookings.cancel cancel (admins; agents are refused)', async () => {
    const { id } = await open('VIP-70006-FCO');
    const invited = await staff.agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', staff.csrf)
      .send({ email: 'desk.agent@example.com', name: 'Desk Agent', role: 'agent' })
      .expect(201);
    const agent = request.agent(service.app.callback());
    const first = staffSessionSchema.parse(
      (
        await agent
          .post('/api/admin/session')
          .send({ email: 'desk.agent@example.com', password: invited.body.temporaryPassword })
          .expect(200)
      ).body,
    );
    await agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', first.csrfToken)
      .send({ currentPassword: invited.body.temporaryPassword, newPassword: 'desk-agent-own-password' })
      .expect(200);
    const session = staffSessionSchema.parse(
      (
        await agent
          .post('/api/admin/session')
          .send({ email: 'desk.agent@example.com', password: 'desk-agent-own-password' })
          .expect(200)
      ).body,
    );
    expect(session.permissions).not.toContain('bookings.cancel');
    await agent.get(`/api/admin/bookings/${id}/cancellation`).expect(200);
    await agent
      .post(`/api/admin/bookings/${id}/cancel`)
      .set('X-CSRF-Token', session.csrfToken)
      .send({ version: 1, reason: 'No', chargePercent: 0 })
      .expect(403);
  });
});
