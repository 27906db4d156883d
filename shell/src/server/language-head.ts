import { DEFAULT_LOCALE, LOCALES, localeDirection, localisedPath, type Locale } from '@vip/contracts/i18n';

export interface LanguageHead {
  lang: Locale;
  dir: 'ltr' | 'rtl';
  /** `<link rel="alternate" hreflang>` for each language and x-default (English); none for a page that is none. */
  alternates: readonly { hreflang: string; href: string }[];
}

/** `path` is the page without its language prefix; a 404 or an error page has no alternates to offer. */
export function languageHead(locale: Locale, path: string, origin: string, found: boolean): LanguageHead {
  const link = (hreflang: string, to: Locale) => ({ hreflang, href: `${origin}${localisedPath(path, to)}` });
  const alternates = found ? [...LOCALES.map((to) => link(to, to)), link('x-default', DEFAULT_LOCALE)] : [];
  return { lang: locale, dir: localeDirection(locale), alternates };
}
