import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locales.js';

export type MessageTable = Readonly<Record<string, string>>;

export interface CatalogueProblems {
  missing: string[];
  extra: string[];
  /** Empty, or word for word the English one without being listed as the same word. */
  untranslated: string[];
  /** Not valid ICU, or its placeholders differ from English's. */
  placeholders: string[];
  /** Latin letters left in an Arabic or Chinese message (English not translated). */
  latin: string[];
}

export interface CatalogueCheckOptions {
  /** Keys whose text is the same word in this language as in English, each on purpose. */
  sameAsEnglish?: readonly string[];
  /** Brand names and codes a non-Latin translation keeps in Latin letters. */
  keptLatin?: RegExp;
}

const DEFAULT_KEPT_LATIN = /\b(VIP|404|PDF|USD|EUR|GBP|AED|CNY|JPY|IATA|QR)\b/g;

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

/** The words a reader sees: ICU's syntax (argument names, plural keywords, tags) left out. */
function literalsOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if ('options' in element)
        return Object.values(element.options)
          .map((option) => literalsOf(option.value))
          .join(' ');
      if ('children' in element) return literalsOf(element.children);
      return ' ';
    })
    .join('');
}

function hasLatinWords(message: string, kept: RegExp): boolean {
  try {
    return /[A-Za-z]/.test(literalsOf(parse(message)).replace(kept, ''));
  } catch {
    return false;
  }
}

function placeholdersOf(message: string): string | undefined {
  try {
    return [...argumentsOf(parse(message))].sort().join(',');
  } catch {
    return undefined;
  }
}

/** What a translated catalogue lacks against English: each list empty when it is complete. */
export function catalogueProblems(
  locale: Locale,
  english: MessageTable,
  translated: MessageTable,
  options: CatalogueCheckOptions = {},
): CatalogueProblems {
  const keys = Object.keys(english).sort();
  const allowed = new Set(options.sameAsEnglish ?? []);
  const present = keys.filter((key) => key in translated);
  const nonLatin = locale === 'ar' || locale === 'zh-Hans';
  const kept = options.keptLatin ?? DEFAULT_KEPT_LATIN;
  return {
    missing: keys.filter((key) => !(key in translated)),
    extra: Object.keys(translated).filter((key) => !(key in english)),
    untranslated: present.filter(
      (key) => !translated[key].trim() || (translated[key] === english[key] && !allowed.has(key)),
    ),
    placeholders: present.filter((key) => {
      const ours = placeholdersOf(translated[key]);
      return ours === undefined || ours !== placeholdersOf(english[key]);
    }),
    latin: nonLatin ? present.filter((key) => hasLatinWords(translated[key], kept)) : [],
  };
}

export const NO_CATALOGUE_PROBLEMS: CatalogueProblems = {
  missing: [],
  extra: [],
  untranslated: [],
  placeholders: [],
  latin: [],
};
