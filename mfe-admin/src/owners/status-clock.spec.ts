import { durationText, statusClockText } from './status-clock';

describe("a card's status clock", () => {
  it('reads in minutes, then hours, then days', () => {
    expect(durationText(45 * 60_000)).toBe('45 min');
    expect(durationText((3 * 60 + 5) * 60_000)).toBe('3 h 05 min');
    expect(durationText((52 * 60 + 30) * 60_000)).toBe('2 d 4 h');
    expect(durationText(-5_000)).toBe('0 min');
  });

  it('names the target when the status has one', () => {
    const now = Date.parse('2030-06-01T14:05:00Z');
    expect(statusClockText({ statusSince: '2030-06-01T11:00:00Z', statusTargetHours: 2 }, now)).toBe(
      'In status 3 h 05 min (target 2 h)',
    );
    expect(statusClockText({ statusSince: '2030-06-01T14:00:00Z', statusTargetHours: 48 }, now)).toBe(
      'In status 5 min (target 2 d)',
    );
    expect(statusClockText({ statusSince: '2030-06-01T14:00:00Z', statusTargetHours: null }, now)).toBe(
      'In status 5 min',
    );
  });
});
