import { defaultCurrencyOf, isDisplayCurrency, usdCentsToMinorUnits } from './display-currency';

describe('usdCentsToMinorUnits', () => {
  it('keeps US cents as they are', () => {
    expect(usdCentsToMinorUnits(13_500, 'USD', '1')).toBe(13_500);
  });

  it('converts at the rate staff set: one euro buys 1.08 dollars', () => {
    // $135.00 / 1.08 = €125.00
    expect(usdCentsToMinorUnits(13_500, 'EUR', '1.08')).toBe(12_500);
  });

  it('rounds half up at the currency’s own minor unit', () => {
    // $100.00 / 1.27 = £78.7401… → £78.74
    expect(usdCentsToMinorUnits(10_000, 'GBP', '1.27')).toBe(7_874);
    // $1.00 / 0.3 = 3.3333… dirhams → 3.33; $0.05 / 0.1 = 0.5 → 0.50
    expect(usdCentsToMinorUnits(100, 'AED', '0.3')).toBe(333);
    expect(usdCentsToMinorUnits(5, 'AED', '0.1')).toBe(50);
  });

  it('gives whole yen, since the yen has no minor unit', () => {
    // $135.00 / 0.0067 = 20,149.25… → ¥20,149
    expect(usdCentsToMinorUnits(13_500, 'JPY', '0.0067')).toBe(20_149);
    // $0.01 / 0.004 = 2.5 → ¥3 (half up)
    expect(usdCentsToMinorUnits(1, 'JPY', '0.004')).toBe(3);
  });

  it('is exact with eight-decimal rates, where floats drift', () => {
    expect(usdCentsToMinorUnits(123_456_789, 'CNY', '0.13812345')).toBe(893_814_837);
  });

  it('refuses a zero rate instead of showing a price of infinity', () => {
    expect(() => usdCentsToMinorUnits(100, 'EUR', '0')).toThrow(RangeError);
  });
});

describe('display currency defaults', () => {
  it('follows the page’s language until the traveller chooses', () => {
    expect(defaultCurrencyOf('en')).toBe('USD');
    expect(defaultCurrencyOf('fr')).toBe('EUR');
    expect(defaultCurrencyOf('ar')).toBe('AED');
    expect(defaultCurrencyOf('zh-Hans')).toBe('CNY');
    expect(defaultCurrencyOf(undefined)).toBe('USD');
  });

  it('knows only the six offered currencies', () => {
    expect(isDisplayCurrency('JPY')).toBe(true);
    expect(isDisplayCurrency('SAR')).toBe(false);
    expect(isDisplayCurrency('eur')).toBe(false);
  });
});
