import { nextStartAfter, priceAt, scheduleOf, startOfLocalDay } from './price-schedule';

const amounts = (base: number) => ({
  basePriceCents: base,
  adultFeeCents: 0,
  childFeeCents: 0,
  afterHoursFeeCents: 0,
  lastMinute24hSurchargeCents: 0,
  lastMinute48hSurchargeCents: 0,
});
const version = (id: number, date: string, base: number) => ({
  id,
  effectiveFrom: new Date(`${date}T00:00:00Z`),
  ...amounts(base),
});

describe('price schedules', () => {
  it('starts a version at local midnight of its date in the airport’s zone', () => {
    expect(startOfLocalDay('2030-06-10', 'Europe/London').toISOString()).toBe('2030-06-09T23:00:00.000Z');
    expect(startOfLocalDay('2030-06-10', 'Pacific/Auckland').toISOString()).toBe('2030-06-09T12:00:00.000Z');
    expect(startOfLocalDay('2030-06-10', 'America/Los_Angeles').toISOString()).toBe('2030-06-10T07:00:00.000Z');
  });

  it('prices by the last version started, and of two on one day by the one made later', () => {
    const schedule = scheduleOf(
      [version(3, '2030-07-01', 500), version(1, '2000-01-01', 400), version(2, '2030-07-01', 450)],
      'Europe/Rome',
    );
    const at = (iso: string) => priceAt(schedule, Date.parse(iso))?.basePriceCents;
    expect(at('2030-06-30T21:59:59Z')).toBe(400);
    expect(at('2030-06-30T22:00:00Z')).toBe(500);
    expect(at('1999-12-31T22:59:59Z')).toBeUndefined();
    expect(nextStartAfter(schedule, Date.parse('2030-01-01T00:00:00Z'))).toBe(Date.parse('2030-06-30T22:00:00Z'));
    expect(nextStartAfter(schedule, Date.parse('2030-07-01T00:00:00Z'))).toBeUndefined();
  });

  it('leaves out a version made after the instant, so a booking requested before it keeps the price it had', () => {
    const made = (v: ReturnType<typeof version>, iso: string) => ({ ...v, createdAt: new Date(iso) });
    const schedule = scheduleOf(
      [
        made(version(1, '2000-01-01', 400), '2030-06-01T00:00:00Z'),
        made(version(2, '2030-07-01', 450), '2030-07-01T10:00:00Z'),
      ],
      'Europe/Rome',
    );
    const at = (iso: string) => priceAt(schedule, Date.parse(iso))?.basePriceCents;
    // Requested at 09:00 on the day, before the version of that day was made at 12:00 Rome time.
    expect(at('2030-07-01T07:00:00Z')).toBe(400);
    expect(at('2030-07-01T10:00:00Z')).toBe(450);
    // Before anything was made (the seed's first version, dated back): the version started then.
    expect(at('2020-01-01T00:00:00Z')).toBe(400);
  });
});
