import { toUsdCents } from './currency';

describe('toUsdCents', () => {
  it('keeps US dollars as they are', () => {
    expect(toUsdCents(12_345, '1')).toBe(12_345);
  });

  it('converts euros, pounds and yen with the stored rate, rounding half up at the cent', () => {
    expect(toUsdCents(10_000, '1.08')).toBe(10_800); // €100.00 → $108.00
    expect(toUsdCents(33_333, '1.27')).toBe(42_333); // £333.33 → $423.3291 → $423.33
    expect(toUsdCents(1_500_000, '0.0066')).toBe(9_900); // ¥15,000 → $99.00
    expect(toUsdCents(1, '0.5')).toBe(1); // half a cent rounds up
  });

  it('reads rates with up to eight decimals exactly', () => {
    expect(toUsdCents(100_000_000, '0.27229999')).toBe(27_229_999);
  });
});
