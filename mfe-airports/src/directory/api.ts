import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import { type Airport } from '@vip/contracts/schemas';
import { type MainServiceLevel } from '@vip/contracts/vocabulary';

const airportListSchema = () => import('../common/api-schemas').then((m) => m.airportListSchema);

/** Query keys of the airport directory; the first element is the URL (the shell's default query function). */
export const airportKeys = {
  all: ['/api/airports'] as const,
  byLevel: (level: MainServiceLevel) => [`/api/airports/service-level/${level}`] as const,
};

/** GET /api/airports. `baseUrl` is empty in the browser (same origin) and a mock server in contract tests. */
export function fetchAirports(signal?: AbortSignal, baseUrl = ''): Promise<Airport[]> {
  return apiRequest('GET', baseUrl + airportKeys.all[0], { schema: airportListSchema, signal });
}

export function fetchAirportsByLevel(level: MainServiceLevel, signal?: AbortSignal, baseUrl = ''): Promise<Airport[]> {
  return apiRequest('GET', baseUrl + airportKeys.byLevel(level)[0], { schema: airportListSchema, signal });
}

export function useAirports() {
  return useQuery({
    queryKey: airportKeys.all,
    queryFn: ({ signal }) => fetchAirports(signal),
    staleTime: 5 * 60_000,
  });
}

/** Airports offering a level; idle while the level filter is 'all'. */
export function useAirportsByLevel(level: MainServiceLevel | 'all') {
  const effective = level === 'all' ? 'standard' : level;
  return useQuery({
    queryKey: airportKeys.byLevel(effective),
    queryFn: ({ signal }) => fetchAirportsByLevel(effective, signal),
    enabled: level !== 'all',
    staleTime: 5 * 60_000,
  });
}
