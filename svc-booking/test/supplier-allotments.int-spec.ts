// A supplier's own allotments through svc-ops (its job link): svc-ops' service identity only, the supplier from the
// path, the job's airport as the scope. Another supplier's allotment, or one at another airport or withdrawn, is the
// same 404; the writes are staff's (same validation, same allotment.changed event).
import { randomUUID } from 'node:crypto';
import { createEnvelope, supplierUpdatedV1, supplierUpdatedV2 } from '@vip/contracts/events';
import {
  ALLOTMENT_MESSAGES,
  allotmentListSchema,
  allotmentSchema,
  holdSchema,
  supplierNotAtAirportMessage,
  type Allotment,
} from '@vip/contracts/schemas';
import { testIdentities } from '@vip/platform/testing';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival, jfkSuiteArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');
const identities = testIdentities();
const SUPPLIER = randomUUID();
const OTHER_SUPPLIER = randomUUID();
const path = (supplierId: string, id?: string) => `/internal/suppliers/${supplierId}/allotments${id ? `/${id}` : ''}`;
const seats = { airportCode: 'FCO', serviceId: 11, date: '2030-06-20', fromTime: '06:00', toTime: '09:00', seats: 3 };

/** svc-ops' announcement of a supplier, which svc-booking must have heard before it takes the supplier's seats. */
const supplierUpdated = (supplierId: string) =>
  createEnvelope(supplierUpdatedV1, {
    producer: 'svc-ops',
    aggregateId: supplierId,
    occurredAt: NOW,
    payload: {
      supplierId,
      name: 'Roma VIP Services',
      active: true,
      instantBookingHours: 24,
      revision: 1,
      updatedAt: NOW.toISOString(),
    },
  });

