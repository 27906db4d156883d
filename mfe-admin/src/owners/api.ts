import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  adminBookingSchema,
  assignableStaffSchema,
  type AdminBooking,
  type StaffSession,
} from '@vip/contracts/schemas';
import { adminKeys } from '../auth/api';

export const ownerKeys = {
  colleagues: ['owners', 'colleagues'] as const,
};

/** GET /api/admin/bookings/owners: the colleagues a booking may be assigned to. */
export function fetchColleagues(baseUrl = '', signal?: AbortSignal) {
  return apiRequest('GET', `${baseUrl}/api/admin/bookings/owners`, { schema: assignableStaffSchema, signal });
}

export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: ownerKeys.colleagues,
    queryFn: ({ signal }) => fetchColleagues('', signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/admin/bookings/{id}/owner: a colleague's id, or null for nobody. */
export function assignOwner(
  id: string,
  staffId: string | null,
  csrfToken: string,
  baseUrl = '',
): Promise<AdminBooking> {
  return apiRequest('PUT', `${baseUrl}/api/admin/bookings/${encodeURIComponent(id)}/owner`, {
    body: { staffId },
    csrfToken,
    schema: adminBookingSchema,
  });
}

/** Refreshes the board and the open modal (both under the board's key). */
export function useAssignOwner(id: string, session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string | null) => assignOwner(id, staffId, session.csrfToken),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.board }),
  });
}
