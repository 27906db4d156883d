// Holds on a real database: a hold keeps a seat for a few minutes, so another hold or checkout for the last seat
// becomes a request; an expired hold stops counting with nothing running; the checkout confirms with the seat its
// own hold kept (and only its own); releasing frees the seat; pausing stands the countdown still up to a limit.
import { randomUUID } from 'node:crypto';
import {
  HOLD_MESSAGES,
  INSTANT_CONFIRMATION_MESSAGES,
  checkoutResponseSchema,
  holdSchema,
  type CheckoutRequestInput,
  type Hold,
} from '@vip/contracts/schemas';
import { silentLogger } from '@vip/platform/logger';
import { AllotmentsRepository } from '../src/allotments/allotments.repository';
import { HoldExpiry } from '../src/holds/hold-expiry';
import { HoldsRepository } from '../src/holds/holds.repository';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoLoungeDeparture, fcoStandardArrival } from './catalog-stand-in';

// 2030-06-01 12:00Z; Rome is on CEST (UTC+2).
const NOW = new Date('2030-06-01T12:00:00Z');
const HOLD_SECONDS = 300;
const PAUSE_LIMIT_SECONDS = 600;
const PATH = '/api/bookings/holds';
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

const arrival = { serviceId: 11, flightDate: '2030-06-20', flightTime: '07:30' };
const departure = { serviceId: 12, flightDate: '2030-06-20', flightTime: '18:00' };

const checkout = (n: number, hold?: { id: string; token: string }): CheckoutRequestInput => ({
  bookingContext: 'self',
  contactName: `Traveller ${n}`,
  contactPhone: '+1 212 555 0100',
  contactEmail: `traveller${n}@example.com`,
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  additionalPassengers: [],
  agreeToTerms: true,
  ...(hold ? { hold: { id: hold.id, token: hold.token } } : {}),
  items: [{ ...arrival, adultCount: 1, childCount: 0 }],
});

