import { ApiRequestError } from '@vip/contracts/http';

/** What a failed passkey, code or call says to staff, in words: the browser's refusals too. */
export function secondFactorError(error: unknown): string {
  if (error instanceof ApiRequestError) return error.userMessage;
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError')
    return 'Passkeys work only on the back office’s own address. Open it by its name (for example localhost, not 127.0.0.1) and try again.';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return 'This device already holds a passkey for your account.';
  if (name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED')
    return 'The passkey request was cancelled or timed out. Try again, or use another way.';
  if (name === 'NotSupportedError' || /does not support WebAuthn/i.test(String((error as Error)?.message)))
    return 'This browser cannot use passkeys here. Use an authenticator app instead.';
  return 'Please try again.';
}
