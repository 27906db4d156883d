import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { rateToUsdSchema } from '../../schemas/currency';

/** The one aggregate: staff's rates are one state, ordered by one revision. */
export const CURRENCY_RATES_AGGREGATE_ID = 'currency-rates';

/**
 * svc-ops owns the USD rates staff maintain; whoever shows prices keeps a copy. Each event carries every rate: a
 * reader keeps the highest revision it heard. Currencies are any ISO code, so a rate staff add later does not break
 * a reader built before it (readers keep the ones they show).
 */
export const currencyRatesChangedV1 = defineEvent({
  type: 'currency-rates.changed',
  version: 1,
  topic: TOPICS.ops,
  aggregateType: 'currency-rates',
  payload: z.object({
    rates: z.array(z.object({ currency: z.string().regex(/^[A-Z]{3}$/), rateToUsd: rateToUsdSchema })).min(1),
    /** Goes up by one with every change of a rate; orders states that arrive out of order. */
    revision: z.number().int().positive(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
});
export type CurrencyRatesChangedV1 = z.infer<typeof currencyRatesChangedV1.payload>;
