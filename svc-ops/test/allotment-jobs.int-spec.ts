import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  adminBookingDetailSchema,
  auditTrailSchema,
  staffSessionSchema,
  supplierJobSchema,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested, bookingRequestedInV2 } from './fixtures';
import { startSmtpServer } from './support/mail-and-sms';

// A booking svc-booking confirmed at once from an allotment that names its supplier: svc-ops assigns that supplier
// and sends it the job with its link, once, so no agent has to.

const ADMIN = { email: 'allotments.lead@example.com', password: 'a-long-and-secret-password', name: 'Allotments Lead' };
const PUBLIC_ORIGIN = 'https://vip.example';
const LINK = /https:\/\/vip\.example\/supplier-jobs\/([A-Za-z0-9_-]{43})/;

const rome = {
  id: randomUUID(),
  iataCode: 'FCO',
  companyName: 'Opaline Rome Hosts',
  serviceLevel: 'standard',
  supplierName: 'Davide Ricci',
  email: 'ops@opaline-rome.example',
  phone: '+39 06 0000 0001',
  mobile: '+39 333 000 0001',
  amenities: ['Meet at the gate'],
};
const paris = { ...rome, id: randomUUID(), iataCode: 'CDG', companyName: 'Lutece Hosts', email: 'desk@lutece.example' };

describe('a booking confirmed at once from an allotment with a supplier', () => {
  let db: TestDatabase;
  let service: OpsService;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let staff: { agent: ReturnType<typeof request.agent>; csrf: string };
  let nextRef = 63000;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_allotment_jobs');
    service = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        STAFF_SECOND_FACTOR: 'optional',
        SMTP_URL: smtp.url,
        MAIL_FROM: '"VIP Ops" <ops@vip.example>',
        SUPPORT_EMAIL: 'support.desk@example.com',
        PUBLIC_ORIGIN,
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
    await service.prisma.supplier.createMany({ data: [rome, paris] });
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    staff = { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await smtp?.close();
  });

  const jobMails = (to: string, ref: string) =>
    smtp.received.filter((m) => m.envelope.to.includes(to) && m.mail.subject === `New job – ${ref}`);

  async function detailOf(ref: string) {
    const { id } = await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: ref } });
    const res = await staff.agent.get(`/api/admin/bookings/${id}`).expect(200);
    const audit = await staff.agent.get(`/api/admin/bookings/${id}/audit`).expect(200);
    return { detail: adminBookingDetailSchema.parse(res.body), audit: auditTrailSchema.parse(audit.body) };
  }

  it('assigns the supplier and sends it the job with a working link, once however often the event comes', async () => {
    const ref = `VIP-${nextRef++}-FCO`;
    const event = bookingRequested(ref, { status: 'confirmed', allotmentSupplierId: rome.id });
    await bus.publish([event]);

    const { detail, audit } = await detailOf(ref);
    expect(detail.operations).toMatchObject({ assignedSupplierId: rome.id, assignedSupplierName: rome.companyName });
    expect(audit.find((e) => e.action === 'supplier_assigned')?.actor.name).toBe('Allotment (instant confirmation)');
    // Its vendor is in place: the card leaves 'vendor needed' by itself.
    expect(detail.adminStatus).toBe('confirmation_sent');
    expect(audit.find((e) => e.action === 'status_changed')).toMatchObject({
      actor: { name: 'Allotment (instant confirmation)' },
      changes: { adminStatus: { from: 'confirmation_sent_vendor_needed', to: 'confirmation_sent' } },
    });

    const mails = jobMails(rome.email, ref);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.mail.text ?? '';
    expect(text).toContain(`Reference: ${ref}`);
    expect(text).toContain('Date and time: 2030-06-20 at 14:00 (local time at the airport)');
    // Never the price or the traveller's contact.
    expect(text).not.toContain('605');
    expect(text).not.toContain('grace@example.com');
    const token = LINK.exec(text)?.[1];
    expect(token).toBeDefined();
    const job = supplierJobSchema.parse(
      (await request(service.app.callback()).get(`/api/supplier-jobs/${token}`).expect(200)).body,
    );
    expect(job).toMatchObject({ referenceCode: ref, supplierName: rome.companyName });
    // The Communication Center lists it.
    const log = await staff.agent.get(`/api/admin/bookings/${detail.id}/communications`).expect(200);
    expect(log.body.filter((m: { purpose: string }) => m.purpose === 'supplier_email')).toHaveLength(1);

    // The same event again (a redelivery): nothing more.
    await bus.publish([event]);
    expect(jobMails(rome.email, ref)).toHaveLength(1);
    expect((await detailOf(ref)).audit.filter((e) => e.action === 'supplier_assigned')).toHaveLength(1);
    expect((await detailOf(ref)).audit.filter((e) => e.action === 'status_changed')).toHaveLength(1);
  });

  it('reads a v2 event (written before bookings carried their language) the same way', async () => {
    const ref = `VIP-${nextRef++}-FCO`;
    const event = bookingRequestedInV2(ref, { status: 'confirmed', allotmentSupplierId: rome.id });
    expect(event.version).toBe(2);
    await bus.publish([event]);

    expect((await detailOf(ref)).detail.operations.assignedSupplierId).toBe(rome.id);
    expect(jobMails(rome.email, ref)).toHaveLength(1);
    expect(bus.deadLetters).toEqual([]);
  });

  it('leaves the booking to staff when the allotment names no supplier, or one that does not work at its airport', async () => {
    const none = `VIP-${nextRef++}-FCO`;
    await bus.publish([bookingRequested(none, { status: 'confirmed' })]);
    expect((await detailOf(none)).detail).toMatchObject({
      adminStatus: 'confirmation_sent_vendor_needed',
      operations: { assignedSupplierId: null },
    });

    const elsewhere = `VIP-${nextRef++}-FCO`;
    await bus.publish([bookingRequested(elsewhere, { status: 'confirmed', allotmentSupplierId: paris.id })]);
    expect((await detailOf(elsewhere)).detail.operations.assignedSupplierId).toBeNull();
    expect(jobMails(paris.email, elsewhere)).toHaveLength(0);

    // A request is staff's to place, whatever it carries.
    const requested = `VIP-${nextRef++}-FCO`;
    await bus.publish([bookingRequested(requested, { allotmentSupplierId: rome.id })]);
    expect((await detailOf(requested)).detail.operations.assignedSupplierId).toBeNull();
    expect(jobMails(rome.email, requested)).toHaveLength(0);
  });
});
