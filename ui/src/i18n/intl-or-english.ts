import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@vip/contracts/i18n';

let english: IntlShape | undefined;

/**
 * Outside the shell's provider (a remote's standalone harness, a component test) pages speak English: each text's own
 * `defaultMessage`. No catalogue here, so a remote does not carry the shell's frame texts (`useT` has them).
 */
export function useIntlOrEnglish(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl) return intl;
  english ??= createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {} });
  return english;
}

/** The page's language, as the shell chose it from the URL. */
export function useLocale(): Locale {
  const { locale } = useIntlOrEnglish();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
