import path from 'node:path';
import { LOCALES, type Locale } from '@vip/contracts/i18n';
import { catalogueProblems, NO_CATALOGUE_PROBLEMS } from '@vip/contracts/i18n-testing';
import { collectMessages } from '@vip/ui/i18n-testing';
import { AIRPORTS_CATALOGUE } from './catalogue';

const ENGLISH = collectMessages(path.join(__dirname, '..'));

/** Words the same in a language as in English, each on purpose: any other is an untranslated text. */
const PLACEHOLDERS_ONLY = ['airports.landing.eyebrow'];
const LATIN_PUNCTUATION = [
  ...PLACEHOLDERS_ONLY,
  'airports.common.place',
  'airports.directory.regionHeading',
  'airports.seo.place',
];
const SAME_AS_ENGLISH: Partial<Record<Locale, string[]>> = {
  fr: [
    ...LATIN_PUNCTUATION,
    'airports.levelBadge.standard',
    'airports.levelBadge.tarmac',
    'airports.levelBadge.suite',
    'airports.region.europe',
  ],
  de: [...LATIN_PUNCTUATION, 'airports.levelBadge.standard', 'airports.levelBadge.lounge', 'airports.levelBadge.suite'],
  es: [...LATIN_PUNCTUATION, 'airports.levelBadge.suite'],
  ar: [...PLACEHOLDERS_ONLY, 'airports.directory.regionHeading'],
  'zh-Hans': PLACEHOLDERS_ONLY,
};

describe.each(LOCALES.filter((l) => l !== 'en'))('mfe-airports in %s', (locale) => {
  it('translates every English text, valid ICU with its placeholders, in the language own script', async () => {
    const table = await AIRPORTS_CATALOGUE.load(locale);
    expect(catalogueProblems(locale, ENGLISH, table, { sameAsEnglish: SAME_AS_ENGLISH[locale] })).toEqual(
      NO_CATALOGUE_PROBLEMS,
    );
  });
});
