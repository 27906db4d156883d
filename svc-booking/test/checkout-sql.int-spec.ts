import { randomUUID } from 'node:crypto';
import type { BookingInsert } from '../src/bookings/booking-columns';
import { BookingsRepository } from '../src/bookings/bookings.repository';
import { IdempotencyRepository, uniqueViolationOn } from '../src/idempotency/idempotency.repository';
import type { SqlClient } from '@vip/platform/outbox';
import { AllotmentsRepository } from '../src/allotments/allotments.repository';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';

// The checkout's statements are plain SQL on pg: what they write and answer must be what Prisma's calls did.
const NOW = new Date('2030-06-01T12:00:00Z');

function row(overrides: Partial<BookingInsert> = {}): BookingInsert {
  return {
    id: randomUUID(),
    referenceCode: `VIP-${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}-FCO`,
    groupId: randomUUID(),
    serviceId: 11,
    serviceName: 'Standard arrival',
    serviceType: 'arrival',
    serviceLevel: 'standard',
    airportCode: 'FCO',
    airportName: 'Rome Fiumicino',
    airportTimeZone: 'Europe/Rome',
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+12125550100',
    companyName: null,
    flightNumber: 'AZ611',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    flightAt: new Date('2030-06-20T12:00:00Z'),
    adultCount: 2,
    childCount: 1,
    travelerNames: ['Grace Hopper', "Howard O'Aiken"],
    specialRequests: 'Wheelchair; at the gate',
    bookingContext: 'self',
    isTravelAgent: false,
    porterSelected: true,
    basePriceCents: 30000,
    adultFeeTotalCents: 10000,
    childFeeTotalCents: 5000,
    additionalGreeterFeeCents: 0,
    afterHoursFeeCents: 0,
    lastMinuteFeeCents: 0,
    porterCostCents: 1500,
    discountPercentage: 10,
    discountCents: 4650,
    totalPriceCents: 41850,
    cancellationPolicyHours: 48,
    ...overrides,
  };
}

