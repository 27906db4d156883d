import { z } from 'zod';
import { DISPLAY_CURRENCIES } from '../display-currency';

export const displayCurrencySchema = z.enum(DISPLAY_CURRENCIES, {
  error: `Currency must be one of ${DISPLAY_CURRENCIES.join(', ')}`,
});

/** A rate as stored: the US dollars one unit buys, a decimal string with up to 8 places (exact, no float). */
export const rateToUsdSchema = z.string().regex(/^\d{1,6}(\.\d{1,8})?$/, 'A rate is a decimal with up to 8 places');

/** `GET /api/currency-rates`: what the public pages convert with. USD is always there with rate '1'. */
export const publicCurrencyRatesSchema = z.object({
  rates: z.array(z.object({ currency: displayCurrencySchema, rateToUsd: rateToUsdSchema })),
  /** When staff last changed a rate; null before any rate was published. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PublicCurrencyRates = z.infer<typeof publicCurrencyRatesSchema>;

/**
 * What the traveller saw, kept on the booking at request time: the currency, the rate used and the total in its
 * minor units. An estimate; the charge is the US dollar total.
 */
export const displayPriceSchema = z.object({
  currency: displayCurrencySchema,
  rateToUsd: rateToUsdSchema,
  totalMinorUnits: z.number().int().nonnegative(),
});
export type DisplayPrice = z.infer<typeof displayPriceSchema>;
