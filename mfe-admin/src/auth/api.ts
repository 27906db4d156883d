import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  staffPendingSignInSchema,
  staffSessionSchema,
  staffSignInAnswerSchema,
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
  /** A right password waiting for its second factor (null when there is none). */
  pending: ['/api/admin/second-factor'] as const,
  /** Not a query: true once the person signed out, so the sign-in after it starts from their start page. */
  signedOut: ['signed-out'] as const,
};

/** The signed-in staff member, or null (a 401 is an answer here, not an error). */
export function useStaffSession() {
  return useQuery({
    queryKey: adminKeys.session,
    queryFn: ({ signal }) =>
      apiRequest('GET', adminKeys.session[0], { on401: 'returnNull', schema: staffSessionSchema.nullable(), signal }),
  });
}

/**
 * The password step: a session only where svc-ops lets a password alone in (STAFF_SECOND_FACTOR=optional and no
 * factor set up); otherwise the pending second factor, which the login page asks for next.
 */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (login: StaffLogin) =>
      apiRequest('POST', adminKeys.session[0], { body: login, schema: staffSignInAnswerSchema }),
    onSuccess: (answer) => {
      if (answer.status === 'signed-in') {
        client.setQueryData(adminKeys.signedOut, false);
        client.setQueryData(adminKeys.session, staffSessionSchema.parse(answer));
      } else client.setQueryData(adminKeys.pending, answer.pending);
    },
  });
}

/** The pending second factor after a reload of the login page (null: none, sign in with the password). */
export function usePendingSignIn(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.pending,
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('GET', adminKeys.pending[0], {
        on401: 'returnNull',
        schema: staffPendingSignInSchema.nullable(),
        signal,
      }),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: StaffSession) => apiRequest('DELETE', adminKeys.session[0], { csrfToken: session.csrfToken }),
    onSettled: () => {
      client.setQueryData(adminKeys.signedOut, true);
      client.setQueryData(adminKeys.session, null);
      client.removeQueries({ queryKey: adminKeys.board });
    },
  });
}

/**
 * POST /api/admin/session/password: the answer is the session with mustChangePassword false and a new CSRF token
 * (svc-ops ends the staff member's other sessions and gives this one a new cookie), put in the cache so
 * RequireStaff shows the requested page.
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
    // svc-ops made the session anew: the new CSRF token replaces the old one.
    onSuccess: (next) => client.setQueryData(adminKeys.session, next),
  });
}
