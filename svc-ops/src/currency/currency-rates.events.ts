import { CURRENCY_RATES_AGGREGATE_ID, createEnvelope, currencyRatesChangedV1 } from '@vip/contracts/events';

/** A stored rate (8 places) as the shortest exact decimal: '1.08000000' → '1.08', '1.00000000' → '1'. */
export function rateText(rate: { toFixed(digits: number): string }): string {
  return rate.toFixed(8).replace(/\.?0+$/, '');
}

/** Every rate staff keep, whole; `updatedAt` is when a rate last changed. */
export function currencyRatesChangedEvent(
  rates: ReadonlyArray<{ currency: string; rateToUsd: { toFixed(digits: number): string }; updatedAt: Date }>,
  revision: number,
  at: Date,
) {
  const updatedAt = rates.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), new Date(0));
  return createEnvelope(currencyRatesChangedV1, {
    producer: 'svc-ops',
    aggregateId: CURRENCY_RATES_AGGREGATE_ID,
    occurredAt: at,
    payload: {
      rates: rates.map((r) => ({ currency: r.currency, rateToUsd: rateText(r.rateToUsd) })),
      revision,
      updatedAt: updatedAt.toISOString(),
    },
  });
}
