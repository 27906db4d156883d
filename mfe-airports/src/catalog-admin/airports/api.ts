import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAirportPageSchema,
  adminAirportSchema,
  porterFeeListSchema,
  porterFeeSchema,
  type AdminAirport,
  type AdminAirportCreate,
  type AdminAirportUpdate,
  type PorterFeeUpdate,
} from '@vip/contracts/schemas';
import type { Region, ServiceLevel } from '@vip/contracts/vocabulary';
import { catalogPath, type CatalogApi } from '../common/catalog-api';
import { useCatalogAdmin } from '../common/catalog-context';
import { CATALOG_STALE_MS, keepPrevious } from '../common/queries';

export interface AirportFilters {
  q?: string;
  region?: Region;
  status: 'active' | 'retired' | 'all';
  page: number;
  pageSize: number;
}

/** Query keys of the airports screens; the first element is the URL. */
export const airportKeys = {
  lists: [catalogPath('/airports')] as const,
  list: (filters: AirportFilters) => [catalogPath('/airports'), filters] as const,
  one: (code: string) => [catalogPath(`/airports/${code}`)] as const,
  porterFees: (code: string) => [catalogPath(`/airports/${code}/porter-fees`)] as const,
};

export const fetchAirportPage = (api: CatalogApi, filters: AirportFilters, signal?: AbortSignal) =>
  api.json('GET', '/airports', { query: { ...filters }, schema: adminAirportPageSchema, signal });

export const fetchAirport = (api: CatalogApi, code: string, signal?: AbortSignal) =>
  api.json('GET', `/airports/${encodeURIComponent(code)}`, { schema: adminAirportSchema, signal });

export const createAirport = (api: CatalogApi, airport: AdminAirportCreate) =>
  api.json('POST', '/airports', { body: airport, schema: adminAirportSchema });

export const updateAirport = (api: CatalogApi, code: string, change: AdminAirportUpdate) =>
  api.json('PATCH', `/airports/${encodeURIComponent(code)}`, { body: change, schema: adminAirportSchema });

export const fetchPorterFees = (api: CatalogApi, code: string, signal?: AbortSignal) =>
  api.json('GET', `/airports/${encodeURIComponent(code)}/porter-fees`, { schema: porterFeeListSchema, signal });

export const updatePorterFee = (api: CatalogApi, code: string, level: ServiceLevel, change: PorterFeeUpdate) =>
  api.json('PUT', `/airports/${encodeURIComponent(code)}/porter-fees/${level}`, {
    body: change,
    schema: porterFeeSchema,
  });

export function useAirportPage(filters: AirportFilters) {
  const { api } = useCatalogAdmin();
  return useQuery({
    queryKey: airportKeys.list(filters),
    queryFn: ({ signal }) => fetchAirportPage(api, filters, signal),
    placeholderData: keepPrevious,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useAirport(code: string) {
  const { api } = useCatalogAdmin();
  return useQuery({
    queryKey: airportKeys.one(code),
    queryFn: ({ signal }) => fetchAirport(api, code, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

/** A saved airport replaces the one shown, and the lists read again. */
function useAirportSaved() {
  const client = useQueryClient();
  return (airport: AdminAirport) => {
    client.setQueryData(airportKeys.one(airport.code), airport);
    void client.invalidateQueries({ queryKey: airportKeys.lists });
  };
}

export function useCreateAirport() {
  const { api } = useCatalogAdmin();
  const saved = useAirportSaved();
  return useMutation({ mutationFn: (airport: AdminAirportCreate) => createAirport(api, airport), onSuccess: saved });
}

export function useUpdateAirport(code: string) {
  const { api } = useCatalogAdmin();
  const saved = useAirportSaved();
  return useMutation({
    mutationFn: (change: AdminAirportUpdate) => updateAirport(api, code, change),
    onSuccess: saved,
  });
}

export function usePorterFees(code: string) {
  const { api } = useCatalogAdmin();
  return useQuery({
    queryKey: airportKeys.porterFees(code),
    queryFn: ({ signal }) => fetchPorterFees(api, code, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useUpdatePorterFee(code: string) {
  const { api } = useCatalogAdmin();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ level, ...change }: PorterFeeUpdate & { level: ServiceLevel }) =>
      updatePorterFee(api, code, level, change),
    onSettled: () => client.invalidateQueries({ queryKey: airportKeys.porterFees(code) }),
  });
}
