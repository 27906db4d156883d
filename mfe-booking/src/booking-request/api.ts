import { useMutation } from '@tanstack/react-query';
import { apiRequest, bookingRequestResponseSchema, bookingRequestSchema, type BookingRequestInput, type BookingRequestResponse } from '@vip/contracts';

/** The wizard's one-service booking request. */
export const bookingRequestKeys = {
  request: ['/api/bookings/request'] as const,
};

/** POST /api/bookings/request; `baseUrl` is empty in the browser and the Pact mock server in contract tests. */
export function submitBookingRequest(request: BookingRequestInput, idempotencyKey: string, baseUrl = ''): Promise<BookingRequestResponse> {
  bookingRequestSchema.parse(request);
  return apiRequest('POST', baseUrl + bookingRequestKeys.request[0], { body: request, idempotencyKey, schema: bookingRequestResponseSchema });
}

export function useBookingRequest() {
  return useMutation({
    mutationKey: bookingRequestKeys.request,
    mutationFn: ({ request, idempotencyKey }: { request: BookingRequestInput; idempotencyKey: string }) => submitBookingRequest(request, idempotencyKey),
  });
}
