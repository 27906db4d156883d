import type { ReactNode } from 'react';

export interface ToastArgs {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons under the text ('View quote'). */
  actions?: ReactNode;
  /**
   * About the page it was shown on ('Service added to quote'): closed when the visitor goes to another page,
   * where it would only cover what they came to fill in.
   */
  thisPageOnly?: boolean;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

let shown = false;
let pageToastCount = 0;
/** Keys of the toasts shown with `thisPageOnly` that may still be on screen. */
const pageToasts = new Set<string>();

/** Shown when antd's notifications (and antd) have loaded; resolves then (or when their code could not load). */
function show(kind: Kind, { thisPageOnly, ...args }: ToastArgs): Promise<void> {
  shown = true;
  const key = thisPageOnly ? `this-page-${++pageToastCount}` : undefined;
  if (key) pageToasts.add(key);
  return import('../antd-scope/antd-scope').then(
    ({ lastingNotification }) => {
      // Left before the toast's code arrived: it is not shown at all.
      if (key && !pageToasts.has(key)) return;
      lastingNotification()[kind]({ ...args, key, onClose: key ? () => pageToasts.delete(key) : undefined });
    },
    // The toast's code did not arrive (the connection dropped): what the page shows stands on its own.
    (error: unknown) => console.warn('A notification could not be shown', error),
  );
}

/** Closes the toasts that were about the page the visitor left (`thisPageOnly`); loads nothing if there are none. */
export async function closePageToasts(): Promise<void> {
  if (pageToasts.size === 0) return;
  const keys = [...pageToasts];
  pageToasts.clear();
  const { lastingNotification } = await import('../antd-scope/antd-scope');
  for (const key of keys) lastingNotification().destroy(key);
}

/** Takes every toast off the screen (tests start each case without the last one's); loads nothing if none was shown. */
export async function clearToasts(): Promise<void> {
  if (!shown) return;
  const { lastingNotification } = await import('../antd-scope/antd-scope');
  lastingNotification().destroy();
}

/**
 * Toasts for pages built without antd (light components): antd's notifications with the spec's
 * settings (one at a time, 5 s, bottom right, the theme; lastingNotification) in the notifications region
 * (toast-region: swipe right, F8, widths), whose code and antd load with the first toast a visitor is shown,
 * never with the page. The first one appears once that code is in.
 */
export const toast: Record<Kind, (args: ToastArgs) => Promise<void>> = {
  success: (args) => show('success', args),
  info: (args) => show('info', args),
  warning: (args) => show('warning', args),
  error: (args) => show('error', args),
};
