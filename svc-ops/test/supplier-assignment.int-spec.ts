import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { adminBookingDetailSchema, auditTrailSchema, staffSessionSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'assign.lead@example.com', password: 'a-long-and-secret-password', name: 'Assign Lead' };

const vip = (overrides: { iataCode: string; companyName: string; serviceLevel?: string }) => ({
  id: randomUUID(),
  serviceLevel: 'standard',
  supplierName: 'Davide Ricci',
  email: `ops@${overrides.companyName.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
  phone: '+39 06 0000 0001',
  mobile: '+39 333 000 0001',
  amenities: ['Meet at the gate'],
  ...overrides,
});

const chauffeur = (overrides: { supplierName: string; airportCodes: string[]; typeOfSupplier: string }) => ({
  id: randomUUID(),
  phone: '+1 212-555-0101',
  email: `dispatch@${overrides.supplierName.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
  vehiclesOffered: ['sedan'],
  ...overrides,
});

describe('assigning a supplier to a booking', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  let meetAndGreet: string;
  let transfer: string;
  const rome = vip({ iataCode: 'FCO', companyName: 'Opaline Rome Hosts' });
  const romeOther = vip({ iataCode: 'FCO', companyName: 'Nethercote Rome Hosts', serviceLevel: 'lounge' });
  const paris = vip({ iataCode: 'CDG', companyName: 'Paris Gate Hosts' });
  const global = chauffeur({
    supplierName: 'Astral Worldwide Chauffeurs',
    airportCodes: ['ALL'],
    typeOfSupplier: 'Global',
  });
  const seychelles = chauffeur({ supplierName: 'Mahe Island Cars', airportCodes: ['SEZ'], typeOfSupplier: 'Local' });
  const milan = chauffeur({
    supplierName: 'Milano Private Drivers',
    airportCodes: ['MXP', 'LIN'],
    typeOfSupplier: 'Regional',
  });

  beforeAll(async () => {
    db = await createTestDatabase('ops_supplier_assignment');
    service = await startOpsService({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
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
    });
    await service.prisma.supplier.createMany({ data: [rome, romeOther, paris] });
    await service.prisma.chauffeurSupplier.createMany({ data: [global, seychelles, milan] });
    await bus.publish([bookingRequested('VIP-60001-FCO')]);
    meetAndGreet = (
      await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-60001-FCO' } })
    ).id;
    // A standalone chauffeur transfer at SEZ, as svc-ops keeps it (no svc-booking booking).
    const base = await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: meetAndGreet } });
    const {
      id: _id,
      bookingId: _b,
      referenceCode: _r,
      createdAt: _c,
      updatedAt: _u,
      version: _v,
      priceBreakdown,
      ...fields
    } = base;
    transfer = (
      await service.prisma.operationsCase.create({
        data: {
          ...fields,
          id: randomUUID(),
          bookingId: null,
          referenceCode: 'CHF-60002-SEZ',
          isChauffeur: true,
          serviceId: null,
          serviceName: 'Chauffeur Transfer',
          serviceType: 'transfer',
          serviceLevel: null,
          airportCode: 'SEZ',
          airportName: 'Seychelles International Airport',
          airportTimeZone: 'Indian/Mahe',
          priceBreakdown: priceBreakdown as object,
          transfer: { create: { direction: 'pickup', vehicleType: 'sedan', passengers: 2 } },
        },
      })
    ).id;
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

  const supplierPath = (id: string) => `/api/admin/bookings/${id}/supplier`;

  it('needs a session, and the CSRF token to assign or unassign', async () => {
    const anonymous = request(service.app.callback());
    await anonymous.put(supplierPath(meetAndGreet)).send({ supplierId: rome.id, kind: 'vip' }).expect(401);
    const { agent } = await signIn();
    const put = await agent.put(supplierPath(meetAndGreet)).send({ supplierId: rome.id, kind: 'vip' }).expect(403);
    expect(put.body.error.code).toBe('CSRF_TOKEN_INVALID');
    await agent.delete(supplierPath(meetAndGreet)).expect(403);
  });

  it('copies the VIP supplier onto the case, bumps the version and audits it', async () => {
    const { agent, csrf } = await signIn();
    const detail = adminBookingDetailSchema.parse(
      (
        await agent
          .put(supplierPath(meetAndGreet))
          .set('X-CSRF-Token', csrf)
          .send({ supplierId: rome.id, kind: 'vip', version: 1 })
          .expect(200)
      ).body,
    );
    expect(detail.operations).toMatchObject({
      assignedSupplierId: rome.id,
      assignedSupplierName: 'Opaline Rome Hosts',
      assignedSupplierEmail: rome.email,
      assignedSupplierPhone: rome.phone,
    });
    expect(detail).toMatchObject({ assignedSupplierName: 'Opaline Rome Hosts', version: 2 });
    const trail = auditTrailSchema.parse(
      (await agent.get(`/api/admin/bookings/${meetAndGreet}/audit`).expect(200)).body,
    );
    expect(trail[0]).toMatchObject({
      action: 'supplier_assigned',
      actor: { name: ADMIN.name },
      changes: {
        assignedSupplierId: { from: null, to: rome.id },
        assignedSupplierName: { from: null, to: 'Opaline Rome Hosts' },
      },
    });
  });

  it('treats assigning the assigned supplier again as done: no new version, no new audit line', async () => {
    const { agent, csrf } = await signIn();
    const before = (await agent.get(`/api/admin/bookings/${meetAndGreet}/audit`).expect(200)).body.length;
    // The version the first click was made on: a retried request still succeeds.
    const again = adminBookingDetailSchema.parse(
      (
        await agent
          .put(supplierPath(meetAndGreet))
          .set('X-CSRF-Token', csrf)
          .send({ supplierId: rome.id, kind: 'vip', version: 1 })
          .expect(200)
      ).body,
    );
    expect(again).toMatchObject({ version: 2, operations: { assignedSupplierId: rome.id } });
    expect((await agent.get(`/api/admin/bookings/${meetAndGreet}/audit`).expect(200)).body).toHaveLength(before);
  });

  it('refuses another supplier on a stale version (409) and takes it on the current one', async () => {
    const { agent, csrf } = await signIn();
    const stale = await agent
      .put(supplierPath(meetAndGreet))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: romeOther.id, kind: 'vip', version: 1 })
      .expect(409);
    expect(stale.body.error.code).toBe('VERSION_CONFLICT');
    const switched = adminBookingDetailSchema.parse(
      (
        await agent
          .put(supplierPath(meetAndGreet))
          .set('X-CSRF-Token', csrf)
          .send({ supplierId: romeOther.id, kind: 'vip', version: 2 })
          .expect(200)
      ).body,
    );
    expect(switched).toMatchObject({ version: 3, operations: { assignedSupplierName: 'Nethercote Rome Hosts' } });
    // Without a version the assignment is made on whatever is current.
    await agent
      .put(supplierPath(meetAndGreet))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: rome.id, kind: 'vip' })
      .expect(200);
  });

  it('assigns a VIP supplier only to a meet-and-greet booking at its airport', async () => {
    const { agent, csrf } = await signIn();
    const elsewhere = await agent
      .put(supplierPath(meetAndGreet))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: paris.id, kind: 'vip' })
      .expect(422);
    expect(elsewhere.body.error).toMatchObject({
      code: 'SUPPLIER_NOT_ELIGIBLE',
      message: "Paris Gate Hosts works at CDG, not at this booking's airport FCO",
    });
    const onTransfer = await agent
      .put(supplierPath(transfer))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: rome.id, kind: 'vip' })
      .expect(422);
    expect(onTransfer.body.error.message).toMatch(/only be assigned to a meet-and-greet booking/);
    // The kind names the table: a VIP id sent as a chauffeur supplier is not found.
    await agent
      .put(supplierPath(transfer))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: rome.id, kind: 'chauffeur' })
      .expect(404);
  });

  it('assigns a chauffeur supplier only to a chauffeur booking at an airport it serves, ALL included', async () => {
    const { agent, csrf } = await signIn();
    const onMeetAndGreet = await agent
      .put(supplierPath(meetAndGreet))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: global.id, kind: 'chauffeur' })
      .expect(422);
    expect(onMeetAndGreet.body.error.message).toMatch(/only be assigned to a chauffeur booking/);
    const notServed = await agent
      .put(supplierPath(transfer))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: milan.id, kind: 'chauffeur' })
      .expect(422);
    expect(notServed.body.error.message).toBe('Milano Private Drivers does not serve SEZ');
    const local = adminBookingDetailSchema.parse(
      (
        await agent
          .put(supplierPath(transfer))
          .set('X-CSRF-Token', csrf)
          .send({ supplierId: seychelles.id, kind: 'chauffeur' })
          .expect(200)
      ).body,
    );
    expect(local.operations).toMatchObject({
      assignedSupplierId: seychelles.id,
      assignedSupplierName: 'Mahe Island Cars',
      assignedSupplierPhone: seychelles.phone,
    });
    const worldwide = adminBookingDetailSchema.parse(
      (
        await agent
          .put(supplierPath(transfer))
          .set('X-CSRF-Token', csrf)
          .send({ supplierId: global.id, kind: 'chauffeur' })
          .expect(200)
      ).body,
    );
    expect(worldwide.operations.assignedSupplierName).toBe('Astral Worldwide Chauffeurs');
  });

  it('answers 404 for an unknown booking or supplier and 400 for malformed input', async () => {
    const { agent, csrf } = await signIn();
    const noCase = await agent
      .put(supplierPath(randomUUID()))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: rome.id, kind: 'vip' })
      .expect(404);
    expect(noCase.body.error.code).toBe('CASE_NOT_FOUND');
    const noSupplier = await agent
      .put(supplierPath(meetAndGreet))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: randomUUID(), kind: 'vip' })
      .expect(404);
    expect(noSupplier.body.error).toMatchObject({ code: 'SUPPLIER_NOT_FOUND', message: 'Supplier not found' });
    const badKind = await agent
      .put(supplierPath(meetAndGreet))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: rome.id, kind: 'greeter' })
      .expect(400);
    expect(badKind.body.error.message).toBe("kind must be 'vip' or 'chauffeur'");
    const badId = await agent
      .put(supplierPath(meetAndGreet))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: 'abc', kind: 'vip' })
      .expect(400);
    expect(badId.body.error.message).toBe('Choose a supplier');
    await agent
      .put(supplierPath('not-a-uuid'))
      .set('X-CSRF-Token', csrf)
      .send({ supplierId: rome.id, kind: 'vip' })
      .expect(400);
  });

  it('unassigns: clears the four columns, audits it, and a second unassign changes nothing', async () => {
    const { agent, csrf } = await signIn();
    const before = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${meetAndGreet}`).expect(200)).body,
    );
    expect(before.operations.assignedSupplierId).toBe(rome.id);
    const cleared = adminBookingDetailSchema.parse(
      (await agent.delete(supplierPath(meetAndGreet)).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(cleared.operations).toMatchObject({
      assignedSupplierId: null,
      assignedSupplierName: null,
      assignedSupplierEmail: null,
      assignedSupplierPhone: null,
    });
    expect(cleared.version).toBe(before.version + 1);
    const trail = auditTrailSchema.parse(
      (await agent.get(`/api/admin/bookings/${meetAndGreet}/audit`).expect(200)).body,
    );
    expect(trail[0]).toMatchObject({
      action: 'supplier_unassigned',
      changes: { assignedSupplierName: { from: 'Opaline Rome Hosts', to: null } },
    });
    const again = adminBookingDetailSchema.parse(
      (await agent.delete(supplierPath(meetAndGreet)).set('X-CSRF-Token', csrf).expect(200)).body,
    );
    expect(again.version).toBe(cleared.version);
    await agent.delete(supplierPath(randomUUID())).set('X-CSRF-Token', csrf).expect(404);
  });

  it('tells open boards when a supplier is assigned', async () => {
    const server = await service.listen();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const stream = await fetch(`${base}/api/admin/events`, { headers: { cookie } });
    const reader = stream.body!.getReader();
    const assigned = await fetch(`${base}${supplierPath(meetAndGreet)}`, {
      method: 'PUT',
      headers: { cookie, 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ supplierId: romeOther.id, kind: 'vip' }),
    });
    expect(assigned.status).toBe(200);
    let text = '';
    const deadline = Date.now() + 5000;
    while (!text.includes('"reason":"case-changed"') && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value?: undefined }>((r) =>
          setTimeout(() => r({ done: true }), deadline - Date.now()),
        ),
      ]);
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    await reader.cancel();
    expect(text).toContain('"reason":"case-changed"');
  });
});
