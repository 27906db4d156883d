import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import { type AirportDetail } from '@vip/contracts/schemas';

const airportDetailSchema = () => import('../common/api-schemas').then((m) => m.airportDetailSchema);

/** Query keys of one airport's detail; the first element is the URL. Shared by the airport and service pages. */
export const airportDetailKeys = {
  detail: (code: string) => [`/api/airports/${encodeURIComponent(code.toUpperCase())}`] as const,
};

/** GET /api/airports/{code}. A 404 is an ApiRequestError with status 404. */
export function fetchAirportDetail(code: string, signal?: AbortSignal, baseUrl = ''): Promise<AirportDetail> {
  return apiRequest('GET', baseUrl + airportDetailKeys.detail(code)[0], { schema: airportDetailSchema, signal });
}

/** Idle without a code. */
export function useAirportDetail(code: string | undefined) {
  return useQuery({
    queryKey: airportDetailKeys.detail(code ?? ''),
    queryFn: ({ signal }) => fetchAirportDetail(code ?? '', signal),
    enabled: Boolean(code),
    staleTime: 5 * 60_000,
  });
}
