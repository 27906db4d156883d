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

type Writer = { csrfToken: string; baseUrl?: string };
type StaffChange = { active?: boolean; role?: StaffRole; name?: string };
const one = (id: string, suffix = '') => `${staffKeys.list[0]}/${encodeURIComponent(id)}${suffix}`;

/** The staff page's calls; `baseUrl` is empty in the browser and the Pact mock server in contract tests. */
export const staffCalls = {
  list: (baseUrl = '', signal?: AbortSignal) =>
    apiRequest('GET', baseUrl + staffKeys.list[0], { schema: staffMemberListSchema, signal }),
  invite: (invite: StaffInvite, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + staffKeys.list[0], { body: invite, csrfToken, schema: staffCredentialsSchema }),
  update: (id: string, change: StaffChange, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('PATCH', baseUrl + one(id), { body: change, csrfToken, schema: staffMemberSchema }),
  /** Every passkey, app and recovery code of a colleague goes; they set one up at their next sign-in. */
  resetSecondFactor: (id: string, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + one(id, '/reset-second-factor'), { csrfToken, schema: staffMemberSchema }),
  endSessions: (id: string, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('DELETE', baseUrl + one(id, '/sessions'), { csrfToken, schema: sessionsEndedSchema }),
  resetPassword: (id: string, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + one(id, '/reset-password'), { csrfToken, schema: staffCredentialsSchema }),
};

export function useStaffList() {
  return useQuery({ queryKey: staffKeys.list, queryFn: ({ signal }) => staffCalls.list('', signal) });
}

/** Invite, enable/disable, role, name, password and second-factor reset, ending sessions; each refreshes the list. */
export function useStaffMutations(session: StaffSession) {
  const client = useQueryClient();
  const writer = { csrfToken: session.csrfToken };
  const refresh = () => client.invalidateQueries({ queryKey: staffKeys.list });
  return {
    invite: useMutation({ mutationFn: (invite: StaffInvite) => staffCalls.invite(invite, writer), onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ id, ...change }: { id: string } & StaffChange) => staffCalls.update(id, change, writer),
      onSettled: refresh,
    }),
    resetSecondFactor: useMutation({
      mutationFn: (id: string) => staffCalls.resetSecondFactor(id, writer),
      onSettled: refresh,
    }),
    endSessions: useMutation({ mutationFn: (id: string) => staffCalls.endSessions(id, writer), onSettled: refresh }),
    resetPassword: useMutation({
      mutationFn: (id: string) => staffCalls.resetPassword(id, writer),
      onSettled: refresh,
    }),
  };
}
