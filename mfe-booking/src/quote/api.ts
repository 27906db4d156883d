import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  promoApplyRequestSchema,
  promoApplyResponseSchema,
  saveQuoteRequestSchema,
  savedQuoteLinkSchema,
  savedQuoteSchema,
  serviceDetailSchema,
  type PromoApplyRequest,
  type PromoApplyResponse,
  type SaveQuoteRequest,
  type SavedQuote,
  type SavedQuoteLink,
  type ServiceDetail,
} from '@vip/contracts/schemas';

/**
 * The quote cart's calls. Plain fetchers take a `baseUrl` (empty in the browser, the Pact mock server
 * in contract tests); requests are checked against the contract schemas before they leave, answers
 * when they arrive.
 */

export interface ServicePriceQuery {
  date: string;
  time: string;
  adults: number;
  children: number;
  porter: boolean;
}

/** Query keys; the first element is the URL, as the shell's default query function expects. */
export const quoteKeys = {
  promoApply: ['/api/promo-codes/apply'] as const,
  quotes: ['/api/quotes'] as const,
  savedQuote: (token: string) => [`/api/quotes/${encodeURIComponent(token)}`] as const,
  service: (id: number, query: ServicePriceQuery) =>
    [
      `/api/services/${id}?${new URLSearchParams({
        date: query.date,
        time: query.time,
        adults: String(query.adults),
        children: String(query.children),
        porter: String(query.porter),
      }).toString()}`,
    ] as const,
};

/** POST /api/promo-codes/apply. The code is upper-cased by the schema (codes are case-insensitive). */
export function applyPromo(request: PromoApplyRequest, baseUrl = ''): Promise<PromoApplyResponse> {
  return apiRequest('POST', baseUrl + quoteKeys.promoApply[0], {
    body: promoApplyRequestSchema.parse(request),
    schema: promoApplyResponseSchema,
  });
}

/** POST /api/quotes: answers 201 with the link's token, path and expiry. */
export function saveQuote(request: SaveQuoteRequest, baseUrl = ''): Promise<SavedQuoteLink> {
  return apiRequest('POST', baseUrl + quoteKeys.quotes[0], {
    body: saveQuoteRequestSchema.parse(request),
    schema: savedQuoteLinkSchema,
  });
}

/** GET /api/quotes/{token}; an unknown or expired token is an ApiRequestError with status 404. */
export function fetchSavedQuote(token: string, baseUrl = '', signal?: AbortSignal): Promise<SavedQuote> {
  return apiRequest('GET', baseUrl + quoteKeys.savedQuote(token)[0], { schema: savedQuoteSchema, signal });
}

/** GET /api/services/{id} priced for the date, time, travellers and porter choice. */
export function fetchService(
  id: number,
  query: ServicePriceQuery,
  baseUrl = '',
  signal?: AbortSignal,
): Promise<ServiceDetail> {
  return apiRequest('GET', baseUrl + quoteKeys.service(id, query)[0], { schema: serviceDetailSchema, signal });
}

export function useApplyPromoMutation() {
  return useMutation({
    mutationKey: quoteKeys.promoApply,
    mutationFn: (request: PromoApplyRequest) => applyPromo(request),
  });
}

export function useSaveQuoteMutation() {
  return useMutation({ mutationKey: quoteKeys.quotes, mutationFn: (request: SaveQuoteRequest) => saveQuote(request) });
}
