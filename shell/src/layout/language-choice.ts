import type { Locale } from '@vip/contracts/i18n';

/** Set when a visitor picks a language (or keeps the page's): the browser's language is never offered again. */
export const LANGUAGE_CHOICE_COOKIE = 'vip_language';

export function rememberLanguageChoice(locale: Locale): void {
  document.cookie = `${LANGUAGE_CHOICE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; SameSite=Lax`;
}

export function hasChosenLanguage(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_CHOICE_COOKIE}=`));
}

/**
 * The browser's first language is the page's own (`en-GB` on an English page, `fr-CA` on a French one): nothing
 * to offer, so CLDR's matching is not even loaded. Chinese is left to the matching (`zh-TW` is not Simplified).
 */
export function readsThePageLanguage(page: Locale): boolean {
  const first = navigator.languages?.[0] ?? navigator.language;
  if (!first || page === 'zh-Hans') return false;
  return first.split('-')[0]!.toLowerCase() === page;
}
