// Instant confirmation on a real database: staff publish a supplier's seats (with a staff token checked against a
// published key set), a checkout inside an allotment is confirmed at once and takes its seat in the same transaction,
// the supplier's lead time (svc-ops' supplier.updated, kept in svc-booking's copy) and a full allotment leave it a
// request, and a cancellation gives the seat back.
import { randomUUID } from 'node:crypto';
import { bookingCancelledV1, createEnvelope, supplierUpdatedV1, supplierUpdatedV2 } from '@vip/contracts/events';
import {
  ALLOTMENT_MESSAGES,
  INSTANT_CONFIRMATION_MESSAGES,
  STAFF_TOKEN_MESSAGES,
  allotmentListSchema,
  allotmentSchema,
  allotmentSeatsTakenMessage,
  checkoutResponseSchema,
  holdSchema,
  supplierNotAtAirportMessage,
  type Allotment,
  type CheckoutRequestInput,
} from '@vip/contracts/schemas';
import { testIdentities, startStaffIdentity, type StaffIdentity, type TokenOptions } from '@vip/platform/testing';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoLoungeDeparture, fcoStandardArrival, jfkSuiteArrival } from './catalog-stand-in';

// 2030-06-01 12:00Z; Rome is on CEST (UTC+2).
const NOW = new Date('2030-06-01T12:00:00Z');
const PATH = '/api/admin/allotments';
const identities = testIdentities();

/** svc-ops' supplier of most allotments here, with the default lead time. */
const SUPPLIER = randomUUID();
const band = {
  airportCode: 'fco',
  serviceId: 11,
  date: '2030-06-20',
  fromTime: '06:00',
  toTime: '09:00',
  seats: 2,
  supplierId: SUPPLIER,
};

/** A supplier.updated as svc-ops writes it to its outbox. */
const supplierUpdated = (supplierId: string, instantBookingHours: number, revision = 1, active = true) =>
  createEnvelope(supplierUpdatedV1, {
    producer: 'svc-ops',
    aggregateId: supplierId,
    occurredAt: NOW,
    payload: {
      supplierId,
      name: 'Roma VIP Services',
      active,
      instantBookingHours,
      revision,
      updatedAt: NOW.toISOString(),
    },
  });

/** A supplier.updated v2, as svc-ops writes it now: with the airports the supplier serves. */
const supplierServing = (
  supplierId: string,
  airportCodes: string[],
  { revision = 1, active = true, name = 'Roma VIP Services' } = {},
) =>
  createEnvelope(supplierUpdatedV2, {
    producer: 'svc-ops',
    aggregateId: supplierId,
    occurredAt: NOW,
    payload: {
      supplierId,
      name,
      active,
      instantBookingHours: 24,
      airportCodes,
      revision,
      updatedAt: NOW.toISOString(),
    },
  });

const checkout = (items: CheckoutRequestInput['items']): CheckoutRequestInput => ({
  bookingContext: 'self',
  contactName: 'Grace Hopper',
  contactPhone: '+1 212 555 0100',
  contactEmail: 'grace@example.com',
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  additionalPassengers: [],
  agreeToTerms: true,
  items,
});
const arrivalAt = (flightDate: string, flightTime: string) => ({
  serviceId: 11,
  flightDate,
  flightTime,
  adultCount: 2,
  childCount: 0,
  porterSelected: false,
  flightNumber: 'AZ611',
});

