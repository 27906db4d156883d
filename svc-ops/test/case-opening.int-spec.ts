import { LocalEventBus } from '@vip/platform/bus';
import { inPgTransaction } from '@vip/platform/db';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { CasesRepository } from '../src/cases/cases.repository';
import { startOpsService, type OpsService } from '../src/server';
import { bookingRequested } from './fixtures';

/**
 * The case a booking.requested opens is written by one SQL statement on two kinds of connection: the cases consumer's
 * plain pg transaction, and the ORM's transaction of the acknowledgement and allotment consumers when one of them
 * comes first. Both must store the same case.
 */
describe('opening a case from booking.requested', () => {
  let db: TestDatabase;
  let service: OpsService;
  const bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });

  beforeAll(async () => {
    db = await createTestDatabase('ops_opening');
    service = await startOpsService({
      env: { PORT: '0', DATABASE_URL: db.url, ADMIN_EMAIL: 'ops.lead@example.com', ADMIN_PASSWORD: 'a-long-password' },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  const travellers = ['Grace Hopper', 'Ada Lovelace', "Brian O'Neil, Jr."];
  const fields = {
    status: 'confirmed' as const,
    travelerNames: travellers,
    adultCount: 3,
    childCount: 0,
    companyName: 'Acme "Ltd"',
    requestedAt: '2030-06-01T12:34:56.789Z',
    locale: 'zh-Hans' as const,
    displayPrice: { currency: 'CNY' as const, rateToUsd: '0.138', totalMinorUnits: 438_406 },
  };
  const stored = (referenceCode: string) =>
    service.prisma.operationsCase.findUniqueOrThrow({ where: { referenceCode } });

  it('stores every field of the event the same way in plain SQL and in the ORM transaction', async () => {
    const cases = new CasesRepository(service.prisma);
    const viaPg = bookingRequested('VIP-70001-FCO', fields).payload;
    const viaOrm = bookingRequested('VIP-70002-FCO', fields).payload;
    const pgId = await inPgTransaction(service.database.pool, (tx) => cases.openFromBooking(tx, viaPg));
    const ormId = await service.prisma.$transaction((tx) => cases.openFromBooking(tx, viaOrm));
    expect(pgId).toEqual(expect.any(String));
    expect(ormId).toEqual(expect.any(String));

    const a = await stored('VIP-70001-FCO');
    const b = await stored('VIP-70002-FCO');
    expect(a.id).toBe(pgId);
    expect(b.id).toBe(ormId);
    const { id: _a, bookingId: _b, referenceCode: _c, createdAt: _d, updatedAt: _e, ...fromPg } = a;
    const { id: _f, bookingId: _g, referenceCode: _h, createdAt: _i, updatedAt: _j, ...fromOrm } = b;
    expect(fromPg).toEqual(fromOrm);
    expect(fromPg).toMatchObject({
      adminStatus: 'confirmation_sent_vendor_needed',
      bookingStatus: 'confirmed',
      travelerNames: travellers,
      companyName: 'Acme "Ltd"',
      flightAt: new Date('2030-06-20T12:00:00.000Z'),
      requestedAt: new Date('2030-06-01T12:34:56.789Z'),
      statusChangedAt: new Date('2030-06-01T12:34:56.789Z'),
      priceBreakdown: viaPg.price,
      totalPriceCents: 60500,
      porterCostCents: 15000,
      version: 1,
      bookingCoreVersion: 1,
      partnerId: null,
      locale: 'zh-Hans',
      displayCurrency: 'CNY',
      displayRateToUsd: '0.138',
      displayTotalMinorUnits: 438_406,
    });
  });

  it('keeps no estimate for a booking in US dollars or from an svc-booking that sends none', async () => {
    const cases = new CasesRepository(service.prisma);
    const dollars = bookingRequested('VIP-70103-FCO', { displayPrice: null }).payload;
    const { displayPrice: _, ...older } = bookingRequested('VIP-70104-FCO').payload;
    await inPgTransaction(service.database.pool, (tx) => cases.openFromBooking(tx, dollars));
    await service.prisma.$transaction((tx) => cases.openFromBooking(tx, older));
    for (const reference of ['VIP-70103-FCO', 'VIP-70104-FCO'])
      expect(await stored(reference)).toMatchObject({
        displayCurrency: null,
        displayRateToUsd: null,
        displayTotalMinorUnits: null,
      });
  });

  it('opens a booking once: a second insert of the same booking opens nothing and changes nothing', async () => {
    const cases = new CasesRepository(service.prisma);
    const booking = bookingRequested('VIP-70003-FCO').payload;
    const first = await inPgTransaction(service.database.pool, (tx) => cases.openFromBooking(tx, booking));
    const before = await stored('VIP-70003-FCO');
    const again = await service.prisma.$transaction((tx) =>
      cases.openFromBooking(tx, { ...booking, contactName: 'Someone Else' }),
    );
    expect(first).toBe(before.id);
    expect(again).toBeNull();
    expect(await stored('VIP-70003-FCO')).toEqual(before);
  });

  it('reads a case in plain SQL as the ORM reads it, on a pg connection and in the ORM transaction', async () => {
    const cases = new CasesRepository(service.prisma);
    const groupId = globalThis.crypto.randomUUID();
    const booking = bookingRequested('VIP-70005-FCO', { ...fields, groupId, groupSize: 1 }).payload;
    await inPgTransaction(service.database.pool, (tx) => cases.openFromBooking(tx, booking));
    // Not null where the opening leaves it null, so every column's type is read.
    await service.prisma.operationsCase.update({
      where: { referenceCode: 'VIP-70005-FCO' },
      data: { cancelledAt: new Date('2030-06-03T01:02:03.456Z'), internalNotes: 'Note', isPaid: true },
    });
    const expected = await service.prisma.operationsCase.findUniqueOrThrow({ where: { bookingId: booking.bookingId } });
    const viaPg = await inPgTransaction(service.database.pool, async (tx) => ({
      alone: await cases.findByBooking(tx, booking.bookingId),
      group: await cases.findGroup(tx, groupId),
    }));
    const viaOrm = await service.prisma.$transaction(async (tx) => ({
      alone: await cases.findByBooking(tx, booking.bookingId),
      group: await cases.findGroup(tx, groupId),
    }));
    for (const read of [viaPg, viaOrm]) {
      expect(read.alone).toStrictEqual(expected);
      expect(read.group).toStrictEqual([expected]);
    }
    expect(expected.cancelledAt).toEqual(new Date('2030-06-03T01:02:03.456Z'));
  });

  it('opens one case per event through the bus, whichever consumer comes first, however often it comes', async () => {
    const event = bookingRequested('VIP-70004-FCO', { travelerNames: travellers, adultCount: 3, childCount: 0 });
    await bus.publish([event]);
    await bus.publish([event]);
    const opened = await service.prisma.operationsCase.findMany({ where: { bookingId: event.aggregateId } });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ referenceCode: 'VIP-70004-FCO', travelerNames: travellers });
    const inbox = await service.prisma.$queryRawUnsafe<Array<{ consumer: string }>>(
      `SELECT consumer FROM inbox_events WHERE event_id = $1::uuid ORDER BY consumer`,
      event.id,
    );
    expect(inbox.map((r) => r.consumer)).toEqual(['svc-ops', 'svc-ops-acknowledgements']);
    expect(bus.deadLetters).toHaveLength(0);
  });
});
