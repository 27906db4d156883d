import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@vip/contracts/http';
import { useLocale } from '@vip/ui';
import {
  bookingChangeRequestAcceptedSchema,
  bookingChangeRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  travellerBookingSchema,
  type BookingChangeRequest,
  type BookingChangeRequestAccepted,
  type CheckoutRequestInput,
  type CheckoutResponse,
  type TravellerBooking,
} from '@vip/contracts/schemas';

/**
 * Checkout and booking look-up calls. Plain fetchers take a `baseUrl` (empty in the browser, the Pact
 * mock server in contract tests); requests are checked against the contract before they leave.
 */

export const checkoutKeys = {
  checkout: ['/api/bookings/checkout'] as const,
  booking: (reference: string, email: string) =>
    [`/api/bookings/${encodeURIComponent(reference)}?${new URLSearchParams({ email }).toString()}`] as const,
  changeRequests: (reference: string) => [`/api/bookings/${encodeURIComponent(reference)}/change-requests`] as const,
};

/** POST /api/bookings/checkout with the key that makes a retry safe (the same key for the same body). */
export function submitCheckout(
  request: CheckoutRequestInput,
  idempotencyKey: string,
  baseUrl = '',
): Promise<CheckoutResponse> {
  checkoutRequestSchema.parse(request);
  return apiRequest('POST', baseUrl + checkoutKeys.checkout[0], {
    body: request,
    idempotencyKey,
    schema: checkoutResponseSchema,
  });
}

/** GET /api/bookings/{reference}?email=; no match is an ApiRequestError with status 404. */
export function fetchBooking(
  reference: string,
  email: string,
  baseUrl = '',
  signal?: AbortSignal,
): Promise<TravellerBooking> {
  return apiRequest('GET', baseUrl + checkoutKeys.booking(reference, email)[0], {
    schema: travellerBookingSchema,
    signal,
  });
}

/**
 * POST /api/bookings/{reference}/change-requests: a traveller asks for a change or a cancellation, proved by the
 * booking's e-mail (as the look-up). 202 with what was received; 404, 409 BOOKING_CANCELLED / BOOKING_PAST,
 * 400 and 429 are ApiRequestErrors carrying the server's message.
 */
export function submitChangeRequest(
  reference: string,
  request: BookingChangeRequest,
  baseUrl = '',
): Promise<BookingChangeRequestAccepted> {
  bookingChangeRequestSchema.parse(request);
  return apiRequest('POST', baseUrl + checkoutKeys.changeRequests(reference)[0], {
    body: request,
    schema: bookingChangeRequestAcceptedSchema,
  });
}

/** The page's language goes with the checkout: the traveller's messages and documents are in it. */
export function useCheckout() {
  const locale = useLocale();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CheckoutRequestInput; idempotencyKey: string }) =>
      submitCheckout({ ...request, locale }, idempotencyKey),
  });
}

/** A booking by reference and e-mail; `null` when nothing matches (404), so pages can say so. */
export function useBookingLookup(lookup: { reference: string; email: string } | null) {
  return useQuery({
    queryKey: lookup ? checkoutKeys.booking(lookup.reference, lookup.email) : ['booking-lookup-idle'],
    enabled: lookup !== null,
    queryFn: async ({ signal }) => {
      try {
        return await fetchBooking(lookup!.reference, lookup!.email, '', signal);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/**
 * Sends a change or cancellation request for a booking found by reference and e-mail. Afterwards (and after a
 * 409, when the page's copy of the booking is out of date) the booking's look-up is fetched again.
 */
export function useChangeRequest() {
  const client = useQueryClient();
  const refreshLookup = (reference: string, email: string) =>
    client.invalidateQueries({ queryKey: checkoutKeys.booking(reference, email) });
  return useMutation({
    mutationFn: ({ reference, request }: { reference: string; request: BookingChangeRequest }) =>
      submitChangeRequest(reference, request),
    onSuccess: (_accepted, { reference, request }) => void refreshLookup(reference, request.email),
    onError: (error, { reference, request }) => {
      if (error instanceof ApiRequestError && error.status === 409) void refreshLookup(reference, request.email);
    },
  });
}
