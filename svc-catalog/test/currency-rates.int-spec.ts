// The public rates: svc-catalog keeps a copy of svc-ops' currency rates from currency-rates.changed (through its
// inbox, on PostgreSQL) and serves the display currencies' rates to the public pages.
import request from 'supertest';
import {
  CURRENCY_RATES_AGGREGATE_ID,
  createEnvelope,
  currencyRatesChangedV1,
  type CurrencyRatesChangedV1,
} from '@vip/contracts/events';
import { publicCurrencyRatesSchema } from '@vip/contracts/schemas';
import { LocalEventBus } from '@vip/platform/bus';
import { silentLogger } from '@vip/platform/logger';
import { createTestDatabase, testIdentities, type TestDatabase } from '@vip/platform/testing';
import { CURRENCY_RATES_CONSUMER, startCatalogService, type CatalogService } from '../src/server';

const identities = testIdentities();

function ratesChanged(revision: number, rates: CurrencyRatesChangedV1['rates'], updatedAt: string) {
  return createEnvelope(currencyRatesChangedV1, {
    producer: 'svc-ops',
    aggregateId: CURRENCY_RATES_AGGREGATE_ID,
    payload: { rates, revision, updatedAt },
  });
}

describe('GET /api/currency-rates from the copy of staff’s rates', () => {
  let db: TestDatabase;
  let bus: LocalEventBus;
  let service: CatalogService;

  beforeAll(async () => {
    db = await createTestDatabase('catalog_currency_rates');
    bus = new LocalEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 }, publishWaitsForApply: true });
    service = await startCatalogService({
      env: { PORT: '0', DATABASE_URL: db.url, ...identities.env('svc-catalog') },
      bus,
      inMemory: true,
      logger: silentLogger(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await bus?.close();
    await db?.drop();
  });

  const rates = async () => {
    const res = await request(service.app.callback()).get('/api/currency-rates').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return publicCurrencyRatesSchema.parse(res.body);
  };

  it('offers US dollars alone before any rate was heard', async () => {
    expect(await rates()).toEqual({ rates: [{ currency: 'USD', rateToUsd: '1' }], updatedAt: null });
  });

  it('serves the display currencies of the newest state heard, USD always 1, supplier-only currencies left out', async () => {
    await bus.publish([
      ratesChanged(
        2,
        [
          { currency: 'AED', rateToUsd: '0.2723' },
          { currency: 'CAD', rateToUsd: '0.72' },
          { currency: 'CNY', rateToUsd: '0.138' },
          { currency: 'EUR', rateToUsd: '1.08' },
          { currency: 'GBP', rateToUsd: '1.27' },
          { currency: 'JPY', rateToUsd: '0.0066' },
          { currency: 'USD', rateToUsd: '1' },
        ],
        '2026-11-29T09:00:00.000Z',
      ),
    ]);
    expect(await rates()).toEqual({
      rates: [
        { currency: 'USD', rateToUsd: '1' },
        { currency: 'EUR', rateToUsd: '1.08' },
        { currency: 'GBP', rateToUsd: '1.27' },
        { currency: 'AED', rateToUsd: '0.2723' },
        { currency: 'CNY', rateToUsd: '0.138' },
        { currency: 'JPY', rateToUsd: '0.0066' },
      ],
      updatedAt: '2026-11-29T09:00:00.000Z',
    });
  });

  it('ignores an older state arriving late, and the same event twice', async () => {
    const newer = ratesChanged(3, [{ currency: 'EUR', rateToUsd: '1.0875' }], '2026-11-29T10:00:00.000Z');
    await bus.publish([newer]);
    await bus.publish([ratesChanged(1, [{ currency: 'EUR', rateToUsd: '0.5' }], '2026-11-28T10:00:00.000Z'), newer]);
    expect(await rates()).toEqual({
      rates: [
        { currency: 'USD', rateToUsd: '1' },
        { currency: 'EUR', rateToUsd: '1.0875' },
      ],
      updatedAt: '2026-11-29T10:00:00.000Z',
    });
    expect(
      await service.prisma.inboxEvent.count({ where: { consumer: CURRENCY_RATES_CONSUMER, eventId: newer.id } }),
    ).toBe(1);
  });
});
