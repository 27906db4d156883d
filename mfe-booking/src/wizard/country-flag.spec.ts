import { countryCode, countryFlag } from './country-flag';

describe('countryCode', () => {
  it.each([
    ['United States', 'us'],
    ['United Kingdom', 'gb'],
    ['United Arab Emirates', 'ae'],
    ['UAE', 'ae'],
    ['Czechia', 'cz'],
    ['Czech Republic', 'cz'],
    ['Italy', 'it'],
    ['Australia', 'au'],
    ['South Korea', 'kr'],
    ['Curaçao', 'cw'],
    ['Réunion', 're'],
    ['U.S. Virgin Islands', 'vi'],
    ['Saint Barthélemy', 'bl'],
  ])('%s → %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it('ignores case and surrounding spaces', () => {
    expect(countryCode('  united   STATES ')).toBe('us');
  });

  it('falls back to the first two letters of an unknown name, lower-cased', () => {
    expect(countryCode('Atlantis')).toBe('at');
    expect(countryCode('Zz')).toBe('zz');
  });

  it("gives 'xx' for shorter input", () => {
    expect(countryCode('A')).toBe('xx');
    expect(countryCode('')).toBe('xx');
    expect(countryCode(undefined)).toBe('xx');
  });
});

describe('countryFlag', () => {
  it('builds the flag emoji from the code', () => {
    expect(countryFlag('United Kingdom')).toBe('🇬🇧');
    expect(countryFlag('Japan')).toBe('🇯🇵');
  });

  it('shows nothing for the unknown fallback', () => {
    expect(countryFlag('?')).toBe('');
  });
});
