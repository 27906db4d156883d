import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPromoCodeListSchema,
  adminPromoCodeSchema,
  type AdminPromoCodeCreate,
  type AdminPromoCodeUpdate,
} from '@vip/contracts/schemas';
import { catalogPath, type CatalogApi } from '../common/catalog-api';
import { useCatalogAdmin } from '../common/catalog-context';
import { CATALOG_STALE_MS } from '../common/queries';

/** Query keys of the promo codes screen; the first element is the URL. */
export const promoKeys = {
  list: [catalogPath('/promo-codes')] as const,
};

export const fetchPromoCodes = (api: CatalogApi, signal?: AbortSignal) =>
  api.json('GET', '/promo-codes', { schema: adminPromoCodeListSchema, signal });

export const createPromoCode = (api: CatalogApi, promo: AdminPromoCodeCreate) =>
  api.json('POST', '/promo-codes', { body: promo, schema: adminPromoCodeSchema });

export const updatePromoCode = (api: CatalogApi, code: string, change: AdminPromoCodeUpdate) =>
  api.json('PATCH', `/promo-codes/${encodeURIComponent(code)}`, { body: change, schema: adminPromoCodeSchema });

export function usePromoCodes() {
  const { api } = useCatalogAdmin();
  return useQuery({
    queryKey: promoKeys.list,
    queryFn: ({ signal }) => fetchPromoCodes(api, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCreatePromoCode() {
  const { api } = useCatalogAdmin();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (promo: AdminPromoCodeCreate) => createPromoCode(api, promo),
    onSuccess: () => client.invalidateQueries({ queryKey: promoKeys.list }),
  });
}

export function useUpdatePromoCode(code: string) {
  const { api } = useCatalogAdmin();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminPromoCodeUpdate) => updatePromoCode(api, code, change),
    onSuccess: () => client.invalidateQueries({ queryKey: promoKeys.list }),
  });
}
