import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, EN_MESSAGES, type MessageKey } from '@vip/contracts/i18n';

export type Translate = (key: MessageKey, values?: Record<string, string | number | Date>) => string;

let englishFrame: IntlShape | undefined;

/** A message of the page's language by its key, placeholders filled (ICU: plurals, numbers, dates). */
export function useT(): Translate {
  // Outside the shell's provider (a component test), the frame's English.
  const intl =
    useContext(IntlContext) ??
    (englishFrame ??= createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: EN_MESSAGES }));
  return (key, values) => intl.formatMessage({ id: key }, values) as string;
}
