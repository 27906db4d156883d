import type { MessageDescriptor } from 'react-intl';
import { ApiRequestError } from '@vip/contracts/http';
import { DEFAULT_LOCALE, type Locale } from '@vip/contracts/i18n';
import type { Text } from '@vip/ui';

type Values = Record<string, string | number>;

/**
 * A service's words on a page. The services write English: the English page shows their exact text (the spec fixes
 * it); a translated page says the same in its own message, chosen by the answer's code or fields (`translated`).
 */
export function serverText(locale: Locale, english: string, translated: () => string): string {
  return locale === DEFAULT_LOCALE ? english : translated();
}

/** An error's English words: the service's message, else (`serviceOnly` false) the error's own, else ''. */
export function englishOf(error: unknown, serviceOnly = false): string {
  if (error instanceof ApiRequestError) return error.userMessage;
  return !serviceOnly && error instanceof Error ? error.message : '';
}

/**
 * An error in the page's language: the service's message on the English page (else `fallback`); on a translated
 * page the message for its code, else `fallback` (never the service's English).
 */
export function errorText(
  text: Text,
  locale: Locale,
  error: unknown,
  options: {
    byCode?: Partial<Record<string, MessageDescriptor>>;
    fallback: MessageDescriptor;
    values?: Values;
    /** Only a service's words, never a network error's own (the fallback says those). */
    serviceOnly?: boolean;
  },
): string {
  const own = options.byCode?.[(error instanceof ApiRequestError && error.code) || ''];
  if (locale === DEFAULT_LOCALE) return englishOf(error, options.serviceOnly) || text(options.fallback, options.values);
  return text(own ?? options.fallback, options.values);
}
