import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../auth/api';

export type LiveState = 'connecting' | 'live' | 'unavailable';

/** Changes arriving close together refresh the board once. */
const REFRESH_DELAY_MS = 300;
/** EventSource.CLOSED: the browser gave up (an answer other than a stream, such as 401), no reconnect follows. */
const CLOSED = 2;

/**
 * Keeps the board current without a reload: svc-ops sends a 'board' event when bookings change
 * (new bookings, other staff members' moves) and the board's queries refresh. EventSource reconnects
 * by itself after a dropped connection; when it gives up instead (the session ended: svc-ops answers the
 * reconnect with 401), the session is read again, which sends a signed-out staff member to the login.
 */
export function useLiveBoard(): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>(typeof EventSource === 'undefined' ? 'unavailable' : 'connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/admin/events');
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.onopen = () => setState('live');
    source.onerror = () => {
      setState('connecting');
      if (source.readyState === CLOSED) void client.invalidateQueries({ queryKey: adminKeys.session, exact: true });
    };
    source.addEventListener('board', () => {
      clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries({ queryKey: adminKeys.board }), REFRESH_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [client]);
  return state;
}
