import request from 'supertest';
import { travellerBookingSchema } from '@vip/contracts/schemas';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startBookingService, type BookingService } from '../src/server';
import { fcoStandardArrival, startCatalogStandIn } from './catalog-stand-in';

const NOW = new Date('2030-06-01T12:00:00Z');
const booking = {
  serviceId: 11,
  contactName: 'Grace Hopper',
  contactEmail: 'Grace@Example.com',
  contactPhone: '+1 212 555 0100',
  flightNumber: 'AZ611',
  flightDate: '2030-06-20',
  flightTime: '14:00',
  adultCount: 2,
  childCount: 0,
  travelerNames: ['Grace Hopper', 'Howard Aiken'],
};

describe('GET /api/bookings/{reference}?email=', () => {
  let db: TestDatabase;
  let catalog: Awaited<ReturnType<typeof startCatalogStandIn>>;
  let service: BookingService;
  let reference: string;

  beforeAll(async () => {
    db = await createTestDatabase('booking_lookup');
    catalog = await startCatalogStandIn({ 11: fcoStandardArrival });
    service = await startBookingService({
      env: { PORT: '0', DATABASE_URL: db.url, CATALOG_URL: catalog.url, BOOKING_LOOKUP_LIMIT_PER_MINUTE: '10' },
      inMemory: true,
      logger: silentLogger(),
      now: () => NOW,
    });
    reference = (await request(service.app.callback()).post('/api/bookings/request').send(booking).expect(201)).body
      .referenceCode;
  });
  afterAll(async () => {
    await service?.stop();
    await catalog?.close();
    await db?.drop();
  });
  // Every request here comes from one client, whose limit is 10 a minute: the tests before the last use 6.
  const api = (path: string) => request(service.app.callback()).get(path);

  it('shows the traveller their booking, Requested with payment To be arranged, whatever the case of the e-mail and reference', async () => {
    const res = await api(`/api/bookings/${reference.toLowerCase()}?email=GRACE@example.com`).expect(200);
    const found = travellerBookingSchema.parse(res.body);
    expect(found).toMatchObject({
      referenceCode: reference,
      status: 'Requested',
      paymentStatus: 'To be arranged',
      airport: { code: 'FCO' },
      flightDate: '2030-06-20',
      flightTime: '14:00',
      travelerNames: ['Grace Hopper', 'Howard Aiken'],
      // The catalog's price, as stored at request time.
      totalPrice: fcoStandardArrival.pricing!.totalPrice,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // Nothing meant for staff leaks out.
    expect(Object.keys(res.body)).not.toEqual(expect.arrayContaining(['id', 'paymentIntentId', 'basePriceCents']));
  });

  it('follows the status staff set', async () => {
    await service.prisma.booking.update({ where: { referenceCode: reference }, data: { status: 'paid' } });
    const res = await api(`/api/bookings/${reference}?email=grace@example.com`).expect(200);
    expect(res.body).toMatchObject({ status: 'Confirmed', paymentStatus: 'Paid' });
    await service.prisma.booking.update({ where: { referenceCode: reference }, data: { status: 'pending_payment' } });
  });

  it('gives the same 404 for a wrong e-mail and for an unknown reference', async () => {
    const wrongEmail = await api(`/api/bookings/${reference}?email=someone@example.com`).expect(404);
    const other = reference.replace(/\d{5}/, (d) => String((Number(d) + 1) % 100_000).padStart(5, '0'));
    const wrongReference = await api(`/api/bookings/${other}?email=grace@example.com`).expect(404);
    const strip = (b: { error: { requestId?: string } }) => ({ ...b.error, requestId: undefined });
    expect(strip(wrongEmail.body)).toEqual(strip(wrongReference.body));
    expect(wrongEmail.body.error).toMatchObject({
      code: 'BOOKING_NOT_FOUND',
      message: 'No booking matches this reference and e-mail address.',
    });
  });

  it('asks for the e-mail and a well-formed reference with 400', async () => {
    const noEmail = await api(`/api/bookings/${reference}`).expect(400);
    expect(noEmail.body.error.details.fieldErrors.email).toEqual(['Valid email is required']);
    const badReference = await api('/api/bookings/12345?email=grace@example.com').expect(400);
    expect(badReference.body.error.details.fieldErrors.reference).toEqual([
      'Booking references look like VIP-12345-LHR',
    ]);
  });

  it('limits guesses per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api(`/api/bookings/VIP-${String(i).padStart(5, '0')}-FCO?email=grace@example.com`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
    const limited = await api(`/api/bookings/${reference}?email=grace@example.com`).expect(429);
    expect(limited.body.error.message).toBe('Too many booking look-ups. Please wait a minute and try again.');
  });

  it('behind the gateway, counts guesses by the address the gateway wrote, whatever the client puts before it', async () => {
    const behindGateway = await startBookingService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        CATALOG_URL: catalog.url,
        BOOKING_LOOKUP_LIMIT_PER_MINUTE: '3',
        TRUST_PROXY: 'true',
      },
      inMemory: true,
      logger: silentLogger(),
      now: () => NOW,
    });
    try {
      const guess = (spoofed: string, client: string) =>
        request(behindGateway.app.callback())
          .get(`/api/bookings/VIP-00042-FCO?email=grace@example.com`)
          .set('X-Forwarded-For', `${spoofed}, ${client}`);
      const statuses: number[] = [];
      // A new invented address each time: 100,000 references per airport would be guessable otherwise.
      for (let i = 0; i < 5; i++) statuses.push((await guess(`203.0.113.${i}`, '198.51.100.23')).status);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      // Another client (another address the gateway saw) is not held up.
      expect((await guess('203.0.113.9', '198.51.100.24')).status).toBe(404);
    } finally {
      await behindGateway.stop();
    }
  });
});
