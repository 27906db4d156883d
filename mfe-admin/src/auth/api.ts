import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  staffSessionSchema,
  type StaffLogin,
  type StaffPasswordChange,
  type StaffSession,
} from '@vip/contracts/schemas';

/** Query keys of the back office; the first element is the URL. */
export const adminKeys = {
  session: ['/api/admin/session'] as const,
  /** Not a query: POST here changes the signed-in staff member's own password. */
  password: ['/api/admin/session/password'] as const,
  /** The status board's queries (summary and columns) share this root. */
  board: ['board'] as const,
};

/** The signed-in staff member, or null (a 401 is an answer here, not an error). */
export function useStaffSession() {
  return useQuery({
    queryKey: adminKeys.session,
    queryFn: ({ signal }) =>
      apiRequest('GET', adminKeys.session[0], { on401: 'returnNull', schema: staffSessionSchema.nullable(), signal }),
  });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (login: StaffLogin) =>
      apiRequest('POST', adminKeys.session[0], { body: login, schema: staffSessionSchema }),
    onSuccess: (session) => client.setQueryData(adminKeys.session, session),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: StaffSession) => apiRequest('DELETE', adminKeys.session[0], { csrfToken: session.csrfToken }),
    onSettled: () => {
      client.setQueryData(adminKeys.session, null);
      client.removeQueries({ queryKey: adminKeys.board });
    },
  });
}

/**
 * POST /api/admin/session/password: the answer is the session with mustChangePassword false (svc-ops ends
 * the staff member's other sessions), put in the cache so RequireStaff shows the requested page.
 */
export function useChangePassword(session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffPasswordChange) =>
      apiRequest('POST', adminKeys.password[0], {
        body: change,
        csrfToken: session.csrfToken,
        schema: staffSessionSchema,
      }),
    onSuccess: (next) => client.setQueryData(adminKeys.session, next),
  });
}
