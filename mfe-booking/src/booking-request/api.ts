import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@vip/contracts/http';
import { useDisplayCurrency, useLocale } from '@vip/ui';
import {
  bookingRequestResponseSchema,
  bookingRequestSchema,
  type BookingRequestInput,
  type BookingRequestResponse,
} from '@vip/contracts/schemas';
import { REQUEST_STEP_MESSAGES } from './booking-request.messages';

/** The wizard's one-service booking request. */
export const bookingRequestKeys = {
  request: ['/api/bookings/request'] as const,
};

/** The request's own failure when nothing better can be said: no connection, or an answer that is no booking. */
export const REQUEST_FAILED_MESSAGE = REQUEST_STEP_MESSAGES.requestFailed.defaultMessage;

/** What an answer that refused the request says of it (a success answer's message is no reason). */
function refusalOf(answer: unknown): string | undefined {
  const { success, message } = (answer ?? {}) as { success?: unknown; message?: unknown };
  return success !== true && typeof message === 'string' && message.trim() ? message : undefined;
}

/** POST /api/bookings/request; `baseUrl` is empty in the browser and the Pact mock server in contract tests. */
export async function submitBookingRequest(
  request: BookingRequestInput,
  idempotencyKey: string,
  baseUrl = '',
): Promise<BookingRequestResponse> {
  bookingRequestSchema.parse(request);
  let answer: unknown;
  try {
    answer = await apiRequest('POST', baseUrl + bookingRequestKeys.request[0], { body: request, idempotencyKey });
  } catch (error) {
    // The server's refusal keeps its code, message and field errors.
    if (error instanceof ApiRequestError) throw error;
    throw new Error(REQUEST_FAILED_MESSAGE, { cause: error });
  }
  const accepted = bookingRequestResponseSchema.safeParse(answer);
  if (!accepted.success) throw new Error(refusalOf(answer) ?? REQUEST_FAILED_MESSAGE);
  return accepted.data;
}

/**
 * The page's language goes with the request (the traveller's messages and documents are in it), and the currency
 * the traveller saw (the booking keeps its estimate at today's rate; dollars need none).
 */
export function useBookingRequest() {
  const locale = useLocale();
  const currency = useDisplayCurrency();
  return useMutation({
    mutationKey: bookingRequestKeys.request,
    mutationFn: ({ request, idempotencyKey }: { request: BookingRequestInput; idempotencyKey: string }) =>
      submitBookingRequest(
        { ...request, locale, ...(currency === 'USD' ? {} : { displayCurrency: currency }) },
        idempotencyKey,
      ),
  });
}