describe('/internal/suppliers/{supplierId}/allotments (a supplier through its job link)', () => {
  let stack: BookingTestStack;
  let asOps = '';

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'supplier_allotments',
      services: { 11: fcoStandardArrival, 21: jfkSuiteArrival },
      now: NOW,
      env: identities.env('svc-booking'),
    });
    await stack.bus.publish([supplierUpdated(SUPPLIER), supplierUpdated(OTHER_SUPPLIER)]);
    for (let i = 0; i < 200 && (await stack.service.prisma.supplierCopy.count()) < 2; i++)
      await new Promise((r) => setTimeout(r, 25));
  });
  afterAll(() => stack?.stop());
  beforeEach(async () => {
    asOps = await identities.authorization('svc-ops', 'svc-booking');
  });

  const api = () => stack.api();
  const publish = async (supplierId = SUPPLIER, body: object = seats): Promise<Allotment> =>
    allotmentSchema.parse((await api().post(path(supplierId)).set('Authorization', asOps).send(body).expect(201)).body);
  const events = (id: string) =>
    stack.service.prisma.outboxEvent.count({ where: { eventType: 'allotment.changed', aggregateId: id } });

  it("refuses every caller but svc-ops' signed token, and writes nothing", async () => {
    const none = await api().post(path(SUPPLIER)).send(seats).expect(401);
    expect(none.body.error.code).toBe('SERVICE_TOKEN_INVALID');
    await api().get(path(SUPPLIER)).query({ airportCode: 'FCO' }).set('Authorization', 'Bearer nope').expect(401);
    const catalog = await api()
      .post(path(SUPPLIER))
      .set('Authorization', await identities.authorization('svc-catalog', 'svc-booking'))
      .send(seats)
      .expect(403);
    expect(catalog.body.error.message).toBe('svc-catalog may not call /internal/suppliers of svc-booking');
    await api()
      .post(path(SUPPLIER))
      .set('Authorization', `Bearer ${identities.operator('svc-booking')}`)
      .send(seats)
      .expect(403);
    expect(await stack.service.prisma.allotment.count({ where: { supplierId: SUPPLIER } })).toBe(0);
  });

  it('publishes, lists, changes and withdraws the supplier\u2019s own seats, each with its allotment.changed event', async () => {
    const a = await publish();
    expect(a).toMatchObject({
      ...seats,
      supplierId: SUPPLIER,
      seatsLeft: 3,
      version: 1,
      updatedBy: 'Supplier (job link)',
    });
    await publish(OTHER_SUPPLIER);
    await publish(SUPPLIER, { ...seats, airportCode: 'JFK', serviceId: 21 });

    const list = allotmentListSchema.parse(
      (await api().get(path(SUPPLIER)).query({ airportCode: 'fco' }).set('Authorization', asOps).expect(200)).body,
    );
    // Only its own, only at the airport asked for.
    expect(list.allotments.map((x) => x.id)).toEqual([a.id]);

    const changed = await api()
      .patch(path(SUPPLIER, a.id))
      .query({ airportCode: 'FCO' })
      .set('Authorization', asOps)
      .send({ version: 1, seats: 5, toTime: '10:00' })
      .expect(200);
    expect(changed.body).toMatchObject({ seats: 5, toTime: '10:00', version: 2 });

    await api().delete(path(SUPPLIER, a.id)).query({ airportCode: 'FCO' }).set('Authorization', asOps).expect(204);
    expect(await stack.service.prisma.allotment.findUnique({ where: { id: a.id } })).toBeNull();
    expect(await events(a.id)).toBe(3);

    // Withdrawn: the plain 404.
    const gone = await api()
      .patch(path(SUPPLIER, a.id))
      .query({ airportCode: 'FCO' })
      .set('Authorization', asOps)
      .send({ version: 2, seats: 1 })
      .expect(404);
    expect(gone.body.error).toMatchObject({ code: 'ALLOTMENT_NOT_FOUND', message: ALLOTMENT_MESSAGES.notFound });
  });

  it("answers another supplier's allotment, or one at another airport, with the plain 404 and leaves it as it was", async () => {
    const theirs = await publish(OTHER_SUPPLIER);
    const change = await api()
      .patch(path(SUPPLIER, theirs.id))
      .query({ airportCode: 'FCO' })
      .set('Authorization', asOps)
      .send({ version: 1, seats: 0 })
      .expect(404);
    expect(change.body.error).toMatchObject({ code: 'ALLOTMENT_NOT_FOUND', message: ALLOTMENT_MESSAGES.notFound });
    await api().delete(path(SUPPLIER, theirs.id)).query({ airportCode: 'FCO' }).set('Authorization', asOps).expect(404);
    // The right supplier, the wrong airport.
    await api()
      .delete(path(OTHER_SUPPLIER, theirs.id))
      .query({ airportCode: 'JFK' })
      .set('Authorization', asOps)
      .expect(404);
    expect(await stack.service.prisma.allotment.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({
      seats: 3,
      version: 1,
    });
    expect(await events(theirs.id)).toBe(1);
  });

  it("validates as staff's route does: a service elsewhere, a band ending before it starts, a supplierId in the body", async () => {
    const before = await stack.service.prisma.allotment.count();
    const elsewhere = await api()
      .post(path(SUPPLIER))
      .set('Authorization', asOps)
      .send({ ...seats, serviceId: 21 })
      .expect(422);
    expect(elsewhere.body.error.message).toBe(ALLOTMENT_MESSAGES.serviceNotAtAirport);
    const band = await api()
      .post(path(SUPPLIER))
      .set('Authorization', asOps)
      .send({ ...seats, fromTime: '09:00', toTime: '06:00' })
      .expect(422);
    expect(band.body.error.details.fieldErrors.toTime).toEqual([ALLOTMENT_MESSAGES.timeBand]);
    await api()
      .post(path(SUPPLIER))
      .set('Authorization', asOps)
      .send({ ...seats, supplierId: OTHER_SUPPLIER })
      .expect(400);
    expect(await stack.service.prisma.allotment.count()).toBe(before);
  });

  it("refuses seats at an airport the supplier does not serve (svc-ops' v2 airports), naming the airport", async () => {
    const romeOnly = randomUUID();
    await stack.bus.publish([
      createEnvelope(supplierUpdatedV2, {
        producer: 'svc-ops',
        aggregateId: romeOnly,
        occurredAt: NOW,
        payload: {
          supplierId: romeOnly,
          name: 'Opaline Rome',
          active: true,
          instantBookingHours: 24,
          airportCodes: ['FCO'],
          revision: 1,
          updatedAt: NOW.toISOString(),
        },
      }),
    ]);
    for (let i = 0; i < 200 && !(await stack.service.prisma.supplierCopy.findUnique({ where: { id: romeOnly } })); i++)
      await new Promise((r) => setTimeout(r, 25));
    const message = supplierNotAtAirportMessage('Opaline Rome', 'JFK');
    const refused = await api()
      .post(path(romeOnly))
      .set('Authorization', asOps)
      .send({ ...seats, airportCode: 'JFK', serviceId: 21 })
      .expect(422);
    expect(refused.body.error).toMatchObject({
      code: 'SUPPLIER_NOT_AT_AIRPORT',
      message,
      details: { fieldErrors: { airportCode: [message] } },
    });
    expect(await stack.service.prisma.allotment.count({ where: { supplierId: romeOnly } })).toBe(0);
    await publish(romeOnly);
  });

  it("lists each allotment with the seats travellers' checkouts hold of it, and no others", async () => {
    const supplierId = randomUUID();
    await stack.bus.publish([supplierUpdated(supplierId)]);
    for (
      let i = 0;
      i < 200 && !(await stack.service.prisma.supplierCopy.findUnique({ where: { id: supplierId } }));
      i++
    )
      await new Promise((r) => setTimeout(r, 25));
    const date = '2030-06-25';
    const early = await publish(supplierId, { ...seats, date });
    const late = await publish(supplierId, { ...seats, date, fromTime: '10:00', toTime: '12:00' });
    const third = await publish(supplierId, { ...seats, date, fromTime: '13:00', toTime: '15:00' });
    const held = await api()
      .post('/api/bookings/holds')
      .send({ items: [{ serviceId: 11, flightDate: date, flightTime: '11:00' }] })
      .expect(201);
    expect(holdSchema.parse(held.body).items[0]!.status).toBe('held');

    const list = allotmentListSchema.parse(
      (
        await api()
          .get(path(supplierId))
          .query({ airportCode: 'FCO', from: date, to: date })
          .set('Authorization', asOps)
          .expect(200)
      ).body,
    );
    expect(list.allotments.map((a) => [a.id, a.seatsHeld, a.seatsLeft])).toEqual([
      [early.id, 0, 3],
      [late.id, 1, 2],
      [third.id, 0, 3],
    ]);
  });
});
