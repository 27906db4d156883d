import { bookingCoreChangeSchema, bookingCorePreviewSchema, bookingCoreSchema } from '@vip/contracts/schemas';
import { internalRouteProblems, internalRoutesOf, testIdentities } from '@vip/platform/testing';
import { fcoArrivalRequest, startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival, jfkSuiteArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');
const identities = testIdentities();
/** svc-ops' Authorization header for svc-booking, signed afresh for each test (a token lasts a minute). */
let asOps = '';
beforeEach(async () => {
  asOps = await identities.authorization('svc-ops', 'svc-booking');
});
const request = fcoArrivalRequest;
const actor = { id: null, name: 'Olivia Ops' };

describe('PATCH /internal/bookings/{id} (staff corrections from svc-ops)', () => {
  let stack: BookingTestStack;
  let id: string;
  let reference: string;

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_internal',
      services: { 11: fcoStandardArrival },
      now: NOW,
      env: identities.env('svc-booking'),
    });
    const { body } = await stack.api().post('/api/bookings/request').send(request).expect(201);
    reference = body.referenceCode;
    id = (await stack.service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: reference } })).id;
  });
  afterAll(() => stack?.stop());
  const patch = (body: unknown, authorization: string | null = asOps) => {
    const req = stack.api().patch(`/internal/bookings/${id}`);
    return (authorization ? req.set('Authorization', authorization) : req).send(body as object);
  };

  it("takes svc-ops' signed token only: none, a wrong one, another service's or the operator's is refused", async () => {
    const missing = await patch({ contactName: 'X', actor }, null).expect(401);
    expect(missing.body.error.code).toBe('SERVICE_TOKEN_INVALID');
    await patch({ contactName: 'X', actor }, 'Bearer not-the-token').expect(401);
    // svc-catalog signing for svc-booking is a service svc-booking knows, but not one the table lets correct bookings.
    const catalog = await patch(
      { contactName: 'X', actor },
      await identities.authorization('svc-catalog', 'svc-booking'),
    );
    expect(catalog.status).toBe(403);
    expect(catalog.body.error).toMatchObject({
      code: 'CALLER_NOT_ALLOWED',
      message: 'svc-catalog may not call /internal/bookings of svc-booking',
    });
    await patch({ contactName: 'X', actor }, `Bearer ${identities.operator('svc-booking')}`).expect(403);
    // svc-ops' token for another service (its audience) is not for this one.
    await patch({ contactName: 'X', actor }, await identities.authorization('svc-ops', 'svc-catalog')).expect(401);
    expect((await stack.service.prisma.booking.findUniqueOrThrow({ where: { id } })).contactName).toBe('Grace Hopper');
  });

  it('answers each caller of every /internal route as INTERNAL_ROUTERS says, in every spelling (the security sweep)', async () => {
    const routes = (await internalRoutesOf(stack.service.app)).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'PATCH /internal/bookings/{id}',
        'POST /internal/bookings/{id}/price-preview',
        'POST /internal/events/dead-letters/replay',
      ]),
    );
    expect(await internalRouteProblems(stack.service.app, 'svc-booking', identities)).toEqual([]);
    expect((await stack.service.prisma.booking.findUniqueOrThrow({ where: { id } })).contactName).toBe('Grace Hopper');
  });

  it('corrects contact, flight and travellers, moves the UTC instant with the local time, and publishes booking.updated', async () => {
    const res = await patch({
      contactPhone: '+1 212 555 0199',
      flightTime: '16:30',
      adultCount: 3,
      travelerNames: ['Grace Hopper', 'Howard Aiken'],
      actor,
    }).expect(200);
    expect(bookingCoreSchema.parse(res.body)).toMatchObject({
      contactPhone: '+1 212 555 0199',
      flightTime: '16:30',
      adultCount: 3,
      totalPrice: 545,
    });
    const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { id } });
    // 16:30 in Rome in June is 14:30 UTC.
    expect(row.flightAt.toISOString()).toBe('2030-06-20T14:30:00.000Z');
    for (let i = 0; i < 200 && stack.updates.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(stack.updates[0]!.payload).toMatchObject({
      bookingId: id,
      referenceCode: reference,
      changedFields: ['contactPhone', 'flightTime', 'flightAt', 'adultCount', 'travelerNames'],
      flightTime: '16:30',
      flightAt: '2030-06-20T14:30:00.000Z',
      contactPhone: '+1 212 555 0199',
      updatedBy: 'Olivia Ops',
    });
  });

  it('takes the porter off (cost 0, total without it), and back on at a staff price', async () => {
    const off = await patch({ porterSelected: false, actor }).expect(200);
    expect(off.body).toMatchObject({ porterSelected: false, porterCost: 0, totalPrice: 395 });
    const on = await patch({ porterSelected: true, porterCost: 50, actor }).expect(200);
    expect(on.body).toMatchObject({ porterSelected: true, porterCost: 50, totalPrice: 445 });
    const traveller = await stack
      .api()
      .get(`/api/bookings/${reference}`)
      .query({ email: 'grace@example.com' })
      .expect(200);
    expect(traveller.body.totalPrice).toBe(445);
  });

  it('refuses values the spec does not allow, with field errors, changing nothing', async () => {
    const res = await patch({ adultCount: 0, porterCost: -1, contactEmail: 'nope', actor }).expect(400);
    expect(Object.keys(res.body.error.details.fieldErrors).sort()).toEqual([
      'adultCount',
      'contactEmail',
      'porterCost',
    ]);
    await patch({ actor }).expect(422);
    await stack
      .api()
      .patch('/internal/bookings/7d0c5a4e-1111-4222-8333-444455556666')
      .set('Authorization', asOps)
      .send({ contactName: 'X', actor })
      .expect(404);
  });
});