describe('allotments and instant confirmation', () => {
  let identity: StaffIdentity;
  let stack: BookingTestStack;

  beforeAll(async () => {
    identity = await startStaffIdentity({ audience: 'svc-booking', role: 'admin' });
    stack = await startBookingTestStack({
      dbPrefix: 'allotments',
      services: { 11: fcoStandardArrival, 12: fcoLoungeDeparture, 21: jfkSuiteArrival },
      now: NOW,
      env: { STAFF_JWKS_URL: identity.jwksUrl, ...identities.env('svc-booking') },
    });
    await hear(supplierUpdated(SUPPLIER, 24));
  });
  afterAll(async () => {
    await stack?.stop();
    await identity?.close();
  });
  beforeEach(() => stack.setNow(NOW));

  const api = () => stack.api();
  const bearer = async (o?: TokenOptions) => `Bearer ${await identity.token({ at: NOW, ...o })}`;
  const publish = async (body: object = band): Promise<Allotment> => {
    const res = await api()
      .post(PATH)
      .set('Authorization', await bearer())
      .send(body)
      .expect(201);
    return allotmentSchema.parse(res.body);
  };
  /** The allotment.changed events written for an allotment, oldest first: what readers of its state receive. */
  const announced = async (id: string) =>
    (
      await stack.service.prisma.outboxEvent.findMany({
        where: { eventType: 'allotment.changed', aggregateId: id },
        orderBy: { seq: 'asc' },
      })
    ).map((e) => {
      const p = (e.envelope as { payload: { seats: number; seatsTaken: number; withdrawn: boolean; revision: number } })
        .payload;
      return [p.seats, p.seatsTaken, p.withdrawn, p.revision];
    });
  /** svc-ops' event through svc-booking's consumer, applied (or found old) before this returns. */
  async function hear(event: ReturnType<typeof supplierUpdated> | ReturnType<typeof supplierServing>) {
    await stack.bus.publish([event]);
    for (
      let i = 0;
      i < 200 && (await stack.service.prisma.inboxEvent.count({ where: { eventId: event.id } })) === 0;
      i++
    )
      await new Promise((r) => setTimeout(r, 25));
    expect(stack.bus.deadLetters).toEqual([]);
  }
  /** The lead time and revision each allotment.changed of an allotment carried, oldest first. */
  const leadTimesAnnounced = async (id: string) =>
    (
      await stack.service.prisma.outboxEvent.findMany({
        where: { eventType: 'allotment.changed', aggregateId: id },
        orderBy: { seq: 'asc' },
      })
    ).map((e) => {
      const p = (e.envelope as { payload: { instantBookingHours: number; revision: number } }).payload;
      return [p.instantBookingHours, p.revision];
    });
  const seatsOf = async (id: string) =>
    (await stack.service.prisma.allotment.findUniqueOrThrow({ where: { id } })).seatsTaken;

  describe('the back office API', () => {
    it('refuses a missing, foreign-audience, expired or unpublished-key token, and a role without the permission', async () => {
      const missing = await api().get(PATH).expect(401);
      expect(missing.body.error).toMatchObject({ code: 'STAFF_TOKEN_INVALID', message: STAFF_TOKEN_MESSAGES.missing });
      const forCatalog = await api()
        .get(PATH)
        .set('Authorization', await bearer({ audience: 'svc-catalog' }))
        .expect(401);
      expect(forCatalog.body.error.message).toBe(STAFF_TOKEN_MESSAGES.invalid);
      const expired = await api()
        .get(PATH)
        .set('Authorization', await bearer({ at: new Date(NOW.getTime() - 600_000) }))
        .expect(401);
      expect(expired.body.error.code).toBe('STAFF_TOKEN_EXPIRED');
      await api()
        .get(PATH)
        .set('Authorization', await bearer({ foreignKey: true }))
        .expect(401);

      // The catalog team sees no allotments; agents see them and cannot change them.
      const catalog = await api()
        .get(PATH)
        .set('Authorization', await bearer({ role: 'catalog' }))
        .expect(403);
      expect(catalog.body.error.details).toEqual({ permission: 'allotments.view' });
      await api()
        .get(PATH)
        .set('Authorization', await bearer({ role: 'agent' }))
        .expect(200);
      const agentCreates = await api()
        .post(PATH)
        .set('Authorization', await bearer({ role: 'agent' }))
        .send(band)
        .expect(403);
      expect(agentCreates.body.error.details).toEqual({ permission: 'allotments.edit' });
      expect(await stack.service.prisma.allotment.count()).toBe(0);
    });

    it("publishes, lists, changes and withdraws an allotment, showing its supplier's lead time", async () => {
      const created = await publish({ ...band, date: '2030-07-01' });
      expect(created).toMatchObject({
        airportCode: 'FCO',
        serviceId: 11,
        date: '2030-07-01',
        fromTime: '06:00',
        toTime: '09:00',
        seats: 2,
        seatsTaken: 0,
        seatsLeft: 2,
        instantBookingHours: 24,
        supplierId: SUPPLIER,
        version: 1,
        updatedBy: 'A admin',
      });
      const listed = await api()
        .get(`${PATH}?airportCode=FCO&from=2030-07-01&to=2030-07-01`)
        .set('Authorization', await bearer({ role: 'agent' }))
        .expect(200);
      expect(allotmentListSchema.parse(listed.body).allotments.map((a) => a.id)).toEqual([created.id]);

      const changed = await api()
        .patch(`${PATH}/${created.id}`)
        .set('Authorization', await bearer())
        .send({ version: 1, seats: 5 })
        .expect(200);
      expect(changed.body).toMatchObject({ seats: 5, seatsLeft: 5, instantBookingHours: 24, version: 2 });
      // The lead time is the supplier's, changed in svc-ops: an allotment's own is refused.
      const ownLeadTime = await api()
        .patch(`${PATH}/${created.id}`)
        .set('Authorization', await bearer())
        .send({ version: 2, instantBookingHours: 48 })
        .expect(400);
      expect(ownLeadTime.body.error.code).toBe('VALIDATION_FAILED');
      const stale = await api()
        .patch(`${PATH}/${created.id}`)
        .set('Authorization', await bearer())
        .send({ version: 1, seats: 1 })
        .expect(409);
      expect(stale.body.error).toMatchObject({ code: 'ALLOTMENT_CHANGED', message: ALLOTMENT_MESSAGES.changed });

      await api()
        .delete(`${PATH}/${created.id}`)
        .set('Authorization', await bearer())
        .expect(204);
      // Published, changed to 5 (the stale change wrote nothing), withdrawn: each a revision higher.
      expect(await announced(created.id)).toEqual([
        [2, 0, false, 1],
        [5, 0, false, 2],
        [5, 0, true, 3],
      ]);
      const gone = await api()
        .get(`${PATH}/${created.id}`)
        .set('Authorization', await bearer())
        .expect(404);
      expect(gone.body.error.message).toBe(ALLOTMENT_MESSAGES.notFound);
    });

    it("refuses fewer seats than are booked and held in travellers' checkouts, naming how many are taken", async () => {
      const created = await publish({ ...band, date: '2030-07-02', seats: 3 });
      const booked = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-07-02', '07:00')]))
        .expect(201);
      expect(booked.body.bookings[0].status).toBe('Confirmed');
      await api()
        .post('/api/bookings/holds')
        .send({ items: [{ serviceId: 11, flightDate: '2030-07-02', flightTime: '07:30' }] })
        .expect(201);
      const read = await api()
        .get(`${PATH}/${created.id}`)
        .set('Authorization', await bearer({ role: 'agent' }))
        .expect(200);
      expect(read.body).toMatchObject({ seats: 3, seatsTaken: 1, seatsHeld: 1, seatsLeft: 1 });

      const below = await api()
        .patch(`${PATH}/${created.id}`)
        .set('Authorization', await bearer())
        .send({ version: 1, seats: 1 })
        .expect(409);
      expect(below.body.error).toMatchObject({
        code: 'ALLOTMENT_SEATS_TAKEN',
        message: "Seats cannot go below the 2 taken: 1 booked and 1 held in travellers' checkouts",
        details: { seatsTaken: 1, seatsHeld: 1 },
      });
      expect((await stack.service.prisma.allotment.findUniqueOrThrow({ where: { id: created.id } })).seats).toBe(3);
      const fits = await api()
        .patch(`${PATH}/${created.id}`)
        .set('Authorization', await bearer())
        .send({ version: 1, seats: 2 })
        .expect(200);
      expect(fits.body).toMatchObject({ seats: 2, seatsTaken: 1, seatsHeld: 1, seatsLeft: 0 });
    });

    it('refuses a band that ends before it starts, a service of another airport and an unknown service, writing nothing', async () => {
      const backwards = await api()
        .post(PATH)
        .set('Authorization', await bearer())
        .send({ ...band, fromTime: '09:00', toTime: '06:00' })
        .expect(422);
      expect(backwards.body.error.details.fieldErrors).toEqual({ toTime: [ALLOTMENT_MESSAGES.timeBand] });
      const elsewhere = await api()
        .post(PATH)
        .set('Authorization', await bearer())
        .send({ ...band, airportCode: 'JFK' })
        .expect(422);
      expect(elsewhere.body.error.details.fieldErrors).toEqual({ serviceId: [ALLOTMENT_MESSAGES.serviceNotAtAirport] });
      const unknown = await api()
        .post(PATH)
        .set('Authorization', await bearer())
        .send({ ...band, serviceId: 99 })
        .expect(422);
      expect(unknown.body.error.details.fieldErrors).toEqual({ serviceId: [ALLOTMENT_MESSAGES.serviceId] });
      const negative = await api()
        .post(PATH)
        .set('Authorization', await bearer())
        .send({ ...band, seats: -1 })
        .expect(400);
      expect(negative.body.error.details.fieldErrors).toEqual({ seats: [ALLOTMENT_MESSAGES.seats] });
      const missing = await api()
        .post(PATH)
        .set('Authorization', await bearer())
        .send({ ...band, supplierId: undefined })
        .expect(400);
      expect(missing.body.error.details.fieldErrors).toEqual({ supplierId: [ALLOTMENT_MESSAGES.supplierId] });
      expect(await stack.service.prisma.allotment.count({ where: { date: band.date } })).toBe(0);
    });

    it('refuses a supplier svc-booking never heard of, or one svc-ops made inactive, without asking svc-ops', async () => {
      const unknown = await api()
        .post(PATH)
        .set('Authorization', await bearer())
        .send({ ...band, supplierId: randomUUID() })
        .expect(422);
      expect(unknown.body.error).toMatchObject({
        code: 'ALLOTMENT_INVALID',
        message: ALLOTMENT_MESSAGES.unknownSupplier,
        details: { fieldErrors: { supplierId: [ALLOTMENT_MESSAGES.unknownSupplier] } },
      });
      const inactive = randomUUID();
      await hear(supplierUpdated(inactive, 24, 1, false));
      await api()
        .post(PATH)
        .set('Authorization', await bearer())
        .send({ ...band, supplierId: inactive })
        .expect(422);
      const created = await publish({ ...band, date: '2030-07-02' });
      const moved = await api()
        .patch(`${PATH}/${created.id}`)
        .set('Authorization', await bearer())
        .send({ version: 1, supplierId: inactive })
        .expect(422);
      expect(moved.body.error.details.fieldErrors).toEqual({ supplierId: [ALLOTMENT_MESSAGES.unknownSupplier] });
      expect(await stack.service.prisma.allotment.count({ where: { date: band.date } })).toBe(0);
      expect(await stack.service.prisma.allotment.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
        supplierId: SUPPLIER,
        version: 1,
      });
    });

    it('refuses an allotment at an airport its supplier does not serve, on publish and on a change of supplier', async () => {
      const romeOnly = randomUUID();
      await hear(supplierServing(romeOnly, ['FCO'], { name: 'Opaline Rome' }));
      const message = supplierNotAtAirportMessage('Opaline Rome', 'JFK');
      const jfk = { ...band, airportCode: 'jfk', serviceId: 21, date: '2030-07-03', supplierId: romeOnly };
      const refused = await api()
        .post(PATH)
        .set('Authorization', await bearer())
        .send(jfk)
        .expect(422);
      expect(refused.body.error).toMatchObject({
        code: 'SUPPLIER_NOT_AT_AIRPORT',
        message,
        details: { fieldErrors: { airportCode: [message] } },
      });
      expect(await stack.service.prisma.allotment.count({ where: { date: jfk.date } })).toBe(0);

      // Its own airport is fine; a JFK allotment cannot be handed to it.
      await publish({ ...band, date: '2030-07-03', supplierId: romeOnly });
      const newYork = await publish({ ...jfk, supplierId: SUPPLIER });
      const moved = await api()
        .patch(`${PATH}/${newYork.id}`)
        .set('Authorization', await bearer())
        .send({ version: newYork.version, supplierId: romeOnly })
        .expect(422);
      expect(moved.body.error.details.fieldErrors).toEqual({ airportCode: [message] });
      expect(await stack.service.prisma.allotment.findUniqueOrThrow({ where: { id: newYork.id } })).toMatchObject({
        supplierId: SUPPLIER,
        version: newYork.version,
      });
    });
  });

  describe('checkout', () => {
    it('confirms an item an allotment covers at once, takes its seat, and tells svc-ops it is confirmed', async () => {
      const allotment = await publish({ ...band, date: '2030-06-21' });
      const res = await api()
        .post('/api/bookings/checkout')
        .set('Idempotency-Key', randomUUID())
        .send(checkout([arrivalAt('2030-06-21', '07:30')]))
        .expect(201);
      const body = checkoutResponseSchema.parse(res.body);
      expect(body.message).toBe(INSTANT_CONFIRMATION_MESSAGES.confirmed);
      expect(body.bookings[0]).toMatchObject({ status: 'Confirmed' });
      expect(body.bookings[0]!.notice).toBeUndefined();
      const stored = await stack.service.prisma.booking.findUniqueOrThrow({
        where: { referenceCode: body.bookings[0]!.referenceCode },
      });
      expect(stored).toMatchObject({ status: 'confirmed', allotmentId: allotment.id });
      expect(await seatsOf(allotment.id)).toBe(1);
      await stack.waitForPublished(stack.published.length + 1);
      const event = stack.published.find((e) => e.payload.referenceCode === stored.referenceCode);
      expect(event?.payload.status).toBe('confirmed');
      expect(event?.payload.allotmentSupplierId).toBe(SUPPLIER);

      // The traveller's own look-up says Confirmed too.
      const lookup = await api()
        .get(`/api/bookings/${stored.referenceCode}`)
        .query({ email: 'grace@example.com' })
        .expect(200);
      expect(lookup.body.status).toBe('Confirmed');
    });

    it("names the allotment's supplier in the event of a booking confirmed from it, for svc-ops to send the job", async () => {
      const supplierId = randomUUID();
      await hear(supplierUpdated(supplierId, 24));
      await publish({ ...band, date: '2030-06-24', supplierId });
      const before = stack.published.length;
      const res = await api()
        .post('/api/bookings/checkout')
        .set('Idempotency-Key', randomUUID())
        .send(checkout([arrivalAt('2030-06-24', '07:30')]))
        .expect(201);
      const [confirmed] = checkoutResponseSchema.parse(res.body).bookings;
      expect(confirmed!.status).toBe('Confirmed');
      await stack.waitForPublished(before + 1);
      const event = stack.published.find((e) => e.payload.referenceCode === confirmed!.referenceCode);
      expect(event?.payload).toMatchObject({ status: 'confirmed', allotmentSupplierId: supplierId });
    });

    it("keeps a flight outside the band, or inside the supplier's lead time, a request", async () => {
      const supplierId = randomUUID();
      await hear(supplierUpdated(supplierId, 48));
      const allotment = await publish({ ...band, date: '2030-06-22', supplierId });
      expect(allotment.instantBookingHours).toBe(48);
      // 09:00 is the band's end (excluded).
      const afterBand = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-22', '09:00')]))
        .expect(201);
      expect(afterBand.body.bookings[0].status).toBe('Requested');
      expect(afterBand.body.message).toBe("We've received your booking request and will contact you shortly.");
      // 2030-06-22 07:00 in Rome is 05:00Z: 41 hours after this clock, inside the supplier's 48.
      stack.setNow(new Date('2030-06-20T12:00:00Z'));
      const insideLeadTime = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-22', '07:00')]))
        .expect(201);
      expect(insideLeadTime.body.bookings[0]).toMatchObject({ status: 'Requested' });
      expect(insideLeadTime.body.bookings[0].notice).toBeUndefined();
      expect(await seatsOf(allotment.id)).toBe(0);
    });

    it("re-announces a supplier's allotments when svc-ops changes its lead time, which then confirms", async () => {
      const supplierId = randomUUID();
      await hear(supplierUpdated(supplierId, 48));
      const allotment = await publish({ ...band, date: '2030-06-27', supplierId });
      // 2030-06-27 07:00 in Rome is 05:00Z: 41 hours after this clock, inside the supplier's 48.
      stack.setNow(new Date('2030-06-25T12:00:00Z'));
      const before = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-27', '07:00')]))
        .expect(201);
      expect(before.body.bookings[0].status).toBe('Requested');

      await hear(supplierUpdated(supplierId, 24, 2));
      // svc-catalog hears the new lead time from a newer revision of the allotment.
      expect(await leadTimesAnnounced(allotment.id)).toEqual([
        [48, 1],
        [24, 2],
      ]);
      // An older state arriving late changes nothing and announces nothing.
      await hear(supplierUpdated(supplierId, 48, 1));
      expect(await leadTimesAnnounced(allotment.id)).toHaveLength(2);

      const after = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-27', '07:00')]))
        .expect(201);
      expect(after.body.bookings[0].status).toBe('Confirmed');
      expect(await seatsOf(allotment.id)).toBe(1);
      stack.setNow(NOW);
      const shown = await api()
        .get(`${PATH}/${allotment.id}`)
        .set('Authorization', await bearer())
        .expect(200);
      expect(shown.body).toMatchObject({ supplierId, instantBookingHours: 24 });
    });

    it("stops confirming a supplier's seats at once when svc-ops deletes it: checkout, hold and the announced state", async () => {
      const supplierId = randomUUID();
      await hear(supplierServing(supplierId, ['FCO']));
      const allotment = await publish({ ...band, date: '2030-06-28', seats: 5, supplierId });
      const first = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-28', '07:00')]))
        .expect(201);
      expect(first.body.bookings[0].status).toBe('Confirmed');
      const [, , withdrawnBefore] = (await announced(allotment.id)).at(-1)!;
      expect(withdrawnBefore).toBe(false);

      await hear(supplierServing(supplierId, ['FCO'], { revision: 2, active: false }));

      // Readers (svc-catalog's 'Instant confirmation') hear it as withdrawn, in a newer revision.
      const [seats, taken, withdrawn, revision] = (await announced(allotment.id)).at(-1)!;
      expect([seats, taken, withdrawn]).toEqual([5, 1, true]);
      expect(revision).toBeGreaterThan(allotment.version);
      const after = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-28', '07:00')]))
        .expect(201);
      expect(after.body.bookings[0]).toMatchObject({ status: 'Requested' });
      const hold = await api()
        .post('/api/bookings/holds')
        .send({ items: [{ serviceId: 11, flightDate: '2030-06-28', flightTime: '07:00' }] })
        .expect(201);
      expect(holdSchema.parse(hold.body).items[0]!.status).toBe('request');
      expect(await seatsOf(allotment.id)).toBe(1);
      // A seat given back later still promises nothing.
      const booked = await stack.service.prisma.booking.findUniqueOrThrow({
        where: { referenceCode: first.body.bookings[0].referenceCode },
      });
      await stack.bus.publish([
        createEnvelope(bookingCancelledV1, {
          producer: 'svc-ops',
          aggregateId: booked.id,
          payload: {
            bookingId: booked.id,
            caseId: randomUUID(),
            referenceCode: booked.referenceCode,
            reason: 'Traveller asked',
            chargePercent: 0,
            chargeCents: 0,
            cancelledAt: '2030-06-02T10:00:00Z',
          },
        }),
      ]);
      for (let i = 0; i < 200 && (await seatsOf(allotment.id)) !== 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect((await announced(allotment.id)).at(-1)).toEqual([5, 0, true, expect.any(Number)]);
    });

    it('is honest about a cart mixing a confirmed item, a request and one whose last seat was taken', async () => {
      const allotment = await publish({ ...band, date: '2030-06-23', seats: 1 });
      const res = await api()
        .post('/api/bookings/checkout')
        .send(
          checkout([
            arrivalAt('2030-06-23', '06:15'),
            arrivalAt('2030-06-23', '08:45'),
            {
              serviceId: 21,
              flightDate: '2030-06-23',
              flightTime: '18:00',
              adultCount: 2,
              childCount: 0,
              airline: 'Delta',
              flightNumber: 'DL401',
            },
          ]),
        );
      expect([res.status, res.body.error]).toEqual([201, undefined]);
      const body = checkoutResponseSchema.parse(res.body);
      expect(body.message).toBe(INSTANT_CONFIRMATION_MESSAGES.mixed);
      expect(body.bookings.map((b) => [b.status, b.notice])).toEqual([
        ['Confirmed', undefined],
        ['Requested', INSTANT_CONFIRMATION_MESSAGES.soldOut],
        ['Requested', undefined],
      ]);
      expect(await seatsOf(allotment.id)).toBe(1);

      // Staff cannot lower the seats below the one booked, nor withdraw the allotment.
      const below = await api()
        .patch(`${PATH}/${allotment.id}`)
        .set('Authorization', await bearer())
        .send({ version: 1, seats: 0 })
        .expect(409);
      expect(below.body.error).toMatchObject({
        code: 'ALLOTMENT_SEATS_TAKEN',
        message: allotmentSeatsTakenMessage(1, 0),
      });
      const withdraw = await api()
        .delete(`${PATH}/${allotment.id}`)
        .set('Authorization', await bearer())
        .expect(409);
      expect(withdraw.body.error.message).toBe(ALLOTMENT_MESSAGES.taken);
    });

    it('keeps the seat when staff move the booking within the band, and gives it back when they move it out', async () => {
      const allotment = await publish({ ...band, date: '2030-06-26', seats: 1 });
      const booked = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-26', '07:00')]))
        .expect(201);
      expect(booked.body.bookings[0].status).toBe('Confirmed');
      const booking = await stack.service.prisma.booking.findUniqueOrThrow({
        where: { referenceCode: booked.body.bookings[0].referenceCode },
      });
      const asOps = await identities.authorization('svc-ops', 'svc-booking');
      const correct = (body: object) =>
        api()
          .patch(`/internal/bookings/${booking.id}`)
          .set('Authorization', asOps)
          .send({ ...body, actor: { id: null, name: 'Olivia Ops' } })
          .expect(200);
      await correct({ flightTime: '08:30' });
      expect(await seatsOf(allotment.id)).toBe(1);
      await correct({ flightTime: '10:00' });
      expect(await seatsOf(allotment.id)).toBe(0);
      expect(await stack.service.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
        allotmentId: null,
        status: 'confirmed',
      });
      const next = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-26', '06:30')]))
        .expect(201);
      expect(next.body.bookings[0].status).toBe('Confirmed');
    });

    it('gives the seat back when svc-ops cancels the booking, once however often the event comes', async () => {
      // A date no other test of this file publishes on: two allotments covering one flight take seats in id order.
      const allotment = await publish({ ...band, date: '2030-06-25', seats: 1 });
      const first = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-25', '07:00')]))
        .expect(201);
      expect(first.body.bookings[0].status).toBe('Confirmed');
      const booking = await stack.service.prisma.booking.findUniqueOrThrow({
        where: { referenceCode: first.body.bookings[0].referenceCode },
      });
      const cancelled = createEnvelope(bookingCancelledV1, {
        producer: 'svc-ops',
        aggregateId: booking.id,
        payload: {
          bookingId: booking.id,
          caseId: randomUUID(),
          referenceCode: booking.referenceCode,
          reason: 'Traveller asked',
          chargePercent: 0,
          chargeCents: 0,
          cancelledAt: '2030-06-02T10:00:00Z',
        },
      });
      const again = { ...cancelled, id: randomUUID() };
      await stack.bus.publish([cancelled, cancelled, again]);
      for (let i = 0; i < 200 && (await seatsOf(allotment.id)) !== 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await seatsOf(allotment.id)).toBe(0);
      await new Promise((r) => setTimeout(r, 100));
      expect(await seatsOf(allotment.id)).toBe(0);
      // Readers learn each seat taken and given back, once, each a revision higher.
      expect(await announced(allotment.id)).toEqual([
        [1, 0, false, 1],
        [1, 1, false, 2],
        [1, 0, false, 3],
      ]);

      // The seat is there for the next traveller.
      const next = await api()
        .post('/api/bookings/checkout')
        .send(checkout([arrivalAt('2030-06-25', '08:00')]))
        .expect(201);
      expect(next.body.bookings[0].status).toBe('Confirmed');
      expect(await seatsOf(allotment.id)).toBe(1);
    });
  });
});
