import { adminBooking, detailOf } from '../../test/support/fake-ops';
import { amount, coreChanges, coreDraftOf, passengers, withPorter } from './core-edit';

describe('core edit rules', () => {
  const booking = detailOf(adminBooking({ porterSelected: true, porterCost: 150 }));

  it('unticks the porter to 0, and ticks it back to its old cost or 50', () => {
    const draft = coreDraftOf(booking);
    const off = withPorter(draft, false, 150);
    expect(off).toMatchObject({ porterSelected: false, porterCost: 0 });
    expect(withPorter(off, true, 150)).toMatchObject({ porterSelected: true, porterCost: 150 });
    expect(withPorter(off, true, 0)).toMatchObject({ porterSelected: true, porterCost: 50 });
  });

  it.each([
    [12.345, 12.35],
    [-3, 0],
    ['abc', 0],
    [Number.NaN, 0],
    ['7.5', 7.5],
  ])('amount(%j) = %j', (input, out) => expect(amount(input)).toBe(out));

  it('keeps passengers at least the minimum', () => {
    expect([passengers(0, 1), passengers('x', 1), passengers(3, 1), passengers(-1, 0)]).toEqual([1, 1, 3, 0]);
  });

  it('sends only what changed', () => {
    const draft = { ...coreDraftOf(booking), contactPhone: '+1 555 0199', adultCount: 3 };
    expect(coreChanges(booking, draft)).toEqual({ contactPhone: '+1 555 0199', adultCount: 3 });
    expect(coreChanges(booking, coreDraftOf(booking))).toEqual({});
  });

  it("sends a cleared airline or terminal (null), and never a transfer's missing service", () => {
    const cleared = { ...coreDraftOf(booking), airline: null, terminal: null };
    expect(coreChanges(booking, cleared)).toEqual({ airline: null, terminal: null });
    const transfer = detailOf(adminBooking({ isChauffeur: true, service: null }));
    expect(coreDraftOf(transfer).serviceId).toBeNull();
    expect(coreChanges(transfer, coreDraftOf(transfer))).toEqual({});
  });
});
