// The partner booking API: keys from svc-ops' events, booking as the checkout does (priced by the catalog, discounts,
// all or nothing, the partner's terms), idempotency per partner, the partner's own bookings only, a stable list,
// cancellations and sandbox moves through svc-ops' internal API (a stand-in answering as the pact says).
import {
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  partnerBookingCreatedSchema,
  partnerBookingListSchema,
  partnerBookingSchema,
  partnerCancellationQuoteSchema,
} from '@vip/contracts/schemas';
import {
  CURRENCY_RATES_AGGREGATE_ID,
  bookingCancelledV1,
  caseStatusChangedV1,
  createEnvelope,
  currencyRatesChangedV1,
} from '@vip/contracts/events';
import { testIdentities, testPartner, type TestPartner, type TestPartnerKey } from '@vip/platform/testing';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoLoungeDeparture, fcoStandardArrival, jfkSuiteArrival } from './catalog-stand-in';
import { startOpsStandIn, type OpsStandIn } from './ops-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');
const identities = testIdentities();
const BOOKINGS = '/api/partner/v1/bookings';

const item = (serviceId: number, extra: Record<string, unknown> = {}) => ({
  serviceId,
  flightDate: '2030-06-20',
  flightTime: '14:00',
  flightNumber: 'AZ611',
  adults: 2,
  ...extra,
});
const bookingBody = (extra: Record<string, unknown> = {}) => ({
  partnerReference: 'TRIP-1',
  contact: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 212 555 0100' },
  additionalTravellers: ['Alan Turing'],
  agent: { name: 'Ada Lovelace', email: 'ada@agency.example' },
  items: [item(11, { porter: true, terminal: '3' })],
  ...extra,
});

