import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, EN_MESSAGES, isLocale, type Locale, type MessageKey } from '@vip/contracts/i18n';

export type Translate = (key: MessageKey, values?: Record<string, string | number | Date>) => string;

let english: IntlShape | undefined;

/** Outside the shell's provider (a remote's standalone harness, a component test) pages speak English. */
export function useIntlOrEnglish(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl) return intl;
  english ??= createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: EN_MESSAGES });
  return english;
}

/** The page's language, as the shell chose it from the URL. */
export function useLocale(): Locale {
  const { locale } = useIntlOrEnglish();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A message of the page's language by its key, placeholders filled (ICU: plurals, numbers, dates). */
export function useT(): Translate {
  const intl = useIntlOrEnglish();
  return (key, values) => intl.formatMessage({ id: key }, values) as string;
}
