import { checkBookingTime } from './time-rules';

describe('checkBookingTime', () => {
  // 2030-06-20 00:00 UTC is 10:00 in Sydney (AEST, UTC+10) and 20:00 the day before in New York.
  const now = new Date('2030-06-20T00:00:00Z');

  it('reads the date and time in the airport zone', () => {
    expect(checkBookingTime('2030-06-20', '09:00', 'Australia/Sydney', now)).toBe('passed');
    expect(checkBookingTime('2030-06-20', '15:59', 'Australia/Sydney', now)).toBe('last-minute');
    expect(checkBookingTime('2030-06-20', '16:00', 'Australia/Sydney', now)).toBe('ok');
    // The same wall-clock time is 10 hours later in New York than the instant in Sydney.
    expect(checkBookingTime('2030-06-20', '09:00', 'America/New_York', now)).toBe('ok');
    expect(checkBookingTime('2030-06-19', '21:00', 'America/New_York', now)).toBe('last-minute');
    expect(checkBookingTime('2030-06-19', '19:59', 'America/New_York', now)).toBe('passed');
  });

  it('counts the exact moment as passed', () => {
    expect(checkBookingTime('2030-06-20', '10:00', 'Australia/Sydney', now)).toBe('passed');
  });
});
