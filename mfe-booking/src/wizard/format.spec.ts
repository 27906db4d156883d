import { formatLongDate, formatMoney, formatShortMoney, formatTime12 } from './format';

describe('format', () => {
  it('shows money with two decimals on cards and whole dollars in labels', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatShortMoney(150)).toBe('$150');
    expect(formatShortMoney(12.5)).toBe('$12.50');
  });

  it('formats dates en-US long and times 12-hour, returning unparseable text as it is', () => {
    expect(formatLongDate('2030-06-20')).toBe('June 20, 2030');
    expect(formatLongDate('soon')).toBe('soon');
    expect(formatTime12('14:00')).toBe('2:00 PM');
    expect(formatTime12('00:05')).toBe('12:05 AM');
    expect(formatTime12('12:30')).toBe('12:30 PM');
    expect(formatTime12('later')).toBe('later');
  });
});