describe('the checkout write path in SQL', () => {
  let stack: BookingTestStack;
  let bookings: BookingsRepository;
  let idempotency: IdempotencyRepository;
  let allotments: AllotmentsRepository;

  beforeAll(async () => {
    stack = await startBookingTestStack({ dbPrefix: 'checkout_sql', services: {}, now: NOW });
    bookings = new BookingsRepository(stack.service.prisma, stack.service.database.pool);
    idempotency = new IdempotencyRepository(stack.service.database.pool);
    allotments = new AllotmentsRepository(stack.service.prisma);
  });
  afterAll(() => stack?.stop());
  const prisma = () => stack.service.prisma;

  it('writes a cart in one statement and answers each booking, in the order given, as Prisma reads it back', async () => {
    const confirmed = row({ status: 'confirmed', allotmentId: randomUUID(), serviceId: 12, travelerNames: [] });
    const rows = [row(), confirmed, row({ bookingContext: 'other', bookerName: 'Ada', terminal: 'T3' })];
    const created = await bookings.inGroupTransaction((tx) => bookings.createMany(tx, rows));

    expect(created.map((b) => b.id)).toEqual(rows.map((r) => r.id));
    for (const booking of created) {
      expect(booking).toEqual(await prisma().booking.findUniqueOrThrow({ where: { id: booking.id } }));
    }
    // The columns a row leaves out take their defaults; the two timestamps are one instant, as Prisma sets them.
    expect(created[0]).toMatchObject({
      status: 'pending_payment',
      coreVersion: 1,
      paymentStatus: 'to_be_arranged',
      notifyTraveller: true,
      allotmentId: null,
      terminal: null,
      travelerNames: ['Grace Hopper', "Howard O'Aiken"],
      specialRequests: 'Wheelchair; at the gate',
      flightAt: new Date('2030-06-20T12:00:00Z'),
    });
    expect(created[0]!.createdAt).toBeInstanceOf(Date);
    expect(created[0]!.updatedAt).toEqual(created[0]!.createdAt);
    expect(created[1]).toMatchObject({ status: 'confirmed', allotmentId: confirmed.allotmentId, travelerNames: [] });
    expect(created[2]).toMatchObject({ bookingContext: 'other', bookerName: 'Ada', terminal: 'T3' });
  });

  it('writes nothing of a cart whose reference code is taken, and names the column so the codes are drawn again', async () => {
    const [first] = await bookings.inGroupTransaction((tx) => bookings.createMany(tx, [row()]));
    const clash = [row(), row({ referenceCode: first!.referenceCode })];
    const error = await bookings.inGroupTransaction((tx) => bookings.createMany(tx, clash)).catch((e: unknown) => e);

    expect(uniqueViolationOn(error, 'reference_code')).toBe(true);
    expect(uniqueViolationOn(error, 'key')).toBe(false);
    expect(await prisma().booking.count({ where: { id: { in: clash.map((r) => r.id) } } })).toBe(0);
  });

  it('keeps nothing of a group transaction whose work throws after writing', async () => {
    const kept = row();
    const error = await bookings
      .inGroupTransaction(async (tx) => {
        await bookings.createMany(tx, [kept]);
        throw new Error('the answer could not be made');
      })
      .catch((e: unknown) => e);

    expect(error).toEqual(new Error('the answer could not be made'));
    expect(await prisma().booking.findUnique({ where: { id: kept.id } })).toBeNull();
  });

  it.each([
    ['the group transaction (pg)', <T>(work: (tx: SqlClient) => Promise<T>) => bookings.inGroupTransaction(work)],
    ["Prisma's transaction", <T>(work: (tx: SqlClient) => Promise<T>) => prisma().$transaction((tx) => work(tx))],
  ])(
    'stores an answer under its key in %s and finds it again; a second one under the key is a violation on key',
    async (_, inTx) => {
      const key = `key-${randomUUID()}`;
      const body = {
        success: true,
        message: "We've received it",
        totalPrice: 418.5,
        bookings: [{ referenceCode: 'X' }],
      };
      await inTx((tx) =>
        idempotency.save(tx, key, { scope: 'bookings.checkout', requestHash: 'abc', status: 201, body }),
      );

      expect(await idempotency.find(key)).toEqual({
        scope: 'bookings.checkout',
        requestHash: 'abc',
        status: 201,
        body,
      });
      expect(await idempotency.find(`${key}-other`)).toBeNull();
      const again = await inTx((tx) =>
        idempotency.save(tx, key, { scope: 'x', requestHash: 'y', status: 201, body: {} }),
      ).catch((e: unknown) => e);
      expect(uniqueViolationOn(again, 'key')).toBe(true);
      expect(uniqueViolationOn(again, 'reference_code')).toBe(false);
      expect(uniqueViolationOn(new Error('duplicate key value violates unique constraint'), 'key')).toBe(false);
    },
  );

  it('takes a seat only from an allotment whose band and lead time cover the flight, the earliest band first', async () => {
    const make = (fromTime: string, toTime: string, instantBookingHours = 24) =>
      prisma().allotment.create({
        data: {
          id: randomUUID(),
          airportCode: 'FCO',
          serviceId: 31,
          date: '2030-07-01',
          fromTime,
          toTime,
          seats: 1,
          instantBookingHours,
          createdBy: 'test',
          updatedBy: 'test',
        },
      });
    const late = await make('12:00', '18:00');
    const early = await make('09:00', '15:00');
    await make('14:00', '20:00', 200);
    await make('15:00', '20:00');
    const take = (time: string, hoursAhead: number) =>
      bookings.inGroupTransaction((tx) =>
        allotments.takeSeat(tx, { serviceId: 31, date: '2030-07-01', time, hoursAhead, now: NOW }),
      );

    expect(await take('14:00', 100)).toEqual({ allotmentId: early.id, covered: true, supplierId: null });
    // The seat's allotment.changed event carries the row as the UPDATE left it.
    const [event] = await prisma().outboxEvent.findMany({ where: { aggregateId: early.id } });
    const stored = await prisma().allotment.findUniqueOrThrow({ where: { id: early.id } });
    expect(event?.envelope).toMatchObject({
      payload: {
        allotmentId: early.id,
        seatsTaken: 1,
        revision: stored.revision,
        changedAt: stored.updatedAt.toISOString(),
      },
    });
    expect(await take('14:00', 100)).toMatchObject({ allotmentId: late.id, covered: true });
    // Both bands are full now; the 14:00 one further out only takes flights 200 hours or more ahead.
    expect(await take('14:00', 100)).toEqual({ allotmentId: null, covered: true });
    expect(await take('08:00', 100)).toEqual({ allotmentId: null, covered: false });
  });
});
