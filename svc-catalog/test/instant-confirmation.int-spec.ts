// 'Instant confirmation' on results, the service card and the partner API: svc-catalog keeps a copy of svc-booking's
// allotments from allotment.changed (through its inbox, on PostgreSQL) and flags a service where an allotment covers
// the searched date and time with a seat left, outside its lead time, as svc-booking's checkout would take the seat.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { allotmentChangedV1, createEnvelope, type EventEnvelope } from '@vip/contracts/events';
import { partnerQuoteSchema, serviceDetailSchema, serviceListSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, testIdentities, testPartner, type TestDatabase } from '@vip/platform/testing';
import { ALLOTMENTS_CONSUMER } from '../src/allotments/allotments.subscription';
import { startCatalogService, type CatalogService } from '../src/server';

// 2030-06-01 12:00Z is 14:00 in Rome (UTC+2 in summer).
const NOW = new Date('2030-06-01T12:00:00Z');
const DAY = '2030-06-20';
const identities = testIdentities();

interface AllotmentState {
  id: string;
  serviceId: number;
  date: string;
  fromTime: string;
  toTime: string;
  seats: number;
  seatsTaken: number;
  seatsHeld?: number;
  instantBookingHours: number;
  withdrawn: boolean;
  revision: number;
}

describe("'Instant confirmation' from svc-catalog's copy of the allotments", () => {
  let db: TestDatabase;
  let bus: LocalEventBus;
  let service: CatalogService;
  let now = NOW;
  /** FCO's cheapest standard arrival, and another arrival there that no allotment covers. */
  let covered: number;
  let other: number;

  beforeAll(async () => {
    db = await createTestDatabase('catalog_instant');
    bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
    service = await startCatalogService({
      env: { PORT: '0', DATABASE_URL: db.url, ...identities.env('svc-catalog') },
      bus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    const arrivals = await service.prisma.service.findMany({
      where: { airport: { code: 'FCO' }, serviceType: 'arrival', active: true },
      orderBy: { id: 'asc' },
      select: { id: true },
    });
    if (arrivals.length < 2) throw new Error('The seeded catalog has fewer than 2 arrivals at FCO');
    [covered, other] = arrivals.map((s) => s.id);
  });
  afterAll(async () => {
    await service?.stop();
    await bus?.close();
    await db?.drop();
  });
  beforeEach(() => {
    now = NOW;
  });

  const api = () => request(service.app.callback());

  /** An allotment of the covered service at FCO, as svc-booking announces it; `next` gives its later states. */
  function allotment(fields: Partial<AllotmentState> = {}) {
    let state: AllotmentState = {
      id: randomUUID(),
      serviceId: covered,
      date: DAY,
      fromTime: '06:00',
      toTime: '09:00',
      seats: 3,
      seatsTaken: 0,
      instantBookingHours: 24,
      withdrawn: false,
      revision: 1,
      ...fields,
    };
    const event = (s: AllotmentState): EventEnvelope =>
      createEnvelope(allotmentChangedV1, {
        producer: 'svc-booking',
        aggregateId: s.id,
        payload: {
          allotmentId: s.id,
          airportCode: 'FCO',
          serviceId: s.serviceId,
          date: s.date,
          fromTime: s.fromTime,
          toTime: s.toTime,
          seats: s.seats,
          seatsTaken: s.seatsTaken,
          ...(s.seatsHeld === undefined ? {} : { seatsHeld: s.seatsHeld }),
          instantBookingHours: s.instantBookingHours,
          supplierId: null,
          withdrawn: s.withdrawn,
          revision: s.revision,
          changedAt: new Date().toISOString(),
        },
      }) as EventEnvelope;
    return {
      first: event(state),
      /** The state after one more write (the revision counts it). */
      next(changes: Partial<AllotmentState>) {
        state = { ...state, ...changes, revision: state.revision + 1 };
        return event(state);
      },
      /** A state of one's choosing, under a revision of one's choosing (an old one arriving late). */
      at(revision: number, changes: Partial<AllotmentState> = {}) {
        return event({ ...state, ...changes, revision });
      },
    };
  }

  /** Resolves once svc-catalog's consumer applied the events (the embedded bus waits for it). */
  const publish = (...events: EventEnvelope[]) => bus.publish(events);

  /** Each FCO arrival's flag for a search at `date` `time` for the party. */
  async function flags(date: string, time: string, party = { adults: 2, children: 0 }) {
    const res = await api()
      .get('/api/services')
      .query({ airport: 'FCO', type: 'arrival', date, time, adults: party.adults, children: party.children })
      .expect(200);
    return new Map(serviceListSchema.parse(res.body).map((s) => [s.id, s.instantConfirmation]));
  }
  const instant = async (date: string, time: string) => (await flags(date, time)).get(covered);

  it('flags the covered service on its date inside its band, for any party, and nothing else', async () => {
    await publish(allotment().first);

    const at7 = await flags(DAY, '07:00');
    expect(at7.get(covered)).toBe(true);
    expect(at7.get(other)).toBe(false);
    // One seat is one booking: a party of ten takes one seat too.
    expect((await flags(DAY, '07:00', { adults: 8, children: 2 })).get(covered)).toBe(true);
    // The band's start is in it, its end is not.
    expect(await instant(DAY, '06:00')).toBe(true);
    expect(await instant(DAY, '08:59')).toBe(true);
    expect(await instant(DAY, '09:00')).toBe(false);
    expect(await instant(DAY, '05:59')).toBe(false);
    expect(await instant('2030-06-21', '07:00')).toBe(false);

    // The service card says it too; without a date and time there is nothing to promise.
    const card = await api()
      .get(`/api/services/${covered}`)
      .query({ date: DAY, time: '07:00', adults: 2, children: 0 })
      .expect(200);
    expect(serviceDetailSchema.parse(card.body).instantConfirmation).toBe(true);
    const outside = await api()
      .get(`/api/services/${covered}`)
      .query({ date: DAY, time: '10:00', adults: 2, children: 0 })
      .expect(200);
    expect(outside.body.instantConfirmation).toBe(false);
    const undated = await api().get(`/api/services/${covered}`).expect(200);
    expect(undated.body.instantConfirmation).toBe(false);
  });

  it('does not flag a full allotment, a time inside its lead time (airport-local) or one the checkout refuses', async () => {
    await publish(allotment({ date: '2030-06-22', seats: 2, seatsTaken: 2 }).first);
    expect(await instant('2030-06-22', '07:00')).toBe(false);

    // 24 hours' lead time from 2030-06-01 14:00 in Rome: 13:00 the next day is 23 hours away (25 if read as UTC).
    await publish(allotment({ date: '2030-06-02', fromTime: '12:00', toTime: '18:00' }).first);
    expect(await instant('2030-06-02', '13:00')).toBe(false);
    expect(await instant('2030-06-02', '14:00')).toBe(true);
    expect(await instant('2030-06-02', '15:00')).toBe(true);
    now = new Date('2030-06-01T14:00:00Z');
    expect(await instant('2030-06-02', '15:00')).toBe(false);

    // No lead time, but the checkout takes no booking under 6 hours before the service.
    now = NOW;
    await publish(allotment({ date: '2030-06-01', fromTime: '15:00', toTime: '23:00', instantBookingHours: 0 }).first);
    expect(await instant('2030-06-01', '19:00')).toBe(false);
    expect(await instant('2030-06-01', '20:00')).toBe(true);
  });

  it('follows the newest state: a seat taken closes it, one given back opens it, a withdrawal ends it', async () => {
    const a = allotment({ date: '2030-06-23', seats: 1 });
    await publish(a.first);
    expect(await instant('2030-06-23', '07:00')).toBe(true);

    await publish(a.next({ seatsTaken: 1 }));
    expect(await instant('2030-06-23', '07:00')).toBe(false);

    await publish(a.next({ seatsTaken: 0 }));
    expect(await instant('2030-06-23', '07:00')).toBe(true);

    await publish(a.next({ seats: 0 }));
    expect(await instant('2030-06-23', '07:00')).toBe(false);

    await publish(a.next({ seats: 2, toTime: '08:00' }));
    expect(await instant('2030-06-23', '07:00')).toBe(true);
    expect(await instant('2030-06-23', '08:30')).toBe(false);

    await publish(a.next({ withdrawn: true }));
    expect(await instant('2030-06-23', '07:00')).toBe(false);
  });

  it("does not flag a band whose last seat is held in another traveller's checkout, and flags it once freed", async () => {
    const band = allotment({ date: '2030-06-27', seats: 2, seatsTaken: 1 });
    await publish(band.first);
    expect(await instant('2030-06-27', '07:00')).toBe(true);
    await publish(band.next({ seatsHeld: 1 }));
    expect(await instant('2030-06-27', '07:00')).toBe(false);
    // Released, booked elsewhere or run out: svc-booking announces the seat free again.
    await publish(band.next({ seatsHeld: 0 }));
    expect(await instant('2030-06-27', '07:00')).toBe(true);
  });

  it('changes nothing for a replayed event or an older state arriving late', async () => {
    const a = allotment({ date: '2030-06-24', seats: 1 });
    const opened = a.first;
    await publish(opened);
    const taken = a.next({ seatsTaken: 1 });
    await publish(taken);
    expect(await instant('2030-06-24', '07:00')).toBe(false);

    // The same event again (a redelivery): the inbox drops it.
    await publish(opened);
    expect(await instant('2030-06-24', '07:00')).toBe(false);
    expect(
      await service.prisma.inboxEvent.count({ where: { consumer: ALLOTMENTS_CONSUMER, eventId: opened.id } }),
    ).toBe(1);
    // The open state under its own id, after the newer one: older by revision, so kept out.
    await publish(a.at(1, { seatsTaken: 0 }));
    expect(await instant('2030-06-24', '07:00')).toBe(false);
    expect(await service.prisma.allotment.findUniqueOrThrow({ where: { id: taken.aggregateId } })).toMatchObject({
      seatsLeft: 0,
      revision: 2,
    });

    // Withdrawn for good: neither a late state of a free seat nor one of the same revision brings it back.
    const given = a.next({ seatsTaken: 0 });
    await publish(a.next({ withdrawn: true }));
    await publish(given, a.at(4, { seatsTaken: 0, withdrawn: false }));
    expect(await instant('2030-06-24', '07:00')).toBe(false);
    expect(await service.prisma.allotment.findUniqueOrThrow({ where: { id: taken.aggregateId } })).toMatchObject({
      withdrawn: true,
      revision: 4,
    });
  });

  it('gives partners the same flag, and none to a sandbox key (a sandbox booking never takes a seat)', async () => {
    await publish(allotment({ date: '2030-06-25' }).first);
    const partner = testPartner({ companyName: 'Instant Travel' });
    const live = partner.key('live');
    const sandbox = partner.key('sandbox');
    await publish(partner.updated(), live.issued, sandbox.issued);
    const partnerFlags = async (key: string) => {
      const res = await api()
        .get('/api/partner/v1/services')
        .query({ airport: 'FCO', type: 'arrival', date: '2030-06-25', time: '07:00', adults: 2, children: 0 })
        .set('X-API-Key', key)
        .expect(200);
      return new Map(serviceListSchema.parse(res.body).map((s) => [s.id, s.instantConfirmation]));
    };
    const forLive = await partnerFlags(live.key);
    expect([forLive.get(covered), forLive.get(other)]).toEqual([true, false]);
    expect((await partnerFlags(sandbox.key)).get(covered)).toBe(false);
  });

  it("flags a partner's quote as its services list does: a free seat now, never full, never for a sandbox key", async () => {
    const band = allotment({ date: '2030-06-26', seats: 1 });
    await publish(band.first);
    const partner = testPartner({ companyName: 'Quoting Travel' });
    const live = partner.key('live');
    const sandbox = partner.key('sandbox');
    await publish(partner.updated(), live.issued, sandbox.issued);
    const quoted = async (key: string, serviceId: number) => {
      const res = await api()
        .post('/api/partner/v1/quotes')
        .set('X-API-Key', key)
        .send({ serviceId, date: '2030-06-26', time: '07:00', adults: 2 })
        .expect(201);
      return partnerQuoteSchema.parse(res.body).instantConfirmation;
    };
    expect([await quoted(live.key, covered), await quoted(live.key, other)]).toEqual([true, false]);
    expect(await quoted(sandbox.key, covered)).toBe(false);
    await publish(band.next({ seatsTaken: 1 }));
    expect(await quoted(live.key, covered)).toBe(false);
  });

  it('answers a replica started later from the copy, with no event heard, and forgets the days gone', async () => {
    await publish(allotment({ date: '2030-06-27' }).first);
    // A band of a day that has passed everywhere (now is 2030-06-01): nobody books it.
    const gone = allotment({ date: '2030-05-30' });
    await publish(gone.first);
    expect(await service.prisma.allotment.count({ where: { id: gone.first.aggregateId } })).toBe(1);

    const quietBus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 } });
    const replica = await startCatalogService({
      env: { PORT: '0', DATABASE_URL: db.url, ...identities.env('svc-catalog') },
      bus: quietBus,
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
    try {
      const res = await request(replica.app.callback())
        .get('/api/services')
        .query({ airport: 'FCO', type: 'arrival', date: '2030-06-27', time: '07:00', adults: 2, children: 0 })
        .expect(200);
      const flagged = new Map(serviceListSchema.parse(res.body).map((s) => [s.id, s.instantConfirmation]));
      expect([flagged.get(covered), flagged.get(other)]).toEqual([true, false]);
      expect(await service.prisma.allotment.count({ where: { id: gone.first.aggregateId } })).toBe(0);
    } finally {
      await replica.stop();
      await quietBus.close();
    }
  });
});
