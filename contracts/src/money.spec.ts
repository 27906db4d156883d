import { formatUsd, formatUsdWhole, toCents, toDollars } from './money';

describe('money', () => {
  it('converts dollars and cents at the edge, rounding to the cent', () => {
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(123450)).toBe(1234.5);
  });

  it('formats dollars with cents and en-US grouping', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-25)).toBe('-$25.00');
  });

  it('formats whole dollars, rounded', () => {
    expect(formatUsdWhole(1090)).toBe('$1,090');
    expect(formatUsdWhole(1249.6)).toBe('$1,250');
  });
});
