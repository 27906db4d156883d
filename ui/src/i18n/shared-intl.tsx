import { type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from '@vip/contracts/i18n';

const formatters = createIntlCache();
const made = new WeakMap<object, Record<string, IntlShape>>();

/**
 * One intl per message table and language for the process, its formatters built once: react-intl's IntlProvider
 * builds its own per mount, which a server render (a mount per page) paid for every message of every page. A missing
 * key is a failed test (the catalogue specs), not a console error on every render.
 */
export function SharedIntlProvider(props: { locale: string; messages: Record<string, string>; children?: ReactNode }) {
  const { locale, messages } = props;
  let byLocale = made.get(messages);
  if (!byLocale) made.set(messages, (byLocale = {}));
  byLocale[locale] ??= createIntl(
    { locale, messages, defaultLocale: DEFAULT_LOCALE, onError: () => undefined },
    formatters,
  );
  return <RawIntlProvider value={byLocale[locale]}>{props.children}</RawIntlProvider>;
}
