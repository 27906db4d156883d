import { LOCALE_MESSAGE, localeSchema } from './locale';

describe('a locale, as partners and browsers write it', () => {
  it.each([
    ['fr', 'fr'],
    ['FR', 'fr'],
    ['fr-FR', 'fr'],
    ['fr-ca', 'fr'],
    ['fr_FR', 'fr'],
    ['de-AT', 'de'],
    ['es-MX', 'es'],
    ['ar-AE', 'ar'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-hans', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['en-GB', 'en'],
    [' EN ', 'en'],
  ])('%s is %s', (tag, locale) => {
    expect(localeSchema.parse(tag)).toBe(locale);
  });

  it.each([
    ['Traditional Chinese (only Simplified is offered)', 'zh-TW'],
    ['Traditional Chinese by its script', 'zh-Hant'],
    ['Hong Kong Chinese', 'zh-HK'],
    ['a language we do not write in', 'pt-BR'],
    ['not a tag', 'french!'],
    ['empty', ''],
  ])('refuses %s (%s), naming the languages offered', (_, tag) => {
    const result = localeSchema.safeParse(tag);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([LOCALE_MESSAGE]);
  });

  it('refuses what is not a string with the same message', () => {
    expect(localeSchema.safeParse(7).error?.issues.map((i) => i.message)).toEqual([LOCALE_MESSAGE]);
  });
});
