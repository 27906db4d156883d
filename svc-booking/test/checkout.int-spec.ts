import { checkoutResponseSchema, travellerBookingSchema, type CheckoutRequestInput } from '@vip/contracts/schemas';
import type { BookingService } from '../src/server';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoLoungeDeparture, fcoStandardArrival, jfkSuiteArrival } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');

const arrival = {
  serviceId: 11,
  flightDate: '2030-06-20',
  flightTime: '14:00',
  adultCount: 2,
  childCount: 0,
  porterSelected: true,
};
const returnDeparture = {
  serviceId: 12,
  flightDate: '2030-06-27',
  flightTime: '09:30',
  adultCount: 2,
  childCount: 0,
  flightNumber: 'az 610',
};
const newYork = {
  serviceId: 21,
  flightDate: '2030-06-22',
  flightTime: '18:00',
  adultCount: 2,
  childCount: 0,
  airline: 'Delta',
  flightNumber: 'dl 401',
};

const selfCheckout: CheckoutRequestInput = {
  bookingContext: 'self',
  contactName: 'Grace Hopper',
  contactPhone: '+1 212 555 0100',
  contactEmail: 'Grace@Example.com',
  airline: 'ITA Airways',
  flightNumber: 'az 611',
  additionalPassengers: ['Howard Aiken', ''],
  specialRequests: 'Wheelchair at the gate',
  agreeToTerms: true,
  items: [arrival, returnDeparture, newYork],
};

const agentCheckout: CheckoutRequestInput = {
  bookingContext: 'other',
  bookerRole: 'travel-agent',
  bookerName: 'Ada Lovelace',
  bookerPhone: '+44 20 7946 0000',
  bookerEmail: 'ada@agency.example',
  agencyName: 'Analytical Travel',
  contactName: 'Charles Babbage',
  contactPhone: '+44 20 7946 0001',
  airline: 'ITA Airways',
  flightNumber: 'AZ611',
  agreeToTerms: true,
  items: [arrival],
};

