import { FLIGHT_NUMBER_FORMAT_MESSAGE } from './common';
import { flightNumberSchema } from './checkout';

describe('flight numbers', () => {
  it.each([
    ['ba 117', 'BA117'],
    ['U2 1234', 'U21234'],
    ['lh400a', 'LH400A'],
    // Private and charter flights: registrations and call signs.
    ['N123AB', 'N123AB'],
    ['g-abcd', 'G-ABCD'],
    ['9H-ABC', '9H-ABC'],
    ['VJT123', 'VJT123'],
  ])('takes %s as %s', (typed, stored) => {
    expect(flightNumberSchema.parse(typed)).toBe(stored);
  });

  it.each(['B', '-BA123', 'BA#117', 'BA117/118', 'ABCDEFGHIJK'])('refuses %s with a clear message', (typed) => {
    const result = flightNumberSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(FLIGHT_NUMBER_FORMAT_MESSAGE);
  });

  it('says when it is missing', () => {
    expect(flightNumberSchema.safeParse('  ').error!.issues[0]!.message).toBe('Flight number is required');
  });
});
