import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vip/contracts/http';
import {
  sessionsEndedSchema,
  staffCredentialsSchema,
  staffMemberListSchema,
  staffMemberSchema,
  type StaffInvite,
  type StaffSession,
} from '@vip/contracts/schemas';
import { type StaffRole } from '@vip/contracts/vocabulary';

export const staffKeys = {
  list: ['/api/admin/staff'] as const,
};

export function useStaffList() {
  return useQuery({
    queryKey: staffKeys.list,
    queryFn: ({ signal }) => apiRequest('GET', staffKeys.list[0], { schema: staffMemberListSchema, signal }),
  });
}

/** Invite, enable/disable, role, password and second-factor reset, ending sessions; each refreshes the list. */
export function useStaffMutations(session: StaffSession) {
  const client = useQueryClient();
  const csrfToken = session.csrfToken;
  const refresh = () => client.invalidateQueries({ queryKey: staffKeys.list });
  return {
    invite: useMutation({
      mutationFn: (invite: StaffInvite) =>
        apiRequest('POST', staffKeys.list[0], { body: invite, csrfToken, schema: staffCredentialsSchema }),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...change }: { id: string; active?: boolean; role?: StaffRole; name?: string }) =>
        apiRequest('PATCH', `${staffKeys.list[0]}/${encodeURIComponent(id)}`, {
          body: change,
          csrfToken,
          schema: staffMemberSchema,
        }),
      onSettled: refresh,
    }),
    /** Every passkey, app and recovery code of a colleague goes; they set one up at their next sign-in. */
    resetSecondFactor: useMutation({
      mutationFn: (id: string) =>
        apiRequest('POST', `${staffKeys.list[0]}/${encodeURIComponent(id)}/reset-second-factor`, {
          csrfToken,
          schema: staffMemberSchema,
        }),
      onSettled: refresh,
    }),
    endSessions: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', `${staffKeys.list[0]}/${encodeURIComponent(id)}/sessions`, {
          csrfToken,
          schema: sessionsEndedSchema,
        }),
      onSettled: refresh,
    }),
    resetPassword: useMutation({
      mutationFn: (id: string) =>
        apiRequest('POST', `${staffKeys.list[0]}/${encodeURIComponent(id)}/reset-password`, {
          csrfToken,
          schema: staffCredentialsSchema,
        }),
      onSettled: refresh,
    }),
  };
}
