/** The traveller's languages. English is the spec's and keeps the unprefixed URLs. */
export const LOCALES = ['en', 'fr', 'de', 'es', 'ar', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, for the switcher: a reader finds theirs without knowing the page's. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  ar: 'العربية',
  'zh-Hans': '简体中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The URL segment: lower case, as URLs are written (`/zh-hans/airports`). */
export function localeSegment(locale: Locale): string {
  return locale.toLowerCase();
}

const BY_SEGMENT = new Map<string, Locale>(LOCALES.map((l) => [localeSegment(l), l]));

/** `/fr/airports/CDG` → fr and `/airports/CDG`; a path without a language prefix is English. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match && BY_SEGMENT.get(match[1]);
  if (!locale || locale === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: match[2] ?? '/' };
}

/** The router's base name for a language: '' for English. */
export function localeBasename(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${localeSegment(locale)}`;
}

/** `/airports/CDG` in fr → `/fr/airports/CDG`; `/` in fr → `/fr/`. */
export function localisedPath(path: string, locale: Locale): string {
  const base = localeBasename(locale);
  return base ? `${base}${path.startsWith('/') ? path : `/${path}`}` : path;
}
