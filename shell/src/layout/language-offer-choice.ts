import { loadMessages, negotiateLocale, type Locale, type Messages } from '@vip/contracts/i18n';

/**
 * The browser's language when we have it and the page is in another, with its catalogue; null otherwise. Loaded
 * on demand: CLDR's matching data (6 KiB gzip) stays out of a first visit's scripts.
 */
export interface Offer {
  locale: Locale;
  messages: Messages;
}

export async function offeredLanguage(page: Locale): Promise<Offer | null> {
  const wanted = negotiateLocale(navigator.languages ?? [navigator.language]);
  if (wanted === page) return null;
  return { locale: wanted, messages: await loadMessages(wanted) };
}
