import { type ElementType, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from '@vip/contracts/i18n';

/** A missing key is a failed test (the catalogue specs), not a console error on every render. */
const quiet = () => undefined;

const formatters = createIntlCache();
const byMessages = new WeakMap<object, Map<string, IntlShape>>();

/**
 * One intl per message table and language for the process, its formatters built once: react-intl's IntlProvider
 * builds its own per mount, which a server render (a mount per page) paid for every message of every page.
 */
export function sharedIntl(
  locale: string,
  messages: Readonly<Record<string, string>>,
  textComponent?: ElementType,
): IntlShape {
  let byLocale = byMessages.get(messages);
  if (!byLocale) byMessages.set(messages, (byLocale = new Map()));
  const key = textComponent === undefined ? locale : `${locale} ${String(textComponent)}`;
  let intl = byLocale.get(key);
  if (!intl) {
    intl = createIntl(
      { locale, messages, defaultLocale: DEFAULT_LOCALE, onError: quiet, ...(textComponent ? { textComponent } : {}) },
      formatters,
    );
    byLocale.set(key, intl);
  }
  return intl;
}

export function SharedIntlProvider({
  locale,
  messages,
  textComponent,
  children,
}: {
  locale: string;
  messages: Readonly<Record<string, string>>;
  textComponent?: ElementType;
  children?: ReactNode;
}) {
  return <RawIntlProvider value={sharedIntl(locale, messages, textComponent)}>{children}</RawIntlProvider>;
}
