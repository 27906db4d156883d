import { useQuery } from '@tanstack/react-query';
import { catalogAuditPageSchema, type CatalogEntityType } from '@vip/contracts/schemas';
import { catalogPath, type CatalogApi } from '../common/catalog-api';
import { useCatalogAdmin } from '../common/catalog-context';
import { CATALOG_STALE_MS, keepPrevious } from '../common/queries';

export interface AuditFilters {
  entityType?: CatalogEntityType;
  entityId?: string;
  page: number;
  pageSize: number;
}

/** Query keys of the audit log; the first element is the URL. */
export const auditKeys = {
  page: (filters: AuditFilters) => [catalogPath('/audit'), filters] as const,
};

export const fetchAuditPage = (api: CatalogApi, filters: AuditFilters, signal?: AbortSignal) =>
  api.json('GET', '/audit', { query: { ...filters }, schema: catalogAuditPageSchema, signal });

export function useAuditPage(filters: AuditFilters) {
  const { api } = useCatalogAdmin();
  return useQuery({
    queryKey: auditKeys.page(filters),
    queryFn: ({ signal }) => fetchAuditPage(api, filters, signal),
    placeholderData: keepPrevious,
    staleTime: CATALOG_STALE_MS,
  });
}
