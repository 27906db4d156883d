import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { servicePricesSchema, type PriceVersionCreate, type ServicePrices } from '@vip/contracts/schemas';
import { catalogPath, type CatalogApi } from '../common/catalog-api';
import { useCatalogAdmin } from '../common/catalog-context';
import { CATALOG_STALE_MS } from '../common/queries';

/** Query keys of a service's prices; the first element is the URL. */
export const priceKeys = {
  of: (serviceId: number) => [catalogPath(`/services/${serviceId}/prices`)] as const,
};

export const fetchServicePrices = (api: CatalogApi, serviceId: number, signal?: AbortSignal) =>
  api.json('GET', `/services/${serviceId}/prices`, { schema: servicePricesSchema, signal });

export const schedulePrice = (api: CatalogApi, serviceId: number, version: PriceVersionCreate) =>
  api.json('POST', `/services/${serviceId}/prices`, { body: version, schema: servicePricesSchema });

export const cancelPrice = (api: CatalogApi, serviceId: number, versionId: number) =>
  api.json('POST', `/services/${serviceId}/prices/${versionId}/cancel`, { schema: servicePricesSchema });

export function useServicePrices(serviceId: number) {
  const { api } = useCatalogAdmin();
  return useQuery({
    queryKey: priceKeys.of(serviceId),
    queryFn: ({ signal }) => fetchServicePrices(api, serviceId, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

/** Both answer the service's prices as they now are; the service (its current and next price) reads again. */
function usePricesSaved(serviceId: number) {
  const client = useQueryClient();
  return (prices: ServicePrices) => {
    client.setQueryData(priceKeys.of(serviceId), prices);
    void client.invalidateQueries({ queryKey: [catalogPath(`/services/${serviceId}`)] });
    void client.invalidateQueries({ queryKey: [catalogPath('/services')] });
  };
}

export function useSchedulePrice(serviceId: number) {
  const { api } = useCatalogAdmin();
  const saved = usePricesSaved(serviceId);
  return useMutation({
    mutationFn: (version: PriceVersionCreate) => schedulePrice(api, serviceId, version),
    onSuccess: saved,
  });
}

export function useCancelPrice(serviceId: number) {
  const { api } = useCatalogAdmin();
  const saved = usePricesSaved(serviceId);
  return useMutation({
    mutationFn: (versionId: number) => cancelPrice(api, serviceId, versionId),
    onSuccess: saved,
  });
}
