import { formatFromPrice, formatWholeDollars, lowestPrice, orderedLevels } from './format';

describe('format', () => {
  it("writes 'from $X' in whole US dollars with en-US grouping", () => {
    expect(formatFromPrice(1250)).toBe('from $1,250');
    expect(formatFromPrice(395)).toBe('from $395');
    expect(formatFromPrice(12500.4)).toBe('from $12,500');
    expect(formatWholeDollars(0)).toBe('$0');
  });

  it('orders levels standard, lounge, tarmac, suite, keeping the lowest price of a repeated level', () => {
    expect(
      orderedLevels([
        { level: 'suite', minPrice: 900 },
        { level: 'tarmac', minPrice: 400 },
        { level: 'standard', minPrice: 300 },
        { level: 'standard', minPrice: 250 },
      ]),
    ).toEqual([
      { level: 'standard', minPrice: 250 },
      { level: 'tarmac', minPrice: 400 },
      { level: 'suite', minPrice: 900 },
    ]);
    expect(lowestPrice([])).toBeUndefined();
  });
});
