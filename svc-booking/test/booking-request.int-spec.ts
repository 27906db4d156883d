import { bookingRequestResponseSchema } from '@vip/contracts/schemas';
import type { BookingService } from '../src/server';
import { startBookingTestStack, type BookingTestStack } from './booking-test-stack';
import { fcoStandardArrival } from './catalog-stand-in';

// 2030-06-20 14:00 in Rome is 12:00Z.
const NOW = new Date('2030-06-01T12:00:00Z');
const validRequest = {
  serviceId: 11,
  contactName: 'Grace Hopper',
  contactEmail: 'Grace@Example.com',
  contactPhone: '+1 212 555 0100',
  flightNumber: 'az 611',
  flightDate: '2030-06-20',
  flightTime: '14:00',
  adultCount: 2,
  childCount: 0,
  travelerNames: ['Grace Hopper', '  '],
  porterSelected: true,
};

describe('POST /api/bookings/request', () => {
  let stack: BookingTestStack;
  let service: BookingService;
  let catalog: BookingTestStack['catalog'];
  let published: BookingTestStack['published'];

  beforeAll(async () => {
    stack = await startBookingTestStack({
      dbPrefix: 'booking',
      services: { 11: fcoStandardArrival, 15: { ...fcoStandardArrival, id: 15, cancellationDeadlineHours: 24 } },
      now: NOW,
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

  it('stores the booking priced by the catalog and publishes booking.requested', async () => {
    const res = await api()
      .post('/api/bookings/request')
      .send({ ...validRequest, airline: ' ITA Airways ', totalPrice: 1 })
      .expect(201);
    const body = bookingRequestResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      success: true,
      message: "We've received your booking request and will contact you shortly.",
      totalPrice: 545,
    });
    expect(body.referenceCode).toMatch(/^VIP-\d{5}-FCO$/);

    const stored = await service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: body.referenceCode } });
    expect(stored).toMatchObject({
      status: 'pending_payment',
      contactEmail: 'grace@example.com',
      flightNumber: 'AZ611',
      airline: 'ITA Airways',
      travelerNames: ['Grace Hopper'],
      porterSelected: true,
      porterCostCents: 15000,
      totalPriceCents: 54500,
      airportTimeZone: 'Europe/Rome',
    });
    expect(stored.flightAt.toISOString()).toBe('2030-06-20T12:00:00.000Z');

    await waitForPublished(1);
    const event = published.find((e) => e.payload.referenceCode === body.referenceCode)!;
    expect(event).toMatchObject({
      type: 'booking.requested',
      version: 3,
      producer: 'svc-booking',
      aggregateId: stored.id,
    });
    expect(event.payload.price.totalPriceCents).toBe(54500);
    // No language asked for, none in the headers: English.
    expect(stored.locale).toBe('en');
    expect(event.payload.locale).toBe('en');
    // Operations see the airline the request gave (or its flight number named).
    expect(event.payload.airline).toBe('ITA Airways');
    expect(await stack.waitForEmptyOutbox()).toBe(0);
  });

  it("keeps the traveller's language: the body's locale first, else the browser's Accept-Language", async () => {
    const before = published.length;
    const fromHeader = await api()
      .post('/api/bookings/request')
      .set('Accept-Language', 'zh-CN,zh;q=0.9,en;q=0.8')
      .send(validRequest)
      .expect(201);
    const fromBody = await api()
      .post('/api/bookings/request')
      .set('Accept-Language', 'de-DE')
      .send({ ...validRequest, locale: 'ar' })
      .expect(201);
    const codes = [fromHeader, fromBody].map((res) => bookingRequestResponseSchema.parse(res.body).referenceCode);
    const stored = await Promise.all(
      codes.map((referenceCode) => service.prisma.booking.findUniqueOrThrow({ where: { referenceCode } })),
    );
    expect(stored.map((b) => b.locale)).toEqual(['zh-Hans', 'ar']);
    await waitForPublished(before + 2);
    const locales = codes.map((code) => published.find((e) => e.payload.referenceCode === code)!.payload.locale);
    expect(locales).toEqual(['zh-Hans', 'ar']);
  });

  it('refuses a language the site does not speak, in the one error shape, and books nothing', async () => {
    const before = await service.prisma.booking.count();
    const res = await api()
      .post('/api/bookings/request')
      .send({ ...validRequest, locale: 'pt-BR' })
      .expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: { locale: ['Language must be one of en, fr, de, es, ar, zh-Hans'] } },
    });
    expect(await service.prisma.booking.count()).toBe(before);
  });

  it('names the airline from the flight number when the request leaves it out, and stores the phone in E.164', async () => {
    const before = published.length;
    const res = await api().post('/api/bookings/request').send(validRequest).expect(201);
    const { referenceCode } = bookingRequestResponseSchema.parse(res.body);
    const stored = await service.prisma.booking.findUniqueOrThrow({ where: { referenceCode } });
    expect(stored).toMatchObject({ flightNumber: 'AZ611', airline: 'ITA Airways', contactPhone: '+12125550100' });
    await waitForPublished(before + 1);
    expect(published.find((e) => e.payload.referenceCode === referenceCode)!.payload.airline).toBe('ITA Airways');
  });

  it('asks for the airline when the flight number names none it knows, and writes nothing', async () => {
    const before = await service.prisma.booking.count();
    const res = await api()
      .post('/api/bookings/request')
      .send({ ...validRequest, flightNumber: 'N123AB' })
      .expect(422);
    expect(res.body.error.details.fieldErrors).toEqual({ airline: ['Airline is required'] });
    expect(await service.prisma.booking.count()).toBe(before);
    await api()
      .post('/api/bookings/request')
      .send({ ...validRequest, flightNumber: 'N123AB', airline: 'NetJets' })
      .expect(201);
  });

  it("gives a booking the 48-hour cancellation policy travellers are told, whatever the catalog's per-service deadline", async () => {
    const res = await api()
      .post('/api/bookings/request')
      .send({ ...validRequest, serviceId: 15 })
      .expect(201);
    const stored = await service.prisma.booking.findUniqueOrThrow({ where: { referenceCode: res.body.referenceCode } });
    expect(stored.cancellationPolicyHours).toBe(48);
  });

  it('answers a retried request with the same Idempotency-Key once, with the first answer', async () => {
    const key = `retry-${Date.now()}`;
    const first = await api().post('/api/bookings/request').set('Idempotency-Key', key).send(validRequest).expect(201);
    const again = await api().post('/api/bookings/request').set('Idempotency-Key', key).send(validRequest).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await service.prisma.booking.count({ where: { referenceCode: first.body.referenceCode } })).toBe(1);

    const other = await api()
      .post('/api/bookings/request')
      .set('Idempotency-Key', key)
      .send({ ...validRequest, adultCount: 3 })
      .expect(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('deletes idempotency keys (and the traveller answers they hold) after IDEMPOTENCY_KEY_RETENTION_HOURS, not before', async () => {
    const key = `retention-${Date.now()}`;
    await api().post('/api/bookings/request').set('Idempotency-Key', key).send(validRequest).expect(201);
    const inAnHour = new Date(Date.now() + 3_600_000);
    await service.retention.sweep(inAnHour);
    expect(await service.prisma.idempotencyKey.count({ where: { key: { endsWith: key } } })).toBe(1);
    const inTwoDays = new Date(Date.now() + 48 * 3_600_000);
    expect((await service.retention.sweep(inTwoDays)).idempotency_keys).toBeGreaterThanOrEqual(1);
    expect(await service.prisma.idempotencyKey.count({ where: { key: { endsWith: key } } })).toBe(0);
  });

  it('makes one booking when the same key arrives twice at once', async () => {
    const key = `race-${Date.now()}`;
    const before = await service.prisma.booking.count();
    const [a, b] = await Promise.all([
      api().post('/api/bookings/request').set('Idempotency-Key', key).send(validRequest),
      api().post('/api/bookings/request').set('Idempotency-Key', key).send(validRequest),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.referenceCode).toBe(b.body.referenceCode);
    expect(await service.prisma.booking.count()).toBe(before + 1);
  });

  it('validates the payload with the spec messages and writes nothing', async () => {
    const before = await service.prisma.booking.count();
    const res = await api()
      .post('/api/bookings/request')
      .send({ ...validRequest, contactName: ' ', contactEmail: 'nope', flightDate: '', flightTime: '', adultCount: 0 })
      .expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details.fieldErrors).toMatchObject({
      contactName: ['Contact name is required'],
      contactEmail: ['Valid email is required'],
      flightDate: ['Flight date is required'],
      flightTime: ['Flight time is required'],
      adultCount: ['At least 1 adult is required'],
    });
    expect(await service.prisma.booking.count()).toBe(before);
  });

  it('refuses a flight that has passed, or is under 6 hours away, in the airport zone', async () => {
    stack.setNow(new Date('2030-06-20T12:30:00Z')); // 14:30 in Rome
    const passed = await api().post('/api/bookings/request').send(validRequest).expect(422);
    expect(passed.body.error.message).toBe(
      'Flight time has already passed: Please select a future date and time for your service.',
    );
    stack.setNow(new Date('2030-06-20T06:30:00Z')); // 5.5 hours before
    const soon = await api().post('/api/bookings/request').send(validRequest).expect(422);
    expect(soon.body.error.message).toBe(
      'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.',
    );
  });

  it('answers 404 for an unknown service and 503 when the catalog cannot price', async () => {
    const unknown = await api()
      .post('/api/bookings/request')
      .send({ ...validRequest, serviceId: 999 })
      .expect(404);
    expect(unknown.body.error.code).toBe('SERVICE_NOT_FOUND');
    catalog.setFailing(true);
    const before = await service.prisma.booking.count();
    const down = await api().post('/api/bookings/request').send(validRequest).expect(503);
    expect(down.body.error.code).toBe('CATALOG_UNAVAILABLE');
    expect(await service.prisma.booking.count()).toBe(before);
  });

  it('rejects a malformed Idempotency-Key', async () => {
    const res = await api().post('/api/bookings/request').set('Idempotency-Key', 'x').send(validRequest).expect(400);
    expect(res.body.error.details.in).toBe('header');
  });
});
