import { match } from '@formatjs/intl-localematcher';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.js';

const NO_MATCH = 'und';

/**
 * The first of a reader's languages (navigator.languages, or an Accept-Language header ordered by q) we have:
 * `zh-CN` is Simplified Chinese, `fr-CA` French, by CLDR's matching data rather than prefixes. One tag at a time,
 * so the reader's order wins: over a whole list CLDR prefers an exact `fr` second to `en-GB` first.
 */
export function negotiateLocale(requested: readonly string[]): Locale {
  for (const tag of requested) {
    const found = localeOfTag(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

// Each tag's answer, worked out once: every request to a server negotiates, mostly with the same few tags.
const KEPT_TAGS = 1_000;
const kept = new Map<string, Locale | null>();

function localeOfTag(tag: string): Locale | null {
  let found = kept.get(tag);
  if (found !== undefined) return found;
  found = isValidTag(tag) ? matchTag(tag) : null;
  if (kept.size >= KEPT_TAGS) kept.delete(kept.keys().next().value!);
  kept.set(tag, found);
  return found;
}

function matchTag(tag: string): Locale | null {
  const found = match([tag], LOCALES, NO_MATCH, { algorithm: 'best fit' });
  return found === NO_MATCH ? null : (found as Locale);
}

// The shape of a language tag, checked before Intl: `*` (what fetch sends by default) and junk are skipped without
// an exception thrown and caught on every request.
const TAG_SHAPE = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;

/** A header is outside input: a tag Intl refuses (or `*`) is skipped, never thrown. */
function isValidTag(tag: string): boolean {
  if (!TAG_SHAPE.test(tag)) return false;
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
