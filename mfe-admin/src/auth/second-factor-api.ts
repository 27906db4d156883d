import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { apiRequest } from '@vip/contracts/http';
import {
  authenticatorSetupSchema,
  passkeyCreationOptionsSchema,
  passkeyRequestOptionsSchema,
  staffEnrolledSchema,
  staffSessionSchema,
  type StaffEnrolled,
  type StaffPendingSignIn,
  type StaffSession,
} from '@vip/contracts/schemas';
import { adminKeys } from './api';

const base = adminKeys.pending[0];

/** The session replaces the pending state in the cache: RequireStaff and the login page take it from there. */
export function useSignedIn() {
  const client = useQueryClient();
  return (session: StaffSession) => {
    client.setQueryData(adminKeys.pending, null);
    client.setQueryData(adminKeys.signedOut, false);
    client.setQueryData(adminKeys.session, staffSessionSchema.parse(session));
  };
}

/** The second step with a factor the person has: a passkey, an app's code or a recovery code. */
export function useVerifySecondFactor(pending: StaffPendingSignIn) {
  const signedIn = useSignedIn();
  const csrfToken = pending.csrfToken;
  const post = (path: string, body?: unknown) =>
    apiRequest('POST', `${base}${path}`, { body, csrfToken, schema: staffSessionSchema });
  return {
    passkey: useMutation({
      mutationFn: async () => {
        const optionsJSON = await apiRequest('POST', `${base}/passkey/options`, {
          csrfToken,
          schema: passkeyRequestOptionsSchema,
        });
        const response = await startAuthentication({ optionsJSON: optionsJSON as never });
        return post('/passkey', { response });
      },
      onSuccess: signedIn,
    }),
    code: useMutation({ mutationFn: (code: string) => post('/totp', { code }), onSuccess: signedIn }),
    recoveryCode: useMutation({ mutationFn: (code: string) => post('/recovery-code', { code }), onSuccess: signedIn }),
  };
}

/**
 * Setting up the first factor. The answer carries the recovery codes, shown once: the session goes into the cache
 * only when the person says they kept them (`useSignedIn`), so the page does not move on beneath them.
 */
export function useEnrolSecondFactor(pending: StaffPendingSignIn) {
  const csrfToken = pending.csrfToken;
  const enrolled = (path: string, body: unknown): Promise<StaffEnrolled> =>
    apiRequest('POST', `${base}/enrolment${path}`, { body, csrfToken, schema: staffEnrolledSchema });
  return {
    passkey: useMutation({
      mutationFn: async (name: string) => {
        const optionsJSON = await apiRequest('POST', `${base}/enrolment/passkey/options`, {
          csrfToken,
          schema: passkeyCreationOptionsSchema,
        });
        const response = await startRegistration({ optionsJSON: optionsJSON as never });
        return enrolled('/passkey', { name, response });
      },
    }),
    startApp: useMutation({
      mutationFn: () =>
        apiRequest('POST', `${base}/enrolment/authenticator`, { csrfToken, schema: authenticatorSetupSchema }),
    }),
    confirmApp: useMutation({ mutationFn: (code: string) => enrolled('/authenticator/confirm', { code }) }),
  };
}

/** Back to the password: the pending state ends on the server too. */
export function useCancelSecondFactor(pending: StaffPendingSignIn) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', base, { csrfToken: pending.csrfToken }),
    onSettled: () => client.setQueryData(adminKeys.pending, null),
  });
}
