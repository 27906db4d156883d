import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import { publicCurrencyRatesSchema, type PublicCurrencyRates } from '@vip/contracts/schemas';

/** Query keys; the first element is the URL, as the shell's default query function expects. */
export const currencyKeys = {
  rates: ['/api/currency-rates'] as const,
};

/** GET /api/currency-rates (svc-catalog): staff's rates, what the public pages convert with. */
export function fetchCurrencyRates(baseUrl = '', signal?: AbortSignal): Promise<PublicCurrencyRates> {
  return apiRequest('GET', baseUrl + currencyKeys.rates[0], { schema: publicCurrencyRatesSchema, signal });
}

/** Rates change a few times a day at most: a minute old is fresh enough for an estimate. */
export function useCurrencyRates() {
  return useQuery({
    queryKey: currencyKeys.rates,
    queryFn: ({ signal }) => fetchCurrencyRates('', signal),
    staleTime: 60_000,
  });
}
