import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { hoursUntil } from '@vip/contracts/time';
import { WIZARD_MESSAGES as M } from './wizard.messages';

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

/** The spec's toasts for times too close or too far, and the values their texts take. */
export const TIME_RULE_TOASTS = {
  passed: { title: M.passedTitle, description: M.passedText },
  'last-minute': { title: M.lastMinuteTitle, description: M.lastMinuteText },
} as const;
export const TIME_RULE_VALUES = { hours: LAST_MINUTE_HOURS };