describe('POST /api/bookings/checkout', () => {
  let stack: BookingTestStack;
  let service: BookingService;
  let catalog: BookingTestStack['catalog'];
  let published: BookingTestStack['published'];

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking',
      services: { 11: fcoStandardArrival, 12: fcoLoungeDeparture, 21: jfkSuiteArrival },
      now: NOW,
      env: { CATALOG_RETRIES: '1' },
      promoBudgets: { ONCE: 1 },
    });
    ({ service, catalog, published } = stack);
  });
  afterAll(() => stack?.stop());
  beforeEach(() => {
    stack.setNow(NOW);
    catalog.setFailing(false);
  });
  const api = () => stack.api();
  const waitForPublished = (n: number) => stack.waitForPublished(n);
  const counts = async () => ({
    bookings: await service.prisma.booking.count(),
    events: await service.prisma.outboxEvent.count(),
  });

  it('books the whole cart at the catalog prices with one discount per item, sharing a group id', async () => {
    const res = await api()
      .post('/api/bookings/checkout')
      .send({
        ...selfCheckout,
        items: selfCheckout.items.map((i) => ({ ...i, price: 1, totalPrice: 1, discountPercentage: 90 })),
      })
      .expect(201);
    const body = checkoutResponseSchema.parse(res.body);
    expect(body.message).toBe("We've received your booking request and will contact you shortly.");
    expect(body.contactEmail).toBe('grace@example.com');
    expect(body.emailRecipients).toEqual(['grace@example.com']);
    // Arrival and its return departure at FCO: 10 % each (545 -> 490.50, 900 -> 810); New York alone: none.
    expect(body.bookings.map((b) => [b.serviceId, b.discountPercentage, b.totalPrice])).toEqual([
      [11, 10, 490.5],
      [12, 10, 810],
      [21, 0, 2500],
    ]);
    expect(body.totalPrice).toBe(3800.5);
    expect(body.bookings.map((b) => b.referenceCode)).toEqual([
      expect.stringMatching(/^VIP-\d{5}-FCO$/),
      expect.stringMatching(/^VIP-\d{5}-FCO$/),
      expect.stringMatching(/^VIP-\d{5}-JFK$/),
    ]);

    const stored = await service.prisma.booking.findMany({
      where: { groupId: body.groupId },
      orderBy: { serviceId: 'asc' },
    });
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject({
      contactName: 'Grace Hopper',
      contactEmail: 'grace@example.com',
      contactPhone: '+12125550100',
      airline: 'ITA Airways',
      flightNumber: 'AZ611',
      travelerNames: ['Grace Hopper', 'Howard Aiken'],
      specialRequests: 'Wheelchair at the gate',
      bookingContext: 'self',
      bookerName: null,
      isTravelAgent: false,
      porterSelected: true,
      porterCostCents: 15000,
      discountPercentage: 10,
      discountCents: 5450,
      totalPriceCents: 49050,
      status: 'pending_payment',
    });
    // Each service keeps its own flight: the return leg its own number (the form's airline), New York its own airline
    // and number.
    expect(stored[1]).toMatchObject({
      airline: 'ITA Airways',
      flightNumber: 'AZ610',
      flightDate: '2030-06-27',
      flightTime: '09:30',
      totalPriceCents: 81000,
    });
    expect(stored[2]).toMatchObject({ airline: 'Delta', flightNumber: 'DL401' });
    expect(stored[2]!.flightAt.toISOString()).toBe('2030-06-22T22:00:00.000Z');

    await waitForPublished(3);
    const events = published.filter((e) => e.payload.groupId === body.groupId);
    expect(events.map((e) => e.payload.referenceCode).sort()).toEqual(stored.map((b) => b.referenceCode).sort());
    expect(events.every((e) => e.payload.bookerRole === null && e.payload.bookerName === null)).toBe(true);
    expect(events.map((e) => `${e.payload.airline} ${e.payload.flightNumber}`).sort()).toEqual([
      'Delta DL401',
      'ITA Airways AZ610',
      'ITA Airways AZ611',
    ]);
  });

  it('refuses a further service without its own flight number (one flight is never written on every booking of a cart)', async () => {
    const before = await counts();
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, items: [arrival, { ...newYork, flightNumber: undefined, airline: undefined }] })
      .expect(422);
    expect(res.body.error.details.fieldErrors).toEqual({ 'items.1.flightNumber': ['Flight number is required'] });
    expect(await counts()).toEqual(before);
  });

  it('applies a promo code the catalog accepts, keeping the higher discount where two apply', async () => {
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, promoCode: 'flysm', items: [arrival, returnDeparture, newYork] })
      .expect(201);
    // FLYSM: standard 20 % beats the round trip's 10 %; lounge ties at 10 %; the suite gets 10 %.
    expect(
      res.body.bookings.map((b: { discountPercentage: number; totalPrice: number }) => [
        b.discountPercentage,
        b.totalPrice,
      ]),
    ).toEqual([
      [20, 436],
      [10, 810],
      [10, 2250],
    ]);
  });

  it('shows the other bookings of the same checkout beside the one opened, to the agent who booked and to the traveller', async () => {
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...agentCheckout, contactEmail: 'babbage@example.com', items: [arrival, returnDeparture] })
      .expect(201);
    const [first, second] = checkoutResponseSchema.parse(res.body).bookings;
    const seen = (b: typeof first) => ({
      referenceCode: b!.referenceCode,
      status: 'Requested',
      serviceName: b!.serviceName,
      airport: b!.airport,
      flightDate: b!.flightDate,
      flightTime: b!.flightTime,
    });

    const asAgent = travellerBookingSchema.parse(
      (await api().get(`/api/bookings/${first!.referenceCode}?email=ada@agency.example`).expect(200)).body,
    );
    expect(asAgent.bookedWith).toEqual([seen(second)]);
    const asTraveller = travellerBookingSchema.parse(
      (await api().get(`/api/bookings/${second!.referenceCode}?email=babbage@example.com`).expect(200)).body,
    );
    expect(asTraveller.bookedWith).toEqual([seen(first)]);

    const alone = checkoutResponseSchema.parse(
      (
        await api()
          .post('/api/bookings/checkout')
          .send({ ...selfCheckout, items: [arrival] })
          .expect(201)
      ).body,
    );
    const lone = travellerBookingSchema.parse(
      (await api().get(`/api/bookings/${alone.bookings[0]!.referenceCode}?email=grace@example.com`).expect(200)).body,
    );
    expect(lone.bookedWith).toEqual([]);
  });

  it('holds one use of a code per checkout: a retry with the same key holds the same one, and a spent code is refused, writing nothing', async () => {
    catalog.redemptions.clear();
    const checkout = { ...selfCheckout, promoCode: 'once', items: [arrival] };
    const first = await api()
      .post('/api/bookings/checkout')
      .set('Idempotency-Key', 'once-key-1')
      .send(checkout)
      .expect(201);
    expect(first.body.bookings[0].discountPercentage).toBe(15);
    expect([...catalog.redemptions]).toEqual([
      ['bookings.checkout:once-key-1', { code: 'ONCE', email: 'grace@example.com' }],
    ]);
    await api().post('/api/bookings/checkout').set('Idempotency-Key', 'once-key-1').send(checkout).expect(201);
    expect(catalog.redemptions.size).toBe(1);
    const before = await counts();
    const spent = await api()
      .post('/api/bookings/checkout')
      .set('Idempotency-Key', 'once-key-2')
      .send({ ...checkout, contactEmail: 'ada@example.com' })
      .expect(422);
    expect(spent.body.error).toMatchObject({
      code: 'PROMO_CODE_USED_UP',
      message: 'This promo code has been fully used',
      details: { fieldErrors: { promoCode: ['This promo code has been fully used'] } },
    });
    expect(await counts()).toEqual(before);
  });

  it('uses no code whose discount another one beats (no stacking), and holds nothing of it', async () => {
    catalog.redemptions.clear();
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, promoCode: 'tiny', items: [arrival, returnDeparture] })
      .expect(201);
    expect(res.body.bookings.map((b: { discountPercentage: number }) => b.discountPercentage)).toEqual([10, 10]);
    expect(catalog.redemptions.size).toBe(0);
  });

  it('gives the use back when its own transaction fails', async () => {
    catalog.redemptions.clear();
    await service.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION refuse_test_bookings() RETURNS trigger AS $$
      BEGIN
        IF NEW.contact_name = 'Failing Transaction' THEN RAISE EXCEPTION 'test fault'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await service.prisma.$executeRawUnsafe(
      'CREATE TRIGGER refuse_test_bookings BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION refuse_test_bookings()',
    );
    try {
      const before = await counts();
      await api()
        .post('/api/bookings/checkout')
        .set('Idempotency-Key', 'failing-1')
        .send({ ...selfCheckout, contactName: 'Failing Transaction', promoCode: 'FLYSM', items: [arrival] })
        .expect(500);
      expect(catalog.requests).toContain('/internal/promo-codes/redemptions/bookings.checkout%3Afailing-1');
      expect(catalog.redemptions.size).toBe(0);
      expect(await counts()).toEqual(before);
    } finally {
      await service.prisma.$executeRawUnsafe('DROP TRIGGER refuse_test_bookings ON bookings');
    }
  });

  it('refuses a promo code the catalog does not know, writing nothing', async () => {
    const before = await counts();
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, promoCode: 'nope' })
      .expect(422);
    expect(res.body.error).toMatchObject({ code: 'PROMO_CODE_INVALID', message: 'Invalid promo code: NOPE' });
    expect(await counts()).toEqual(before);
  });

  it('records a travel agent booking for someone else, found later by the agent’s e-mail', async () => {
    const res = await api().post('/api/bookings/checkout').send(agentCheckout).expect(201);
    const [made] = res.body.bookings;
    expect(res.body.contactEmail).toBe('ada@agency.example');
    expect(res.body.emailRecipients).toEqual(['ada@agency.example']);
    // With the traveller's own address too, the acknowledgement goes to both, and the answer says so.
    const both = await api()
      .post('/api/bookings/checkout')
      .send({ ...agentCheckout, contactEmail: 'Charles@Example.com' })
      .expect(201);
    expect(both.body).toMatchObject({
      contactEmail: 'charles@example.com',
      emailRecipients: ['charles@example.com', 'ada@agency.example'],
    });
    const stored = await service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: made.referenceCode } });
    expect(stored).toMatchObject({
      contactName: 'Charles Babbage',
      bookingContext: 'other',
      bookerRole: 'travel-agent',
      bookerName: 'Ada Lovelace',
      bookerEmail: 'ada@agency.example',
      agencyName: 'Analytical Travel',
      companyName: 'Analytical Travel',
      isTravelAgent: true,
      travelerNames: ['Charles Babbage'],
    });
    await waitForPublished(published.length + 1);
    const event = published.find((e) => e.payload.referenceCode === made.referenceCode)!;
    expect(event.payload).toMatchObject({
      bookerRole: 'travel-agent',
      bookerName: 'Ada Lovelace',
      agencyName: 'Analytical Travel',
      isTravelAgent: true,
    });

    const found = await api()
      .get(`/api/bookings/${made.referenceCode}`)
      .query({ email: 'ADA@agency.example' })
      .expect(200);
    expect(found.body).toMatchObject({
      referenceCode: made.referenceCode,
      status: 'Requested',
      paymentStatus: 'To be arranged',
    });
  });

  it('flags only a travel agent as an agent: an assistant booking for an executive is not', async () => {
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...agentCheckout, bookerRole: 'executive-assistant', agencyName: undefined })
      .expect(201);
    const stored = await service.prisma.booking.findUniqueOrThrow({
      where: { referenceCode: res.body.bookings[0].referenceCode },
    });
    expect(stored).toMatchObject({ bookerRole: 'executive-assistant', isTravelAgent: false, companyName: null });
  });

  it("keeps a booker's relationship to the traveller under its one name, in the record and the event", async () => {
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...agentCheckout, bookerRole: 'other', relationshipToTraveler: 'Godmother', agencyName: undefined })
      .expect(201);
    const referenceCode = res.body.bookings[0].referenceCode;
    const stored = await service.prisma.booking.findUniqueOrThrow({ where: { referenceCode } });
    expect(stored).toMatchObject({ bookerRole: 'other', relationshipToTraveler: 'Godmother', isTravelAgent: false });
    expect(await stack.waitForEmptyOutbox()).toBe(0);
    const event = published.find((e) => e.payload.referenceCode === referenceCode)!;
    expect(event.payload).toMatchObject({
      bookerRole: 'other',
      relationshipToTraveler: 'Godmother',
      bookerName: 'Ada Lovelace',
    });
  });

  it("keeps the traveller's language on every booking of the cart and in their events", async () => {
    const res = await api()
      .post('/api/bookings/checkout')
      .set('Accept-Language', 'es-MX, en;q=0.5')
      .send(selfCheckout)
      .expect(201);
    const codes: string[] = res.body.bookings.map((b: { referenceCode: string }) => b.referenceCode);
    const stored = await service.prisma.booking.findMany({ where: { referenceCode: { in: codes } } });
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((b) => b.locale === 'es')).toBe(true);
    const chosen = await api()
      .post('/api/bookings/checkout')
      .set('Accept-Language', 'es-MX')
      .send({ ...selfCheckout, locale: 'fr' })
      .expect(201);
    const chosenCode = chosen.body.bookings[0].referenceCode;
    expect((await service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: chosenCode } })).locale).toBe(
      'fr',
    );
    expect(await stack.waitForEmptyOutbox()).toBe(0);
    for (const code of codes)
      expect(published.find((e) => e.payload.referenceCode === code)).toMatchObject({
        version: 3,
        payload: { locale: 'es' },
      });
  });

  it('answers the form rules with the spec messages per field, writing nothing', async () => {
    const before = await counts();
    const other = await api()
      .post('/api/bookings/checkout')
      .send({
        ...agentCheckout,
        bookerRole: undefined,
        bookerName: ' ',
        bookerPhone: '',
        bookerEmail: 'nope',
        contactName: 'C',
        contactPhone: '123',
        airline: '',
        flightNumber: '',
        agreeToTerms: false,
      })
      .expect(400);
    expect(other.body.error.code).toBe('VALIDATION_FAILED');
    expect(other.body.error.details.fieldErrors).toMatchObject({
      bookerEmail: ['Please provide a valid email address'],
      contactName: ['Name must be at least 2 characters'],
      contactPhone: ['Please enter a valid phone number'],
      flightNumber: ['Flight number is required'],
      agreeToTerms: ['You must agree to the terms and conditions'],
    });

    const roles = await api()
      .post('/api/bookings/checkout')
      .send({ ...agentCheckout, bookerRole: undefined, bookerName: '', bookerPhone: '' })
      .expect(422);
    expect(roles.body.error.details.fieldErrors).toMatchObject({
      bookerRole: ['Please select your role'],
      bookerName: ['Your name is required'],
      bookerPhone: ['Your phone number is required'],
    });
    const agency = await api()
      .post('/api/bookings/checkout')
      .send({ ...agentCheckout, agencyName: '' })
      .expect(422);
    expect(agency.body.error.details.fieldErrors).toEqual({ agencyName: ['Agency name is required'] });
    const relation = await api()
      .post('/api/bookings/checkout')
      .send({ ...agentCheckout, bookerRole: 'other' })
      .expect(422);
    expect(relation.body.error.details.fieldErrors).toEqual({
      relationshipToTraveler: ['Please specify your relationship to the traveler'],
    });
    const context = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, bookingContext: 'boss' })
      .expect(400);
    expect(context.body.error.details.fieldErrors).toEqual({
      bookingContext: ["Please select who you're booking for"],
    });
    const email = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, contactEmail: 'grace@' })
      .expect(400);
    expect(email.body.error.details.fieldErrors).toEqual({ contactEmail: ['Please enter a valid email address'] });
    const empty = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, items: [] })
      .expect(400);
    expect(empty.body.error.details.fieldErrors).toEqual({
      items: ['Add services to your quote before proceeding to booking'],
    });

    expect(await counts()).toEqual(before);
  });

  it("still books a body with the traveller's old names (travelerName, travelerPhone, travelerEmail), saying its errors under them", async () => {
    const { contactName, contactPhone, ...rest } = agentCheckout;
    const v1 = {
      ...rest,
      bookerRole: 'family-member',
      agencyName: undefined,
      travelerName: contactName,
      travelerPhone: contactPhone,
      travelerEmail: 'charles@example.com',
    };
    const before = await counts();
    const wrong = await api()
      .post('/api/bookings/checkout')
      .send({ ...v1, travelerName: 'C', travelerEmail: 'charles@' })
      .expect(400);
    expect(wrong.body.error.details.fieldErrors).toEqual({
      travelerName: ['Name must be at least 2 characters'],
      travelerEmail: ['Please enter a valid email address'],
    });
    expect(await counts()).toEqual(before);

    const res = await api().post('/api/bookings/checkout').send(v1).expect(201);
    expect(res.body.contactEmail).toBe('charles@example.com');
    const stored = await service.prisma.booking.findUniqueOrThrow({
      where: { referenceCode: res.body.bookings[0].referenceCode },
    });
    expect(stored).toMatchObject({
      contactName: 'Charles Babbage',
      contactPhone: '+442079460001',
      contactEmail: 'charles@example.com',
      bookerRole: 'family-member',
      bookerName: 'Ada Lovelace',
      travelerNames: ['Charles Babbage'],
    });
  });

  it('names each booking’s airline from its flight number when the checkout leaves it out, and asks only where none is known', async () => {
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, airline: undefined, items: [arrival, { ...newYork, airline: undefined }] })
      .expect(201);
    const { bookings } = checkoutResponseSchema.parse(res.body);
    const stored = await service.prisma.booking.findMany({
      where: { referenceCode: { in: bookings.map((b) => b.referenceCode) } },
      orderBy: { flightDate: 'asc' },
    });
    expect(stored.map((b) => `${b.airline} ${b.flightNumber}`)).toEqual(['ITA Airways AZ611', 'Delta Air Lines DL401']);
    expect(stored[0]!.contactPhone).toBe('+12125550100');

    const before = await counts();
    const unknown = await api()
      .post('/api/bookings/checkout')
      .send({
        ...selfCheckout,
        airline: undefined,
        flightNumber: 'N123AB',
        items: [arrival, { ...newYork, airline: undefined, flightNumber: 'G-ABCD' }],
      })
      .expect(422);
    expect(unknown.body.error.details.fieldErrors).toEqual({
      airline: ['Airline is required'],
      'items.1.airline': ['Airline is required'],
    });
    expect(await counts()).toEqual(before);
  });

  it('writes nothing when one item cannot be booked, naming every such item', async () => {
    const before = await counts();
    stack.setNow(new Date('2030-06-20T07:00:00Z')); // 09:00 in Rome: the 14:00 arrival is 5 hours away
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, items: [arrival, { ...newYork, serviceId: 99 }, returnDeparture] })
      .expect(422);
    expect(res.body.error).toMatchObject({
      code: 'LAST_MINUTE_BOOKING',
      message: 'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.',
    });
    expect(res.body.error.details.fieldErrors).toEqual({
      'items.0.flightTime': [
        'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.',
      ],
      'items.1.serviceId': ['This service is no longer available. Please remove it and choose another.'],
    });
    expect(await counts()).toEqual(before);
  });

  it('makes one set of bookings when the same checkout arrives twice at once with one key; another body with that key is a 409', async () => {
    const key = `checkout-${Date.now()}`;
    const before = await counts();
    const [a, b] = await Promise.all([
      api().post('/api/bookings/checkout').set('Idempotency-Key', key).send(selfCheckout),
      api().post('/api/bookings/checkout').set('Idempotency-Key', key).send(selfCheckout),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect(await counts()).toEqual({ bookings: before.bookings + 3, events: before.events + 3 });

    const again = await api().post('/api/bookings/checkout').set('Idempotency-Key', key).send(selfCheckout).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(a.body);
    const changed = await api()
      .post('/api/bookings/checkout')
      .set('Idempotency-Key', key)
      .send({ ...selfCheckout, items: [arrival] })
      .expect(409);
    expect(changed.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await counts()).toEqual({ bookings: before.bookings + 3, events: before.events + 3 });
  });

  it('answers 409, not an error, when a key used for a checkout comes back on the one-service request', async () => {
    const key = `shared-${Date.now()}`;
    await api().post('/api/bookings/checkout').set('Idempotency-Key', key).send(agentCheckout).expect(201);
    const before = await counts();
    const single = {
      serviceId: 11,
      contactName: 'Ada Lovelace',
      contactEmail: 'ada@agency.example',
      contactPhone: '+44 20 7946 0000',
      flightNumber: 'AZ611',
      flightDate: '2030-06-20',
      flightTime: '14:00',
      adultCount: 2,
      childCount: 0,
    };
    const reused = await api().post('/api/bookings/request').set('Idempotency-Key', key).send(single).expect(409);
    expect(reused.body.error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await counts()).toEqual(before);
  });

  it('fails with 503 and writes nothing while the catalog cannot answer, and books once it is back', async () => {
    const before = await counts();
    catalog.setFailing(true);
    const down = await api()
      .post('/api/bookings/checkout')
      .set('Idempotency-Key', `down-${Date.now()}`)
      .send(selfCheckout)
      .expect(503);
    expect(down.body.error).toMatchObject({
      code: 'CATALOG_UNAVAILABLE',
      message: 'Prices cannot be confirmed right now. Please try again in a moment.',
    });
    expect(await counts()).toEqual(before);

    catalog.setFailing(false);
    await api().post('/api/bookings/checkout').send(selfCheckout).expect(201);
    expect((await counts()).bookings).toBe(before.bookings + 3);
  });

  it('rides out a catalog hiccup with a bounded retry', async () => {
    catalog.failNext(1);
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, items: [arrival] })
      .expect(201);
    expect(res.body.totalPrice).toBe(545);
  });

  it('refuses a body over the size limit with 413 before any work', async () => {
    const res = await api()
      .post('/api/bookings/checkout')
      .send({ ...selfCheckout, specialRequests: 'x'.repeat(200_000) })
      .expect(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