describe('holds during the checkout', () => {
  let stack: BookingTestStack;
  let allotmentId: string;

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'holds',
      services: { 11: fcoStandardArrival, 12: fcoLoungeDeparture },
      now: NOW,
      env: {
        HOLD_SECONDS: String(HOLD_SECONDS),
        HOLD_PAUSE_LIMIT_SECONDS: String(PAUSE_LIMIT_SECONDS),
        HOLD_RATE_LIMIT_PER_MINUTE: '1000',
        // The expiry sweep runs when a test asks (expiry itself needs nothing to run).
        HOLD_EXPIRY_SWEEP_SECONDS: '3600',
      },
    });
  });
  afterAll(() => stack?.stop());
  beforeEach(async () => {
    stack.setNow(NOW);
    const prisma = stack.service.prisma;
    await prisma.hold.deleteMany();
    await prisma.booking.deleteMany();
    await prisma.allotment.deleteMany();
    // One seat left of three.
    allotmentId = randomUUID();
    await prisma.allotment.create({
      data: {
        id: allotmentId,
        airportCode: 'FCO',
        serviceId: 11,
        date: '2030-06-20',
        fromTime: '06:00',
        toTime: '09:00',
        seats: 3,
        seatsTaken: 2,
        createdBy: 'test',
        updatedBy: 'test',
      },
    });
  });

  const api = () => stack.api();
  const hold = async (items: object[] = [arrival]): Promise<Hold & { token: string }> => {
    const res = await api().post(PATH).set('Idempotency-Key', randomUUID()).send({ items }).expect(201);
    const parsed = holdSchema.parse(res.body);
    return { ...parsed, token: parsed.token! };
  };
  const book = async (n: number, h?: { id: string; token: string }) => {
    const res = await api()
      .post('/api/bookings/checkout')
      .set('Idempotency-Key', randomUUID())
      .send(checkout(n, h))
      .expect(201);
    return checkoutResponseSchema.parse(res.body).bookings[0]!;
  };
  const seatsTaken = async () =>
    (await stack.service.prisma.allotment.findUniqueOrThrow({ where: { id: allotmentId } })).seatsTaken;

  it('holds the last seat for five minutes, so a second hold and a checkout without it become requests', async () => {
    const first = await hold([arrival, departure]);
    expect(first).toMatchObject({
      secondsLeft: HOLD_SECONDS,
      expiresAt: later(HOLD_SECONDS).toISOString(),
      paused: false,
      ended: false,
      // The departure has no allotment: a request, said so.
      items: [
        { ...arrival, status: 'held' },
        { ...departure, status: 'request' },
      ],
    });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token itself is not stored, only its hash.
    const row = await stack.service.prisma.hold.findUniqueOrThrow({ where: { id: first.id } });
    expect(JSON.stringify(row)).not.toContain(first.token);

    const second = await hold();
    expect(second.items[0]!.status).toBe('soldOut');
    const other = await book(2);
    expect(other).toMatchObject({ status: 'Requested', notice: INSTANT_CONFIRMATION_MESSAGES.soldOut });
    expect(await seatsTaken()).toBe(2);
  });

  it('gives the last seat to exactly one of 20 holds and checkouts sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 === 0 ? hold().then((h) => h.items[0]!.status === 'held') : book(n).then((b) => b.status === 'Confirmed'),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    const live = await stack.service.prisma.holdSeat.count({ where: { hold: { endedAt: null } } });
    expect((await seatsTaken()) - 2 + live).toBe(1);
  });

  it('frees the seat when the hold expires, with no process running in between', async () => {
    const first = await hold();
    stack.setNow(later(HOLD_SECONDS - 1));
    expect((await hold()).items[0]!.status).toBe('soldOut');
    // Nothing ran: only the clock moved past expires_at.
    stack.setNow(later(HOLD_SECONDS));
    const row = await stack.service.prisma.hold.findUniqueOrThrow({ where: { id: first.id } });
    expect(row.endedAt).toBeNull();
    const after = await book(2);
    expect(after.status).toBe('Confirmed');
    expect(await seatsTaken()).toBe(3);
    // The expired hold can no longer be taken: its checkout is a request.
    expect((await book(1, first)).status).toBe('Requested');
  });

  it('confirms the checkout with the seat its own hold kept, and ends the hold as booked', async () => {
    const mine = await hold();
    const booked = await book(1, mine);
    expect(booked).toMatchObject({ status: 'Confirmed' });
    expect(booked.notice).toBeUndefined();
    expect(await seatsTaken()).toBe(3);
    expect(await stack.service.prisma.hold.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({
      endReason: 'booked',
    });
    // Ended: it can be neither paused nor taken again.
    const paused = await api().patch(`${PATH}/${mine.id}`).set('Hold-Token', mine.token).send({ paused: true });
    expect(paused.status).toBe(409);
    expect(paused.body.error).toMatchObject({ code: 'HOLD_ENDED', message: HOLD_MESSAGES.ended });
  });

  it("never lets a checkout take another traveller's hold: a wrong token is a checkout without a hold", async () => {
    const mine = await hold();
    const forged = { id: mine.id, token: `${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}` };
    expect((await book(2, forged)).status).toBe('Requested');
    expect((await stack.service.prisma.hold.findUniqueOrThrow({ where: { id: mine.id } })).endedAt).toBeNull();
    // Nor release or pause it: the same 404 as for a hold that does not exist.
    for (const id of [mine.id, randomUUID()]) {
      const released = await api().delete(`${PATH}/${id}`).set('Hold-Token', forged.token).expect(404);
      expect(released.body.error).toMatchObject({ code: 'HOLD_NOT_FOUND', message: HOLD_MESSAGES.notFound });
      await api().patch(`${PATH}/${id}`).set('Hold-Token', forged.token).send({ paused: true }).expect(404);
    }
    expect((await book(1, mine)).status).toBe('Confirmed');
  });

  it('frees the seat at once when the holder releases it (and a second release answers the same)', async () => {
    const mine = await hold();
    await api().delete(`${PATH}/${mine.id}`).set('Hold-Token', mine.token).expect(204);
    await api().delete(`${PATH}/${mine.id}`).set('Hold-Token', mine.token).expect(204);
    expect((await hold()).items[0]!.status).toBe('held');
  });

  it('announces the seat a hold keeps to readers, and again when the hold is released, booked or runs out', async () => {
    const prisma = stack.service.prisma;
    /** The last allotment.changed written for the allotment: the state its readers (the site's flag) keep. */
    const announced = async () => {
      const rows = await prisma.outboxEvent.findMany({
        where: { eventType: 'allotment.changed', aggregateId: allotmentId },
        orderBy: { seq: 'asc' },
      });
      const p = (rows.at(-1)?.envelope as { payload: { seatsTaken: number; seatsHeld?: number; revision: number } })
        ?.payload;
      return p && { seatsTaken: p.seatsTaken, seatsHeld: p.seatsHeld, revision: p.revision };
    };
    const mine = await hold();
    const made = await announced();
    expect(made).toMatchObject({ seatsTaken: 2, seatsHeld: 1 });
    await api().delete(`${PATH}/${mine.id}`).set('Hold-Token', mine.token).expect(204);
    const released = await announced();
    expect(released).toMatchObject({ seatsTaken: 2, seatsHeld: 0 });
    expect(released!.revision).toBeGreaterThan(made!.revision);

    // Booked with its hold: the seat moves from held to taken.
    const kept = await hold();
    expect(await announced()).toMatchObject({ seatsTaken: 2, seatsHeld: 1 });
    expect((await book(1, kept)).status).toBe('Confirmed');
    expect(await announced()).toMatchObject({ seatsTaken: 3, seatsHeld: 0 });
    await prisma.booking.deleteMany();
    await prisma.allotment.update({ where: { id: allotmentId }, data: { seatsTaken: 2 } });

    // Runs out: nothing changes until the sweep ends it and says the seat is free.
    const expiring = await hold();
    expect(await announced()).toMatchObject({ seatsHeld: 1 });
    const sweep = (at: Date) =>
      new HoldExpiry({
        holds: new HoldsRepository(prisma),
        allotments: new AllotmentsRepository(prisma),
        now: () => at,
        onEventsCommitted: () => undefined,
        logger: silentLogger(),
      }).drain();
    expect(await sweep(later(HOLD_SECONDS - 1))).toBe(0);
    expect(await sweep(later(HOLD_SECONDS))).toBe(1);
    expect(await announced()).toMatchObject({ seatsTaken: 2, seatsHeld: 0 });
    const row = await prisma.hold.findUniqueOrThrow({ where: { id: expiring.id } });
    expect([row.endReason, row.endedAt?.toISOString()]).toEqual(['expired', expiring.expiresAt]);
    // Once only: a second sweep finds nothing to announce.
    expect(await sweep(later(HOLD_SECONDS + 60))).toBe(0);
  });

  it('holds changed items in one step: an unchanged item keeps its seat, and nobody takes it in between', async () => {
    for (let round = 0; round < 5; round++) {
      await stack.service.prisma.hold.deleteMany();
      const mine = await hold([arrival, departure]);
      expect(mine.items[0]!.status).toBe('held');
      // The departure's time changes while another traveller asks for the last arrival seat.
      const [moved, other] = await Promise.all([
        api()
          .patch(`${PATH}/${mine.id}`)
          .set('Hold-Token', mine.token)
          .send({ items: [arrival, { ...departure, flightTime: '19:00' }] })
          .expect(200),
        hold(),
      ]);
      expect(holdSchema.parse(moved.body).items).toEqual([
        { ...arrival, status: 'held' },
        { ...departure, flightTime: '19:00', status: 'request' },
      ]);
      expect(other.items[0]!.status).toBe('soldOut');
    }
  });

  it("keeps the held seat when the changed item's band is full, and moves it when the new band has one", async () => {
    const prisma = stack.service.prisma;
    const laterBand = { id: randomUUID(), fromTime: '09:00', toTime: '12:00' };
    await prisma.allotment.create({
      data: {
        ...laterBand,
        airportCode: 'FCO',
        serviceId: 11,
        date: '2030-06-20',
        seats: 1,
        seatsTaken: 1,
        createdBy: 't',
        updatedBy: 't',
      },
    });
    const mine = await hold();
    const full = await api()
      .patch(`${PATH}/${mine.id}`)
      .set('Hold-Token', mine.token)
      .send({ items: [{ ...arrival, flightTime: '10:00' }] })
      .expect(409);
    expect(full.body.error).toMatchObject({ code: 'HOLD_NOT_MOVED', message: HOLD_MESSAGES.notMoved });
    // Nothing changed: the seat is still the traveller's.
    expect((await hold()).items[0]!.status).toBe('soldOut');
    const kept = await prisma.hold.findUniqueOrThrow({ where: { id: mine.id }, include: { seats: true } });
    expect([kept.items, kept.seats.map((x) => x.allotmentId)]).toEqual([
      [{ ...arrival, status: 'held' }],
      [allotmentId],
    ]);

    await prisma.allotment.update({ where: { id: laterBand.id }, data: { seats: 2 } });
    const moved = await api()
      .patch(`${PATH}/${mine.id}`)
      .set('Hold-Token', mine.token)
      .send({ items: [{ ...arrival, flightTime: '10:00' }] })
      .expect(200);
    expect(holdSchema.parse(moved.body).items).toEqual([{ ...arrival, flightTime: '10:00', status: 'held' }]);
    // The earlier band's seat is free again.
    expect((await hold()).items[0]!.status).toBe('held');

    await api()
      .patch(`${PATH}/${mine.id}`)
      .set('Hold-Token', 'x'.repeat(43))
      .send({ items: [arrival] })
      .expect(404);
    await api().delete(`${PATH}/${mine.id}`).set('Hold-Token', mine.token).expect(204);
    const ended = await api()
      .patch(`${PATH}/${mine.id}`)
      .set('Hold-Token', mine.token)
      .send({ items: [arrival] })
      .expect(409);
    expect(ended.body.error.code).toBe('HOLD_ENDED');
  });

  it('pauses the countdown up to the pause limit, and resumes it where it stood', async () => {
    const mine = await hold();
    stack.setNow(later(60));
    const paused = await api().patch(`${PATH}/${mine.id}`).set('Hold-Token', mine.token).send({ paused: true });
    expect(paused.status).toBe(200);
    expect(holdSchema.parse(paused.body)).toMatchObject({
      paused: true,
      remainingSeconds: HOLD_SECONDS - 60,
      pauseSecondsLeft: PAUSE_LIMIT_SECONDS,
    });
    // Long after the five minutes, the paused hold still keeps the seat.
    stack.setNow(later(60 + 400));
    expect((await hold()).items[0]!.status).toBe('soldOut');
    const resumed = await api().patch(`${PATH}/${mine.id}`).set('Hold-Token', mine.token).send({ paused: false });
    expect(holdSchema.parse(resumed.body)).toMatchObject({
      paused: false,
      secondsLeft: HOLD_SECONDS - 60,
      pauseSecondsLeft: PAUSE_LIMIT_SECONDS - 400,
    });
    // A second pause gets what is left of the limit; once it runs out the countdown goes on by itself.
    stack.setNow(later(60 + 400 + 10));
    const again = await api().patch(`${PATH}/${mine.id}`).set('Hold-Token', mine.token).send({ paused: true });
    expect(again.body).toMatchObject({ paused: true, remainingSeconds: HOLD_SECONDS - 70, pauseSecondsLeft: 200 });
    stack.setNow(later(60 + 400 + 10 + 200 + 30));
    const running = await api().patch(`${PATH}/${mine.id}`).set('Hold-Token', mine.token).send({ paused: true });
    expect(running.status).toBe(409);
    expect(running.body.error).toMatchObject({ code: 'HOLD_PAUSE_USED', message: HOLD_MESSAGES.noPauseLeft });
    stack.setNow(later(60 + 400 + 10 + 200 + HOLD_SECONDS - 70));
    expect((await hold()).items[0]!.status).toBe('held');
  });

  it('answers a retry with the same Idempotency-Key with the first hold, holding nothing twice', async () => {
    const key = randomUUID();
    const first = await api()
      .post(PATH)
      .set('Idempotency-Key', key)
      .send({ items: [arrival] })
      .expect(201);
    const again = await api()
      .post(PATH)
      .set('Idempotency-Key', key)
      .send({ items: [arrival] })
      .expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stack.service.prisma.hold.count()).toBe(1);
  });

  it('refuses bad input with the one error shape, writing nothing', async () => {
    const empty = await api().post(PATH).send({ items: [] }).expect(400);
    expect(empty.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Name at least one service to hold' });
    await api()
      .post(PATH)
      .send({ items: [{ ...arrival, flightTime: '7:30' }] })
      .expect(400);
    await api()
      .post(PATH)
      .send({ items: [arrival], extra: true })
      .expect(400);
    // A service the catalog does not have, named by its item.
    const unknown = await api()
      .post(PATH)
      .send({ items: [{ ...arrival, serviceId: 99 }] })
      .expect(422);
    expect(unknown.body.error.details.fieldErrors).toHaveProperty(['items.0.serviceId']);
    const noToken = await api().delete(`${PATH}/${randomUUID()}`).expect(400);
    expect(noToken.body.error.message).toBe(HOLD_MESSAGES.token);
    await api().delete(`${PATH}/not-a-uuid`).set('Hold-Token', 'x'.repeat(43)).expect(400);
    await api().patch(`${PATH}/${randomUUID()}`).set('Hold-Token', 'x'.repeat(43)).send({ paused: 'yes' }).expect(400);
    const both = await api()
      .patch(`${PATH}/${randomUUID()}`)
      .set('Hold-Token', 'x'.repeat(43))
      .send({ paused: true, items: [arrival] })
      // Well-formed fields in a combination the contract refuses: 422, as other rules across fields.
      .expect(422);
    expect(both.body.error.message).toBe(HOLD_MESSAGES.change);
    expect(await stack.service.prisma.hold.count()).toBe(0);
  });
});
