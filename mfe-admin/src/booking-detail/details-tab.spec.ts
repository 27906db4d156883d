import { partyOf } from './details-tab';

describe("the booking window's party line", () => {
  it('writes one and many as a person would', () => {
    expect(partyOf(1, 0)).toBe('1 adult');
    expect(partyOf(2, 1)).toBe('2 adults, 1 child');
    expect(partyOf(3, 2)).toBe('3 adults, 2 children');
  });
});