describe('the partner booking API', () => {
  let stack: BookingTestStack;
  let ops: OpsStandIn;
  let acme: TestPartner;
  let acmeKey: TestPartnerKey;
  let acmeSandboxKey: TestPartnerKey;
  let other: TestPartner;
  let otherKey: TestPartnerKey;
  let keyCounter = 0;

  beforeAll(async () => {
    ops = await startOpsStandIn((authorization) => identities.callerOf('svc-ops', authorization));
    stack = await startBookingTestStack({
      dbPrefix: 'booking_partner_api',
      services: { 11: fcoStandardArrival, 12: fcoLoungeDeparture, 21: jfkSuiteArrival },
      now: NOW,
      env: { ...identities.env('svc-booking'), OPS_URL: ops.url, OPS_TIMEOUT_MS: '1000' },
    });
    acme = testPartner({
      companyName: 'Acme Travel',
      terms: [{ kind: 'commission', percentBasisPoints: 1000, effectiveFrom: '2030-01-01' }],
    });
    acmeKey = acme.key('live');
    acmeSandboxKey = acme.key('sandbox');
    other = testPartner({ companyName: 'Other Travel' });
    otherKey = other.key('live');
    await stack.bus.publish([acme.updated(), acmeKey.issued, acmeSandboxKey.issued, other.updated(), otherKey.issued]);
  });
  afterAll(async () => {
    await stack?.stop();
    await ops?.close();
  });
  beforeEach(() => stack.setNow(NOW));

  const as = (key: TestPartnerKey) => ({
    post: (path: string, body: unknown, idempotencyKey?: string) => {
      const req = stack.api().post(`${BOOKINGS}${path}`).set('X-API-Key', key.key);
      if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
      return req.send(body as object);
    },
    get: (path: string) => stack.api().get(`${BOOKINGS}${path}`).set('X-API-Key', key.key),
  });
  const newKey = () => `partner-test-key-${++keyCounter}`;
  async function book(key: TestPartnerKey, body = bookingBody()) {
    const res = await as(key).post('', body, newKey()).expect(201);
    return partnerBookingCreatedSchema.parse(res.body);
  }

  describe('keys', () => {
    it('answers 401 without a key, with an unknown one, and with a key whose partner was never announced', async () => {
      const missing = await stack.api().get(BOOKINGS).expect(401);
      expect(missing.body.error).toMatchObject({ code: 'INVALID_API_KEY' });
      await stack.api().get(BOOKINGS).set('X-API-Key', 'vipk_live_nope_nope').expect(401);
      const orphan = testPartner().key('live');
      await stack.bus.publish([orphan.issued]);
      await stack.api().get(BOOKINGS).set('X-API-Key', orphan.key).expect(401);
    });

    it('limits each key per minute, then refuses a revoked key and every key of an inactive partner', async () => {
      const partner = testPartner();
      const limited = partner.key('live', 2);
      const second = partner.key('live');
      await stack.bus.publish([partner.updated(), limited.issued, second.issued]);
      await as(limited).get('').expect(200);
      await as(limited).get('').expect(200);
      const refused = await as(limited).get('').expect(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await stack.bus.publish([partner.revoked(limited.keyId, NOW)]);
      await as(second).get('').expect(200);
      await stack.bus.publish([partner.updated({ active: false })]);
      await as(second).get('').expect(401);
    });

    it('keeps a rotated key working until its revokedAt, and refuses a live key of a sandbox account', async () => {
      const partner = testPartner();
      const rotated = partner.key('live');
      await stack.bus.publish([partner.updated(), rotated.issued]);
      await stack.bus.publish([partner.revoked(rotated.keyId, new Date(NOW.getTime() + 3_600_000), 'rotated')]);
      await as(rotated).get('').expect(200);
      stack.setNow(new Date(NOW.getTime() + 3_600_001));
      await as(rotated).get('').expect(401);
      stack.setNow(NOW);
      const live = partner.key('live');
      await stack.bus.publish([live.issued, partner.updated({ sandbox: true })]);
      await as(live).get('').expect(401);
    });
  });

  describe('booking', () => {
    it('needs an Idempotency-Key', async () => {
      const res = await as(acmeKey).post('', bookingBody()).expect(400);
      expect(res.body.error).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REQUIRED',
        message: IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
        details: { in: 'header' },
      });
      expect(await stack.service.prisma.booking.count({ where: { partnerReference: 'TRIP-1' } })).toBe(0);
    });

    it("books a group priced as the site prices it, with the partner's commission, and announces it", async () => {
      const before = stack.published.length;
      const created = await book(
        acmeKey,
        bookingBody({
          partnerReference: 'TRIP-GROUP',
          // Promo codes are the site's: not part of this API, ignored.
          promoCode: 'FLYSM',
          notifyTraveller: false,
          items: [item(11, { porter: true, terminal: '3' }), item(12, { flightTime: '18:00', flightNumber: 'AZ612' })],
        }),
      );
      // Arrival and departure at one airport: 10 % off each, as the checkout gives (545 and 900 before).
      expect(created.bookings.map((b) => [b.service.id, b.price.total, b.price.commission])).toEqual([
        [11, 490.5, 49.05],
        [12, 810, 81],
      ]);
      expect(created.total).toEqual({ currency: 'USD', total: 1300.5, commission: 130.05, netPrice: null });
      expect(created.partnerReference).toBe('TRIP-GROUP');
      expect(new Set(created.bookings.map((b) => b.groupId))).toEqual(new Set([created.groupId]));
      expect(created.bookings[0]).toMatchObject({
        status: 'requested',
        paymentStatus: 'to_be_arranged',
        mode: 'live',
        flight: { number: 'AZ611', airline: 'ITA Airways', terminal: '3' },
        travellerNames: ['Grace Hopper', 'Alan Turing'],
        price: { terms: { kind: 'commission', percent: 10 } },
      });
      await stack.waitForPublished(before + 2);
      const events = stack.published.slice(before).map((e) => e.payload);
      expect(events.map((p) => p.partner)).toEqual([
        {
          id: acme.partnerId,
          name: 'Acme Travel',
          reference: 'TRIP-GROUP',
          mode: 'live',
          terms: { kind: 'commission', percentBasisPoints: 1000 },
          commissionCents: 4905,
          netPriceCents: null,
          notifyTraveller: false,
        },
        expect.objectContaining({ commissionCents: 8100, reference: 'TRIP-GROUP' }),
      ]);
      expect(events[0]).toMatchObject({
        groupSize: 2,
        contactName: 'Grace Hopper',
        contactEmail: 'grace@example.com',
        companyName: 'Acme Travel',
        // The partner's consultant is the booker; the partner, the agency.
        bookerRole: 'travel-agent',
        bookerName: 'Ada Lovelace',
        agencyName: 'Acme Travel',
        isTravelAgent: true,
        price: { totalPriceCents: 49_050 },
      });
    });

    it("books instantly where a supplier's allotment has a seat, a request where it has none, and never from a sandbox key", async () => {
      const allotment = await stack.service.prisma.allotment.create({
        data: {
          id: globalThis.crypto.randomUUID(),
          airportCode: 'FCO',
          serviceId: 11,
          date: '2030-06-25',
          fromTime: '06:00',
          toTime: '09:00',
          seats: 1,
          createdBy: 'test',
          updatedBy: 'test',
        },
      });
      const early = (partnerReference: string) =>
        bookingBody({ partnerReference, items: [item(11, { flightDate: '2030-06-25', flightTime: '07:30' })] });
      const sandbox = await book(acmeSandboxKey, early('TRIP-SANDBOX-SEAT'));
      expect(sandbox.bookings[0]!.status).toBe('requested');
      const instant = await book(acmeKey, early('TRIP-INSTANT'));
      expect(instant.bookings[0]!.status).toBe('confirmed');
      const soldOut = await book(acmeKey, early('TRIP-SOLD-OUT'));
      expect(soldOut.bookings[0]!.status).toBe('requested');
      const seats = await stack.service.prisma.allotment.findUniqueOrThrow({ where: { id: allotment.id } });
      expect(seats.seatsTaken).toBe(1);
      const fetched = await as(acmeKey).get(`/${instant.bookings[0]!.referenceCode}`).expect(200);
      expect(fetched.body.status).toBe('confirmed');
    });

    it('answers a retry with the first answer, refuses the same key with another body, and scopes keys per partner', async () => {
      const key = newKey();
      const first = await as(acmeKey)
        .post('', bookingBody({ partnerReference: 'TRIP-IDEM' }), key)
        .expect(201);
      const again = await as(acmeKey)
        .post('', bookingBody({ partnerReference: 'TRIP-IDEM' }), key)
        .expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      const reused = await as(acmeKey)
        .post('', bookingBody({ partnerReference: 'TRIP-OTHER' }), key)
        .expect(409);
      expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      // The same key and body with the sandbox key is another request (another mode).
      await as(acmeSandboxKey)
        .post('', bookingBody({ partnerReference: 'TRIP-IDEM' }), key)
        .expect(409);
      // Another partner's key space is its own.
      await as(otherKey)
        .post('', bookingBody({ partnerReference: 'TRIP-IDEM' }), key)
        .expect(201);
      expect(await stack.service.prisma.booking.count({ where: { partnerReference: 'TRIP-IDEM' } })).toBe(2);
    });

    it('books nothing when one item cannot be booked, naming every refused item', async () => {
      const res = await as(acmeKey)
        .post(
          '',
          bookingBody({
            partnerReference: 'TRIP-HALF',
            items: [item(11), item(999), item(21, { flightDate: '2030-06-01', flightTime: '13:00' })],
          }),
          newKey(),
        )
        .expect(422);
      expect(Object.keys(res.body.error.details.fieldErrors).sort()).toEqual([
        'items.1.serviceId',
        'items.2.flightTime',
      ]);
      expect(await stack.service.prisma.booking.count({ where: { partnerReference: 'TRIP-HALF' } })).toBe(0);
    });

    it('asks for the airline when the flight number names none, and refuses more names than travellers', async () => {
      const noAirline = await as(acmeKey)
        .post('', bookingBody({ items: [item(11, { flightNumber: 'N123AB' })] }), newKey())
        .expect(422);
      expect(noAirline.body.error.details.fieldErrors).toEqual({ 'items.0.airline': ['Airline is required'] });
      await as(acmeKey)
        .post('', bookingBody({ additionalTravellers: ['A', 'B'], items: [item(11, { adults: 2 })] }), newKey())
        .expect(422);
    });

    it('stores the net price under net-rate terms in force on the UTC date, and the mode of a sandbox key', async () => {
      const partner = testPartner({
        companyName: 'Net Travel',
        terms: [
          { kind: 'commission', percentBasisPoints: 500, effectiveFrom: '2030-01-01' },
          { kind: 'net_discount', percentBasisPoints: 1250, effectiveFrom: '2030-06-01' },
          { kind: 'commission', percentBasisPoints: 900, effectiveFrom: '2030-06-02' },
        ],
        sandbox: true,
      });
      const key = partner.key('sandbox');
      await stack.bus.publish([partner.updated(), key.issued]);
      const before = stack.published.length;
      const created = await book(key, bookingBody({ partnerReference: 'TRIP-NET' }));
      // 12.5 % off 545.00 is 68.125: 68.13 off, 476.87 to pay.
      expect(created.bookings[0]!.price).toEqual({
        currency: 'USD',
        total: 545,
        commission: null,
        netPrice: 476.87,
        terms: { kind: 'net_discount', percent: 12.5 },
      });
      expect(created.bookings[0]!.mode).toBe('sandbox');
      await stack.waitForPublished(before + 1);
      expect(stack.published.at(-1)!.payload.partner).toMatchObject({
        mode: 'sandbox',
        netPriceCents: 47_687,
        commissionCents: null,
      });
    });

    it("keeps the traveller's language: the body's locale, else Accept-Language, else English", async () => {
      const before = stack.published.length;
      const french = await book(acmeKey, bookingBody({ partnerReference: 'TRIP-FR', locale: 'fr' }));
      const german = await as(acmeKey)
        .post('', bookingBody({ partnerReference: 'TRIP-DE' }), newKey())
        .set('Accept-Language', 'de-DE,de;q=0.9')
        .expect(201);
      const english = await book(acmeKey, bookingBody({ partnerReference: 'TRIP-EN' }));
      const references = [french, partnerBookingCreatedSchema.parse(german.body), english].map(
        (c) => c.bookings[0]!.referenceCode,
      );
      expect([french, german.body, english].map((c) => c.bookings[0].locale)).toEqual(['fr', 'de', 'en']);

      const stored = await stack.service.prisma.booking.findMany({ where: { referenceCode: { in: references } } });
      expect(references.map((r) => stored.find((b) => b.referenceCode === r)!.locale)).toEqual(['fr', 'de', 'en']);
      await stack.waitForPublished(before + 3);
      const announced = stack.published.slice(before);
      expect(references.map((r) => announced.find((e) => e.payload.referenceCode === r)!.payload.locale)).toEqual([
        'fr',
        'de',
        'en',
      ]);
      // The detail and the list answer it too.
      const detail = await as(acmeKey).get(`/${references[0]}`).expect(200);
      expect(partnerBookingSchema.parse(detail.body).locale).toBe('fr');
      const list = await as(acmeKey).get('?partnerReference=TRIP-DE').expect(200);
      expect(partnerBookingListSchema.parse(list.body).items.map((b) => b.locale)).toEqual(['de']);
    });

    it('takes a language tag in any case or with a region, as the language we write in', async () => {
      const tags = { 'TRIP-TAG-FR': 'FR', 'TRIP-TAG-CA': 'fr-CA', 'TRIP-TAG-ZH': 'zh-CN', 'TRIP-TAG-GB': 'en-GB' };
      const answered: string[] = [];
      for (const [partnerReference, locale] of Object.entries(tags))
        answered.push((await book(acmeKey, bookingBody({ partnerReference, locale }))).bookings[0]!.locale);
      expect(answered).toEqual(['fr', 'fr', 'zh-Hans', 'en']);
      const stored = await stack.service.prisma.booking.findMany({
        where: { partnerReference: 'TRIP-TAG-ZH' },
        select: { locale: true },
      });
      expect(stored).toEqual([{ locale: 'zh-Hans' }]);
    });

    it.each([
      ['a language we do not write in', 'TRIP-XX', 'xx'],
      ['Traditional Chinese (only Simplified is offered)', 'TRIP-TW', 'zh-TW'],
    ])('refuses %s, in the one error shape, and books nothing', async (_, partnerReference, locale) => {
      const res = await as(acmeKey).post('', bookingBody({ partnerReference, locale }), newKey()).expect(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fieldErrors: { locale: ['Language must be one of en, fr, de, es, ar, zh-Hans'] } },
        requestId: expect.any(String),
      });
      expect(await stack.service.prisma.booking.count({ where: { partnerReference } })).toBe(0);
    });
  });

  it("keeps the estimate in the traveller's currency at booking time and answers it on the booking", async () => {
    await stack.bus.publish([
      createEnvelope(currencyRatesChangedV1, {
        producer: 'svc-ops',
        aggregateId: CURRENCY_RATES_AGGREGATE_ID,
        payload: {
          rates: [{ currency: 'EUR', rateToUsd: '1.08' }],
          revision: 1,
          updatedAt: '2030-06-01T09:00:00.000Z',
        },
      }),
    ]);
    const created = await book(acmeKey, bookingBody({ partnerReference: 'TRIP-EUR', displayCurrency: 'EUR' }));
    // $545.00 at 1 EUR = 1.08 USD: €504.6296… kept as €504.63.
    const expected = { currency: 'EUR', rateToUsd: '1.08', totalMinorUnits: 50_463 };
    expect(created.bookings[0]!.displayPrice).toEqual(expected);
    const fetched = partnerBookingSchema.parse(
      (await as(acmeKey).get(`/${created.bookings[0]!.referenceCode}`).expect(200)).body,
    );
    expect(fetched.displayPrice).toEqual(expected);
    const dollars = await book(acmeKey, bookingBody({ partnerReference: 'TRIP-USD' }));
    expect(dollars.bookings[0]!.displayPrice).toBeNull();
    const refused = await as(acmeKey)
      .post('', bookingBody({ partnerReference: 'TRIP-CHF', displayCurrency: 'CHF' }), newKey())
      .expect(400);
    expect(refused.body.error.details.fieldErrors).toEqual({ displayCurrency: [expect.any(String)] });
  });

  describe("a partner's own bookings only", () => {
    let reference: string;
    let sandboxReference: string;
    beforeAll(async () => {
      reference = (await book(acmeKey, bookingBody({ partnerReference: 'TRIP-OWN' }))).bookings[0]!.referenceCode;
      sandboxReference = (await book(acmeSandboxKey, bookingBody({ partnerReference: 'TRIP-SBX' }))).bookings[0]!
        .referenceCode;
    });

    const notFound = { code: 'BOOKING_NOT_FOUND', message: 'No booking of yours has this reference.' };
    type Call = (key: TestPartnerKey, ref: string) => ReturnType<ReturnType<typeof as>['get']>;
    const ROUTES: Array<[string, Call]> = [
      ['GET /bookings/{reference}', (k, ref) => as(k).get(`/${ref}`)],
      ['GET /bookings/{reference}/cancellation', (k, ref) => as(k).get(`/${ref}/cancellation`)],
      [
        'POST /bookings/{reference}/change-requests',
        (k, ref) => as(k).post(`/${ref}/change-requests`, { message: 'Later flight' }),
      ],
      [
        'POST /bookings/{reference}/sandbox-status',
        (k, ref) => as(k).post(`/${ref}/sandbox-status`, { status: 'confirmed' }),
      ],
      [
        'POST /bookings/{reference}/cancel',
        (k, ref) => as(k).post(`/${ref}/cancel`, { chargePercent: 0, reason: 'Plans changed' }),
      ],
    ];

    it.each(ROUTES)("%s: another partner's booking is the same 404 as a missing one", async (_route, call) => {
      const calls = ops.calls.length;
      const theirs = await call(otherKey, sandboxReference).expect(404);
      const missing = await call(otherKey, 'VIP-00000-FCO').expect(404);
      expect(theirs.body.error).toMatchObject(notFound);
      expect(missing.body.error).toMatchObject(notFound);
      // svc-ops is never asked about another partner's booking.
      expect(ops.calls.length).toBe(calls);
      // Its owner reaches it (the last route cancels it, so it comes last).
      expect((await call(acmeSandboxKey, sandboxReference)).status).toBeLessThan(300);
    });

    it('finds its own by reference, and does not show it in another partner\u2019s list', async () => {
      const own = partnerBookingSchema.parse((await as(acmeKey).get(`/${reference}`).expect(200)).body);
      expect(own).toMatchObject({ referenceCode: reference, partnerReference: 'TRIP-OWN' });
      const theirs = partnerBookingListSchema.parse((await as(otherKey).get('?limit=100').expect(200)).body);
      expect(theirs.items.map((b) => b.referenceCode)).not.toContain(reference);
      // The sandbox move is for sandbox bookings: a live one is not found there.
      expect(
        (await as(acmeKey).post(`/${reference}/sandbox-status`, { status: 'confirmed' }).expect(404)).body.error,
      ).toMatchObject(notFound);
    });
  });

  describe('the list', () => {
    it('pages by an opaque cursor and sees a booking that changed while paging again, never skipping one', async () => {
      const partner = testPartner({ companyName: 'Pager Travel' });
      const key = partner.key('live');
      await stack.bus.publish([partner.updated(), key.issued]);
      const made: string[] = [];
      for (const ref of ['P-A', 'P-B', 'P-C'])
        made.push((await book(key, bookingBody({ partnerReference: ref }))).bookings[0]!.referenceCode);
      const page = async (query: string) =>
        partnerBookingListSchema.parse((await as(key).get(`?${query}`).expect(200)).body);
      const first = await page('limit=2');
      expect(first.items.map((b) => b.referenceCode)).toEqual(made.slice(0, 2));
      expect(first.nextCursor).toEqual(expect.any(String));
      // The first booking changes (operations confirm it) while the partner pages.
      const a = await stack.service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: made[0] } });
      await stack.bus.publish([
        createEnvelope(caseStatusChangedV1, {
          producer: 'svc-ops',
          aggregateId: a.id,
          payload: {
            caseId: '0b7f3f8e-9c1d-4d5e-8f00-00000000000a',
            bookingId: a.id,
            referenceCode: a.referenceCode,
            adminStatus: 'confirmation_sent',
            previousAdminStatus: null,
            changedAt: '2030-06-01T12:30:00Z',
          },
        }),
      ]);
      const second = await page(`limit=2&cursor=${first.nextCursor}`);
      expect(second.items.map((b) => [b.referenceCode, b.status])).toEqual([
        [made[2], 'requested'],
        [made[0], 'confirmed'],
      ]);
      expect(second.nextCursor).toBeNull();
      expect((await page('partnerReference=P-B')).items.map((b) => b.referenceCode)).toEqual([made[1]]);
      const since = second.items[1]!.updatedAt;
      expect((await page(`updatedSince=${encodeURIComponent(since)}`)).items.map((b) => b.referenceCode)).toEqual([
        made[0],
      ]);
      // The ISO form's year 0 (which PostgreSQL does not have) is simply long ago.
      expect((await page('updatedSince=0000-01-01T00:00:00Z')).items).toHaveLength(3);
      const bad = await as(key).get('?cursor=not-a-cursor').expect(400);
      expect(bad.body.error.details).toMatchObject({ in: 'query', fieldErrors: { cursor: [expect.any(String)] } });
    });
  });

  describe('cancelling', () => {
    it('quotes the policy charge now, cancels through svc-ops with the confirmed charge, and applies it at once', async () => {
      const reference = (await book(acmeKey, bookingBody({ partnerReference: 'TRIP-CANCEL' }))).bookings[0]!
        .referenceCode;
      const free = partnerCancellationQuoteSchema.parse(
        (await as(acmeKey).get(`/${reference}/cancellation`).expect(200)).body,
      );
      expect(free).toMatchObject({ chargePercent: 0, charge: 0, total: 545, policyHours: 48 });
      // 36 hours before 14:00 in Rome (12:00 UTC on the 20th).
      stack.setNow(new Date('2030-06-19T00:00:00Z'));
      const quote = partnerCancellationQuoteSchema.parse(
        (await as(acmeKey).get(`/${reference}/cancellation`).expect(200)).body,
      );
      expect(quote).toEqual({
        referenceCode: reference,
        currency: 'USD',
        hoursBeforeService: 36,
        policyHours: 48,
        chargePercent: 50,
        charge: 272.5,
        total: 545,
        rule: 'A 50% charge applies to cancellations within 48 hours of service.',
      });
      const calls = ops.calls.length;
      const moved = await as(acmeKey)
        .post(`/${reference}/cancel`, { chargePercent: 0, reason: 'Plans changed' })
        .expect(409);
      expect(moved.body.error).toMatchObject({ code: 'CANCELLATION_CHARGE_CHANGED', details: { chargePercent: 50 } });
      expect(ops.calls.length).toBe(calls);

      const cancelled = partnerBookingSchema.parse(
        (await as(acmeKey).post(`/${reference}/cancel`, { chargePercent: 50, reason: 'Plans changed' }).expect(200))
          .body,
      );
      expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: { charge: 272.5 } });
      const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: reference } });
      expect(ops.calls.slice(calls)).toEqual([
        {
          path: `/internal/partner-bookings/${row.id}/cancel`,
          caller: 'svc-booking',
          body: { partnerId: acme.partnerId, partnerName: 'Acme Travel', chargePercent: 50, reason: 'Plans changed' },
        },
      ]);
      // svc-ops' booking.cancelled arriving afterwards writes the same.
      await stack.bus.publish([
        createEnvelope(bookingCancelledV1, {
          producer: 'svc-ops',
          aggregateId: row.id,
          payload: {
            bookingId: row.id,
            referenceCode: reference,
            caseId: '0b7f3f8e-9c1d-4d5e-8f00-00000000000b',
            cancelledAt: '2030-06-19T01:30:00.000Z',
            chargePercent: 50,
            chargeCents: 27_250,
            reason: 'Plans changed',
          },
        }),
      ]);
      expect((await as(acmeKey).get(`/${reference}`).expect(200)).body).toMatchObject({
        status: 'cancelled',
        cancellation: { cancelledAt: '2030-06-19T01:30:00.000Z', charge: 272.5 },
      });
      const again = await as(acmeKey).post(`/${reference}/cancel`, { chargePercent: 50, reason: 'Again' }).expect(409);
      expect(again.body.error.code).toBe('BOOKING_CANCELLED');
      await as(acmeKey).get(`/${reference}/cancellation`).expect(409);
      expect(ops.calls.length).toBe(calls + 1);
    });

    it.each([
      ['refuses', { status: 500, body: { error: { code: 'INTERNAL', message: 'down', requestId: 'x' } } }],
      ['does not answer in time', 'hang' as const],
      ['drops the connection', 'drop' as const],
    ])('answers 503 and changes nothing when svc-ops %s, asking it once', async (_what, answer) => {
      const reference = (await book(acmeKey, bookingBody({ partnerReference: 'TRIP-OPS-AWAY' }))).bookings[0]!
        .referenceCode;
      const calls = ops.calls.length;
      ops.answerNext(answer);
      const res = await as(acmeKey)
        .post(`/${reference}/cancel`, { chargePercent: 0, reason: 'Plans changed' })
        .expect(503);
      expect(res.body.error).toMatchObject({ code: 'OPS_UNAVAILABLE' });
      expect(ops.calls.length).toBe(calls + 1);
      expect((await as(acmeKey).get(`/${reference}`).expect(200)).body.status).toBe('requested');
    });

    it('waits for svc-ops to open the case when the cancellation comes right after the booking', async () => {
      const reference = (await book(acmeKey, bookingBody({ partnerReference: 'TRIP-OPS-LAG' }))).bookings[0]!
        .referenceCode;
      const calls = ops.calls.length;
      // svc-ops has not applied booking.requested yet: it does not know the booking.
      ops.answerNext({
        status: 404,
        body: { error: { code: 'CASE_NOT_FOUND', message: 'Booking not found', requestId: 'x' } },
      });
      const res = await as(acmeKey)
        .post(`/${reference}/cancel`, { chargePercent: 0, reason: 'Plans changed' })
        .expect(200);
      expect(res.body).toMatchObject({ referenceCode: reference, status: 'cancelled' });
      expect(ops.calls.length).toBe(calls + 2);
    });

    it("passes svc-ops' own refusal on", async () => {
      const reference = (await book(acmeKey, bookingBody({ partnerReference: 'TRIP-OPS-409' }))).bookings[0]!
        .referenceCode;
      ops.answerNext({
        status: 409,
        body: { error: { code: 'CASE_CHANGE_IN_PROGRESS', message: 'A change is being saved', requestId: 'x' } },
      });
      const res = await as(acmeKey)
        .post(`/${reference}/cancel`, { chargePercent: 0, reason: 'Plans changed' })
        .expect(409);
      expect(res.body.error).toMatchObject({ code: 'CASE_CHANGE_IN_PROGRESS', message: 'A change is being saved' });
    });
  });

  it("takes a change request as the traveller's flow, from the partner", async () => {
    const reference = (await book(acmeKey, bookingBody({ partnerReference: 'TRIP-CHANGE' }))).bookings[0]!
      .referenceCode;
    const before = stack.changeRequests.length;
    const first = await as(acmeKey)
      .post(`/${reference}/change-requests`, { message: 'Please move it to 16:30' })
      .expect(202);
    expect(first.body).toEqual({
      requestId: expect.any(String),
      referenceCode: reference,
      receivedAt: NOW.toISOString(),
    });
    const again = await as(acmeKey)
      .post(`/${reference}/change-requests`, { message: 'Please move it to 16:30' })
      .expect(202);
    expect(again.body.requestId).toBe(first.body.requestId);
    for (let i = 0; i < 100 && stack.changeRequests.length <= before; i++) await new Promise((r) => setTimeout(r, 25));
    expect(stack.changeRequests.slice(before).map((e) => e.payload)).toEqual([
      expect.objectContaining({
        referenceCode: reference,
        kind: 'change',
        source: 'partner',
        message: 'Please move it to 16:30',
      }),
    ]);
  });

  it('moves a sandbox booking through svc-ops and shows the new status at once', async () => {
    const reference = (await book(acmeSandboxKey, bookingBody({ partnerReference: 'TRIP-MOVE' }))).bookings[0]!
      .referenceCode;
    const row = await stack.service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: reference } });
    const calls = ops.calls.length;
    const confirmed = await as(acmeSandboxKey)
      .post(`/${reference}/sandbox-status`, { status: 'confirmed' })
      .expect(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', paymentStatus: 'to_be_arranged', mode: 'sandbox' });
    const paid = await as(acmeSandboxKey).post(`/${reference}/sandbox-status`, { status: 'paid' }).expect(200);
    expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const completed = await as(acmeSandboxKey)
      .post(`/${reference}/sandbox-status`, { status: 'completed' })
      .expect(200);
    expect(completed.body.status).toBe('completed');
    // Never back: confirming a completed booking leaves it completed.
    expect(
      (await as(acmeSandboxKey).post(`/${reference}/sandbox-status`, { status: 'confirmed' }).expect(200)).body.status,
    ).toBe('completed');
    expect(ops.calls.slice(calls, calls + 1)).toEqual([
      {
        path: `/internal/partner-bookings/${row.id}/sandbox-status`,
        caller: 'svc-booking',
        body: { status: 'confirmed', partnerId: acme.partnerId },
      },
    ]);
    ops.answerNext('drop');
    const away = await as(acmeSandboxKey).post(`/${reference}/sandbox-status`, { status: 'paid' }).expect(503);
    expect(away.body.error.code).toBe('OPS_UNAVAILABLE');
  });
});
