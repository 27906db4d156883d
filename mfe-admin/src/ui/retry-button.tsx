import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { focusContentAfterRetry, type QueryState } from '@vip/ui';
import { errorMessage } from './error-message';

export interface RetryableQuery extends QueryState {
  refetch: () => Promise<unknown>;
}

/**
 * Retry on a list that could not be loaded. Pages keep the failure shown while it tries (`retryingAfterError`), so
 * the button pressed stays, busy and focusable, with the focus on it; when it works, the focus goes to what came.
 */
export function RetryButton({ query, size }: { query: RetryableQuery; size?: ButtonProps['size'] }) {
  const busy = query.isFetching;
  return (
    <Button
      size={size}
      // antd ignores presses while loading and keeps the button focusable (it is not disabled).
      loading={busy}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={() => {
        focusContentAfterRetry();
        void query.refetch();
      }}
    >
      Retry
    </Button>
  );
}

/** A failure's words, kept while Retry runs: TanStack Query clears the error as it fetches again. */
export function LastErrorMessage({ error }: { error: unknown }) {
  const [shown, setShown] = useState(error);
  if (error && error !== shown) setShown(error);
  return errorMessage(error ?? shown);
}
