import request from 'supertest';
import {
  bookingChangeRequestedV1,
  createEnvelope,
  type EventEnvelope,
  type InvoicePaidV1,
  type CaseStatusChangedV1,
} from '@vip/contracts/events';
import {
  adminBookingDetailSchema,
  adminBookingPageSchema,
  auditTrailSchema,
  communicationListSchema,
  internalPartnerCancelAnswerSchema,
  staffSessionSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase, testIdentities } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { GLOBETROTTER, bookingRequested, partnerBookingRequested } from './fixtures';
import { startSmtpServer } from './support/mail-and-sms';

const ADMIN = { email: 'partner.lead@example.com', password: 'a-long-and-secret-password', name: 'Partner Lead' };
const OPS = 'ops.desk@example.com';
const identities = testIdentities();
/** svc-booking's Authorization header for svc-ops, signed afresh before each test (a token lasts a minute). */
let asCaller = '';
beforeEach(async () => {
  asCaller = await identities.authorization('svc-booking', 'svc-ops');
});
const OTHER_PARTNER = '0d9e8f7a-6b5c-4d3e-9f2a-1b0c9d8e7f6a';
const HOUR = 3_600_000;
// The fixture's service: Rome, 20 June 2030 at 14:00 local (12:00 UTC); $605.
const SERVICE_AT = new Date('2030-06-20T12:00:00.000Z').getTime();

/**
 * A partner's booking in operations: the partner on the card, the modal and the export, its terms as the staff
 * record's commission, the sandbox and notifyTraveller rules, and the internal routes svc-booking calls for it.
 */
