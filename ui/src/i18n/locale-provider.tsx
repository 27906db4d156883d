import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale, type Messages } from '@vip/contracts/i18n';

/** A missing key is a failed test (contracts' catalogue spec), not a console error on every render. */
const quiet = () => undefined;

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
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE} onError={quiet}>
      {children}
    </IntlProvider>
  );
}
