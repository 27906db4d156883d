// A chauffeur transfer's own checklist (the Transfer table's seven flags): what a new transfer shows, staff's
// ticks (with the permission, audited, refused for items not on it), and the ticks the transfer's flows make by
// themselves: a supplier assigned, the driver's details from staff or the supplier's job link, the confirmation
// sent to the client, the final reconfirmation.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  CHECKLIST_LABELS,
  SUPPLIER_JOB_AUDIT_ACTOR,
  TRANSFER_CHECKLIST_ITEMS,
  adminBookingDetailSchema,
  auditTrailSchema,
  checklistItemSchema,
  staffCredentialsSchema,
  staffSessionSchema,
  transferCreatedSchema,
  type TransferCreateInput,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, describeWithInfra, testInfra, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';
import { startSmtpServer } from './support/mail-and-sms';

const ADMIN = { email: 'checklist.lead@example.com', password: 'a-long-and-secret-password', name: 'Checklist Lead' };
const PUBLIC_ORIGIN = 'https://vip.example';
const LINK = new RegExp(`${PUBLIC_ORIGIN.replace(/\./g, '\\.')}/supplier-jobs/([A-Za-z0-9_-]{43})`);

/** The spec's flags, as the back office labels them. */
const SPEC_LABELS = [
  'Supplier assigned',
  'Driver info received',
  'Client confirmation sent',
  'Vendor confirmation sent',
  'Vendor paid',
  'Payment received',
  'Final reconfirmation (24h)',
];

const dispatch = {
  id: randomUUID(),
  supplierName: 'Gotham Car Service',
  airportCodes: ['JFK'],
  typeOfSupplier: 'Local',
  phone: '+1 212-555-0101',
  email: 'dispatch@gotham-cars.example',
  vehiclesOffered: ['suv'],
};

