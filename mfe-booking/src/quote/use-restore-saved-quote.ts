import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '@vip/contracts/http';
import { toast } from '@vip/ui';
import { formatServiceCount } from './format';
import { openQuoteSheet } from './quote-sheet-store';

export const SAVED_QUOTE_NOT_FOUND = 'This saved quote has expired or does not exist.';
export const SAVED_QUOTE_PARAM = 'saved';

export type RestoreStatus = 'idle' | 'restoring' | 'restored' | 'not-found' | 'error';

/**
 * For the wizard page: when the address carries ?saved={token}, restores that quote once, tells the
 * traveller how it went, opens the quote sheet, and drops the parameter so a reload does not
 * overwrite later changes to the cart. The restoring code (the store, the catalog's schemas) loads only then.
 */
export function useRestoreSavedQuote(): RestoreStatus {
  const [params, setParams] = useSearchParams();
  const token = params.get(SAVED_QUOTE_PARAM);
  const started = useRef<string | null>(null);
  const [status, setStatus] = useState<RestoreStatus>('idle');

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    setStatus('restoring');
    const dropParam = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SAVED_QUOTE_PARAM);
          return next;
        },
        { replace: true },
      );
    import('./restore-saved-quote')
      .then((m) => m.restoreSavedQuote(token))
      .then((result) => {
        if (result.status === 'not-found') {
          setStatus('not-found');
          void toast.error({ title: 'Saved quote not found', description: SAVED_QUOTE_NOT_FOUND });
          return;
        }
        setStatus('restored');
        if (result.added === 0) {
          void toast.error({
            title: 'Saved quote unavailable',
            description: 'None of the services in this saved quote are available any more.',
          });
          return;
        }
        void toast.success({
          title: 'Saved quote opened',
          description:
            result.skipped > 0
              ? `${formatServiceCount(result.added)} added to your quote; ${formatServiceCount(result.skipped)} no longer available.`
              : `${formatServiceCount(result.added)} added to your quote with today's prices.`,
        });
        openQuoteSheet();
      })
      .catch((error: unknown) => {
        setStatus('error');
        void toast.error({
          title: 'Could not open saved quote',
          description: error instanceof ApiRequestError ? error.userMessage : 'Please try again in a moment.',
        });
      })
      .finally(dropParam);
  }, [token, setParams]);

  return status;
}
