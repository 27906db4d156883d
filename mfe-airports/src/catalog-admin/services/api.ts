import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminServicePageSchema,
  adminServiceSchema,
  adminVendorListSchema,
  type AdminService,
  type AdminServiceCreate,
  type AdminServiceUpdate,
} from '@vip/contracts/schemas';
import type { ServiceLevel, ServiceType } from '@vip/contracts/vocabulary';
import { catalogPath, type CatalogApi } from '../common/catalog-api';
import { useCatalogAdmin } from '../common/catalog-context';
import { CATALOG_STALE_MS, keepPrevious } from '../common/queries';
import { priceKeys } from '../prices/api';

export interface ServiceFilters {
  airport?: string;
  level?: ServiceLevel;
  type?: ServiceType;
  status: 'active' | 'inactive' | 'all';
  q?: string;
  page: number;
  pageSize: number;
}

/** Query keys of the services screens; the first element is the URL. */
export const serviceKeys = {
  lists: [catalogPath('/services')] as const,
  list: (filters: ServiceFilters) => [catalogPath('/services'), filters] as const,
  one: (id: number) => [catalogPath(`/services/${id}`)] as const,
  vendors: [catalogPath('/vendors')] as const,
};

export const fetchServicePage = (api: CatalogApi, filters: ServiceFilters, signal?: AbortSignal) =>
  api.json('GET', '/services', { query: { ...filters }, schema: adminServicePageSchema, signal });

export const fetchService = (api: CatalogApi, id: number, signal?: AbortSignal) =>
  api.json('GET', `/services/${id}`, { schema: adminServiceSchema, signal });

export const createService = (api: CatalogApi, service: AdminServiceCreate) =>
  api.json('POST', '/services', { body: service, schema: adminServiceSchema });

export const updateService = (api: CatalogApi, id: number, change: AdminServiceUpdate) =>
  api.json('PATCH', `/services/${id}`, { body: change, schema: adminServiceSchema });

/** The image's bytes as they are, with their type; the service's version as a query parameter. */
export const uploadServiceImage = (api: CatalogApi, id: number, version: number, image: Blob) =>
  api.json('PUT', `/services/${id}/image`, {
    query: { version },
    body: image,
    contentType: image.type || 'application/octet-stream',
    schema: adminServiceSchema,
  });

export const fetchVendors = (api: CatalogApi, signal?: AbortSignal) =>
  api.json('GET', '/vendors', { schema: adminVendorListSchema, signal });

export function useServicePage(filters: ServiceFilters) {
  const { api } = useCatalogAdmin();
  return useQuery({
    queryKey: serviceKeys.list(filters),
    queryFn: ({ signal }) => fetchServicePage(api, filters, signal),
    placeholderData: keepPrevious,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useService(id: number) {
  const { api } = useCatalogAdmin();
  return useQuery({
    queryKey: serviceKeys.one(id),
    queryFn: ({ signal }) => fetchService(api, id, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useVendors() {
  const { api } = useCatalogAdmin();
  return useQuery({
    queryKey: serviceKeys.vendors,
    queryFn: ({ signal }) => fetchVendors(api, signal),
    staleTime: 5 * 60_000,
  });
}

/** A saved service replaces the one shown; the lists and its prices read again. */
export function useServiceSaved() {
  const client = useQueryClient();
  return (service: AdminService) => {
    client.setQueryData(serviceKeys.one(service.id), service);
    void client.invalidateQueries({ queryKey: serviceKeys.lists });
    void client.invalidateQueries({ queryKey: priceKeys.of(service.id) });
  };
}

export function useCreateService() {
  const { api } = useCatalogAdmin();
  const saved = useServiceSaved();
  return useMutation({ mutationFn: (service: AdminServiceCreate) => createService(api, service), onSuccess: saved });
}

export function useUpdateService(id: number) {
  const { api } = useCatalogAdmin();
  const saved = useServiceSaved();
  return useMutation({
    mutationFn: (change: AdminServiceUpdate) => updateService(api, id, change),
    onSuccess: saved,
  });
}

export function useUploadServiceImage(id: number) {
  const { api } = useCatalogAdmin();
  const saved = useServiceSaved();
  return useMutation({
    mutationFn: ({ version, image }: { version: number; image: Blob }) => uploadServiceImage(api, id, version, image),
    onSuccess: saved,
  });
}
