import { usdCentsToMinorUnits, type DisplayCurrency } from '@vip/contracts/display-currency';
import type { DisplayPrice } from '@vip/contracts/schemas';
import type { DisplayRates } from '@vip/platform/currency-rates';
import type { Booking } from '../generated/prisma/client.ts';

type DisplayColumns = Pick<Booking, 'displayCurrency' | 'displayRateToUsd' | 'displayTotalMinorUnits'>;

/**
 * What the traveller saw, kept at request time: the total converted at the rate svc-booking's copy holds now.
 * Nothing for US dollars or a currency without a known rate: the booking then simply shows dollars.
 */
export function displayPriceColumns(
  totalPriceCents: number,
  currency: DisplayCurrency | undefined,
  rates: DisplayRates | null,
): Partial<DisplayColumns> {
  if (!currency || currency === 'USD') return {};
  const rate = rates?.rates.get(currency);
  if (!rate) return {};
  return {
    displayCurrency: currency,
    displayRateToUsd: rate,
    displayTotalMinorUnits: usdCentsToMinorUnits(totalPriceCents, currency, rate),
  };
}

/** The kept estimate as the answers and events carry it; null when none was kept. */
export function displayPriceOf(b: DisplayColumns): DisplayPrice | null {
  if (!b.displayCurrency || !b.displayRateToUsd || b.displayTotalMinorUnits === null) return null;
  return {
    currency: b.displayCurrency as DisplayCurrency,
    rateToUsd: b.displayRateToUsd,
    totalMinorUnits: b.displayTotalMinorUnits,
  };
}
