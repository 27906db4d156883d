import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import { apiRequest } from '@vip/contracts/http';
import {
  authenticatorSetupSchema,
  passkeyCreationOptionsSchema,
  recoveryCodesSchema,
  sessionsEndedSchema,
  staffSecuritySchema,
  staffSessionListSchema,
  type StaffSession,
} from '@vip/contracts/schemas';

/** Query keys of the Security page; the first element is the URL. */
export const securityKeys = {
  summary: ['/api/admin/security'] as const,
  sessions: ['/api/admin/security/sessions'] as const,
};

export function useSecurity() {
  return useQuery({
    queryKey: securityKeys.summary,
    queryFn: ({ signal }) => apiRequest('GET', securityKeys.summary[0], { schema: staffSecuritySchema, signal }),
  });
}

export function useMySessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => apiRequest('GET', securityKeys.sessions[0], { schema: staffSessionListSchema, signal }),
  });
}

/**
 * Every change of a factor ends the person's other sessions on the server, so both the factors and the sessions
 * are read again after it.
 */
export function useSecurityMutations(session: StaffSession) {
  const client = useQueryClient();
  const csrfToken = session.csrfToken;
  const base = securityKeys.summary[0];
  const refresh = () => {
    void client.invalidateQueries({ queryKey: securityKeys.summary });
    void client.invalidateQueries({ queryKey: securityKeys.sessions });
  };
  const summary = (method: string, path: string, body?: unknown) =>
    apiRequest(method, `${base}${path}`, { body, csrfToken, schema: staffSecuritySchema });
  return {
    addPasskey: useMutation({
      mutationFn: async (name: string) => {
        const optionsJSON = await apiRequest('POST', `${base}/passkeys/options`, {
          csrfToken,
          schema: passkeyCreationOptionsSchema,
        });
        const response = await startRegistration({ optionsJSON: optionsJSON as never });
        return summary('POST', '/passkeys', { name, response });
      },
      onSettled: refresh,
    }),
    renamePasskey: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        summary('PATCH', `/passkeys/${encodeURIComponent(id)}`, { name }),
      onSettled: refresh,
    }),
    removePasskey: useMutation({
      mutationFn: (id: string) => summary('DELETE', `/passkeys/${encodeURIComponent(id)}`),
      onSettled: refresh,
    }),
    startApp: useMutation({
      mutationFn: () => apiRequest('POST', `${base}/authenticator`, { csrfToken, schema: authenticatorSetupSchema }),
    }),
    confirmApp: useMutation({
      mutationFn: (code: string) => summary('POST', '/authenticator/confirm', { code }),
      onSettled: refresh,
    }),
    removeApp: useMutation({ mutationFn: () => summary('DELETE', '/authenticator'), onSettled: refresh }),
    renewCodes: useMutation({
      mutationFn: () => apiRequest('POST', `${base}/recovery-codes`, { csrfToken, schema: recoveryCodesSchema }),
      onSettled: refresh,
    }),
    endSession: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', `${securityKeys.sessions[0]}/${encodeURIComponent(id)}`, { csrfToken }),
      onSettled: refresh,
    }),
    endOthers: useMutation({
      mutationFn: () => apiRequest('DELETE', securityKeys.sessions[0], { csrfToken, schema: sessionsEndedSchema }),
      onSettled: refresh,
    }),
  };
}
