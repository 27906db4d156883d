import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '@vip/contracts/http';
import { toast, useText } from '@vip/ui';
import { openQuoteSheet } from './quote-sheet-store';
import { PROMO_MESSAGES, RESTORE_MESSAGES as M } from './quote.messages';

export const SAVED_QUOTE_NOT_FOUND = M.notFound.defaultMessage;
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
  const text = useText();
  // The toasts speak the language of the moment they are said in, without restarting the restore.
  const textRef = useRef(text);
  textRef.current = text;

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    setStatus('restoring');
    const say = textRef.current;
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
          void toast.error({ title: say(M.notFoundTitle), description: say(M.notFound) });
          return;
        }
        setStatus('restored');
        if (result.added === 0) {
          void toast.error({ title: say(M.unavailableTitle), description: say(M.unavailable) });
          return;
        }
        void toast.success({
          title: say(M.openedTitle),
          description:
            result.skipped > 0
              ? say(M.addedSkipped, { added: result.added, skipped: result.skipped })
              : say(M.added, { added: result.added }),
        });
        openQuoteSheet();
      })
      .catch((error: unknown) => {
        setStatus('error');
        void toast.error({
          title: say(M.failedTitle),
          description: error instanceof ApiRequestError ? error.userMessage : say(PROMO_MESSAGES.tryAgain),
        });
      })
      .finally(dropParam);
  }, [token, setParams]);

  return status;
}