describe('partner bookings in operations', () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  /** What svc-booking would receive of svc-ops' events. */
  const published: EventEnvelope[] = [];
  let now = new Date('2030-06-01T12:30:00.000Z');
  let staff: { agent: ReturnType<typeof request.agent>; csrf: string };

  beforeAll(async () => {
    await bus.subscribe({
      group: 'test-booking',
      handlers: {
        'case.status-changed': async (e) => void published.push(e),
        'booking.cancelled': async (e) => void published.push(e),
        'invoice.paid': async (e) => void published.push(e),
      },
    });
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_partner_cases');
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
        ...identities.env('svc-ops'),
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
  const api = () => request(service.app.callback());
  /** svc-ops' relay publishes after the commit. */
  async function until(check: () => boolean) {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  }
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
  async function settle() {
    // Messages are sent after their transaction commits.
    await new Promise((r) => setTimeout(r, 300));
  }
  async function open(event: ReturnType<typeof bookingRequested>) {
    await bus.publish([event]);
    await settle();
    const c = await service.prisma.operationsCase.findUniqueOrThrow({
      where: { referenceCode: event.payload.referenceCode },
    });
    return { id: c.id, bookingId: event.payload.bookingId };
  }
  const detail = async (id: string) =>
    adminBookingDetailSchema.parse((await staff.agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
  const messages = async (id: string) =>
    communicationListSchema.parse((await staff.agent.get(`/api/admin/bookings/${id}/communications`).expect(200)).body);
  const internal = (path: string, body: object, authorization = asCaller) =>
    api().post(`/internal/partner-bookings/${path}`).set('Authorization', authorization).send(body);

  describe('the partner on the case', () => {
    it('shows the partner on the board card and in the modal, with the terms the booking was priced on', async () => {
      const { id } = await open(partnerBookingRequested('VIP-90001-FCO'));
      const board = adminBookingPageSchema.parse(
        (await staff.agent.get('/api/admin/bookings?q=VIP-90001-FCO').expect(200)).body,
      );
      expect(board.items[0]!.partner).toEqual({
        id: GLOBETROTTER.id,
        name: 'Globetrotter Travel',
        reference: 'GT-1001',
        mode: 'live',
      });
      expect((await detail(id)).partner).toEqual({
        id: GLOBETROTTER.id,
        name: 'Globetrotter Travel',
        reference: 'GT-1001',
        mode: 'live',
        terms: { kind: 'commission', percent: 12.5 },
        commission: 75.63,
        netPrice: null,
        notifyTraveller: true,
      });
      // A booking made on the site has none.
      const site = await open(bookingRequested('VIP-90002-FCO'));
      expect((await detail(site.id)).partner).toBeNull();
    });

    it("fills the staff record from the partner: the agency, its consultant, and the terms' percentage as the commission", async () => {
      const { id } = await open(partnerBookingRequested('VIP-90003-FCO'));
      expect((await detail(id)).operations).toMatchObject({
        advisorAgency: 'Globetrotter Travel',
        advisorName: 'Phileas Fogg',
        advisorEmail: 'phileas@globetrotter.example',
        advisorCommission: 12.5,
        advisorCommissionType: 'percent',
        advisorCommissionAmount: 75.63,
      });
    });

    it('counts a net-rate discount as the commission, so the margin staff see is what is left after the partner', async () => {
      const { id } = await open(
        partnerBookingRequested('VIP-90004-FCO', {
          terms: { kind: 'net_discount', percentBasisPoints: 2000 },
          commissionCents: null,
          netPriceCents: 48400,
        }),
      );
      const before = await detail(id);
      expect(before.partner).toMatchObject({ terms: { kind: 'net_discount', percent: 20 }, netPrice: 484 });
      expect(before.operations).toMatchObject({ advisorCommission: 20, advisorCommissionAmount: 121 });
      // With the supplier's cost known: 605 - 300 - 121.
      await staff.agent
        .patch(`/api/admin/bookings/${id}`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ version: before.version, supplierCostOriginal: 300, supplierCurrency: 'USD' })
        .expect(200);
      expect((await detail(id)).operations.computedMargin).toBe(184);
    });

    it('lets staff change the commission afterwards, and a redelivered event keeps their change', async () => {
      const event = partnerBookingRequested('VIP-90005-FCO');
      const { id } = await open(event);
      const before = await detail(id);
      await staff.agent
        .patch(`/api/admin/bookings/${id}`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ version: before.version, advisorCommission: 10 })
        .expect(200);
      await bus.publish([event]);
      expect((await detail(id)).operations).toMatchObject({ advisorCommission: 10, advisorCommissionType: 'percent' });
    });

    it('exports the partner, its reference, mode and figures in the CSV', async () => {
      await open(partnerBookingRequested('VIP-90006-FCO', { mode: 'sandbox', reference: 'GT-TEST-6' }));
      const csv = (await staff.agent.get('/api/admin/bookings/export.csv?q=VIP-90006-FCO').expect(200)).text;
      const [header, row] = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const cells = Object.fromEntries(header!.split(',').map((title, i) => [title, row!.split(',')[i]]));
      expect(cells).toMatchObject({
        Reference: 'VIP-90006-FCO',
        Partner: 'Globetrotter Travel',
        'Partner Reference': 'GT-TEST-6',
        'Partner Mode': 'Sandbox',
        'Partner Commission (USD)': '75.63',
        'Partner Net Price (USD)': '',
      });
    });
  });

  describe('a sandbox booking', () => {
    it('is acknowledged to no traveller: the message is kept as not sent with the reason, and operations are alerted', async () => {
      const { id } = await open(
        partnerBookingRequested(
          'VIP-90101-FCO',
          { mode: 'sandbox' },
          {
            contactName: 'Test Traveller',
            contactEmail: 'sandbox.traveller@example.com',
            contactPhone: '+1 212 555 0199',
          },
        ),
      );
      expect(mailsTo('sandbox.traveller@example.com')).toHaveLength(0);
      expect(mailsTo('phileas@globetrotter.example').filter((m) => m.mail.subject?.includes('VIP-90101-FCO'))).toEqual(
        [],
      );
      expect(mailsTo(OPS).map((m) => m.mail.subject)).toContain('New booking request – VIP-90101-FCO');
      const log = await messages(id);
      expect(log.find((m) => m.purpose === 'booking_acknowledgement')).toMatchObject({
        status: 'skipped',
        retryable: false,
        error:
          'Not sent: this is a sandbox booking of Globetrotter Travel (a test through the partner API), so nothing goes to travellers or suppliers.',
      });
      expect(log.find((m) => m.purpose === 'ops_new_booking')).toMatchObject({ status: 'sent' });
      expect((await detail(id)).partner).toMatchObject({ mode: 'sandbox' });
    });

    it('refuses a supplier and an invoice with 422 SANDBOX_BOOKING', async () => {
      const { id } = await open(partnerBookingRequested('VIP-90102-FCO', { mode: 'sandbox' }));
      const assign = await staff.agent
        .put(`/api/admin/bookings/${id}/supplier`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ kind: 'vip', supplierId: globalThis.crypto.randomUUID() })
        .expect(422);
      expect(assign.body.error).toMatchObject({
        code: 'SANDBOX_BOOKING',
        message:
          'This is a sandbox booking of Globetrotter Travel (a test through the partner API): it is never assigned to a supplier.',
      });
      const invoice = await staff.agent
        .post(`/api/admin/bookings/${id}/create-invoice`)
        .set('X-CSRF-Token', staff.csrf)
        .expect(422);
      expect(invoice.body.error).toMatchObject({
        code: 'SANDBOX_BOOKING',
        message:
          'This is a sandbox booking of Globetrotter Travel (a test through the partner API): it is never invoiced.',
      });
      expect(await service.prisma.caseInvoice.count({ where: { caseId: id } })).toBe(0);
    });

    it("keeps staff's supplier e-mail and the cancellation notice as not sent", async () => {
      const { id } = await open(partnerBookingRequested('VIP-90103-FCO', { mode: 'sandbox' }));
      const sent = await staff.agent
        .post(`/api/admin/bookings/${id}/communications`)
        .set('X-CSRF-Token', staff.csrf)
        .send({
          purpose: 'supplier_email',
          supplierName: 'Roma VIP',
          email: { to: 'desk@romavip.example', subject: 'Availability?', message: 'Can you meet them at the gate?' },
        })
        .expect(201);
      expect(communicationListSchema.parse(sent.body.communications)[0]).toMatchObject({ status: 'skipped' });
      const c = await detail(id);
      await staff.agent
        .post(`/api/admin/bookings/${id}/cancel`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ version: c.version, reason: 'Test over', chargePercent: 0 })
        .expect(200);
      await settle();
      expect(mailsTo('desk@romavip.example')).toHaveLength(0);
      expect(mailsTo('grace@example.com').filter((m) => m.mail.subject?.includes('VIP-90103-FCO'))).toHaveLength(0);
      expect((await messages(id)).find((m) => m.purpose === 'booking_cancelled')).toMatchObject({ status: 'skipped' });
      // A skipped message is not sent by a Retry either.
      const skipped = (await messages(id)).find((m) => m.purpose === 'supplier_email')!;
      const retry = await staff.agent
        .post(`/api/admin/bookings/${id}/communications/${skipped.id}/retry`)
        .set('X-CSRF-Token', staff.csrf)
        .expect(422);
      expect(retry.body.error.code).toBe('COMMUNICATION_NOT_ALLOWED');
    });
  });

  describe('a live booking whose partner tells its client itself', () => {
    it('sends the traveller nothing, but the operations alert and the supplier e-mail go', async () => {
      const { id } = await open(
        partnerBookingRequested(
          'VIP-90201-FCO',
          { notifyTraveller: false },
          {
            contactName: 'Jules Verne',
            contactEmail: 'jules@example.com',
            contactPhone: '+33 1 23 45 67 89',
          },
        ),
      );
      expect(mailsTo('jules@example.com')).toHaveLength(0);
      expect(mailsTo(OPS).map((m) => m.mail.subject)).toContain('New booking request – VIP-90201-FCO');
      expect((await messages(id)).find((m) => m.purpose === 'booking_acknowledgement')).toMatchObject({
        status: 'skipped',
        error:
          'Not sent to the traveller: Globetrotter Travel booked through the partner API and tells its client itself.',
      });
      await staff.agent
        .post(`/api/admin/bookings/${id}/communications`)
        .set('X-CSRF-Token', staff.csrf)
        .send({
          purpose: 'supplier_email',
          supplierName: 'Roma VIP',
          email: { to: 'desk@romavip.example', subject: 'Availability?', message: 'Two adults on AZ611.' },
        })
        .expect(201);
      expect(mailsTo('desk@romavip.example').map((m) => m.mail.subject)).toEqual(['Availability?']);
      const c = await detail(id);
      await staff.agent
        .post(`/api/admin/bookings/${id}/cancel`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ version: c.version, reason: 'Client changed plans', chargePercent: 0 })
        .expect(200);
      await settle();
      expect(mailsTo('jules@example.com')).toHaveLength(0);
    });

    it('acknowledges a partner booking that lets us write to the traveller as any other', async () => {
      await open(
        partnerBookingRequested(
          'VIP-90202-FCO',
          {},
          {
            contactName: 'Nellie Bly',
            contactEmail: 'nellie@example.com',
            contactPhone: '+1 212 555 0142',
          },
        ),
      );
      expect(mailsTo('nellie@example.com').map((m) => m.mail.subject)).toEqual([
        'Booking request received – VIP-90202-FCO',
      ]);
    });
  });

  it("answers a partner's change request with no traveller receipt, and tells operations who asked", async () => {
    const { id, bookingId } = await open(
      partnerBookingRequested(
        'VIP-90301-FCO',
        {},
        {
          contactName: 'Ida Pfeiffer',
          contactEmail: 'ida@example.com',
          contactPhone: '+43 1 234 5678',
        },
      ),
    );
    const before = mailsTo('ida@example.com').length;
    await bus.publish([
      createEnvelope(bookingChangeRequestedV1, {
        producer: 'svc-booking',
        aggregateId: bookingId,
        payload: {
          requestId: globalThis.crypto.randomUUID(),
          bookingId,
          referenceCode: 'VIP-90301-FCO',
          kind: 'change',
          message: 'Flight moved to AZ613',
          contactEmail: 'ida@example.com',
          requestedAt: now.toISOString(),
          source: 'partner',
        },
      }),
    ]);
    await settle();
    expect(mailsTo('ida@example.com')).toHaveLength(before);
    const alert = mailsTo(OPS).find((m) => m.mail.subject === 'Change request – VIP-90301-FCO');
    expect(alert?.mail.text).toContain(
      'Globetrotter Travel asked to change VIP-90301-FCO (partner reference GT-1001) through the partner API:',
    );
    const log = await messages(id);
    expect(log.find((m) => m.purpose === 'change_request_received')).toMatchObject({
      status: 'skipped',
      error:
        'Not sent: Globetrotter Travel asked for this through the partner API, so no receipt goes to the traveller.',
    });
    const shown = await detail(id);
    expect(shown.adminStatus).toBe('change_requested');
    expect(shown.comments[0]).toMatchObject({
      comment: 'Globetrotter Travel asked for a change (partner API): Flight moved to AZ613',
      createdBy: 'Partner Globetrotter Travel (API)',
    });
  });

  describe('the internal routes svc-booking calls', () => {
    it("refuses a caller without svc-booking's signed token: none, a wrong one, another service's, the operator's", async () => {
      const { id, bookingId } = await open(partnerBookingRequested('VIP-90401-FCO'));
      const body = { partnerId: GLOBETROTTER.id, partnerName: 'Globetrotter Travel', chargePercent: 0, reason: 'x' };
      expect(
        (await internal(`${bookingId}/cancel`, body, 'Bearer not-the-token-of-the-services-0123456789')).status,
      ).toBe(401);
      expect((await api().post(`/internal/partner-bookings/${bookingId}/cancel`).send(body)).status).toBe(401);
      // svc-catalog and svc-ops' own operator are known here, but only svc-booking acts for partners.
      const catalog = await internal(
        `${bookingId}/cancel`,
        body,
        await identities.authorization('svc-catalog', 'svc-ops'),
      );
      expect(catalog.status).toBe(403);
      expect(catalog.body.error).toMatchObject({
        code: 'CALLER_NOT_ALLOWED',
        message: 'svc-catalog may not call /internal/partner-bookings of svc-ops',
      });
      expect((await internal(`${bookingId}/cancel`, body, `Bearer ${identities.operator('svc-ops')}`)).status).toBe(
        403,
      );
      // svc-booking's token for svc-catalog is not for svc-ops.
      const elsewhere = await identities.authorization('svc-booking', 'svc-catalog');
      expect((await internal(`${bookingId}/cancel`, body, elsewhere)).status).toBe(401);
      expect((await detail(id)).cancellation).toBeFalsy();
    });

    it("cancels the partner's own booking as staff would, audited as the partner, and only its own", async () => {
      now = new Date(SERVICE_AT - 30 * HOUR);
      // The session would have gone idle over the days.
      await signIn();
      const { id, bookingId } = await open(
        partnerBookingRequested(
          'VIP-90402-FCO',
          {},
          {
            contactName: 'Gertrude Bell',
            contactEmail: 'gertrude@example.com',
            contactPhone: '+44 20 7946 0300',
          },
        ),
      );
      const site = await open(bookingRequested('VIP-90403-FCO'));
      const body = { partnerName: 'Globetrotter Travel', chargePercent: 50, reason: 'Client changed plans' };
      // Another partner's booking, a site booking and an unknown one answer alike.
      for (const [target, partnerId] of [
        [bookingId, OTHER_PARTNER],
        [site.bookingId, GLOBETROTTER.id],
        [globalThis.crypto.randomUUID(), GLOBETROTTER.id],
      ] as const) {
        const refused = await internal(`${target}/cancel`, { ...body, partnerId }).expect(404);
        expect(refused.body.error).toMatchObject({ code: 'CASE_NOT_FOUND', message: 'Booking not found' });
      }
      expect((await detail(id)).cancelledAt).toBeNull();

      // The quote said free; time has passed and the policy now charges half.
      const stale = await internal(`${bookingId}/cancel`, { ...body, partnerId: GLOBETROTTER.id, chargePercent: 0 });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CANCELLATION_CHARGE_CHANGED');

      const done = internalPartnerCancelAnswerSchema.parse(
        (await internal(`${bookingId}/cancel`, { ...body, partnerId: GLOBETROTTER.id }).expect(200)).body,
      );
      expect(done).toEqual({ cancelledAt: now.toISOString(), chargePercent: 50, chargeCents: 30250 });
      const cancelled = await detail(id);
      expect(cancelled.cancellation).toMatchObject({
        cancelledBy: 'Partner Globetrotter Travel (API)',
        reason: 'Client changed plans',
        chargePercent: 50,
      });
      const cancelledEvents = () =>
        published.filter((e) => e.type === 'booking.cancelled' && e.aggregateId === bookingId);
      await until(() => cancelledEvents().length > 0);
      expect(cancelledEvents()).toHaveLength(1);
      await settle();
      expect(mailsTo('gertrude@example.com').map((m) => m.mail.subject)).toContain('Booking cancelled – VIP-90402-FCO');

      const again = await internal(`${bookingId}/cancel`, { ...body, partnerId: GLOBETROTTER.id }).expect(409);
      expect(again.body.error.code).toBe('BOOKING_CANCELLED');
      now = new Date('2030-06-01T12:30:00.000Z');
      await signIn();
    });

    it("moves the partner's own sandbox booking as staff would, publishing what a staff move publishes", async () => {
      const { id, bookingId } = await open(partnerBookingRequested('VIP-90404-FCO', { mode: 'sandbox' }));
      const live = await open(partnerBookingRequested('VIP-90405-FCO'));
      const move = (target: string, status: string, partnerId = GLOBETROTTER.id) =>
        internal(`${target}/sandbox-status`, { partnerId, status });
      // A live booking is moved by operations only; another partner's is unknown.
      expect((await move(live.bookingId, 'confirmed')).status).toBe(404);
      expect((await move(bookingId, 'confirmed', OTHER_PARTNER)).status).toBe(404);
      expect((await detail(id)).adminStatus).toBe('inquiry_received');

      await move(bookingId, 'confirmed').expect(204);
      expect((await detail(id)).adminStatus).toBe('confirmation_sent');
      // Asked again, it stays as it is: no second move, no second event.
      await move(bookingId, 'confirmed').expect(204);
      await move(bookingId, 'paid').expect(204);
      await move(bookingId, 'paid').expect(204);
      await move(bookingId, 'completed').expect(204);

      const shown = await detail(id);
      expect(shown).toMatchObject({ adminStatus: 'service_completed', isPaid: true });
      const moves = () =>
        published
          .filter((e): e is EventEnvelope<CaseStatusChangedV1> => e.type === 'case.status-changed')
          .filter((e) => e.payload.bookingId === bookingId)
          .map((e) => e.payload.adminStatus);
      const paidEvents = () =>
        published
          .filter((e): e is EventEnvelope<InvoicePaidV1> => e.type === 'invoice.paid')
          .filter((e) => e.payload.bookingId === bookingId);
      await until(() => moves().length >= 2 && paidEvents().length >= 1);
      expect(moves()).toEqual(['confirmation_sent', 'service_completed']);
      const paid = paidEvents();
      expect(paid.map((e) => e.payload)).toEqual([
        expect.objectContaining({ provider: 'manual', amountCents: 60500, referenceCode: 'VIP-90404-FCO' }),
      ]);
      const trail = auditTrailSchema.parse((await staff.agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body);
      expect(trail.map((e) => [e.action, e.actor.name])).toEqual(
        expect.arrayContaining([
          ['status_changed', 'Partner Globetrotter Travel (API)'],
          ['sandbox_marked_paid', 'Partner Globetrotter Travel (API)'],
        ]),
      );

      // Cancelled, it stays where it is.
      const c = await detail(id);
      await staff.agent
        .post(`/api/admin/bookings/${id}/cancel`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ version: c.version, reason: 'Test over', chargePercent: 0 })
        .expect(200);
      expect((await move(bookingId, 'confirmed')).status).toBe(409);
    });
  });

  it("lists a partner's live bookings of a month for its statement, with the figures fixed when each was requested", async () => {
    const lines = await service.partnerLedger!.monthOf(GLOBETROTTER.id, '2030-06');
    const byReference = new Map(lines.map((l) => [l.referenceCode, l]));
    // Sandbox bookings never reach a statement; site bookings are no partner's.
    expect(byReference.has('VIP-90101-FCO')).toBe(false);
    expect(byReference.has('VIP-90002-FCO')).toBe(false);
    expect(byReference.get('VIP-90001-FCO')).toEqual({
      referenceCode: 'VIP-90001-FCO',
      partnerReference: 'GT-1001',
      requestedAt: '2030-06-01T12:00:00.000Z',
      serviceDate: '2030-06-20',
      serviceName: 'VIP Meet & Greet - Arrival',
      airportCode: 'FCO',
      travellerName: 'Grace Hopper',
      status: 'requested',
      totalCents: 60500,
      commissionCents: 7563,
      netPriceCents: 52937,
      cancellationChargeCents: null,
    });
    expect(byReference.get('VIP-90004-FCO')).toMatchObject({ commissionCents: 12100, netPriceCents: 48400 });
    expect(byReference.get('VIP-90402-FCO')).toMatchObject({ status: 'cancelled', cancellationChargeCents: 30250 });
    expect(lines.map((l) => l.requestedAt)).toEqual([...lines.map((l) => l.requestedAt)].sort());
    expect(await service.partnerLedger!.monthOf(GLOBETROTTER.id, '2030-05')).toEqual([]);
  });
});
