import { parse } from '@formatjs/icu-messageformat-parser';
import { EN_MESSAGES, type MessageKey } from './messages/en';
import { loadMessages } from './catalogues';
import { catalogueProblems, NO_CATALOGUE_PROBLEMS } from './catalogue-check';
import { LOCALES, type Locale } from './locales';

const TRANSLATED = LOCALES.filter((l) => l !== 'en');

/**
 * Words the same in a language as in English, each said here on purpose: any other message equal to English is
 * an untranslated one.
 */
const SAME_AS_ENGLISH: Partial<Record<Locale, MessageKey[]>> = {
  // 'FAQ': the header's row has no room for the long form (the width sweep), and both languages use it.
  fr: ['frame.nav.mobile', 'frame.menu.title', 'frame.footer.contact', 'frame.nav.faq'],
  es: ['frame.nav.faq'],
};

describe.each(TRANSLATED)('the %s catalogue', (locale) => {
  it('has every English key, each translated, valid ICU with English placeholders, in its own script', async () => {
    const messages = await loadMessages(locale);
    expect(catalogueProblems(locale, EN_MESSAGES, messages, { sameAsEnglish: SAME_AS_ENGLISH[locale] })).toEqual(
      NO_CATALOGUE_PROBLEMS,
    );
  });
});

describe('the English catalogue', () => {
  it('is valid ICU throughout', () => {
    for (const text of Object.values(EN_MESSAGES)) expect(() => parse(text)).not.toThrow();
  });
});

describe('catalogueProblems', () => {
  const english = { greet: 'Hello {name}', seats: '{count, plural, one {# seat} other {# seats}}', brand: 'VIP' };

  it('names what is missing, extra, left in English, with other placeholders, or in Latin letters', () => {
    expect(
      catalogueProblems('ar', english, {
        greet: 'مرحبا {nom}',
        seats: '{count, plural, one {# مقعد} other {# seats}}',
        stray: 'x',
      }),
    ).toEqual({ missing: ['brand'], extra: ['stray'], untranslated: [], placeholders: ['greet'], latin: ['seats'] });
    expect(catalogueProblems('fr', english, { ...english, greet: 'Bonjour {name' })).toEqual({
      ...NO_CATALOGUE_PROBLEMS,
      untranslated: ['brand', 'seats'],
      placeholders: ['greet'],
    });
  });

  it('reads plural keywords and placeholders as syntax, not as English words', () => {
    expect(
      catalogueProblems('zh-Hans', english, {
        greet: '你好 {name}',
        seats: '{count, plural, other {# 个座位}}',
        brand: 'VIP',
      }),
    ).toEqual({ ...NO_CATALOGUE_PROBLEMS, untranslated: ['brand'] });
  });
});
