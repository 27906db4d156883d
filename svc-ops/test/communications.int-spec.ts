import { Writable } from 'node:stream';
import request from 'supertest';
import { type BookingRequestedV3 } from '@vip/contracts/events';
import {
  DRIVER_REQUIRED_MESSAGE,
  GREETER_REQUIRED_MESSAGE,
  SMS_DRIVER_POSTSCRIPT,
  VENDOR_REQUIRED_MESSAGE,
  adminBookingDetailSchema,
  communicationListSchema,
  communicationSchema,
  communicationSendResultSchema,
  staffSessionSchema,
  type Communication,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { createLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { SYSTEM_SENDER } from '../src/communications/communications.service';
import { RECORD_OUTCOMES } from '../src/communications/communications.repository';
import { bookingRequested } from './fixtures';
import { setCase } from './support/case-setup';
import { startSmsProvider, startSmtpServer } from './support/mail-and-sms';

const ADMIN = { email: 'comms.lead@example.com', password: 'a-long-and-secret-password', name: 'Comms Lead' };
const SUPPORT = 'support.desk@example.com';
const SMS_TOKEN = 'sms-provider-token-0123456789';
const BOOKER = {
  bookerRole: 'executive-assistant',
  bookerName: 'Ada Lovelace',
  bookerPhone: '+44 20 7946 0000',
  bookerEmail: 'ada@example.com',
};

/** Every line svc-ops logs, to check no address, number or message text reaches them. */
function logSink() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ service: 'svc-ops', level: 'trace', destination }) };
}

