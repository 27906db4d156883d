import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageKey, Messages } from './messages/en.js';
import type { Locale } from './locales.js';

export type MessageValues = Record<string, string | number | Date>;

/** For code outside React (the services' e-mails, texts and PDFs): the same ICU messages the pages use. */
export function formatMessage(locale: Locale, messages: Messages, key: MessageKey, values?: MessageValues): string {
  return new IntlMessageFormat(messages[key], locale).format(values) as string;
}
