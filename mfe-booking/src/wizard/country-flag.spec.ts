import { countryCode, countryFlag, drawsColourFlags, type FlagCanvas } from './country-flag';

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

describe('drawsColourFlags', () => {
  /** A canvas whose drawing comes out as these pixels (RGBA). */
  const canvasDrawing = (pixel: [number, number, number, number]): FlagCanvas => ({
    width: 0,
    height: 0,
    getContext: () => ({
      textBaseline: 'top',
      font: '',
      fillStyle: '',
      fillText: () => undefined,
      getImageData: () =>
        ({ data: Uint8ClampedArray.from({ length: 24 * 24 * 4 }, (_, i) => pixel[i % 4]!) }) as ImageData,
    }),
  });

  it('is true where the flag comes out in colour', () => {
    expect(drawsColourFlags(canvasDrawing([0, 146, 70, 255]))).toBe(true);
  });

  it('is false where it comes out as grey letters or boxes, or nothing can be drawn', () => {
    expect(drawsColourFlags(canvasDrawing([60, 60, 60, 255]))).toBe(false);
    expect(drawsColourFlags(canvasDrawing([0, 0, 0, 0]))).toBe(false);
    expect(drawsColourFlags({ width: 0, height: 0, getContext: () => null })).toBe(false);
    expect(drawsColourFlags(null)).toBe(false);
  });
});
