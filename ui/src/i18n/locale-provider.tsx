import type { ReactNode } from 'react';
import { type Locale, type Messages } from '@vip/contracts/i18n';
import { SharedIntlProvider } from './shared-intl';

export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <SharedIntlProvider locale={locale} messages={messages}>
      {children}
    </SharedIntlProvider>
  );
}
