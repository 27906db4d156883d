import { partyOf, travellerSawText } from './details-tab';

describe("the booking window's party line", () => {
  it('writes one and many as a person would', () => {
    expect(partyOf(1, 0)).toBe('1 adult');
    expect(partyOf(2, 1)).toBe('2 adults, 1 child');
    expect(partyOf(3, 2)).toBe('3 adults, 2 children');
  });
});

describe("the traveller's estimate in the price area", () => {
  it('names the amount in their currency and the rate it was converted at, yen whole', () => {
    expect(travellerSawText({ currency: 'EUR', rateToUsd: '1.08', totalMinorUnits: 12_500 })).toBe(
      '€125.00 (estimate at 1 EUR = 1.08 USD)',
    );
    expect(travellerSawText({ currency: 'JPY', rateToUsd: '0.0066', totalMinorUnits: 82_576 })).toBe(
      '¥82,576 (estimate at 1 JPY = 0.0066 USD)',
    );
  });
});