/** svc-catalog's GET /api/airports/{code}, as its contract describes it. */
async function startCatalogStandIn() {
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (!/^\/api\/airports\/JFK$/.test(req.url ?? ''))
      return send(404, { error: { code: 'AIRPORT_NOT_FOUND', message: 'Airport Not Found', requestId: 'r' } });
    send(200, {
      id: 1,
      code: 'JFK',
      name: 'John F. Kennedy International Airport',
      timeZone: 'America/New_York',
      city: 'New York',
      country: 'United States',
      countryCode: 'US',
      region: 'Americas',
      icao: null,
      latitude: null,
      longitude: null,
      serviceLevels: [],
      serviceCount: 0,
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const transferInput = (overrides: Partial<TransferCreateInput> = {}): TransferCreateInput => ({
  contactName: 'Katherine Johnson',
  contactEmail: 'katherine@example.com',
  contactPhone: '+1 757 555 0100',
  serviceDate: '2030-07-01',
  serviceTime: '09:30',
  direction: 'pickup',
  airportCode: 'JFK',
  pickupLocation: 'JFK Terminal 4',
  dropoffLocation: 'The Plaza, 768 5th Ave',
  passengers: 3,
  vehicleType: 'suv',
  serviceCost: 180,
  additionalCostItems: [],
  ...overrides,
});

describe("a chauffeur transfer's own checklist", () => {
  let db: TestDatabase;
  let service: OpsService;
  let catalog: Awaited<ReturnType<typeof startCatalogStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let now = new Date('2030-06-01T12:00:00.000Z');
  let staff: { agent: ReturnType<typeof request.agent>; csrf: string };

  beforeAll(async () => {
    catalog = await startCatalogStandIn();
    smtp = await startSmtpServer();
    db = await createTestDatabase('ops_transfer_checklist');
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
        CATALOG_URL: catalog.url,
        SMTP_URL: smtp.url,
        MAIL_FROM: '"VIP Ops" <ops@vip.example>',
        SUPPORT_EMAIL: 'support.desk@example.com',
        PUBLIC_ORIGIN,
        SEND_LIMIT_PER_MINUTE: '1000',
        ...(testInfra.chromiumPath ? { CHROMIUM_PATH: testInfra.chromiumPath } : {}),
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    await service.prisma.chauffeurSupplier.create({ data: dispatch });
    staff = await signIn(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await smtp?.close();
    await catalog?.close();
  });

  async function signIn(email: string, password: string) {
    const agent = request.agent(service.app.callback());
    const res = await agent.post('/api/admin/session').send({ email, password }).expect(200);
    return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }

  async function createTransfer(overrides: Partial<TransferCreateInput> = {}) {
    const res = await staff.agent
      .post('/api/admin/transfers')
      .set('X-CSRF-Token', staff.csrf)
      .send(transferInput(overrides))
      .expect(201);
    return transferCreatedSchema.parse(res.body);
  }

  const detail = async (id: string) =>
    adminBookingDetailSchema.parse((await staff.agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
  const item = async (id: string, itemType: string) =>
    (await detail(id)).checklist.find((i) => i.itemType === itemType);
  /** Newest first, as the modal's history shows them. */
  const checklistAudit = async (id: string) =>
    auditTrailSchema
      .parse((await staff.agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body)
      .filter((e) => e.action === 'checklist_changed')
      .map((e) => [e.actor.name, e.changes]);
  /** A minute on, so two changes are not at the same instant. */
  const aMinuteLater = () => (now = new Date(now.getTime() + 60_000));
  const tick = (id: string, itemType: string, isCompleted: boolean, who = staff) =>
    who.agent
      .put(`/api/admin/bookings/${id}/checklist/${itemType}`)
      .set('X-CSRF-Token', who.csrf)
      .send({ isCompleted });
  /** What is stored for the case: no item of a meet-and-greet booking's checklist creeps in. */
  const storedItems = async (id: string) =>
    (await service.prisma.checklistItem.findMany({ where: { caseId: id }, orderBy: { itemType: 'asc' } })).map(
      (r) => r.itemType,
    );

  it('a new transfer has the seven items, unticked, with the labels of the spec', async () => {
    const { id } = await createTransfer();
    const { checklist } = await detail(id);
    expect(checklist.map((i) => CHECKLIST_LABELS[i.itemType])).toEqual(SPEC_LABELS);
    expect(checklist.map((i) => i.itemType)).toEqual([...TRANSFER_CHECKLIST_ITEMS]);
    expect(checklist.every((i) => !i.isCompleted && i.completedBy === null)).toBe(true);
    // The two about money follow the payments.
    expect(checklist.filter((i) => i.derived).map((i) => i.itemType)).toEqual(['vendor_paid', 'payment_received']);
  });

  it('staff with the permission tick and untick an item, audited; items not on its checklist are refused', async () => {
    const { id } = await createTransfer();
    const ticked = await tick(id, 'vendor_confirmation_sent', true).expect(200);
    expect(checklistItemSchema.parse(ticked.body)).toMatchObject({
      itemType: 'vendor_confirmation_sent',
      isCompleted: true,
      completedBy: ADMIN.name,
      completedAt: now.toISOString(),
    });
    expect(await item(id, 'vendor_confirmation_sent')).toMatchObject({ isCompleted: true, completedBy: ADMIN.name });
    aMinuteLater();
    await tick(id, 'vendor_confirmation_sent', false).expect(200);
    expect(await item(id, 'vendor_confirmation_sent')).toMatchObject({ isCompleted: false, completedBy: null });
    expect(await checklistAudit(id)).toEqual([
      [ADMIN.name, { vendor_confirmation_sent: { from: true, to: false } }],
      [ADMIN.name, { vendor_confirmation_sent: { from: false, to: true } }],
    ]);

    const greeter = await tick(id, 'greeter_info_sent', true).expect(422);
    expect(greeter.body.error).toMatchObject({
      code: 'CHECKLIST_ITEM_NOT_FOR_BOOKING',
      message: "Greeter info sent is not on a chauffeur transfer's checklist",
    });
    const paid = await tick(id, 'payment_received', true).expect(422);
    expect(paid.body.error.code).toBe('CHECKLIST_ITEM_DERIVED');
    const unknown = await tick(id, 'champagne_chilled', true).expect(400);
    expect(unknown.body.error.code).toBe('VALIDATION_FAILED');
    await staff.agent
      .put(`/api/admin/bookings/${id}/checklist/supplier_assigned`)
      .send({ isCompleted: true })
      .expect(403);

    // And a meet-and-greet booking keeps its own list.
    await bus.publish([bookingRequested('VIP-81001-FCO')]);
    const booking = await service.prisma.operationsCase.findUniqueOrThrow({
      where: { referenceCode: 'VIP-81001-FCO' },
    });
    const onBooking = await tick(booking.id, 'supplier_assigned', true).expect(422);
    expect(onBooking.body.error.message).toBe("Supplier assigned is on a chauffeur transfer's checklist only");
    expect(await storedItems(id)).toEqual(['vendor_confirmation_sent']);
    expect(await storedItems(booking.id)).toEqual([]);
  });

  it('refuses a colleague without the bookings permission', async () => {
    const { id } = await createTransfer();
    const invited = staffCredentialsSchema.parse(
      (
        await staff.agent
          .post('/api/admin/staff')
          .set('X-CSRF-Token', staff.csrf)
          .send({ email: 'cat.alogue@example.com', name: 'Cat Alogue', role: 'catalog' })
          .expect(201)
      ).body,
    );
    const first = await signIn('cat.alogue@example.com', invited.temporaryPassword);
    await first.agent
      .post('/api/admin/session/password')
      .set('X-CSRF-Token', first.csrf)
      .send({ currentPassword: invited.temporaryPassword, newPassword: 'cat-alogue-own-password' })
      .expect(200);
    const cat = await signIn('cat.alogue@example.com', 'cat-alogue-own-password');
    const refused = await tick(id, 'vendor_confirmation_sent', true, cat).expect(403);
    expect(refused.body.error.code).toBe('PERMISSION_DENIED');
    expect(await storedItems(id)).toEqual([]);
  });

  it('ticks Supplier assigned when a supplier is assigned, and unticks it when the supplier is removed', async () => {
    const { id } = await createTransfer();
    await staff.agent
      .put(`/api/admin/bookings/${id}/supplier`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ kind: 'chauffeur', supplierId: dispatch.id })
      .expect(200);
    expect(await item(id, 'supplier_assigned')).toMatchObject({ isCompleted: true, completedBy: ADMIN.name });
    aMinuteLater();
    await staff.agent.delete(`/api/admin/bookings/${id}/supplier`).set('X-CSRF-Token', staff.csrf).expect(200);
    expect(await item(id, 'supplier_assigned')).toMatchObject({ isCompleted: false, completedBy: null });
    expect(await checklistAudit(id)).toEqual([
      [ADMIN.name, { supplier_assigned: { from: true, to: false } }],
      [ADMIN.name, { supplier_assigned: { from: false, to: true } }],
    ]);
  });

  it("ticks Driver info received once staff have the driver's name and phone, at creation or in an edit", async () => {
    const typed = await createTransfer({ driverName: 'Luca Moretti', driverPhone: '+1 646 555 0188' });
    expect(await item(typed.id, 'driver_info_received')).toMatchObject({ isCompleted: true, completedBy: ADMIN.name });

    const { id } = await createTransfer();
    const save = async (fields: Record<string, unknown>) => {
      const { version } = await detail(id);
      await staff.agent
        .patch(`/api/admin/bookings/${id}`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ version, ...fields })
        .expect(200);
    };
    await save({ driverName: 'Luca Moretti' });
    expect((await item(id, 'driver_info_received'))!.isCompleted).toBe(false);
    await save({ driverPhone: '+1 646 555 0188' });
    expect(await item(id, 'driver_info_received')).toMatchObject({ isCompleted: true, completedBy: ADMIN.name });
  });

  it('ticks Driver info received when the supplier gives the driver through its job link, and nothing else', async () => {
    const { id, referenceCode } = await createTransfer();
    await staff.agent
      .put(`/api/admin/bookings/${id}/supplier`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ kind: 'chauffeur', supplierId: dispatch.id })
      .expect(200);
    await staff.agent
      .post(`/api/admin/bookings/${id}/communications`)
      .set('X-CSRF-Token', staff.csrf)
      .send({
        purpose: 'driver_request',
        email: {
          to: dispatch.email,
          subject: `Driver request - ${referenceCode}`,
          message: 'Driver and plate, please.',
        },
      })
      .expect(201);
    const mail = smtp.received.filter(
      (m) => m.envelope.to.includes(dispatch.email) && (m.mail.subject ?? '').includes(referenceCode),
    );
    const token = LINK.exec(mail.at(-1)?.mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    await request(service.app.callback())
      .post(`/api/supplier-jobs/${token}/answers`)
      .send({ accept: true, driverName: 'Luca Moretti', driverPhone: '+1 646 555 0188', vehiclePlate: 'T-4471' })
      .expect(200);
    expect(await item(id, 'driver_info_received')).toMatchObject({
      isCompleted: true,
      completedBy: SUPPLIER_JOB_AUDIT_ACTOR,
    });
    expect(await storedItems(id)).toEqual(['driver_info_received', 'supplier_assigned']);
  });

  it('ticks the final reconfirmation when the reconfirmation goes out 24 to 48 hours before the service', async () => {
    const { id } = await createTransfer({ serviceDate: '2030-08-01', serviceTime: '09:30' });
    await staff.agent
      .put(`/api/admin/bookings/${id}/supplier`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ kind: 'chauffeur', supplierId: dispatch.id })
      .expect(200);
    const { version } = await detail(id);
    await staff.agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ version, supplierConfirmationNumber: 'GCS-5521' })
      .expect(200);
    // 30 hours before 09:30 in New York (13:30 UTC).
    const today = now;
    now = new Date('2030-07-31T07:30:00.000Z');
    try {
      const outcome = await service.reconfirmations!.runDue();
      expect(outcome.sent).toContain(id);
    } finally {
      now = today;
    }
    expect(await item(id, 'final_reconfirmation_24h')).toMatchObject({
      isCompleted: true,
      completedBy: 'System (reconfirmation)',
    });
  });

  describeWithInfra('chromium', 'with the PDF confirmation', () => {
    it('ticks Client confirmation sent when the confirmation is e-mailed to the client', async () => {
      const { id } = await createTransfer();
      await staff.agent.post(`/api/admin/bookings/${id}/generate-pdf`).set('X-CSRF-Token', staff.csrf).expect(200);
      await staff.agent
        .post(`/api/admin/bookings/${id}/send-pdf`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ recipientEmail: 'katherine@example.com', ccEmail: '', subject: '', emailBody: '' })
        .expect(201);
      expect(await item(id, 'client_confirmation_sent')).toMatchObject({ isCompleted: true, completedBy: ADMIN.name });
      expect(await storedItems(id)).toEqual(['client_confirmation_sent']);
    });
  });
});
