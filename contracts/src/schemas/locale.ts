import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales';

export const LOCALE_MESSAGE = `Language must be one of ${LOCALES.join(', ')}`;

/** `zh-TW` → 'zh-Hant', `fr-CA` → 'fr-Latn': the language and the script it is written in (CLDR's likely subtags). */
function writtenLanguage(tag: string): string | null {
  try {
    const { language, script } = new Intl.Locale(tag).maximize();
    return `${language}-${script}`;
  } catch {
    return null;
  }
}

let offered: Map<string, Locale> | undefined;

/**
 * A BCP 47 tag, written loosely (any case, `_` for `-`), to the language we offer for it: `FR`, `fr-CA` → fr;
 * `zh`, `zh-SG`, `zh-Hans-CN` → zh-Hans. The same language in the same script only: `zh-TW` (Traditional) is null,
 * since only Simplified Chinese is offered.
 */
export function localeOfTag(tag: string): Locale | null {
  const loose = tag.trim().replaceAll('_', '-');
  if (loose.length === 0 || loose.length > 64) return null;
  offered ??= new Map(LOCALES.map((l) => [writtenLanguage(l)!, l]));
  return offered.get(writtenLanguage(loose) ?? '') ?? null;
}

/**
 * One of LOCALES, from any tag of it (`FR`, `fr-FR`, `zh-CN` → zh-Hans), as Accept-Language is matched; a language
 * we do not offer, Traditional Chinese included, is refused. The OpenAPI document lists the values answered.
 */
export const localeSchema = z
  .string({ error: LOCALE_MESSAGE })
  .transform((tag) => localeOfTag(tag) ?? tag)
  .pipe(z.enum(LOCALES, { error: LOCALE_MESSAGE }));
