import { partnerMoneyOf, termsInForce } from './partner-terms';

describe('partner terms', () => {
  const terms = [
    { kind: 'commission' as const, percentBasisPoints: 1000, effectiveFrom: '2030-01-01' },
    { kind: 'net_discount' as const, percentBasisPoints: 1250, effectiveFrom: '2030-07-01' },
    { kind: 'commission' as const, percentBasisPoints: 800, effectiveFrom: '2031-01-01' },
  ];

  it('takes the latest row in force on the UTC date, none before the first', () => {
    expect(termsInForce(terms, '2029-12-31')).toBeNull();
    expect(termsInForce(terms, '2030-01-01')).toEqual({ kind: 'commission', percentBasisPoints: 1000 });
    expect(termsInForce(terms, '2030-06-30')).toEqual({ kind: 'commission', percentBasisPoints: 1000 });
    expect(termsInForce(terms, '2030-07-01')).toEqual({ kind: 'net_discount', percentBasisPoints: 1250 });
    expect(termsInForce([...terms].reverse(), '2031-02-01')).toEqual({ kind: 'commission', percentBasisPoints: 800 });
  });

  it('gives the commission or the net price in cents, rounded once', () => {
    expect(partnerMoneyOf(54_500, { kind: 'commission', percentBasisPoints: 1000 })).toEqual({
      commissionCents: 5450,
      netPriceCents: null,
    });
    // 12.5 % of 395.00 is 49.375: 49.38 off, 345.62 to pay.
    expect(partnerMoneyOf(39_500, { kind: 'net_discount', percentBasisPoints: 1250 })).toEqual({
      commissionCents: null,
      netPriceCents: 34_562,
    });
    expect(partnerMoneyOf(39_500, null)).toEqual({ commissionCents: null, netPriceCents: null });
  });
});
