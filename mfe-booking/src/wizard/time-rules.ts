import { BOOKING_RULES, BOOKING_RULE_TEXTS } from '@vip/contracts/booking-rules';
import { hoursUntil } from '@vip/contracts/time';

/** Online booking stops this many hours before the flight; closer than that, travellers call. */
export const LAST_MINUTE_HOURS = BOOKING_RULES.onlineCutoffHours;

export type BookingTimeCheck = 'ok' | 'passed' | 'last-minute';

/**
 * Whether a service at an airport-local date and time can still be booked online. The date and
 * time are wall-clock at the airport, so they are read in the airport's IANA zone, never the
 * browser's.
 */
export function checkBookingTime(
  date: string,
  time: string,
  timeZone: string,
  now: Date = new Date(),
): BookingTimeCheck {
  const hours = hoursUntil(date, time, timeZone, now);
  if (hours <= 0) return 'passed';
  if (hours < LAST_MINUTE_HOURS) return 'last-minute';
  return 'ok';
}

/** The spec's toasts for times too close or too far. */
export const TIME_RULE_TOASTS = {
  passed: {
    title: 'Flight time has already passed',
    description: 'Please select a future date and time for your service.',
  },
  'last-minute': { title: 'Last-minute booking', description: BOOKING_RULE_TEXTS.lastMinute },
} as const;
