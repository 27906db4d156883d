import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { EN_MESSAGES, type MessageKey } from './messages/en';
import { loadMessages } from './catalogues';
import { LOCALES, type Locale } from './locales';

const KEYS = Object.keys(EN_MESSAGES).sort() as MessageKey[];
const TRANSLATED = LOCALES.filter((l) => l !== 'en');

/**
 * Words the same in a language as in English, each said here on purpose: any other message equal to English is
 * an untranslated one.
 */
const SAME_AS_ENGLISH: Partial<Record<Locale, MessageKey[]>> = {
  fr: ['frame.nav.mobile', 'frame.menu.title', 'frame.footer.contact'],
};

/** Brand and codes a translation keeps in Latin letters. */
const KEPT_LATIN = /\b(VIP|404)\b/g;

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

describe.each(TRANSLATED)('the %s catalogue', (locale) => {
  let messages: Record<string, string>;
  beforeAll(async () => {
    messages = await loadMessages(locale);
  });

  it('has every English key and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(KEYS);
  });

  it('translates every message (none left empty or in English)', () => {
    const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
    const untranslated = KEYS.filter(
      (key) => !messages[key]?.trim() || (messages[key] === EN_MESSAGES[key] && !allowed.has(key)),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps each message valid ICU with the same placeholders as English', () => {
    for (const key of KEYS) {
      const ours = [...argumentsOf(parse(messages[key]))].sort();
      expect({ key, placeholders: ours }).toEqual({
        key,
        placeholders: [...argumentsOf(parse(EN_MESSAGES[key]))].sort(),
      });
    }
  });

  if (locale === 'ar' || locale === 'zh-Hans') {
    it('has no English words left in a non-Latin script', () => {
      const latin = KEYS.filter((key) =>
        /[A-Za-z]/.test(messages[key].replace(/\{[^}]*\}/g, '').replace(KEPT_LATIN, '')),
      );
      expect(latin).toEqual([]);
    });
  }
});

describe('the English catalogue', () => {
  it('is valid ICU throughout', () => {
    for (const key of KEYS) expect(() => parse(EN_MESSAGES[key])).not.toThrow();
  });
});
