import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  adminBookingDetailSchema,
  adminBookingPageSchema,
  currencyRateListSchema,
  staffSessionSchema,
  transferCreatedSchema,
  type TransferCreateInput,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'transfers.lead@example.com', password: 'a-long-and-secret-password', name: 'Transfer Lead' };

/** svc-catalog's GET /api/airports/{code} as its contract describes it (the Pact checks the real one). */
async function startCatalogStandIn() {
  const airports: Record<string, { code: string; name: string; timeZone: string }> = {
    JFK: { code: 'JFK', name: 'John F. Kennedy International Airport', timeZone: 'America/New_York' },
    FCO: { code: 'FCO', name: 'Rome Fiumicino', timeZone: 'Europe/Rome' },
  };
  let down = false;
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (down) return send(503, { error: { code: 'INTERNAL', message: 'down', requestId: 'r' } });
    const code = /^\/api\/airports\/([A-Z]{3})$/.exec(req.url ?? '')?.[1];
    const airport = code ? airports[code] : undefined;
    if (!airport)
      return send(404, { error: { code: 'AIRPORT_NOT_FOUND', message: 'Airport Not Found', requestId: 'r' } });
    send(200, {
      id: 1,
      city: 'x',
      country: 'x',
      countryCode: 'XX',
      region: 'Americas',
      icao: null,
      latitude: null,
      longitude: null,
      serviceLevels: [],
      serviceCount: 0,
      ...airport,
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setDown: (v: boolean) => (down = v),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const standalone: TransferCreateInput = {
  contactName: 'Katherine Johnson',
  contactEmail: 'katherine@example.com',
  contactPhone: '+1 757 555 0100',
  serviceDate: '2030-07-01',
  serviceTime: '09:30',
  direction: 'pickup',
  airportCode: 'jfk',
  pickupLocation: 'JFK Terminal 4',
  dropoffLocation: 'The Plaza, 768 5th Ave',
  passengers: 3,
  vehicleType: 'suv',
  serviceCost: 180,
  additionalCostItems: [
    { description: 'Child seat', amount: 15.5 },
    { description: 'Waiting time', amount: 40 },
  ],
  flightNumber: 'AA100',
  flightTime: '08:55',
};

describe('chauffeur transfers and the operations fields', () => {
  let db: TestDatabase;
  let service: OpsService;
  let catalog: Awaited<ReturnType<typeof startCatalogStandIn>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const vip = bookingRequested('VIP-77777-FCO');
  let vipCaseId: string;

  beforeAll(async () => {
    catalog = await startCatalogStandIn();
    db = await createTestDatabase('ops_transfers');
    // No SERVICE_KEY: a call to svc-booking would be a 503, so a standalone transfer's edits prove they stay
    // here.
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        CATALOG_URL: catalog.url,
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
      // The transfers below are on 2030-07-01: a date within the booking horizon of this clock.
      now: () => new Date('2030-06-01T12:00:00Z'),
    });
    await bus.publish([vip]);
    vipCaseId = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-77777-FCO' } }))
      .id;
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await catalog?.close();
  });

  async function signIn() {
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }
  const outboxOf = (aggregateId: string, type: string) =>
    service.prisma.outboxEvent.findMany({ where: { aggregateId, eventType: type } });

  it('creates a standalone transfer: its own reference, total = base + additional costs, on the board with the Chauffeur flag', async () => {
    const { agent, csrf } = await signIn();
    const res = await agent.post('/api/admin/transfers').set('X-CSRF-Token', csrf).send(standalone).expect(201);
    const created = transferCreatedSchema.parse(res.body);
    expect(created.referenceCode).toMatch(/^CHF-\d{5}-JFK$/);
    expect(created.totalAmount).toBe(235.5);

    const board = adminBookingPageSchema.parse(
      (await agent.get('/api/admin/bookings?status=inquiry_received').expect(200)).body,
    );
    const card = board.items.find((b) => b.referenceCode === created.referenceCode);
    expect(card).toMatchObject({
      isChauffeur: true,
      bookingId: null,
      service: null,
      flightDate: '2030-07-01',
      flightTime: '09:30',
      totalPrice: 235.5,
    });
    expect(card?.transfer).toEqual({
      direction: 'pickup',
      airportCode: 'JFK',
      pickupLocation: 'JFK Terminal 4',
      dropoffLocation: 'The Plaza, 768 5th Ave',
      passengers: 3,
      vehicleType: 'suv',
    });

    const detail = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${created.id}`).expect(200)).body,
    );
    expect(detail.transferDetail).toMatchObject({
      serviceDate: '2030-07-01',
      serviceTime: '09:30',
      baseServiceCost: 180,
      additionalCostItems: [
        { description: 'Child seat', amount: 15.5 },
        { description: 'Waiting time', amount: 40 },
      ],
      totalAmount: 235.5,
      linkedBooking: null,
    });
    expect(detail.priceBreakdown).toMatchObject({ basePrice: 180, porterCost: 0, totalPrice: 235.5 });
    const row = await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: created.id } });
    // 09:30 in New York in July is 13:30 UTC.
    expect(row.flightAt.toISOString()).toBe('2030-07-01T13:30:00.000Z');
    const events = await outboxOf(created.id, 'transfer.created');
    expect(events).toHaveLength(1);
    expect((events[0]!.envelope as { payload: unknown }).payload).toMatchObject({
      referenceCode: created.referenceCode,
      totalAmountCents: 23550,
      linkedBookingId: null,
    });
    const audit = (await agent.get(`/api/admin/bookings/${created.id}/audit`).expect(200)).body as Array<{
      action: string;
    }>;
    expect(audit.map((a) => a.action)).toEqual(['transfer_created']);
  });

  it('links a transfer to an existing VIP booking, whose travellers and reference it carries', async () => {
    const { agent, csrf } = await signIn();
    const res = await agent
      .post('/api/admin/transfers')
      .set('X-CSRF-Token', csrf)
      .send({
        ...standalone,
        linkedBookingId: vipCaseId,
        airportCode: 'FCO',
        direction: 'dropoff',
        additionalCostItems: [],
      })
      .expect(201);
    const created = transferCreatedSchema.parse(res.body);
    expect(created.referenceCode).toMatch(/^CHF-\d{5}-FCO$/);
    const detail = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${created.id}`).expect(200)).body,
    );
    expect(detail.transferDetail?.linkedBooking).toEqual({ id: vipCaseId, referenceCode: 'VIP-77777-FCO' });
    expect(detail.travelerNames).toEqual(['Grace Hopper']);
    const event = (await outboxOf(created.id, 'transfer.created'))[0]!.envelope as {
      payload: { linkedBookingId: string; linkedReferenceCode: string };
    };
    expect(event.payload).toMatchObject({
      linkedBookingId: vip.payload.bookingId,
      linkedReferenceCode: 'VIP-77777-FCO',
    });

    const missing = await agent
      .post('/api/admin/transfers')
      .set('X-CSRF-Token', csrf)
      .send({ ...standalone, linkedBookingId: '0b7c3d2e-1111-4222-8333-444455556666' })
      .expect(422);
    expect(missing.body.error.code).toBe('LINKED_BOOKING_NOT_FOUND');
  });

  it("answers the Transfer form's rules with the spec's messages, and writes nothing", async () => {
    const { agent, csrf } = await signIn();
    const before = await service.prisma.operationsCase.count();
    const res = await agent
      .post('/api/admin/transfers')
      .set('X-CSRF-Token', csrf)
      .send({
        ...standalone,
        contactName: '',
        contactEmail: 'not-an-email',
        serviceDate: '',
        passengers: 0,
        vehicleType: 'bus',
        direction: 'hourly',
        serviceCost: -1,
        bookerEmail: 'nope',
      })
      .expect(400);
    const fields = res.body.error.details.fieldErrors as Record<string, string[]>;
    expect(fields.contactName).toEqual(['Contact name is required']);
    expect(fields.contactEmail).toEqual(['Valid email is required']);
    expect(fields.serviceDate).toEqual(['Service date is required']);
    expect(fields.passengers).toEqual(['At least 1 passenger required']);
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['vehicleType', 'direction', 'serviceCost', 'bookerEmail']),
    );
    expect(
      (
        await agent
          .post('/api/admin/transfers')
          .set('X-CSRF-Token', csrf)
          .send({ ...standalone, passengers: 9 })
          .expect(400)
      ).body.error.details.fieldErrors.passengers,
    ).toEqual(['At most 8 passengers']);
    expect(
      (
        await agent
          .post('/api/admin/transfers')
          .set('X-CSRF-Token', csrf)
          .send({ ...standalone, airportCode: 'ZZZ' })
          .expect(422)
      ).body.error.code,
    ).toBe('UNKNOWN_AIRPORT');
    expect(await service.prisma.operationsCase.count()).toBe(before);
  });

  it('fails with 503 and writes nothing while the catalog is down; works again when it is back', async () => {
    const { agent, csrf } = await signIn();
    const before = await service.prisma.operationsCase.count();
    catalog.setDown(true);
    const res = await agent.post('/api/admin/transfers').set('X-CSRF-Token', csrf).send(standalone).expect(503);
    expect(res.body.error).toMatchObject({
      code: 'CATALOG_UNAVAILABLE',
      message: 'The airport catalog is not answering right now. Please try again in a moment.',
    });
    expect(await service.prisma.operationsCase.count()).toBe(before);
    catalog.setDown(false);
    await agent.post('/api/admin/transfers').set('X-CSRF-Token', csrf).send(standalone).expect(201);
  });

  it('needs a staff session and the CSRF token', async () => {
    await request(service.app.callback()).post('/api/admin/transfers').send(standalone).expect(401);
    const { agent } = await signIn();
    await agent.post('/api/admin/transfers').send(standalone).expect(403);
  });

  it('moves a standalone transfer on the board without telling svc-booking (it has no booking there)', async () => {
    const { agent, csrf } = await signIn();
    const { id } = transferCreatedSchema.parse(
      (await agent.post('/api/admin/transfers').set('X-CSRF-Token', csrf).send(standalone).expect(201)).body,
    );
    await agent
      .patch(`/api/admin/bookings/${id}/status`)
      .set('X-CSRF-Token', csrf)
      .send({ adminStatus: 'confirmation_sent' })
      .expect(200);
    expect(await outboxOf(id, 'case.status-changed')).toHaveLength(0);
  });

  it("edits a transfer's own fields here: contact, places, passengers, costs; the total follows", async () => {
    const { agent, csrf } = await signIn();
    const { id } = transferCreatedSchema.parse(
      (await agent.post('/api/admin/transfers').set('X-CSRF-Token', csrf).send(standalone).expect(201)).body,
    );
    const version = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } })).version;
    const res = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({
        version,
        contactPhone: '+1 757 555 0199',
        passengers: 5,
        vehicleType: 'van',
        transferDirection: 'pointtopoint',
        baseServiceCost: 200,
        additionalCostItems: [{ description: 'Tolls', amount: 12.25 }],
        driverName: 'Dorothy Vaughan',
        driverPhone: '+1 757 555 0142',
        vehiclePlate: 'NYC 1234',
      })
      .expect(200);
    const detail = adminBookingDetailSchema.parse(res.body);
    expect(detail).toMatchObject({ contactPhone: '+17575550199', totalPrice: 212.25 });
    expect(detail.transferDetail).toMatchObject({
      passengers: 5,
      vehicleType: 'van',
      direction: 'pointtopoint',
      baseServiceCost: 200,
      totalAmount: 212.25,
    });
    expect(detail.operations).toMatchObject({
      driverName: 'Dorothy Vaughan',
      driverPhone: '+17575550142',
      vehiclePlate: 'NYC 1234',
    });

    const refused = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: detail.version, porterSelected: true })
      .expect(422);
    expect(refused.body.error.code).toBe('NOT_FOR_TRANSFER');
    const meetAndGreet = await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: vipCaseId } });
    const wrongKind = await agent
      .patch(`/api/admin/bookings/${vipCaseId}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: meetAndGreet.version, passengers: 2 })
      .expect(422);
    expect(wrongKind.body.error.code).toBe('NOT_A_TRANSFER');
  });

  it("keeps a transfer's gratuity, pickup time, supplier confirmation and operational status (spec's Transfer table), audited", async () => {
    const { agent, csrf } = await signIn();
    const { id } = transferCreatedSchema.parse(
      (await agent.post('/api/admin/transfers').set('X-CSRF-Token', csrf).send(standalone).expect(201)).body,
    );
    const before = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    expect(before.transferDetail).toMatchObject({
      gratuityIncluded: false,
      pickupTime: null,
      supplierConfirmationStatus: 'pending',
      operationalStatus: 'pending',
    });
    const saved = adminBookingDetailSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${id}`)
          .set('X-CSRF-Token', csrf)
          .send({
            version: before.version,
            gratuityIncluded: true,
            pickupTime: '08:45',
            supplierConfirmationStatus: 'confirmed',
            operationalStatus: 'driver_assigned',
          })
          .expect(200)
      ).body,
    );
    expect(saved.transferDetail).toMatchObject({
      gratuityIncluded: true,
      pickupTime: '08:45',
      supplierConfirmationStatus: 'confirmed',
      operationalStatus: 'driver_assigned',
    });
    const trail = (await agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body as Array<{
      action: string;
      changes: Record<string, unknown>;
    }>;
    expect(trail.find((e) => e.action === 'details_edited')!.changes).toMatchObject({
      operationalStatus: { from: 'pending', to: 'driver_assigned' },
      pickupTime: { from: null, to: '08:45' },
    });
    const bad = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: saved.version, operationalStatus: 'teleported', pickupTime: '25:00' })
      .expect(400);
    expect(Object.keys(bad.body.error.details.fieldErrors).sort()).toEqual(['operationalStatus', 'pickupTime']);
    const meetAndGreet = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${vipCaseId}`).expect(200)).body,
    );
    await agent
      .patch(`/api/admin/bookings/${vipCaseId}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: meetAndGreet.version, gratuityIncluded: true })
      .expect(422);
  });

  it('converts a supplier cost to USD with the rate in force, and keeps that rate with the cost', async () => {
    const { agent, csrf } = await signIn();
    const rates = currencyRateListSchema.parse((await agent.get('/api/admin/currency-rates').expect(200)).body);
    expect(rates.map((r) => r.currency).sort()).toEqual([
      'AED',
      'AUD',
      'CAD',
      'CNY',
      'EUR',
      'GBP',
      'JPY',
      'SAR',
      'USD',
    ]);
    await agent.put('/api/admin/currency-rates/EUR').set('X-CSRF-Token', csrf).send({ rateToUsd: 1.08 }).expect(200);

    const version = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { id: vipCaseId } })).version;
    const saved = adminBookingDetailSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${vipCaseId}`)
          .set('X-CSRF-Token', csrf)
          .send({
            version,
            supplierCostOriginal: 250.5,
            supplierCurrency: 'EUR',
            supplierConfirmationNumber: 'AUR-5521',
            greeterName: 'Marco',
            greeterPhone: '+39 06 555 0101',
          })
          .expect(200)
      ).body,
    );
    expect(saved.operations).toMatchObject({
      supplierCostOriginal: 250.5,
      supplierCurrency: 'EUR',
      supplierRateToUsd: 1.08,
      supplierCostUSD: 270.54,
      supplierConfirmationNumber: 'AUR-5521',
      greeterName: 'Marco',
    });

    // A new rate applies to costs saved from now on; the stored one stays with the saved cost.
    const updated = await agent
      .put('/api/admin/currency-rates/EUR')
      .set('X-CSRF-Token', csrf)
      .send({ rateToUsd: 1.1 })
      .expect(200);
    expect(updated.body).toMatchObject({ currency: 'EUR', rateToUsd: 1.1, updatedBy: ADMIN.name });
    const reread = adminBookingDetailSchema.parse(
      (await agent.get(`/api/admin/bookings/${vipCaseId}`).expect(200)).body,
    );
    expect(reread.operations).toMatchObject({ supplierRateToUsd: 1.08, supplierCostUSD: 270.54 });
    const resaved = adminBookingDetailSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${vipCaseId}`)
          .set('X-CSRF-Token', csrf)
          .send({ version: reread.version, supplierCostOriginal: 300, supplierCurrency: 'EUR' })
          .expect(200)
      ).body,
    );
    expect(resaved.operations).toMatchObject({ supplierRateToUsd: 1.1, supplierCostUSD: 330 });
    const yen = adminBookingDetailSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${vipCaseId}`)
          .set('X-CSRF-Token', csrf)
          .send({
            version: resaved.version,
            supplierCostOriginal: 15000,
            supplierCurrency: 'JPY',
            supplierPaymentStatus: 'paid',
          })
          .expect(200)
      ).body,
    );
    expect(yen.operations.supplierCostUSD).toBe(99);
    // Vendor paid follows the supplier payment status.
    expect(yen.checklist.find((i) => i.itemType === 'vendor_paid')?.isCompleted).toBe(true);

    const usd = await agent
      .put('/api/admin/currency-rates/USD')
      .set('X-CSRF-Token', csrf)
      .send({ rateToUsd: 2 })
      .expect(400);
    expect(usd.body.error.message).toBe('The US dollar rate is always 1');
    await agent.put('/api/admin/currency-rates/XYZ').set('X-CSRF-Token', csrf).send({ rateToUsd: 2 }).expect(400);
    await agent.put('/api/admin/currency-rates/EUR').set('X-CSRF-Token', csrf).send({ rateToUsd: 0 }).expect(400);
    const negative = await agent
      .patch(`/api/admin/bookings/${vipCaseId}`)
      .set('X-CSRF-Token', csrf)
      .send({ version: yen.version, supplierCostOriginal: -5 })
      .expect(400);
    expect(negative.body.error.details.fieldErrors.supplierCostOriginal).toEqual(['Amounts cannot be negative']);
  });
});
