import { requestHash } from './request-hash';

// Keys whose order depends on how names are compared (case, punctuation, digits, accents): localeCompare's.
const REQUEST = {
  items: [
    { serviceId: 7, flightDate: '2027-03-01', flightTime: '09:30', adultCount: 2, childCount: 0, porterSelected: true },
  ],
  contactName: 'Ada Lovelace',
  contactEmail: 'ada@example.com',
  b: 1,
  B: 2,
  a_b: 3,
  'a-b': 4,
  aB: 5,
  ab: 6,
  '10': 7,
  '9': 8,
  é: 9,
  e: 10,
  Z: 11,
};

describe('requestHash', () => {
  it('is the hash stored keys were made with, so a retry after a deploy still gets its first answer', () => {
    expect(requestHash(REQUEST)).toBe('a991cd30f81f797cc2f6dce83791c10d28231d789855ad2e0ca50fc9cf9da9d7');
  });

  it('does not depend on the order the client wrote the fields in', () => {
    const reversed = Object.fromEntries(Object.entries(REQUEST).reverse());
    expect(requestHash(reversed)).toBe(requestHash(REQUEST));
  });

  it('tells another request apart', () => {
    expect(requestHash({ ...REQUEST, contactName: 'Ada King' })).not.toBe(requestHash(REQUEST));
  });
});
