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

  it('writes every amount exactly as Intl.NumberFormat does (rounding half away from zero on the shortest decimal form)', () => {
    const withCents = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = [
      0,
      -0,
      0.004,
      0.005,
      -0.001,
      -0.005,
      0.5,
      1.5,
      2.5,
      -2.5,
      1.005,
      1.115,
      1.255,
      4.35,
      8.345,
      999.995,
      999999.999,
      1234567.891,
      0.1 + 0.2,
      1e-7,
    ];
    // A fixed pseudo-random sample of cents and fractions of cents, up to ten million dollars.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 5000; i++) amounts.push(Math.round((next() - 0.2) * 1e10) / 1000);
    for (const amount of amounts) {
      expect([amount, formatUsd(amount)]).toEqual([amount, withCents.format(amount)]);
      expect([amount, formatUsdWhole(amount)]).toEqual([amount, whole.format(amount)]);
    }
  });
});
