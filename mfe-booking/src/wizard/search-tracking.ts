import { useEffect, useRef } from 'react';
import { apiRequest, trackSearchRequestSchema, trackSearchResponseSchema, type TrackSearchRequestInput, type TrackSearchResponse } from '@vip/contracts';
import { storedEmail } from '../cart/stored-email';
import type { WizardParams } from './search-params';

export const trackingKeys = {
  search: ['/api/tracking/search'] as const,
};

/** POST /api/tracking/search; svc-booking records it and svc-ops forwards it (never the browser). */
export function recordSearch(request: TrackSearchRequestInput, baseUrl = ''): Promise<TrackSearchResponse> {
  trackSearchRequestSchema.parse(request);
  return apiRequest('POST', baseUrl + trackingKeys.search[0], { body: request, schema: trackSearchResponseSchema });
}

/**
 * Spec §7 tracking call (a): the booking page opened with an airport and a service type records the
 * search once per distinct search. Fire and forget: a failure never reaches the visitor.
 */
export function useSearchTracking(params: WizardParams, opened: { airport: string | null; type: string | null }) {
  const last = useRef<string | null>(null);
  const enabled = Boolean(opened.airport && opened.type && params.airport);
  useEffect(() => {
    if (!enabled) return;
    const request: TrackSearchRequestInput = {
      airport: params.airport,
      serviceType: params.type,
      arrivalDate: params.date || undefined,
      arrivalTime: params.time || undefined,
      adults: params.adults,
      children: params.children,
      email: storedEmail(),
    };
    const key = JSON.stringify(request);
    if (last.current === key || !trackSearchRequestSchema.safeParse(request).success) return;
    last.current = key;
    recordSearch(request).catch(() => undefined);
  }, [enabled, params.airport, params.type, params.date, params.time, params.adults, params.children]);
}