describe('communications: e-mail over SMTP and texts through the HTTP provider', () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const log = logSink();
  let nextRef = 61000;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sms = await startSmsProvider();
    db = await createTestDatabase('ops_comms');
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
        MAIL_FROM: '"VIP Ops" <ops@vip.example>',
        SUPPORT_EMAIL: SUPPORT,
        SMS_URL: sms.url,
        SMS_TOKEN,
        SMS_FROM: 'VIPTest',
        // This file sends far more than a person would in a minute; the limit has its own test below.
        SEND_LIMIT_PER_MINUTE: '1000',
      },
      bus,
      inMemory: true,
      logger: log.logger,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await smtp?.close();
    await sms?.close();
  });

  /** One sign-in for the file (the sign-in throttle counts every attempt); the agent keeps the cookie. */
  let staff: { agent: ReturnType<typeof request.agent>; csrf: string } | null = null;
  async function signIn() {
    if (staff) return staff;
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    staff = { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
    return staff;
  }

  /** A fresh case per test, opened from booking.requested as svc-ops really opens them (booked by an assistant). */
  async function openCase(overrides: Partial<BookingRequestedV3> = {}, setup: Record<string, unknown> = {}) {
    const ref = `VIP-${nextRef++}-FCO`;
    await bus.publish([bookingRequested(ref, { ...BOOKER, ...overrides })]);
    const opened = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } });
    if (Object.keys(setup).length > 0) await setCase(service.prisma, opened.id, setup);
    return { id: opened.id, ref };
  }
  const withSupplier = {
    assignedSupplierName: 'Roma VIP',
    assignedSupplierEmail: 'ops@romavip.example',
    assignedSupplierPhone: '+39 06 5555 0000',
  };
  const chauffeur = {
    isChauffeur: true,
    transferDirection: 'pickup',
    pickupLocation: 'Terminal 3',
    dropoffLocation: 'Hotel Hassler',
    passengers: 2,
    vehicleType: 'sedan',
  };

  /** Staff fill the greeter or driver in the operations tab (PATCH with the loaded version). */
  async function saveOperations(id: string, fields: Record<string, unknown>) {
    const { agent, csrf } = await signIn();
    const { version } = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version, ...fields })
      .expect(200);
  }

  async function send(id: string, body: object, status = 201) {
    const { agent, csrf } = await signIn();
    return agent.post(`/api/admin/bookings/${id}/communications`).set('X-CSRF-Token', csrf).send(body).expect(status);
  }
  const sent = async (id: string, body: object) =>
    communicationSendResultSchema.parse((await send(id, body)).body).communications;
  const detail = async (id: string) =>
    adminBookingDetailSchema.parse((await (await signIn()).agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
  const checklistItem = async (id: string, itemType: string) =>
    (await detail(id)).checklist.find((i) => i.itemType === itemType)!;
  /** Messages staff sent (the booking's automatic acknowledgements, written by 'System' when it arrived, aside). */
  const rowsOf = (id: string) =>
    service.prisma.communication.count({ where: { caseId: id, createdBy: { not: SYSTEM_SENDER } } });
  const byStaff = (list: Communication[]) => list.filter((c) => c.createdBy !== SYSTEM_SENDER);

  it('says at start that e-mail goes over SMTP and texts through the HTTP provider', () => {
    expect(log.lines.join('')).toMatch(/"mail":"smtp","sms":"sms-http"/);
  });

  describe('Send Email to Supplier', () => {
    it('delivers To, Subject and Message, copied to the support mailbox, and logs it as sent', async () => {
      const { id, ref } = await openCase({}, withSupplier);
      const before = smtp.received.length;
      const [row] = await sent(id, {
        purpose: 'supplier_email',
        email: {
          to: 'ops@romavip.example',
          cc: 'lead@romavip.example',
          subject: `Booking ${ref}`,
          message: 'Please confirm availability.',
        },
      });
      expect(row).toMatchObject({
        channel: 'email',
        purpose: 'supplier_email',
        status: 'sent',
        transport: 'smtp',
        to: ['ops@romavip.example'],
        cc: ['lead@romavip.example', SUPPORT],
        attempts: 1,
        createdBy: ADMIN.name,
        retryable: false,
      });
      const got = smtp.received.slice(before);
      expect(got).toHaveLength(1);
      expect(got[0]!.envelope.to.sort()).toEqual(['lead@romavip.example', 'ops@romavip.example', SUPPORT].sort());
      expect(got[0]!.mail.subject).toBe(`Booking ${ref}`);
      expect(got[0]!.mail.text?.trim()).toBe('Please confirm availability.');
      expect(got[0]!.mail.from?.text).toContain('ops@vip.example');
      expect((got[0]!.mail.cc as { text: string }).text).toContain(SUPPORT);
      const stored = await service.prisma.communication.findUniqueOrThrow({ where: { id: row!.id } });
      expect(stored.providerMessageId).toBe(got[0]!.mail.messageId);
    });

    it('is refused without an assigned supplier (nothing written), unless the supplier hub names the supplier', async () => {
      const { id } = await openCase();
      const email = { to: 'bookings@other.example', subject: 'Availability', message: 'Free on the 20th?' };
      const refused = await send(id, { purpose: 'supplier_email', email }, 422);
      expect(refused.body.error).toMatchObject({ code: 'COMMUNICATION_NOT_ALLOWED', message: VENDOR_REQUIRED_MESSAGE });
      expect(await rowsOf(id)).toBe(0);
      const [row] = await sent(id, { purpose: 'supplier_email', supplierName: 'Other VIP', email });
      expect(row!.status).toBe('sent');
    });

    it('needs To, Subject and Message (400 with the field)', async () => {
      const { id } = await openCase({}, withSupplier);
      const res = await send(id, { purpose: 'supplier_email', email: { to: '', subject: 'x', message: 'y' } }, 400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please enter a recipient email address',
        details: { fieldErrors: { 'email.to': ['Please enter a recipient email address'] } },
      });
      expect(
        (await send(id, { purpose: 'supplier_email', email: { to: 'a@b.example', subject: '', message: 'y' } }, 400))
          .body.error.message,
      ).toBe('Subject is required');
      expect(
        (await send(id, { purpose: 'supplier_email', email: { to: 'a@b.example', subject: 'x', message: ' ' } }, 400))
          .body.error.message,
      ).toBe('Message is required');
      expect((await send(id, { purpose: 'shout', email: {} }, 400)).body.error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('greeter dialogs', () => {
    it('Send Greeter Contact Information: refused until greeter name and phone are saved, then sent to traveller and booker; timestamp and checklist follow', async () => {
      const { id } = await openCase();
      const body = {
        purpose: 'greeter_contact',
        email: {
          recipients: ['traveler', 'booker'],
          subject: 'Your greeter',
          message: 'Marco will meet you at gate B12.',
        },
      };
      expect((await send(id, body, 422)).body.error.message).toBe(GREETER_REQUIRED_MESSAGE);
      await saveOperations(id, { greeterName: 'Marco', greeterPhone: '+39 06 1234 5678' });
      const before = smtp.received.length;
      const [row] = await sent(id, body);
      expect(row).toMatchObject({ status: 'sent', to: ['grace@example.com', 'ada@example.com'], cc: [] });
      expect(smtp.received.slice(before)[0]!.envelope.to.sort()).toEqual(['ada@example.com', 'grace@example.com']);
      const after = await detail(id);
      expect(after.operations.lastGreeterContactSent).not.toBeNull();
      expect(after.checklist.find((i) => i.itemType === 'greeter_info_sent')).toMatchObject({
        isCompleted: true,
        completedBy: ADMIN.name,
      });
      const audit = (await (await signIn()).agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body as Array<{
        action: string;
      }>;
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['communication_sent', 'checklist_changed']));
    });

    it('refuses a recipient whose e-mail is not provided', async () => {
      const { id } = await openCase({ bookerEmail: null }, { greeterName: 'Marco', greeterPhone: '+39 06 1234 5678' });
      const res = await send(
        id,
        { purpose: 'greeter_contact', email: { recipients: ['booker'], subject: 'x', message: 'y' } },
        422,
      );
      expect(res.body.error.message).toBe("The booker's e-mail address is Not Provided");
      expect(
        (await send(id, { purpose: 'greeter_contact', email: { recipients: [], subject: 'x', message: 'y' } }, 400))
          .body.error.message,
      ).toBe('Choose at least one recipient');
    });

    it('Request Greeter Information: to the assigned supplier, copied to support; refused without a supplier', async () => {
      const { id } = await openCase();
      const body = {
        purpose: 'greeter_request',
        email: { subject: 'Greeter for VIP', message: 'Who will meet our client?' },
      };
      expect((await send(id, body, 422)).body.error.message).toBe(VENDOR_REQUIRED_MESSAGE);
      await setCase(service.prisma, id, withSupplier);
      const before = smtp.received.length;
      const [row] = await sent(id, body);
      expect(row).toMatchObject({ status: 'sent', to: ['ops@romavip.example'], cc: [SUPPORT] });
      expect(smtp.received.slice(before)[0]!.envelope.to.sort()).toEqual(['ops@romavip.example', SUPPORT].sort());
      expect((await detail(id)).operations.lastGreeterRequestSent).not.toBeNull();
      expect(await checklistItem(id, 'greeter_info_requested')).toMatchObject({
        isCompleted: true,
        completedBy: ADMIN.name,
      });
    });

    it('Send Greeter Information by e-mail and text', async () => {
      const { id } = await openCase({}, { greeterName: 'Marco', greeterPhone: '+39 06 1234 5678' });
      const texts = sms.received.length;
      const rows = await sent(id, {
        purpose: 'greeter_info',
        email: { recipients: ['traveler'], subject: 'Your greeter', message: 'Marco, +39 06 1234 5678' },
        sms: { recipients: ['traveler', 'booker'], message: 'Your greeter Marco: +39 06 1234 5678' },
      });
      expect(rows.map((r) => [r.channel, r.status, r.to])).toEqual([
        ['email', 'sent', ['grace@example.com']],
        ['sms', 'sent', ['+12125550100']],
        ['sms', 'sent', ['+442079460000']],
      ]);
      expect(
        sms.received
          .slice(texts)
          .map((t) => t.body.to)
          .sort(),
      ).toEqual(['+12125550100', '+442079460000']);
      expect(await checklistItem(id, 'greeter_info_sent')).toMatchObject({ isCompleted: true });
    });
  });

  describe('driver dialogs (chauffeur bookings)', () => {
    it('Send Chauffeur/Driver Information: e-mail and a text to each chosen number through the provider, with the postscript', async () => {
      const { id, ref } = await openCase({}, chauffeur);
      const body = {
        purpose: 'driver_info',
        email: { recipients: ['traveler', 'booker'], message: 'Luca will wait at arrivals with a sign.' },
        sms: {
          recipients: ['traveler', 'booker'],
          message: 'Your driver Luca, +39 333 123 4567, black Mercedes AB123CD.',
          addPostscript: true,
        },
      };
      expect((await send(id, body, 422)).body.error.message).toBe(DRIVER_REQUIRED_MESSAGE);
      await saveOperations(id, { driverName: 'Luca', driverPhone: '+39 333 123 4567' });
      const [mails, texts] = [smtp.received.length, sms.received.length];
      const rows = await sent(id, body);
      expect(rows.map((r) => [r.channel, r.status, r.transport])).toEqual([
        ['email', 'sent', 'smtp'],
        ['sms', 'sent', 'sms-http'],
        ['sms', 'sent', 'sms-http'],
      ]);
      expect(smtp.received.slice(mails)[0]!.mail.subject).toBe(`Your Chauffeur Details - ${ref}`);
      const delivered = sms.received.slice(texts);
      expect(delivered.map((t) => t.body)).toEqual([
        { to: '+12125550100', body: body.sms.message + SMS_DRIVER_POSTSCRIPT, from: 'VIPTest' },
        { to: '+442079460000', body: body.sms.message + SMS_DRIVER_POSTSCRIPT, from: 'VIPTest' },
      ]);
      expect(delivered[0]!.authorization).toBe(`Bearer ${SMS_TOKEN}`);
      expect(delivered[0]!.contentType).toContain('application/json');
      const stored = await service.prisma.communication.findUniqueOrThrow({ where: { id: rows[1]!.id } });
      expect(stored.providerMessageId).toMatch(/^sms-\d+$/);
      expect((await detail(id)).operations.lastDriverInfoSent).not.toBeNull();
      // A transfer's own checklist has the driver received (staff typed name and phone), no item for passing it on.
      expect(await checklistItem(id, 'driver_info_received')).toMatchObject({ isCompleted: true });
      expect((await detail(id)).checklist.some((i) => i.itemType === 'driver_info_sent')).toBe(false);
    });

    it('refuses a text over 300 characters, and one the postscript would push over', async () => {
      const { id } = await openCase({}, { ...chauffeur, driverName: 'Luca', driverPhone: '+39 333 123 4567' });
      expect(
        (await send(id, { purpose: 'driver_info', sms: { recipients: ['traveler'], message: 'x'.repeat(301) } }, 400))
          .body.error.message,
      ).toBe('Text messages are at most 300 characters');
      const res = await send(
        id,
        { purpose: 'driver_info', sms: { recipients: ['traveler'], message: 'x'.repeat(290), addPostscript: true } },
        400,
      );
      expect(res.body.error.message).toBe('With the postscript the text is over 300 characters');
      expect(await rowsOf(id)).toBe(0);
    });

    it('Request Driver Information: supplier assigned, and a To for chauffeur bookings', async () => {
      const { id } = await openCase({}, chauffeur);
      const email = { subject: 'Driver details', message: 'Please send the driver and plate.' };
      expect(
        (await send(id, { purpose: 'driver_request', email: { ...email, to: 'dispatch@cars.example' } }, 422)).body
          .error.message,
      ).toBe(VENDOR_REQUIRED_MESSAGE);
      await setCase(service.prisma, id, withSupplier);
      expect((await send(id, { purpose: 'driver_request', email }, 400)).body.error.details.fieldErrors).toEqual({
        'email.to': ['Please enter a recipient email address'],
      });
      const [row] = await sent(id, { purpose: 'driver_request', email: { ...email, to: 'dispatch@cars.example' } });
      expect(row).toMatchObject({ status: 'sent', to: ['dispatch@cars.example'], cc: [SUPPORT] });
      expect((await detail(id)).operations.lastDriverInfoRequested).not.toBeNull();
      // The request ticks nothing of a transfer's own checklist: its driver is not received yet.
      expect((await detail(id)).checklist.filter((i) => i.isCompleted)).toEqual([]);
    });

    it('texts with driver information are for chauffeur bookings only', async () => {
      const { id } = await openCase({}, { driverName: 'Luca', driverPhone: '+39 333 123 4567' });
      expect(
        (await send(id, { purpose: 'driver_info', sms: { recipients: ['traveler'], message: 'Driver Luca' } }, 422))
          .body.error.message,
      ).toBe('Text messages with driver information are for chauffeur bookings');
      // A meet-and-greet booking's driver e-mail needs a subject.
      expect(
        (await send(id, { purpose: 'driver_info', email: { recipients: ['traveler'], message: 'Driver Luca' } }, 400))
          .body.error.message,
      ).toBe('Subject is required');
    });
  });

  describe('failures and retries', () => {
    it('a refused e-mail is stored as failed (no timestamp, no tick), and Retry sends it', async () => {
      const { id } = await openCase({}, withSupplier);
      smtp.rejectNext(1);
      const [failed] = await sent(id, {
        purpose: 'greeter_request',
        email: { subject: 'Greeter?', message: 'Who meets them?' },
      });
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, retryable: true });
      expect(failed!.error).toMatch(/550/);
      expect((await detail(id)).operations.lastGreeterRequestSent).toBeNull();
      expect(await checklistItem(id, 'greeter_info_requested')).toMatchObject({ isCompleted: false });

      const { agent, csrf } = await signIn();
      const retried = communicationSchema.parse(
        (
          await agent
            .post(`/api/admin/bookings/${id}/communications/${failed!.id}/retry`)
            .set('X-CSRF-Token', csrf)
            .expect(200)
        ).body,
      );
      expect(retried).toMatchObject({ id: failed!.id, status: 'sent', attempts: 2, error: null, retryable: false });
      expect((await detail(id)).operations.lastGreeterRequestSent).not.toBeNull();
      expect(await checklistItem(id, 'greeter_info_requested')).toMatchObject({ isCompleted: true });

      // Sent is sent: no second delivery.
      const again = await agent
        .post(`/api/admin/bookings/${id}/communications/${failed!.id}/retry`)
        .set('X-CSRF-Token', csrf)
        .expect(422);
      expect(again.body.error).toMatchObject({
        code: 'COMMUNICATION_NOT_ALLOWED',
        message: 'This message was already sent',
      });
      const list = byStaff(
        communicationListSchema.parse((await agent.get(`/api/admin/bookings/${id}/communications`).expect(200)).body),
      );
      expect(list).toHaveLength(1);
    });

    it('a text the provider refuses is failed with its answer, and Retry sends it', async () => {
      const { id } = await openCase({}, { ...chauffeur, driverName: 'Luca', driverPhone: '+39 333 123 4567' });
      sms.failNext(1);
      const [failed] = await sent(id, {
        purpose: 'driver_info',
        sms: { recipients: ['traveler'], message: 'Driver Luca' },
      });
      expect(failed).toMatchObject({
        channel: 'sms',
        status: 'failed',
        error: 'SMS provider answered 500: {"error":"carrier unavailable"}',
      });
      expect((await detail(id)).operations.lastDriverInfoSent).toBeNull();
      const { agent, csrf } = await signIn();
      const retried = (
        await agent
          .post(`/api/admin/bookings/${id}/communications/${failed!.id}/retry`)
          .set('X-CSRF-Token', csrf)
          .expect(200)
      ).body;
      expect(retried).toMatchObject({ status: 'sent', attempts: 2 });
      expect((await detail(id)).operations.lastDriverInfoSent).not.toBeNull();
    });

    it('an unreachable SMTP server is a failed row, not an error page', async () => {
      // Another service instance pointing at a closed port, with a case of its own (without a PostgreSQL
      // server it has a database of its own too).
      const downBus = new LocalEventBus({ publishWaitsForApply: true });
      const down = await startOpsService({
        env: {
          PORT: '0',
          DATABASE_URL: db.url,
          STAFF_PASSWORD_SCRYPT_COST: '14',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          STAFF_SECOND_FACTOR: 'optional',
          ADMIN_NAME: ADMIN.name,
          SMTP_URL: 'smtp://127.0.0.1:9?ignoreTLS=true',
          SMTP_TIMEOUT_MS: '2000',
        },
        bus: downBus,
        inMemory: true,
        logger: log.logger,
      });
      try {
        const ref = `VIP-${nextRef++}-FCO`;
        await downBus.publish([bookingRequested(ref, BOOKER)]);
        const { id } = await down.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } });
        await setCase(down.prisma, id, withSupplier);
        const agent = request.agent(down.app.callback());
        const { csrfToken } = staffSessionSchema.parse(
          (await agent.post('/api/admin/session').send({ email: ADMIN.email, password: ADMIN.password }).expect(200))
            .body,
        );
        const res = await agent
          .post(`/api/admin/bookings/${id}/communications`)
          .set('X-CSRF-Token', csrfToken)
          .send({ purpose: 'greeter_request', email: { subject: 's', message: 'm' } })
          .expect(201);
        expect(res.body.communications[0]).toMatchObject({ status: 'failed', retryable: true });
        expect(res.body.communications[0].error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
      } finally {
        await down.stop();
      }
    });

    it('404 for another booking’s message or an unknown one', async () => {
      const { id } = await openCase({}, withSupplier);
      const other = await openCase({}, withSupplier);
      smtp.rejectNext(1);
      const [failed] = await sent(id, { purpose: 'greeter_request', email: { subject: 's', message: 'm' } });
      const { agent, csrf } = await signIn();
      expect(
        (
          await agent
            .post(`/api/admin/bookings/${other.id}/communications/${failed!.id}/retry`)
            .set('X-CSRF-Token', csrf)
            .expect(404)
        ).body.error.code,
      ).toBe('COMMUNICATION_NOT_FOUND');
      expect(
        (
          await agent
            .post(`/api/admin/bookings/${id}/communications/not-a-uuid/retry`)
            .set('X-CSRF-Token', csrf)
            .expect(400)
        ).body.error.code,
      ).toBe('VALIDATION_FAILED');
    });
  });

  describe('access', () => {
    it('is staff only, and unsafe calls need the CSRF token', async () => {
      const { id } = await openCase({}, withSupplier);
      await request(service.app.callback()).get(`/api/admin/bookings/${id}/communications`).expect(401);
      const { agent } = await signIn();
      const res = await agent
        .post(`/api/admin/bookings/${id}/communications`)
        .send({ purpose: 'greeter_request', email: { subject: 's', message: 'm' } })
        .expect(403);
      expect(res.body.error.code).toBe('CSRF_TOKEN_INVALID');
      expect(await rowsOf(id)).toBe(0);
      await agent.get(`/api/admin/bookings/${globalThis.crypto.randomUUID()}/communications`).expect(404);
    });
  });

  it('lists every message of the booking newest first', async () => {
    const { id, ref } = await openCase({}, withSupplier);
    await sent(id, { purpose: 'supplier_email', email: { to: 'a@romavip.example', subject: 'First', message: 'one' } });
    await sent(id, {
      purpose: 'supplier_email',
      email: { to: 'a@romavip.example', subject: 'Second', message: 'two' },
    });
    const list = communicationListSchema.parse(
      (await (await signIn()).agent.get(`/api/admin/bookings/${id}/communications`).expect(200)).body,
    );
    // Newest first: staff's two, then the two acknowledgements written together when the booking arrived.
    expect(list.slice(0, 2).map((c) => c.subject)).toEqual(['Second', 'First']);
    expect(
      list
        .slice(2)
        .map((c) => c.subject)
        .sort(),
    ).toEqual([`Booking request received – ${ref}`, `New booking request – ${ref}`]);
  });

  it("records what the provider said by the message's key, not by reading every message ever sent", async () => {
    const { id } = await openCase({}, withSupplier);
    // A busy desk's history: every booking leaves two acknowledgements and whatever staff sent since.
    await service.prisma.$executeRawUnsafe(
      `INSERT INTO communications (id, case_id, channel, purpose, body, transport, status, created_by)
       SELECT gen_random_uuid(), $1::uuid, 'email', 'supplier_email', repeat('An older message. ', 20), 'smtp', 'sent', 'history'
         FROM generate_series(1, 5000)`,
      id,
    );
    await service.prisma.$executeRawUnsafe('ANALYZE communications');
    // The plan a pooled connection settles on after a few sends: one for any outcomes, made without their values.
    const plan = await service.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL plan_cache_mode = force_generic_plan');
      await tx.$executeRawUnsafe(`PREPARE record_outcomes (jsonb, uuid[]) AS ${RECORD_OUTCOMES}`);
      const rows = await tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(
        `EXPLAIN EXECUTE record_outcomes('[]', '{}')`,
      );
      await tx.$executeRawUnsafe('DEALLOCATE record_outcomes');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/communications_pkey/);
    expect(plan).not.toMatch(/Seq Scan on communications/);
    // And a message sent among them is recorded as sent.
    const [message] = await sent(id, {
      purpose: 'supplier_email',
      email: { to: 'a@romavip.example', subject: 'Among many', message: 'still found' },
    });
    expect(message).toMatchObject({ subject: 'Among many', status: 'sent', attempts: 1 });
  });

  it('keeps addresses, phone numbers and message text out of the logs', () => {
    const all = log.lines.join('');
    expect(all).toContain('communication sent');
    expect(all).toContain('communication failed');
    for (const secret of [
      'grace@example.com',
      'ada@example.com',
      'ops@romavip.example',
      'dispatch@cars.example',
      SUPPORT,
      '2125550100',
      '212 555 0100',
      '7946 0000',
      '333 123 4567',
      'Please confirm availability',
      'Your driver Luca',
      'carrier unavailable',
      SMS_TOKEN,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('communications without providers: the dev outbox', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const log = logSink();

  beforeAll(async () => {
    db = await createTestDatabase('ops_comms_outbox');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        SEND_LIMIT_PER_MINUTE: '3',
      },
      bus,
      inMemory: true,
      logger: log.logger,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('says so at start, keeps e-mails and texts as sent through the dev outbox, and lists them', async () => {
    expect(log.lines.join('')).toMatch(/"mail":"dev-outbox","sms":"dev-outbox".*kept in the dev outbox/);
    await bus.publish([bookingRequested('VIP-62000-FCO', BOOKER)]);
    const { id } = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-62000-FCO' } });
    await setCase(service.prisma, id, { greeterName: 'Marco', greeterPhone: '+39 06 1234 5678' });
    const agent = request.agent(service.app.callback());
    const { csrfToken } = staffSessionSchema.parse(
      (await agent.post('/api/admin/session').send({ email: ADMIN.email, password: ADMIN.password }).expect(200)).body,
    );
    const res = await agent
      .post(`/api/admin/bookings/${id}/communications`)
      .set('X-CSRF-Token', csrfToken)
      .send({
        purpose: 'greeter_info',
        email: { recipients: ['traveler'], subject: 'Greeter', message: 'Marco' },
        sms: { recipients: ['booker'], message: 'Marco' },
      })
      .expect(201);
    expect(
      communicationSendResultSchema.parse(res.body).communications.map((c) => [c.channel, c.transport, c.status]),
    ).toEqual([
      ['email', 'dev-outbox', 'sent'],
      ['sms', 'dev-outbox', 'sent'],
    ]);
    const list = communicationListSchema.parse(
      (await agent.get(`/api/admin/bookings/${id}/communications`).expect(200)).body,
    );
    // The booking's acknowledgements went through the dev outbox too.
    expect(list.map((c) => [c.purpose, c.transport, c.status]).sort()).toEqual([
      ['booking_acknowledgement', 'dev-outbox', 'sent'],
      ['greeter_info', 'dev-outbox', 'sent'],
      ['greeter_info', 'dev-outbox', 'sent'],
      ['ops_new_booking', 'dev-outbox', 'sent'],
    ]);
    const detail = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    expect(detail.checklist.find((i) => i.itemType === 'greeter_info_sent')?.isCompleted).toBe(true);
  });

  it('limits what one staff member sends per minute (e-mails, texts, retries and PDF sends share it): 429, nothing written; a colleague is not held up', async () => {
    await bus.publish([bookingRequested('VIP-62001-FCO', BOOKER)]);
    const { id } = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-62001-FCO' } });
    await setCase(service.prisma, id, { greeterName: 'Marco', greeterPhone: '+39 06 1234 5678' });
    const signIn = async (email: string, password: string) => {
      const agent = request.agent(service.app.callback());
      const { csrfToken } = staffSessionSchema.parse(
        (await agent.post('/api/admin/session').send({ email, password }).expect(200)).body,
      );
      return { agent, csrfToken };
    };
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const invited = await admin.agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email: 'colleague@example.com', name: 'Colleague', role: 'agent' })
      .expect(201);
    const colleague = await signIn('colleague@example.com', invited.body.temporaryPassword as string);
    // A temporary password is replaced first; the session is made anew, with a new cookie and CSRF token.
    const changed = await colleague.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', colleague.csrfToken)
      .send({ currentPassword: invited.body.temporaryPassword, newPassword: 'the-colleagues-own-password' })
      .expect(200);
    colleague.csrfToken = staffSessionSchema.parse(changed.body).csrfToken;
    const greeterText = {
      purpose: 'greeter_info',
      sms: { recipients: ['booker'], message: 'Marco meets you at arrivals' },
    };
    const sendAs = (who: typeof admin, status: number) =>
      who.agent
        .post(`/api/admin/bookings/${id}/communications`)
        .set('X-CSRF-Token', who.csrfToken)
        .send(greeterText)
        .expect(status);

    // The previous test used one of the admin's three; two more go through.
    await sendAs(admin, 201);
    await sendAs(admin, 201);
    const refused = await sendAs(admin, 429);
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many messages or PDF confirmations in the last minute. Please wait a moment and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const pdf = await admin.agent
      .post(`/api/admin/bookings/${id}/send-pdf`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ to: 'grace@example.com' })
      .expect(429);
    expect(pdf.body.error.code).toBe('RATE_LIMITED');
    expect(await service.prisma.communication.count({ where: { caseId: id, createdBy: { not: 'System' } } })).toBe(2);

    await sendAs(colleague, 201);
    expect(await service.prisma.communication.count({ where: { caseId: id, createdBy: { not: 'System' } } })).toBe(3);
  });
});
