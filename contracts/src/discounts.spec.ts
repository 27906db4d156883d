import { afterDiscountCents, bestDiscount, hasOtherTypeAtSameAirport } from './discounts';

describe('cart discounts (DESIGN §5)', () => {
  const cart = [
    { airportCode: 'FCO', serviceType: 'arrival' },
    { airportCode: 'fco', serviceType: 'departure' },
    { airportCode: 'LHR', serviceType: 'arrival' },
    { airportCode: 'LHR', serviceType: 'arrival' },
  ];

  it('gives the multi-service discount to different types at one airport, whatever the case of the code', () => {
    expect(hasOtherTypeAtSameAirport(0, cart)).toBe(true);
    expect(hasOtherTypeAtSameAirport(1, cart)).toBe(true);
  });

  it('does not give it for the same type twice, or for an index outside the cart', () => {
    expect(hasOtherTypeAtSameAirport(2, cart)).toBe(false);
    expect(hasOtherTypeAtSameAirport(9, cart)).toBe(false);
  });

  it('keeps the highest percentage instead of stacking, ignoring impossible ones', () => {
    expect(bestDiscount([10, 20, 10])).toBe(20);
    expect(bestDiscount([])).toBe(0);
    expect(bestDiscount([150, Number.NaN, 10])).toBe(10);
  });

  it('takes the percentage off the total including porter, to the cent', () => {
    expect(afterDiscountCents(54_500, 10)).toBe(49_050);
    expect(afterDiscountCents(54_500, 0)).toBe(54_500);
    expect(afterDiscountCents(33_333, 20)).toBe(26_666);
  });
});
