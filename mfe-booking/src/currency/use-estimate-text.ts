import { useQueryClient } from '@tanstack/react-query';
import type { PublicCurrencyRates } from '@vip/contracts/schemas';
import { useDisplayCurrency, useLocale, useText } from '@vip/ui';
import { currencyKeys } from './api';
import { convertUsd, formatMinorUnits } from './convert';
import { CURRENCY_MESSAGES as M } from './currency.messages';

/**
 * The estimate as one line of text, for documents made from the page (the quote's e-mail and print versions): from
 * the rates the page already loaded, never a request of its own; null in dollars or without a rate.
 */
export function useEstimateText(): (usd: number) => string | null {
  const currency = useDisplayCurrency();
  const locale = useLocale();
  const text = useText();
  const client = useQueryClient();
  return (usd) => {
    if (currency === 'USD') return null;
    const minorUnits = convertUsd(usd, currency, client.getQueryData<PublicCurrencyRates>(currencyKeys.rates));
    return minorUnits === undefined ? null : `≈ ${formatMinorUnits(minorUnits, currency, locale)} · ${text(M.note)}`;
  };
}
