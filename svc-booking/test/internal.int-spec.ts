import { bookingCoreSchema } from '@vip/contracts';
import { fcoArrivalRequest, startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');
const TOKEN = 'internal-token-for-tests-0123456789abcdef';
const request = fcoArrivalRequest;
const actor = { id: null, name: 'Olivia Ops' };

describe('PATCH /internal/bookings/{id} (staff corrections from svc-ops)', () => {
  let stack: BookingTestStack;
  let id: string;
  let reference: string;

  beforeAll(async () => {
    stack = await startBookingTestStack({ dbPrefix: 'booking_internal', services: { 11: fcoStandardArrival }, now: NOW, env: { INTERNAL_API_TOKEN: TOKEN } });
    const { body } = await stack.api().post('/api/bookings/request').send(request).expect(201);
    reference = body.referenceCode;
    id = (await stack.service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: reference } })).id;
  });
  afterAll(() => stack?.stop());
  const patch = (body: unknown, token: string | null = TOKEN) => {
    const req = stack.api().patch(`/internal/bookings/${id}`);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body as object);
  };

  it('needs the service token', async () => {
    const missing = await patch({ contactName: 'X', actor }, null).expect(401);
    expect(missing.body.error.code).toBe('SERVICE_TOKEN_INVALID');
    await patch({ contactName: 'X', actor }, 'not-the-token').expect(401);
    expect((await stack.service.prisma.booking.findUniqueOrThrow({ where: { id } })).contactName).toBe('Grace Hopper');
  });

  it('corrects contact, flight and travellers, moves the UTC instant with the local time, and publishes booking.updated', async () => {
    const res = await patch({ contactPhone: '+1 212 555 0199', flightTime: '16:30', adultCount: 3, travelerNames: ['Grace Hopper', 'Howard Aiken'], actor }).expect(200);
    expect(bookingCoreSchema.parse(res.body)).toMatchObject({ contactPhone: '+1 212 555 0199', flightTime: '16:30', adultCount: 3, totalPrice: 545 });
    const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { id } });
    // 16:30 in Rome in June is 14:30 UTC.
    expect(row.flightAt.toISOString()).toBe('2030-06-20T14:30:00.000Z');
    for (let i = 0; i < 200 && stack.updates.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(stack.updates[0]!.payload).toMatchObject({
      bookingId: id,
      referenceCode: reference,
      changedFields: ['contactPhone', 'flightTime', 'flightAt', 'adultCount', 'travelerNames'],
      flight: { time: '16:30', instant: '2030-06-20T14:30:00.000Z' },
      updatedBy: 'Olivia Ops',
    });
  });

  it('takes the porter off (cost 0, total without it), and back on at a staff price', async () => {
    const off = await patch({ porterSelected: false, actor }).expect(200);
    expect(off.body).toMatchObject({ porterSelected: false, porterCost: 0, totalPrice: 395 });
    const on = await patch({ porterSelected: true, porterCost: 50, actor }).expect(200);
    expect(on.body).toMatchObject({ porterSelected: true, porterCost: 50, totalPrice: 445 });
    const traveller = await stack.api().get(`/api/bookings/${reference}`).query({ email: 'grace@example.com' }).expect(200);
    expect(traveller.body.totalPrice).toBe(445);
  });

  it("refuses values the spec does not allow, with field errors, changing nothing", async () => {
    const res = await patch({ adultCount: 0, porterCost: -1, contactEmail: 'nope', actor }).expect(400);
    expect(Object.keys(res.body.error.details.fieldErrors).sort()).toEqual(['adultCount', 'contactEmail', 'porterCost']);
    await patch({ actor }).expect(422);
    await stack.api().patch('/internal/bookings/7d0c5a4e-1111-4222-8333-444455556666').set('Authorization', `Bearer ${TOKEN}`).send({ contactName: 'X', actor }).expect(404);
  });
});
