import request from 'supertest';
import { currencyRateListSchema, currencyRateSchema, staffSessionSchema } from '@vip/contracts/schemas';
import { parseEnvelope } from '@vip/contracts/events';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, type TestDatabase } from '@vip/platform/testing';
import { startOpsService, type OpsService } from '../src/server';
import { CurrencyRatesRepository } from '../src/currency/currency-rates.repository';
import { CurrencyRatesService } from '../src/currency/currency-rates.service';

const ADMIN = { email: 'rates.lead@example.com', password: 'a-long-and-secret-password', name: 'Rates Lead' };

describe('currency rates and their announcement', () => {
  let db: TestDatabase;
  let service: OpsService;

  beforeAll(async () => {
    db = await createTestDatabase('ops_currency_rates');
    service = await startOpsService({
      env: {
        PORT: '0',
        DATABASE_URL: db.url,
        STAFF_PASSWORD_SCRYPT_COST: '14',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_SECOND_FACTOR: 'optional',
        ADMIN_NAME: ADMIN.name,
      },
      bus: new LocalEventBus({ publishWaitsForApply: true }),
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  async function signIn() {
    const agent = request.agent(service.app.callback());
    const res = await agent
      .post('/api/admin/session')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    return { agent, csrf: staffSessionSchema.parse(res.body).csrfToken };
  }

  const announced = async () =>
    (
      await service.prisma.outboxEvent.findMany({
        where: { eventType: 'currency-rates.changed' },
        orderBy: { seq: 'asc' },
      })
    ).map((e) => parseEnvelope(e.envelope));

  it('announced the seeded rates once at start, the yuan among them, and not again when asked again', async () => {
    const events = await announced();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'currency-rates.changed', version: 1, aggregateId: 'currency-rates' });
    expect(events[0]!.payload).toMatchObject({
      revision: 1,
      rates: expect.arrayContaining([
        { currency: 'USD', rateToUsd: '1' },
        { currency: 'EUR', rateToUsd: '1.08' },
        { currency: 'JPY', rateToUsd: '0.0066' },
        { currency: 'CNY', rateToUsd: '0.138' },
      ]),
    });
    expect(await new CurrencyRatesService(new CurrencyRatesRepository(service.prisma)).announceUnannounced()).toBe(
      false,
    );
    expect(await announced()).toHaveLength(1);
  });

  it('lets staff keep a rate for the yuan, though no supplier invoices in it', async () => {
    const { agent } = await signIn();
    const rates = currencyRateListSchema.parse((await agent.get('/api/admin/currency-rates').expect(200)).body);
    expect(rates.map((r) => r.currency)).toContain('CNY');
  });

  it('puts the whole state in the outbox with a new revision in the same transaction as a rate change', async () => {
    const { agent, csrf } = await signIn();
    const before = await announced();
    const saved = await agent
      .put('/api/admin/currency-rates/CNY')
      .set('X-CSRF-Token', csrf)
      .send({ rateToUsd: 0.1391 })
      .expect(200);
    expect(currencyRateSchema.parse(saved.body)).toMatchObject({ currency: 'CNY', rateToUsd: 0.1391 });
    await agent.put('/api/admin/currency-rates/EUR').set('X-CSRF-Token', csrf).send({ rateToUsd: 1.0875 }).expect(200);

    const after = (await announced()).slice(before.length);
    expect(after.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        revision: 2,
        rates: expect.arrayContaining([{ currency: 'CNY', rateToUsd: '0.1391' }]),
      }),
      expect.objectContaining({
        revision: 3,
        rates: expect.arrayContaining([
          { currency: 'CNY', rateToUsd: '0.1391' },
          { currency: 'EUR', rateToUsd: '1.0875' },
        ]),
      }),
    ]);
  });

  it('announces nothing for a refused change (an unknown currency, a bad rate)', async () => {
    const { agent, csrf } = await signIn();
    const before = (await announced()).length;
    const unknown = await agent
      .put('/api/admin/currency-rates/XYZ')
      .set('X-CSRF-Token', csrf)
      .send({ rateToUsd: 2 })
      .expect(400);
    expect(unknown.body.error.code).toBe('VALIDATION_FAILED');
    await agent.put('/api/admin/currency-rates/CNY').set('X-CSRF-Token', csrf).send({ rateToUsd: 'x' }).expect(400);
    expect(await announced()).toHaveLength(before);
  });
});
