// Never overbooked: the last seat of an allotment, asked for by 50 checkouts at once through two replicas of
// svc-booking on one PostgreSQL database. Exactly one is confirmed; the others are requests that say why.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  INSTANT_CONFIRMATION_MESSAGES,
  checkoutResponseSchema,
  type CheckoutRequestInput,
} from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { startBookingService, type BookingService } from '../src/server';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');
const PARALLEL = 50;

const checkoutOf = (n: number): CheckoutRequestInput => ({
  bookingContext: 'self',
  contactName: `Traveller ${n}`,
  contactPhone: '+1 212 555 0100',
  contactEmail: `traveller${n}@example.com`,
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  additionalPassengers: [],
  agreeToTerms: true,
  items: [{ serviceId: 11, flightDate: '2030-06-20', flightTime: '07:30', adultCount: 1, childCount: 0 }],
});

describe('the last seat under concurrency', () => {
  let stack: BookingTestStack;
  let replica: BookingService;

  beforeAll(async () => {
    stack = await startBookingTestStack({ dbPrefix: 'capacity', services: { 11: fcoStandardArrival }, now: NOW });
    const url = stack.service.config.DATABASE_URL;
    replica = await startBookingService({
      env: { PORT: '0', DATABASE_URL: url, CATALOG_URL: stack.catalog.url, BOOKING_RATE_LIMIT_PER_MINUTE: '1000' },
      bus: new LocalEventBus(),
      inMemory: true,
      logger: silentLogger(),
      now: () => NOW,
    });
  });
  afterAll(async () => {
    await replica?.stop();
    await stack?.stop();
  });

  it(`confirms exactly one of ${PARALLEL} parallel checkouts across two replicas; the others become requests`, async () => {
    const prisma = stack.service.prisma;
    const allotment = await prisma.allotment.create({
      data: {
        id: randomUUID(),
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
    const apps = [stack.service.app.callback(), replica.app.callback()];
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        request(apps[n % 2]!)
          .post('/api/bookings/checkout')
          .set('Idempotency-Key', randomUUID())
          .send(checkoutOf(n)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(201));
    const bookings = answers.map((a) => checkoutResponseSchema.parse(a.body).bookings[0]!);
    const confirmed = bookings.filter((b) => b.status === 'Confirmed');
    const requests = bookings.filter((b) => b.status === 'Requested');
    expect(confirmed).toHaveLength(1);
    expect(requests).toHaveLength(PARALLEL - 1);
    for (const r of requests) expect(r.notice).toBe(INSTANT_CONFIRMATION_MESSAGES.soldOut);

    // The database agrees: one booking holds the seat, the allotment is full, never past it.
    expect(await prisma.booking.count({ where: { allotmentId: allotment.id } })).toBe(1);
    expect(await prisma.booking.count({ where: { status: 'confirmed' } })).toBe(1);
    expect(await prisma.booking.count()).toBe(PARALLEL);
    expect(await prisma.allotment.findUniqueOrThrow({ where: { id: allotment.id } })).toMatchObject({
      seats: 3,
      seatsTaken: 3,
    });
    // One seat taken, one allotment.changed: the losers announced nothing.
    expect(
      await prisma.outboxEvent.count({ where: { eventType: 'allotment.changed', aggregateId: allotment.id } }),
    ).toBe(1);
  });

  it('refuses, in the database itself, a write that would take more seats than there are', async () => {
    const prisma = stack.service.prisma;
    const id = randomUUID();
    await prisma.allotment.create({
      data: {
        id,
        airportCode: 'FCO',
        serviceId: 11,
        date: '2030-06-21',
        fromTime: '06:00',
        toTime: '09:00',
        seats: 1,
        seatsTaken: 1,
        createdBy: 'test',
        updatedBy: 'test',
      },
    });
    await expect(prisma.$executeRaw`UPDATE allotments SET seats_taken = 2 WHERE id = ${id}::uuid`).rejects.toThrow(
      /allotments_seats_taken_within_seats/,
    );
  });
});
