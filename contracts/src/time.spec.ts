import { isCalendarDate } from './calendar-date';
import { formatCalendarDate, hoursUntil, utcToZonedLocal, zonedLocalToUtc } from './time';

describe('airport-local time', () => {
  it.each([
    ['2026-01-15', '14:00', 'Europe/London', '2026-01-15T14:00:00.000Z'],
    ['2026-07-15', '14:00', 'Europe/London', '2026-07-15T13:00:00.000Z'],
    ['2026-07-15', '09:30', 'America/New_York', '2026-07-15T13:30:00.000Z'],
    ['2026-01-15', '09:30', 'Australia/Sydney', '2026-01-14T22:30:00.000Z'],
    ['2026-07-15', '09:30', 'Australia/Sydney', '2026-07-14T23:30:00.000Z'],
    ['2026-03-10', '23:59', 'Asia/Kolkata', '2026-03-10T18:29:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, utc) => {
    expect(zonedLocalToUtc(date, time, zone).toISOString()).toBe(utc);
    expect(utcToZonedLocal(new Date(utc), zone)).toEqual({ date, time });
  });

  it('resolves a time skipped by spring-forward to after the jump (Europe, 29 March 2026)', () => {
    // 02:30 does not exist in Rome that night; clocks read 03:30 CEST = 01:30Z.
    expect(zonedLocalToUtc('2026-03-29', '02:30', 'Europe/Rome').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('resolves a repeated time to its first occurrence (Sydney, 5 April 2026)', () => {
    // 02:30 happens twice in Sydney; the first is still AEDT (+11).
    expect(zonedLocalToUtc('2026-04-05', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-04-04T15:30:00.000Z');
  });

  it('gives each caller a date of its own, the same however often it is asked, in every zone', () => {
    const first = zonedLocalToUtc('2026-07-15', '14:00', 'Europe/London');
    first.setTime(0);
    expect(zonedLocalToUtc('2026-07-15', '14:00', 'Europe/London').toISOString()).toBe('2026-07-15T13:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-15', '14:00', 'America/New_York').toISOString()).toBe('2026-07-15T18:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-15', '14:01', 'Europe/London').toISOString()).toBe('2026-07-15T13:01:00.000Z');
  });

  it('stays right when more dates are asked than it keeps', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
    // 12,000 different local times: 500 days, each hour.
    for (let n = 0; n < 12_000; n++)
      zonedLocalToUtc(day(Math.floor(n / 24)), `${String(n % 24).padStart(2, '0')}:00`, 'Europe/Rome');
    expect(zonedLocalToUtc('2026-03-29', '02:30', 'Europe/Rome').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedLocalToUtc('2026-01-01', '00:00', 'Europe/Rome').toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-15', '14:00', 'Europe/Rome').toISOString()).toBe('2026-07-15T12:00:00.000Z');
  });

  it.each([
    ['Europe/Rome', '2026-03-29', 4],
    ['Europe/Rome', '2026-10-25', 0],
    ['America/New_York', '2026-03-08', 4],
    ['America/St_Johns', '2026-03-08', 4],
    ['Australia/Lord_Howe', '2026-10-04', 2],
    ['Asia/Kolkata', '2026-03-29', 0],
  ])('in %s around %s, every quarter hour maps back to itself but the %s the jump skips', (zone, day, skipped) => {
    const missing: string[] = [];
    for (let n = -2 * 96; n < 2 * 96; n++) {
      const at = new Date(Date.parse(`${day}T12:00:00Z`) + n * 15 * 60_000).toISOString();
      const [date, time] = [at.slice(0, 10), at.slice(11, 16)];
      const back = utcToZonedLocal(zonedLocalToUtc(date, time, zone), zone);
      if (back.date !== date || back.time !== time) missing.push(`${date} ${time}`);
    }
    expect(missing).toHaveLength(skipped);
  });

  it('counts hours across a DST change by the real elapsed time', () => {
    const now = new Date('2026-03-28T12:00:00.000Z'); // 13:00 CET in Rome
    expect(hoursUntil('2026-03-29', '13:00', 'Europe/Rome', now)).toBe(23);
    expect(hoursUntil('2026-03-28', '12:00', 'Europe/Rome', now)).toBe(-1);
  });
});

describe('isCalendarDate', () => {
  it('takes dates that exist, written YYYY-MM-DD, and nothing else', () => {
    expect(['2030-06-20', '2032-02-29', '1999-12-31'].every(isCalendarDate)).toBe(true);
    expect(
      ['2030-02-30', '2031-02-29', '2030-13-01', '0000-01-01', '2030-6-20', '20/06/2030', '', '2030-06-20T00:00'].some(
        isCalendarDate,
      ),
    ).toBe(false);
  });
});

describe('formatCalendarDate', () => {
  it('writes a date as travellers read it, with its weekday when asked, the same however often and late it is asked', () => {
    expect(formatCalendarDate('2030-06-20')).toBe('20 June 2030');
    expect(formatCalendarDate('2030-06-20', { weekday: true })).toBe('Thursday, 20 June 2030');
    const start = Date.UTC(2031, 0, 1);
    for (let i = 0; i < 10_500; i++) formatCalendarDate(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
    expect(formatCalendarDate('2030-06-20')).toBe('20 June 2030');
    expect(formatCalendarDate('2030-06-20', { weekday: true })).toBe('Thursday, 20 June 2030');
    expect(formatCalendarDate('2060-02-29')).toBe('29 February 2060');
  });
});
