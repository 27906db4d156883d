import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { bookingUpdatedV1, bookingUpdatedV2, createEnvelope, updatedEventCore } from '@vip/contracts/events';
import {
  adminBookingDetailSchema,
  adminPricePreviewSchema,
  bookingCorePreviewRequestSchema,
  serviceOptionListSchema,
  bookingCoreUpdateSchema,
  staffSessionSchema,
  type BookingCore,
  type BookingCoreUpdate,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, testIdentities, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

const ADMIN = { email: 'edit.lead@example.com', password: 'a-long-and-secret-password', name: 'Edit Lead' };
const identities = testIdentities();

/** Service 13: the lounge arrival staff may move the booking to. */
const LOUNGE = {
  id: 13,
  name: 'VIP Lounge Access - Arrival',
  serviceType: 'arrival' as const,
  serviceLevel: 'lounge' as const,
};

/**
 * The stand-in's re-pricing, by the simple rule of this booking (svc-booking's own tests check the real one
 * against svc-catalog): each adult beyond two adds 100, the lounge costs 650 instead of 395, porter as given.
 */
function changed(core: BookingCore, change: Omit<BookingCoreUpdate, 'actor'>): BookingCore {
  const { porterCost, serviceId, ...fields } = change;
  const next = {
    ...core,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  } as BookingCore;
  const porter = next.porterSelected ? (porterCost ?? (core.porterSelected ? core.porterCost : 150)) : 0;
  const service = serviceId === LOUNGE.id ? LOUNGE : core.service;
  const basePrice = service.id === LOUNGE.id ? 650 : 395;
  const adultFeeTotal = Math.max(0, next.adultCount - 2) * 100;
  const totalPrice = basePrice + adultFeeTotal + core.price.childFeeTotal + porter;
  return {
    ...next,
    service,
    porterCost: porter,
    totalPrice,
    price: { ...core.price, basePrice, adultFeeTotal, porterCost: porter, totalPrice },
  };
}

/**
 * svc-booking's internal API as its contract describes it (the Pact between the two checks the real
 * one): validates with the shared schema, applies the change to its copy, answers with the core fields.
 */
async function startBookingStandIn(initial: BookingCore) {
  let core = { ...initial };
  const received: unknown[] = [];
  let down = false;
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', async () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (down) return send(503, { error: { code: 'INTERNAL', message: 'down', requestId: 'r' } });
      if ((await identities.callerOf('svc-booking', req.headers.authorization ?? '')) !== 'svc-ops')
        return send(401, {
          error: { code: 'SERVICE_TOKEN_INVALID', message: 'A valid service token is required', requestId: 'r' },
        });
      const preview = req.url?.endsWith('/price-preview') ?? false;
      const parsed = (preview ? bookingCorePreviewRequestSchema : bookingCoreUpdateSchema).safeParse(JSON.parse(text));
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
        return send(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please check the highlighted fields',
            requestId: 'r',
            details: { fieldErrors, formErrors: [] },
          },
        });
      }
      received.push(parsed.data);
      const { actor: _actor, ...change } = parsed.data as BookingCoreUpdate;
      if (preview) return send(200, { current: core, proposed: changed(core, change) });
      const previous = core;
      core = { ...changed(core, change), coreVersion: core.coreVersion + 1 };
      send(200, { ...core, previous });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    setDown: (v: boolean) => (down = v),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** svc-catalog's service list at FCO, as its contract describes it: the standard and the lounge arrival. */
