import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import { currencyRateListSchema, currencyRateSchema, type StaffSession } from '@vip/contracts/schemas';
import { type RateCurrency } from '@vip/contracts/vocabulary';

export const operationsKeys = {
  rates: ['currency-rates'] as const,
};

/** The staff-edited USD rates of supplier currencies. */
export function useCurrencyRates() {
  return useQuery({
    queryKey: operationsKeys.rates,
    queryFn: ({ signal }) => apiRequest('GET', '/api/admin/currency-rates', { schema: currencyRateListSchema, signal }),
  });
}

export function useSaveCurrencyRate(session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, rateToUsd }: { currency: RateCurrency; rateToUsd: number }) =>
      apiRequest('PUT', `/api/admin/currency-rates/${currency}`, {
        body: { rateToUsd },
        csrfToken: session.csrfToken,
        schema: currencyRateSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: operationsKeys.rates }),
  });
}
