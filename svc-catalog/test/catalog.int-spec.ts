import request from 'supertest';
import { airportListSchema, serviceDetailSchema, servicePricingSchema } from '@vip/contracts';
import { createTestDatabase, type TestDatabase } from '@vip/contracts/testing';
import { silentLogger } from '@vip/contracts/server';
import { startCatalogService, type CatalogService } from '../src/server';

describe('svc-catalog over a real database', () => {
  let db: TestDatabase;
  let service: CatalogService;
  const now = new Date('2030-06-01T12:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase('catalog');
    service = await startCatalogService({
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

  it('serves the seeded airports from the database', async () => {
    const res = await api().get('/api/airports').expect(200);
    const airports = airportListSchema.parse(res.body);
    expect(airports.map((a) => a.code)).toEqual(expect.arrayContaining(['FCO', 'JFK', 'LHR', 'MUC', 'SYD']));
    expect(airports.find((a) => a.code === 'FCO')).toMatchObject({ city: 'Rome', country: 'Italy' });
  });

  it('prices a service for travellers and a local time, with porter when chosen', async () => {
    const fco = await service.prisma.service.findFirstOrThrow({
      where: { airport: { code: 'FCO' }, serviceType: 'arrival', serviceLevel: 'standard' },
    });
    const res = await api().get(`/api/services/${fco.id}?date=2030-06-20&time=14:00&adults=2&children=0&porter=true`).expect(200);
    const detail = serviceDetailSchema.parse(res.body);
    expect(detail.airport).toMatchObject({ code: 'FCO', timeZone: 'Europe/Rome' });
    expect(detail.pricing).toMatchObject({ basePrice: 395, porterCost: 150, totalPrice: 545 });

    const price = await api()
      .post('/api/services/calculate-price')
      .send({ serviceId: fco.id, adultCount: 2, childCount: 0, flightDate: '2030-06-20', flightTime: '14:00' })
      .expect(200);
    expect(servicePricingSchema.parse(price.body)).toMatchObject({ totalPrice: 395, porterCost: 0, porterAvailable: true });
  });

  it('answers 404 in the error shape for an unknown service', async () => {
    const res = await api().get('/api/services/999999').expect(404);
    expect(res.body.error).toMatchObject({ code: 'SERVICE_NOT_FOUND', message: 'Service not found' });
  });

  it('answers 400 with field errors for bad input, never a 500', async () => {
    const bad = await api().get('/api/services/abc').expect(400);
    expect(bad.body.error.details.fieldErrors.id).toBeDefined();
    const badDate = await api()
      .post('/api/services/calculate-price')
      .send({ serviceId: 1, adultCount: 0, childCount: 11, flightDate: '2030-02-30', flightTime: '25:00' })
      .expect(400);
    expect(Object.keys(badDate.body.error.details.fieldErrors).sort()).toEqual(['adultCount', 'childCount', 'flightDate', 'flightTime']);
  });

  it('is healthy and ready, and exposes the outbox backlog metric', async () => {
    await api().get('/healthz').expect(200);
    await api().get('/readyz').expect(200);
    const metrics = await api().get('/metrics').expect(200);
    expect(metrics.text).toMatch(/outbox_backlog_events\{service="svc-catalog"\} 0/);
    expect(metrics.text).toContain('consumer_lag_events');
  });
});
