import type { ReactNode } from 'react';

export interface ToastArgs {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Closed on leaving the page, where it would only cover what the visitor came to fill in. */
  thisPageOnly?: boolean;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

let shown = false;
let pageToastCount = 0;
const pageToasts = new Set<string>();

function show(kind: Kind, { thisPageOnly, ...args }: ToastArgs): Promise<void> {
  shown = true;
  const key = thisPageOnly ? `this-page-${++pageToastCount}` : undefined;
  if (key) pageToasts.add(key);
  return import('../antd-scope/antd-scope').then(
    async ({ lastingNotification, lastingWordsReady }) => {
      await lastingWordsReady();
      // The page was left before the code arrived.
      if (key && !pageToasts.has(key)) return;
      lastingNotification()[kind]({ ...args, key, onClose: key ? () => pageToasts.delete(key) : undefined });
    },
    // The code did not load: the page stands without its toast.
    (error: unknown) => console.warn('A notification could not be shown', error),
  );
}

export async function closePageToasts(): Promise<void> {
  if (pageToasts.size === 0) return;
  const keys = [...pageToasts];
  pageToasts.clear();
  const { lastingNotification } = await import('../antd-scope/antd-scope');
  for (const key of keys) lastingNotification().destroy(key);
}

export async function clearToasts(): Promise<void> {
  if (!shown) return;
  const { lastingNotification } = await import('../antd-scope/antd-scope');
  lastingNotification().destroy();
}

/** antd loads with the first toast shown, never with the page. */
export const toast: Record<Kind, (args: ToastArgs) => Promise<void>> = {
  success: (args) => show('success', args),
  info: (args) => show('info', args),
  warning: (args) => show('warning', args),
  error: (args) => show('error', args),
};
