import { localeDirection, localisedPath, splitLocalePath } from './locales';
import { negotiateLocale, parseAcceptLanguage } from './negotiate';
import { formatMessage } from './format';
import { loadMessages } from './catalogues';
import { EN_MESSAGES } from './messages/en';

describe('locale-prefixed paths', () => {
  it.each([
    ['/fr/airports/CDG', 'fr', '/airports/CDG'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/zh-hans/faq', 'zh-Hans', '/faq'],
    ['/ar/booking', 'ar', '/booking'],
    ['/airports/CDG', 'en', '/airports/CDG'],
    ['/', 'en', '/'],
    // English keeps today's URLs; /en/... is not one of them.
    ['/en/faq', 'en', '/en/faq'],
    ['/france', 'en', '/france'],
    ['/FR/faq', 'en', '/FR/faq'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it('prefixes every language but English', () => {
    expect(localisedPath('/airports/CDG', 'fr')).toBe('/fr/airports/CDG');
    expect(localisedPath('/', 'zh-Hans')).toBe('/zh-hans/');
    expect(localisedPath('/airports/CDG', 'en')).toBe('/airports/CDG');
  });

  it('lays Arabic out right to left, and only Arabic', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('fr')).toBe('ltr');
    expect(localeDirection('zh-Hans')).toBe('ltr');
  });
});

describe("the reader's language", () => {
  it.each([
    ['fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5', 'fr'],
    ['zh-CN,zh;q=0.9', 'zh-Hans'],
    // CLDR: a reader of Traditional Chinese reads Simplified more readily than English (and it is only offered).
    ['zh-TW', 'zh-Hans'],
    ['ar-AE', 'ar'],
    ['de-AT;q=0.4, es-MX;q=0.8', 'es'],
    ['pt-BR, ja', 'en'],
    ['en-GB, fr', 'en'],
    ['fr;q=0, de', 'de'],
    ['', 'en'],
    ['!!!, **, x-invalid-@@', 'en'],
  ])('Accept-Language %j is %s', (header, locale) => {
    expect(negotiateLocale(parseAcceptLanguage(header))).toBe(locale);
  });
});

describe('messages outside React', () => {
  it("fills placeholders in the reader's language", async () => {
    const fr = await loadMessages('fr');
    expect(formatMessage('fr', fr, 'frame.callUs', { phone: '+1 (888) 847-4847' })).toBe(
      'Appelez-nous au +1 (888) 847-4847',
    );
    expect(
      formatMessage('en', EN_MESSAGES, 'frame.footer.copyright', {
        year: 2026,
        legalName: 'VIP Airport Services LLC',
        airportCount: '270+',
      }),
    ).toBe('© 2026 VIP Airport Services LLC. VIP airport assistance at 270+ airports.');
  });
});

describe("the reader's language, asked again and again", () => {
  it('answers a tag asked before as the first time, also once a thousand other tags have been asked', () => {
    expect(negotiateLocale(['fr-CA'])).toBe('fr');
    for (let i = 0; i < 1_100; i++) negotiateLocale([`x-${i}`, `de-${String(i).padStart(3, '0').slice(0, 2)}x`]);
    expect(negotiateLocale(['fr-CA'])).toBe('fr');
    expect(negotiateLocale(['*', 'zh-TW'])).toBe('zh-Hans');
    expect(negotiateLocale(['*'])).toBe('en');
  });
});
