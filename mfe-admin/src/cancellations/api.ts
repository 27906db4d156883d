import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  adminBookingDetailSchema,
  cancellationQuoteSchema,
  type CaseCancel,
  type StaffSession,
} from '@vip/contracts/schemas';
import { adminKeys } from '../auth/api';
import { detailKeys } from '../booking-detail/api';

const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

export const cancellationKeys = {
  quote: (id: string) => [...adminKeys.board, 'cancellation-quote', id] as const,
};

/** What cancelling now would cost and do; read fresh each time the dialog opens (the charge moves with time). */
export function useCancellationQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: cancellationKeys.quote(id),
    queryFn: ({ signal }) =>
      apiRequest('GET', `${bookingPath(id)}/cancellation`, { schema: cancellationQuoteSchema, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /cancel with the charge staff saw; the answer is the cancelled booking's detail. */
export function useCancelBooking(id: string, session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CaseCancel) =>
      apiRequest('POST', `${bookingPath(id)}/cancel`, {
        body: input,
        csrfToken: session.csrfToken,
        schema: adminBookingDetailSchema,
      }),
    onSuccess: (detail) => client.setQueryData(detailKeys.detail(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.board }),
  });
}
