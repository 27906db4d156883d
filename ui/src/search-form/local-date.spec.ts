import { isBeforeToday, localIsoDate } from './local-date';

describe('localIsoDate', () => {
  it('uses the local calendar date, not the UTC one', () => {
    // 23:30 local on 31 Dec: toISOString() would give 1 Jan in zones west of Greenwich.
    expect(localIsoDate(new Date(2025, 11, 31, 23, 30))).toBe('2025-12-31');
    expect(localIsoDate(new Date(2026, 0, 1, 0, 15))).toBe('2026-01-01');
  });

  it('compares against local today', () => {
    const now = new Date(2026, 4, 10, 0, 5);
    expect(isBeforeToday('2026-05-09', now)).toBe(true);
    expect(isBeforeToday('2026-05-10', now)).toBe(false);
    expect(isBeforeToday('2026-05-11', now)).toBe(false);
  });
});
