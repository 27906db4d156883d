import type { ReactNode } from 'react';

export interface ToastArgs {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons under the text ('View quote'). */
  actions?: ReactNode;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

let shown = false;

/** Shown when antd's notifications (and antd) have loaded; resolves then (or when their code could not load). */
function show(kind: Kind, args: ToastArgs): Promise<void> {
  shown = true;
  return import('../antd-scope/antd-scope').then(
    ({ lastingNotification }) => {
      lastingNotification()[kind](args);
    },
    // The toast's code did not arrive (the connection dropped): what the page shows stands on its own.
    (error: unknown) => console.warn('A notification could not be shown', error),
  );
}

/** Takes every toast off the screen (tests start each case without the last one's); loads nothing if none was shown. */
export async function clearToasts(): Promise<void> {
  if (!shown) return;
  const { lastingNotification } = await import('../antd-scope/antd-scope');
  lastingNotification().destroy();
}

/**
 * Toasts for pages built without antd (light components, issue 13): antd's notifications with the spec's
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