/** A lounge arrival at the same airport (no porter with it): a service staff may move the booking to. */
const fcoLoungeArrival = {
  ...fcoStandardArrival,
  id: 13,
  serviceLevel: 'lounge' as const,
  name: 'VIP Lounge Access - Arrival',
  basePrice: 650,
  pricing: {
    ...fcoStandardArrival.pricing!,
    basePrice: 650,
    porterAvailable: false,
    porterSelected: false,
    porterCost: 0,
    subtotal: 650,
    totalPrice: 650,
  },
};

describe('staff corrections re-price through svc-catalog', () => {
  let stack: BookingTestStack;
  let id: string;

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking_reprice',
      services: { 11: fcoStandardArrival, 13: fcoLoungeArrival, 21: jfkSuiteArrival },
      now: NOW,
      env: identities.env('svc-booking'),
      catalogPricesByQuery: true,
    });
    const { body } = await stack
      .api()
      .post('/api/bookings/request')
      .send({ ...request, porterSelected: true })
      .expect(201);
    id = (await stack.service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: body.referenceCode } })).id;
  });
  afterAll(() => stack?.stop());
  const call = (method: 'patch' | 'post', path: string, body: object) =>
    stack.api()[method](`/internal/bookings/${id}${path}`).set('Authorization', asOps).send(body);

  it('previews the new price of more travellers without writing anything, priced as of the request time', async () => {
    const before = await stack.service.prisma.booking.findUniqueOrThrow({ where: { id } });
    const res = await call('post', '/price-preview', { adultCount: 4 }).expect(200);
    const preview = bookingCorePreviewSchema.parse(res.body);
    expect(preview.current).toMatchObject({
      adultCount: 2,
      totalPrice: 545,
      price: { adultFeeTotal: 0, porterCost: 150, totalPrice: 545 },
    });
    expect(preview.proposed).toMatchObject({
      adultCount: 4,
      totalPrice: 745,
      price: { basePrice: 395, adultFeeTotal: 200, porterCost: 150, totalPrice: 745 },
      service: { id: 11, serviceLevel: 'standard' },
    });
    expect(stack.catalog.requests.at(-1)).toContain(`asOf=${encodeURIComponent(before.createdAt.toISOString())}`);
    expect(await stack.service.prisma.booking.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('saves the re-priced booking and tells svc-ops the new parts with booking.updated', async () => {
    const res = await call('patch', '', { adultCount: 4, actor }).expect(200);
    expect(bookingCoreChangeSchema.parse(res.body)).toMatchObject({
      adultCount: 4,
      totalPrice: 745,
      price: { adultFeeTotal: 200 },
      previous: { totalPrice: 545 },
    });
    await stack.waitForEmptyOutbox();
    const event = stack.updates.at(-1)!;
    expect(event.payload).toMatchObject({
      adultCount: 4,
      totalPriceCents: 74500,
      price: { adultFeeTotalCents: 20000, totalPriceCents: 74500 },
      service: { id: 11 },
    });
    expect(event.payload.changedFields).toEqual(
      expect.arrayContaining(['adultCount', 'totalPriceCents', 'adultFeeTotalCents']),
    );
    const traveller = await stack
      .api()
      .get(`/api/bookings/${res.body.referenceCode}`)
      .query({ email: 'grace@example.com' })
      .expect(200);
    expect(traveller.body.totalPrice).toBe(745);
  });

  it('moves the booking to another service at its airport, refusing porter where it is not offered and a service elsewhere', async () => {
    const porter = await call('patch', '', { serviceId: 13, actor }).expect(422);
    expect(porter.body.error).toMatchObject({
      code: 'PORTER_NOT_OFFERED',
      message: 'Porter service is not offered with VIP Lounge Access - Arrival',
    });
    const elsewhere = await call('post', '/price-preview', { serviceId: 21 }).expect(422);
    expect(elsewhere.body.error.code).toBe('SERVICE_NOT_AT_AIRPORT');
    const res = await call('patch', '', { serviceId: 13, porterSelected: false, actor }).expect(200);
    expect(res.body).toMatchObject({
      service: { id: 13, name: 'VIP Lounge Access - Arrival', serviceLevel: 'lounge' },
      porterSelected: false,
      porterCost: 0,
      totalPrice: 850,
      price: { basePrice: 650, adultFeeTotal: 200 },
    });
    const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      serviceId: 13,
      serviceName: 'VIP Lounge Access - Arrival',
      serviceLevel: 'lounge',
      totalPriceCents: 85000,
    });
  });

  it("keeps the checkout's discount on the new price, and staff's own porter cost", async () => {
    await stack.service.prisma.booking.update({ where: { id }, data: { discountPercentage: 10 } });
    const res = await call('patch', '', {
      serviceId: 11,
      porterSelected: true,
      porterCost: 50,
      adultCount: 2,
      actor,
    }).expect(200);
    // 395 + porter 50 = 445, less 10 %.
    expect(res.body).toMatchObject({
      service: { id: 11 },
      porterCost: 50,
      totalPrice: 400.5,
      price: { discount: 44.5 },
    });
  });

  it("keeps staff's porter cost when another change re-prices the same service, and refuses to correct a cancelled booking", async () => {
    const res = await call('patch', '', { adultCount: 3, actor }).expect(200);
    // 395 + one extra adult 100 + porter 50 kept = 545, less 10 %.
    expect(res.body).toMatchObject({ porterCost: 50, totalPrice: 490.5 });
    await stack.service.prisma.booking.update({ where: { id }, data: { status: 'cancelled' } });
    expect((await call('patch', '', { contactName: 'Someone Else', actor }).expect(409)).body.error.code).toBe(
      'BOOKING_CANCELLED',
    );
  });
});
