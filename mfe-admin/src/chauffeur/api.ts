import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  adminBookingPageSchema,
  transferCreatedSchema,
  type StaffSession,
  type TransferCreateInput,
} from '@vip/contracts/schemas';
import { adminKeys } from '../auth/api';

export const chauffeurKeys = {
  linkable: (q: string) => [...adminKeys.board, 'linkable', q] as const,
};

/** VIP bookings to link a transfer to: the board's search, meet-and-greet bookings only. */
export function useLinkableBookings(q: string, enabled: boolean) {
  return useQuery({
    queryKey: chauffeurKeys.linkable(q),
    enabled,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (q) params.set('q', q);
      const page = await apiRequest('GET', `/api/admin/bookings?${params.toString()}`, {
        schema: adminBookingPageSchema,
        signal,
      });
      return page.items.filter((b) => !b.isChauffeur);
    },
  });
}

/** POST /api/admin/transfers; the board refreshes so the new card shows at once. */
export function useCreateTransfer(session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (transfer: TransferCreateInput) =>
      apiRequest('POST', '/api/admin/transfers', {
        body: transfer,
        csrfToken: session.csrfToken,
        schema: transferCreatedSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.board }),
  });
}