async function startCatalogStandIn() {
  const queries: Array<Record<string, string>> = [];
  const service = (id: number, name: string, serviceLevel: string, totalPrice: number) => ({
    id,
    airportId: 3,
    vendorId: 3,
    serviceType: 'arrival',
    serviceLevel,
    name,
    description: name,
    image: null,
    basePrice: totalPrice,
    includedTravelers: 2,
    adultFee: 100,
    childFee: 60,
    freeChildrenAllowance: 0,
    greeterLimit: 6,
    afterHoursFee: 0,
    afterHoursStart: '22:00',
    afterHoursEnd: '06:00',
    lastMinute24hSurcharge: 0,
    lastMinute48hSurcharge: 0,
    cancellationDeadlineHours: 48,
    tags: [],
    isPopular: false,
    isPremium: false,
    inclusions: {},
    active: true,
    airport: { code: 'FCO', name: 'Rome Fiumicino', city: 'Rome', country: 'Italy', timeZone: 'Europe/Rome' },
    vendor: { id: 3, name: 'Rome Airport Concierge' },
    pricing: {
      totalPrice,
      basePrice: totalPrice,
      adultFee: 100,
      childFee: 60,
      includedTravelers: 2,
      paidAdults: 0,
      paidChildren: 0,
      adultFeeTotal: 0,
      childFeeTotal: 0,
      additionalGreeters: 0,
      additionalGreeterFee: 0,
      afterHoursFee: 0,
      lastMinuteFee: 0,
      porterAvailable: true,
      porterCost: 0,
      porterSelected: false,
      subtotal: totalPrice,
      discountPercentage: 0,
      discountAmount: 0,
      currency: 'USD',
    },
  });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    queries.push(Object.fromEntries(url.searchParams));
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(
        JSON.stringify([
          service(11, 'VIP Meet & Greet - Arrival', 'standard', 545),
          service(13, 'VIP Lounge Access - Arrival', 'lounge', 650),
        ]),
      );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queries,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('editing core booking fields from the back office', () => {
  let catalog: Awaited<ReturnType<typeof startCatalogStandIn>>;
  let db: TestDatabase;
  let service: OpsService;
  let booking: Awaited<ReturnType<typeof startBookingStandIn>>;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
  const event = bookingRequested('VIP-66666-FCO');
  let id: string;

  beforeAll(async () => {
    booking = await startBookingStandIn({
      bookingId: event.payload.bookingId,
      referenceCode: 'VIP-66666-FCO',
      contactName: 'Grace Hopper',
      contactEmail: 'grace@example.com',
      contactPhone: '+1 212 555 0100',
      airline: null,
      flightNumber: 'AZ611',
      flightDate: '2030-06-20',
      flightTime: '14:00',
      terminal: '3',
      adultCount: 2,
      childCount: 1,
      travelerNames: ['Grace Hopper'],
      porterSelected: true,
      porterCost: 150,
      totalPrice: 605,
      coreVersion: 1,
      service: { id: 11, name: 'VIP Meet & Greet - Arrival', serviceType: 'arrival', serviceLevel: 'standard' },
      price: {
        basePrice: 395,
        adultFeeTotal: 0,
        childFeeTotal: 60,
        additionalGreeterFee: 0,
        afterHoursFee: 0,
        lastMinuteFee: 0,
        porterCost: 150,
        discount: 0,
        totalPrice: 605,
      },
    });
    catalog = await startCatalogStandIn();
    db = await createTestDatabase('ops_edit');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
        BOOKING_URL: booking.url,
        CATALOG_URL: catalog.url,
        ...identities.env('svc-ops'),
      },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
    await bus.publish([event]);
    id = (await service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode: 'VIP-66666-FCO' } })).id;
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
    await booking?.close();
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
  const versionNow = async () => (await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } })).version;

  it('passes contact, flight, traveller and porter changes to svc-booking and keeps its answer, audited', async () => {
    const { agent, csrf } = await signIn();
    const res = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({
        version: await versionNow(),
        contactPhone: '+1 212 555 0199',
        flightTime: '16:30',
        adultCount: 3,
        porterSelected: false,
        internalNotes: 'Moved to 16:30',
      })
      .expect(200);
    const detail = adminBookingDetailSchema.parse(res.body);
    // svc-booking re-prices: a third adult (100) and no porter.
    // The phone as staff typed it is stored in E.164.
    expect(detail).toMatchObject({
      contactPhone: '+12125550199',
      flightTime: '16:30',
      adultCount: 3,
      porterSelected: false,
      totalPrice: 555,
      internalNotes: 'Moved to 16:30',
    });
    expect(booking.received.at(-1)).toEqual({
      contactPhone: '+12125550199',
      flightTime: '16:30',
      adultCount: 3,
      porterSelected: false,
      actor: { id: expect.any(String), name: ADMIN.name },
    });
    const row = await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } });
    expect(row.flightAt.toISOString()).toBe('2030-06-20T14:30:00.000Z');
    const audit = (await agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body;
    expect(audit[0].changes).toMatchObject({
      contactPhone: { from: '+1 212 555 0100', to: '+12125550199' },
      porterCost: { from: 150, to: 0 },
      internalNotes: { from: null, to: 'Moved to 16:30' },
    });
  });

  it("answers svc-booking's field errors as field errors, and an outage as 503, changing nothing", async () => {
    const { agent, csrf } = await signIn();
    const version = await versionNow();
    // The schema is shared, so svc-ops refuses this itself before calling.
    const invalid = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version, adultCount: 0, porterCost: -1 })
      .expect(400);
    expect(Object.keys(invalid.body.error.details.fieldErrors).sort()).toEqual(['adultCount', 'porterCost']);
    booking.setDown(true);
    const down = await agent
      .patch(`/api/admin/bookings/${id}`)
      .set('X-CSRF-Token', csrf)
      .send({ version, contactName: 'Someone Else', internalNotes: 'not saved either' })
      .expect(503);
    expect(down.body.error.message).toBe('The booking could not be updated right now. Please try again in a moment.');
    booking.setDown(false);
    const row = await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ contactName: 'Grace Hopper', internalNotes: 'Moved to 16:30', version });
  });

  it('re-prices a change of travellers or service: the old and new total first, the invoice it no longer matches, then the save', async () => {
    const { agent, csrf } = await signIn();
    await agent.post(`/api/admin/bookings/${id}/create-invoice`).set('X-CSRF-Token', csrf).expect(200);
    const detail = adminBookingDetailSchema.parse((await agent.get(`/api/admin/bookings/${id}`).expect(200)).body);
    const invoiced = detail.operations.invoice!.amount;

    const preview = adminPricePreviewSchema.parse(
      (
        await agent
          .post(`/api/admin/bookings/${id}/price-preview`)
          .set('X-CSRF-Token', csrf)
          .send({ adultCount: detail.adultCount + 2, serviceId: 13 })
          .expect(200)
      ).body,
    );
    expect(preview.current.totalPrice).toBe(detail.totalPrice);
    expect(preview.service).toEqual({
      id: 13,
      name: 'VIP Lounge Access - Arrival',
      serviceType: 'arrival',
      serviceLevel: 'lounge',
    });
    expect(preview.proposed.basePrice).toBe(650);
    expect(preview.proposed.totalPrice).toBeGreaterThan(detail.totalPrice);
    expect(preview.invoice).toEqual({ status: 'DRAFT', amount: invoiced });
    // Nothing to price is refused (as a save with nothing to change is), not a preview of nothing.
    const empty = await agent.post(`/api/admin/bookings/${id}/price-preview`).set('X-CSRF-Token', csrf).expect(422);
    expect(empty.body.error.message).toBe('Nothing to price: change the service, travellers, porter or flight time');
    // Nothing saved by a preview.
    expect((await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } })).serviceId).toBe(11);

    const saved = adminBookingDetailSchema.parse(
      (
        await agent
          .patch(`/api/admin/bookings/${id}`)
          .set('X-CSRF-Token', csrf)
          .send({ version: detail.version, adultCount: detail.adultCount + 2, serviceId: 13 })
          .expect(200)
      ).body,
    );
    expect(saved.service).toMatchObject({ id: 13, name: 'VIP Lounge Access - Arrival', serviceLevel: 'lounge' });
    expect(saved.totalPrice).toBe(preview.proposed.totalPrice);
    expect(saved.priceBreakdown).toMatchObject({
      basePrice: 650,
      adultFeeTotal: preview.proposed.adultFeeTotal,
      totalPrice: preview.proposed.totalPrice,
    });
    expect(booking.received.at(-1)).toMatchObject({ adultCount: detail.adultCount + 2, serviceId: 13 });
    const [latest] = (await agent.get(`/api/admin/bookings/${id}/audit`).expect(200)).body as Array<{
      changes: Record<string, { from: unknown; to: unknown }>;
    }>;
    expect(latest!.changes).toMatchObject({
      service: { from: 'VIP Meet & Greet - Arrival', to: 'VIP Lounge Access - Arrival' },
      totalPrice: { from: detail.totalPrice, to: saved.totalPrice },
    });
    // The invoice keeps the amount it was made for; the tab warns (operations.invoice.amount ≠ total).
    expect(saved.operations.invoice!.amount).toBe(invoiced);
  });

  it('lists the services staff may move the booking to, from svc-catalog, priced for its party', async () => {
    const { agent } = await signIn();
    const options = serviceOptionListSchema.parse(
      (await agent.get(`/api/admin/bookings/${id}/service-options`).expect(200)).body,
    );
    expect(options.map((o) => [o.id, o.serviceLevel, o.totalPrice])).toEqual([
      [11, 'standard', 545],
      [13, 'lounge', 650],
    ]);
    expect(catalog.queries.at(-1)).toMatchObject({ airport: 'FCO', type: 'arrival' });
  });

  it("keeps svc-booking's booking.updated in core-version order, without making open modals stale", async () => {
    const before = await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } });
    const bookingId = before.bookingId!;
    const copy = (coreVersion: number, name: string) =>
      createEnvelope(bookingUpdatedV2, {
        producer: 'svc-booking',
        aggregateId: bookingId,
        payload: {
          bookingId,
          referenceCode: before.referenceCode,
          changedFields: ['contactName'],
          ...updatedEventCore({ ...before, contactName: name }),
          updatedBy: ADMIN.name,
          updatedAt: '2030-06-02T10:00:00.000Z',
          coreVersion,
        },
      });
    // As svc-booking wrote it before v2: still in Kafka or its outbox when svc-ops moves on.
    const copyInV1 = (coreVersion: number, name: string) =>
      createEnvelope(bookingUpdatedV1, {
        producer: 'svc-booking',
        aggregateId: bookingId,
        payload: {
          bookingId,
          referenceCode: before.referenceCode,
          changedFields: ['contactName'],
          contact: { name, email: before.contactEmail, phone: before.contactPhone },
          flight: {
            number: before.flightNumber!,
            airline: before.airline,
            date: before.flightDate,
            time: before.flightTime,
            terminal: before.terminal,
            instant: before.flightAt.toISOString(),
          },
          adultCount: before.adultCount,
          childCount: before.childCount,
          travelerNames: before.travelerNames,
          porterSelected: before.porterSelected,
          porterCostCents: before.porterCostCents,
          totalPriceCents: before.totalPriceCents,
          updatedBy: ADMIN.name,
          updatedAt: '2030-06-02T10:00:00.000Z',
          coreVersion,
        },
      });
    // Every core change comes from a staff save, which bumped the case version in its own transaction: the
    // event of it (or of its undo) only keeps the copy in step, so a colleague's open modal is not made stale.
    const newer = copy(before.bookingCoreVersion + 5, 'Grace B. Hopper');
    await bus.publish([newer, newer]);
    expect(await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } })).toMatchObject({
      contactName: 'Grace B. Hopper',
      version: before.version,
      bookingCoreVersion: before.bookingCoreVersion + 5,
    });
    // An older copy arriving late changes nothing, in either version.
    await bus.publish([
      copy(before.bookingCoreVersion + 4, 'Grace Hopper (stale)'),
      copyInV1(before.bookingCoreVersion + 3, 'Grace Hopper (stale v1)'),
    ]);
    expect((await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } })).contactName).toBe(
      'Grace B. Hopper',
    );
    // A newer v1 applies like a v2.
    await bus.publish([copyInV1(before.bookingCoreVersion + 6, 'Grace Brewster Hopper')]);
    expect(await service.prisma.operationsCase.findUniqueOrThrow({ where: { id } })).toMatchObject({
      contactName: 'Grace Brewster Hopper',
      flightAt: before.flightAt,
      bookingCoreVersion: before.bookingCoreVersion + 6,
    });
    expect(bus.deadLetters).toEqual([]);
  });
});
