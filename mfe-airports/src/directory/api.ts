import { useQuery } from '@tanstack/react-query';
import { airportListSchema, apiRequest } from '@vip/contracts';

/** Query keys of the airport directory; the first element is the URL (the shell's default query function). */
export const airportKeys = {
  all: ['/api/airports'] as const,
};

export function useAirports() {
  return useQuery({
    queryKey: airportKeys.all,
    queryFn: ({ signal }) => apiRequest('GET', airportKeys.all[0], { schema: airportListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
