import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@vip/contracts/http';
import { adminKeys } from './api';

/**
 * Answers that mean the session is not what the cache says: 401 (it ended: idle for 60 minutes, signed
 * out elsewhere, password changed on another device) and 403 PASSWORD_CHANGE_REQUIRED.
 */
function sessionChanged(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.code === 'PASSWORD_CHANGE_REQUIRED');
}

/**
 * The session query is never stale, so without this a staff member whose session ended would keep a
 * page whose every call fails. Any query or mutation failing that way re-reads the session: a 401 there
 * reads as signed out, and RequireStaff sends them to the login (or to the password change).
 */
export function useSessionExpiry(): void {
  const client = useQueryClient();
  useEffect(() => {
    const recheck = () => void client.invalidateQueries({ queryKey: adminKeys.session, exact: true });
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === adminKeys.session[0]) return;
      if (sessionChanged(event.action.error)) recheck();
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && sessionChanged(event.action.error)) recheck();
    });
    return () => {
      queries();
      mutations();
    };
  }, [client]);
}
