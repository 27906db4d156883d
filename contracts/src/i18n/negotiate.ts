import { match } from '@formatjs/intl-localematcher';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.js';

const NO_MATCH = 'und';

/**
 * The first of a reader's languages (navigator.languages, or an Accept-Language header ordered by q) we have:
 * `zh-CN` is Simplified Chinese, `fr-CA` French, by CLDR's matching data rather than prefixes. One tag at a time,
 * so the reader's order wins: over a whole list CLDR prefers an exact `fr` second to `en-GB` first.
 */
export function negotiateLocale(requested: readonly string[]): Locale {
  for (const tag of requested.filter(isValidTag)) {
    const found = match([tag], LOCALES, NO_MATCH, { algorithm: 'best fit' });
    if (found !== NO_MATCH) return found as Locale;
  }
  return DEFAULT_LOCALE;
}

/** A header is outside input: a tag Intl refuses (or `*`) is skipped, never thrown. */
function isValidTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** `fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5` → ['fr-CH', 'fr', 'en', '*'], highest q first, q=0 left out. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
