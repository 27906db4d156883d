import request from 'supertest';
import { savedQuoteLinkSchema, savedQuoteSchema } from '@vip/contracts/schemas';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startBookingService, type BookingService } from '../src/server';

const items = [
  {
    cartId: 11,
    serviceId: 11,
    serviceType: 'arrival',
    date: '2030-06-20',
    time: '14:00',
    adults: 2,
    children: 1,
    porterSelected: true,
    flight: 'AZ611',
  },
  {
    cartId: -11,
    serviceId: 12,
    serviceType: 'departure',
    isReturnService: true,
    returnTripFor: 11,
    date: '2030-06-27',
    time: '09:30',
    adults: 2,
    children: 1,
  },
];

describe('saved quotes', () => {
  let db: TestDatabase;
  let service: BookingService;
  let now = new Date('2030-06-01T12:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase('booking_quotes');
    service = await startBookingService({
      env: { PORT: '0', DATABASE_URL: db.url },
      inMemory: true,
      logger: silentLogger(),
      now: () => now,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });
  const api = () => request(service.app.callback());

  it('saves a cart behind an unguessable token and opens it again for 30 days', async () => {
    const saved = savedQuoteLinkSchema.parse(
      (await api().post('/api/quotes').send({ items, promoCode: 'flysm' }).expect(201)).body,
    );
    expect(saved.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(saved.path).toBe(`/booking/quote?saved=${saved.token}`);
    expect(saved.expiresAt).toBe('2030-07-01T12:00:00.000Z');

    const opened = savedQuoteSchema.parse((await api().get(`/api/quotes/${saved.token}`).expect(200)).body);
    expect(opened.items).toEqual([
      { ...items[0], isReturnService: false },
      { ...items[1], porterSelected: false },
    ]);
    expect(opened.promoCode).toBe('FLYSM');

    now = new Date('2030-07-01T12:00:01Z');
    const expired = await api().get(`/api/quotes/${saved.token}`).expect(404);
    expect(expired.body.error).toMatchObject({
      code: 'QUOTE_NOT_FOUND',
      message: 'This saved quote has expired or does not exist.',
    });
    now = new Date('2030-06-01T12:00:00Z');
  });

  it('keeps no price, and drops expired quotes when new ones are saved', async () => {
    const old = savedQuoteLinkSchema.parse(
      (
        await api()
          .post('/api/quotes')
          .send({ items: [items[0]] })
          .expect(201)
      ).body,
    );
    now = new Date('2030-08-01T00:00:00Z');
    await api()
      .post('/api/quotes')
      .send({ items: [{ ...items[0], date: '2030-08-20', price: 1 }] })
      .expect(201);
    expect(await service.prisma.savedQuote.findUnique({ where: { token: old.token } })).toBeNull();
    const stored = await service.prisma.savedQuote.findFirstOrThrow({ where: { expiresAt: { gt: now } } });
    expect(JSON.stringify(stored.items)).not.toContain('price');
    now = new Date('2030-06-01T12:00:00Z');
  });

  it('answers 404 for an unknown token and 400 for a malformed one or an empty cart', async () => {
    await api().get('/api/quotes/zzzzzzzzzzzzzzzzzzzzzz').expect(404);
    expect((await api().get('/api/quotes/short').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    const empty = await api().post('/api/quotes').send({ items: [] }).expect(400);
    expect(empty.body.error.details.fieldErrors.items).toEqual(['Add a service to the quote first']);
    const bad = await api()
      .post('/api/quotes')
      .send({ items: [{ ...items[0], adults: 0, date: '2030-13-01' }] })
      .expect(400);
    expect(Object.keys(bad.body.error.details.fieldErrors).sort()).toEqual(['items.0.adults', 'items.0.date']);
  });
});

describe('saved quotes are limited per client, as configured', () => {
  let db: TestDatabase;
  let service: BookingService;

  beforeAll(async () => {
    db = await createTestDatabase('booking_quote_limits');
    service = await startBookingService({
      env: { PORT: '0', DATABASE_URL: db.url, QUOTE_SAVE_LIMIT_PER_MINUTE: '1', QUOTE_OPEN_LIMIT_PER_MINUTE: '2' },
      inMemory: true,
      logger: silentLogger(),
      now: () => new Date('2030-06-01T12:00:00Z'),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });
  const api = () => request(service.app.callback());

  it('answers 429 with Retry-After past QUOTE_SAVE_LIMIT_PER_MINUTE and QUOTE_OPEN_LIMIT_PER_MINUTE', async () => {
    const saved = savedQuoteLinkSchema.parse((await api().post('/api/quotes').send({ items }).expect(201)).body);
    const refused = await api().post('/api/quotes').send({ items }).expect(429);
    expect(refused.body.error.message).toBe('Too many saved quotes. Please wait a minute.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await api().get(`/api/quotes/${saved.token}`).expect(200);
    await api().get('/api/quotes/zzzzzzzzzzzzzzzzzzzzzz').expect(404);
    await api().get(`/api/quotes/${saved.token}`).expect(429);
  });
});
