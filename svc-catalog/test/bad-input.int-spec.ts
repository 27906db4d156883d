import request from 'supertest';
import { CONTROL_CHARACTERS_MESSAGE, DATE_IN_PAST_MESSAGE, DATE_TOO_FAR_MESSAGE } from '@vip/contracts/schemas';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { silentLogger } from '@vip/platform/logger';
import { insertLegacyKey } from './legacy-keys';
import { startCatalogService, type CatalogService } from '../src/server';

const NOW = new Date('2030-06-01T12:00:00Z');

/** Issue 'Bad input never breaks anything': what reached PostgreSQL as a 500 is a 400 that names the field. */
describe('bad input to svc-catalog', () => {
  let db: TestDatabase;
  let service: CatalogService;
  let id: number;

  beforeAll(async () => {
    db = await createTestDatabase('catalog_bad_input');
    service = await startCatalogService({
      env: { PORT: '0', DATABASE_URL: db.url },
      inMemory: true,
      logger: silentLogger(),
      now: () => NOW,
    });
    id = (
      await service.prisma.service.findFirstOrThrow({
        where: { airport: { code: 'FCO' }, serviceType: 'arrival', active: true },
      })
    ).id;
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });
  const api = () => request(service.app.callback());

  it.each([
    ['a NUL byte', 'FLY\u0000SM'],
    ['a lone surrogate', 'FLY\ud800SM'],
  ])('refuses a promo code with %s, naming the field', async (_what, code) => {
    const res = await api()
      .post('/api/promo-codes/apply')
      .send({ code, items: [{ id: 1, serviceLevel: 'standard' }] })
      .expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: CONTROL_CHARACTERS_MESSAGE,
      details: { fieldErrors: { code: [CONTROL_CHARACTERS_MESSAGE] }, in: 'body' },
    });
  });

  it('refuses a NUL byte in an airport search', async () => {
    const res = await api().get('/api/airports/search?q=rom%00').expect(400);
    expect(res.body.error.details).toMatchObject({ fieldErrors: { q: [CONTROL_CHARACTERS_MESSAGE] }, in: 'query' });
  });

  it.each(['1e3', '0x10', '007', '-1', '1.0', '2147483648'])('refuses the service id %s', async (bad) => {
    const res = await api().get(`/api/services/${bad}`).expect(400);
    expect(res.body.error.details).toMatchObject({
      fieldErrors: { id: ['Service id must be a positive number'] },
      in: 'params',
    });
  });

  it('still finds a service by its plain id', async () => {
    expect((await api().get(`/api/services/${id}`).expect(200)).body.id).toBe(id);
  });

  it('refuses a partner quote dated far ahead or in the past', async () => {
    const { key } = await insertLegacyKey(service.prisma, 'Bad Input Travel', 100);
    const quote = (date: string) =>
      api()
        .post('/api/partner/v1/quotes')
        .set('X-API-Key', key)
        .send({ serviceId: id, date, time: '14:00', adults: 2 });
    expect((await quote('9999-12-31').expect(422)).body.error.details.fieldErrors).toEqual({
      date: [DATE_TOO_FAR_MESSAGE],
    });
    expect((await quote('2020-01-01').expect(422)).body.error.details.fieldErrors).toEqual({
      date: [DATE_IN_PAST_MESSAGE],
    });
    expect((await quote('2030-02-30').expect(422)).body.error.details.fieldErrors).toEqual({
      date: ['Date does not exist'],
    });
    await quote('2030-06-20').expect(201);
  });
});
