import { createEnvelope } from '../envelope';
import { parseEnvelope, topicOf } from '../registry';
import { TOPICS } from '../topics';
import { CURRENCY_RATES_AGGREGATE_ID, currencyRatesChangedV1 } from './currency-rates-changed.v1';

const payload = {
  rates: [
    { currency: 'USD', rateToUsd: '1' },
    { currency: 'EUR', rateToUsd: '1.08' },
    { currency: 'JPY', rateToUsd: '0.0066' },
    { currency: 'CNY', rateToUsd: '0.138' },
  ],
  revision: 3,
  updatedAt: '2026-11-29T10:00:00.000Z',
};

describe('currency-rates.changed v1', () => {
  it('round-trips through the registry on the ops topic', () => {
    const event = createEnvelope(currencyRatesChangedV1, {
      producer: 'svc-ops',
      aggregateId: CURRENCY_RATES_AGGREGATE_ID,
      payload,
    });
    expect(topicOf('currency-rates.changed', 1)).toBe(TOPICS.ops);
    expect(parseEnvelope(JSON.parse(JSON.stringify(event))).payload).toEqual(payload);
  });

  it('accepts a currency a reader does not show, so a rate added later breaks no reader', () => {
    const withNew = { ...payload, rates: [...payload.rates, { currency: 'CHF', rateToUsd: '1.13' }] };
    expect(currencyRatesChangedV1.payload.safeParse(withNew).success).toBe(true);
  });

  it('refuses a rate as a float, a revision of 0 and no rates at all', () => {
    const bad = [
      { ...payload, rates: [{ currency: 'EUR', rateToUsd: 1.08 }] },
      { ...payload, rates: [{ currency: 'EUR', rateToUsd: '1.123456789' }] },
      { ...payload, rates: [{ currency: 'eur', rateToUsd: '1.08' }] },
      { ...payload, revision: 0 },
      { ...payload, rates: [] },
    ];
    for (const p of bad) expect(currencyRatesChangedV1.payload.safeParse(p).success).toBe(false);
  });
});
