import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import { type Airport, type AirportSearchResult } from '@vip/contracts/schemas';

/**
 * The airport look-ups of the airport field (the home page's and the wizard's), apart from the results' requests
 * (api.ts): the home page, a first visit's page, carries only these. The answers' schemas load with the first
 * request, in parallel with it (zod is not on a first visit).
 */
const schemas = () => import('./api-schemas');

/** Suggestions and the airport list change rarely: reuse them for five minutes. */
export const AIRPORT_CACHE_MS = 5 * 60_000;

export interface FetchOptions {
  signal?: AbortSignal;
  /** Empty in the browser (same origin); the mock server's address in contract tests. */
  baseUrl?: string;
}

/** Query keys of the look-ups; the first element is the URL, as the shell's default query function expects. */
export const airportKeys = {
  airports: () => ['/api/airports'] as const,
  airportSearch: (q: string) => [`/api/airports/search?q=${encodeURIComponent(q)}`] as const,
};

/** GET /api/airports/search?q= */
export function searchAirports(q: string, { signal, baseUrl = '' }: FetchOptions = {}): Promise<AirportSearchResult[]> {
  return apiRequest('GET', baseUrl + airportKeys.airportSearch(q)[0], {
    schema: () => schemas().then((m) => m.airportSearchResultsSchema),
    signal,
  });
}

/** GET /api/airports */
export function fetchAirports({ signal, baseUrl = '' }: FetchOptions = {}): Promise<Airport[]> {
  return apiRequest('GET', baseUrl + airportKeys.airports()[0], {
    schema: () => schemas().then((m) => m.airportListSchema),
    signal,
  });
}

export function useAirports(enabled = true) {
  return useQuery({
    queryKey: airportKeys.airports(),
    queryFn: ({ signal }) => fetchAirports({ signal }),
    staleTime: AIRPORT_CACHE_MS,
    refetchOnWindowFocus: false,
    enabled,
  });
}

/** Suggestions for a (debounced) text; idle for empty text, where the plain list is used instead. */
export function useAirportSearch(q: string, enabled = true) {
  return useQuery({
    queryKey: airportKeys.airportSearch(q),
    queryFn: ({ signal }) => searchAirports(q, { signal }),
    staleTime: AIRPORT_CACHE_MS,
    refetchOnWindowFocus: false,
    enabled: enabled && q !== '',
  });
}
