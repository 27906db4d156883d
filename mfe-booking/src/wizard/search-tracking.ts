import { useEffect, useRef } from 'react';
import { apiRequest } from '@vip/contracts/http';
import { type TrackSearchRequestInput, type TrackSearchResponse } from '@vip/contracts/schemas';
import { storedEmail } from '../cart/stored-email';
import type { WizardParams } from './search-params';

export const trackingKeys = {
  search: ['/api/tracking/search'] as const,
};

/**
 * POST /api/tracking/search; svc-booking records it (it validates the request) and svc-ops forwards it (never
 * the browser). The request is made of the wizard's parsed search, which is valid by construction (a known
 * service type, a date that exists, a time, counts within the limits), so the request's schema is not loaded
 * here: with zod it would be ~40 ms of a phone's main thread on every results page; the answer is
 * not read either.
 */
export function recordSearch(request: TrackSearchRequestInput, baseUrl = ''): Promise<TrackSearchResponse> {
  return apiRequest<TrackSearchResponse>('POST', baseUrl + trackingKeys.search[0], { body: request });
}

/** Only a three-letter code is an airport: anything else typed into the address is not recorded. */
const AIRPORT_CODE = /^[A-Z]{3}$/;

/**
 * The booking page opened with an airport and a service type records the
 * search once per distinct search. Fire and forget: a failure never reaches the visitor.
 */
export function useSearchTracking(params: WizardParams, opened: { airport: string | null; type: string | null }) {
  const last = useRef<string | null>(null);
  const enabled = Boolean(opened.airport && opened.type && AIRPORT_CODE.test(params.airport));
  useEffect(() => {
    if (!enabled) return;
    const email = storedEmail();
    const request: TrackSearchRequestInput = {
      airport: params.airport,
      serviceType: params.type,
      arrivalDate: params.date || undefined,
      arrivalTime: params.time || undefined,
      adults: params.adults,
      children: params.children,
      // The home page's form stored it as an e-mail; one longer than any address is not sent (the server would refuse
      // it).
      email: email && email.length <= 254 ? email : undefined,
    };
    const key = JSON.stringify(request);
    if (last.current === key) return;
    last.current = key;
    recordSearch(request).catch(() => undefined);
  }, [enabled, params.airport, params.type, params.date, params.time, params.adults, params.children]);
}
