import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import { type ServiceDetail } from '@vip/contracts/schemas';
import { airportKeys, type FetchOptions } from './airports-api';
import type { SearchValues } from './search-params';

// The airport look-ups (the home page's airport field) are in airports-api.ts: this module is the results'.

/** The answers' schemas load with the first request (in parallel with it): zod is not on a first visit. */
const schemas = () => import('./api-schemas');

/** The results page's query: the search's values. */
export type ServiceListParams = SearchValues;

export interface ServicePriceParams {
  date: string;
  time: string;
  adults: number;
  children: number;
  porter: boolean;
}

function servicesPath(p: ServiceListParams): string {
  const q = new URLSearchParams({
    airport: p.airport,
    type: p.type,
    date: p.date,
    time: p.time,
    adults: String(p.adults),
    children: String(p.children),
  });
  return `/api/services?${q.toString()}`;
}

function servicePath(id: number, p: ServicePriceParams): string {
  const q = new URLSearchParams({
    date: p.date,
    time: p.time,
    adults: String(p.adults),
    children: String(p.children),
    porter: String(p.porter),
  });
  return `/api/services/${id}?${q.toString()}`;
}

/**
 * Query keys; the first element is the URL, as the shell's default query function expects, so the
 * same request made anywhere in the page shares one cache entry (e.g. ['/api/airports'] with
 * mfe-airports' directory).
 */
export const bookingKeys = {
  ...airportKeys,
  services: (p: ServiceListParams) => [servicesPath(p)] as const,
  service: (id: number, p: ServicePriceParams) => [servicePath(id, p)] as const,
};

/** GET /api/services?airport=&type=&date=&time=&adults=&children= (each service priced for the party). */
export function fetchServices(
  params: ServiceListParams,
  { signal, baseUrl = '' }: FetchOptions = {},
): Promise<ServiceDetail[]> {
  return apiRequest('GET', baseUrl + bookingKeys.services(params)[0], {
    schema: () => schemas().then((m) => m.serviceListSchema),
    signal,
  });
}

/** GET /api/services/{id}?date=&time=&adults=&children=&porter= (the service with its price). */
export function fetchService(
  id: number,
  params: ServicePriceParams,
  { signal, baseUrl = '' }: FetchOptions = {},
): Promise<ServiceDetail> {
  return apiRequest('GET', baseUrl + bookingKeys.service(id, params)[0], {
    schema: () => schemas().then((m) => m.serviceDetailSchema),
    signal,
  });
}

/** The results list; runs only when airport, type, date and time are all non-empty. */
export function useServices(params: ServiceListParams) {
  return useQuery({
    queryKey: bookingKeys.services(params),
    queryFn: ({ signal }) => fetchServices(params, { signal }),
    enabled: Boolean(params.airport && params.type && params.date && params.time),
  });
}

/**
 * One service priced for the party. Every change of service, date, time, counts or porter is a new
 * key, so the server prices it again (it is the pricing authority); the previous answer for the same
 * service stays on screen meanwhile so the view does not flash (never another service's).
 */
export function useService(id: number | undefined, params: ServicePriceParams) {
  return useQuery({
    queryKey: bookingKeys.service(id ?? 0, params),
    queryFn: ({ signal }) => fetchService(id ?? 0, params, { signal }),
    enabled: id !== undefined && Boolean(params.date && params.time),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}
