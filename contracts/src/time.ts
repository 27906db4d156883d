/**
 * Airport-local wall-clock time. Flight dates and times are local to the airport; rules such as
 * "already passed" or "under 6 hours" compare instants, so local strings are turned into UTC with
 * the airport's IANA zone.
 */

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock parts of an instant in a zone. */
export function partsInZone(instant: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = partsInZone(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The UTC instant of a local date (YYYY-MM-DD) and time (HH:MM) in a zone. A time skipped by a
 * daylight-saving jump resolves to the instant after the jump (as wall clocks do); a repeated time
 * resolves to its first occurrence.
 */
export function zonedLocalToUtc(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // A day holds at most one transition, so the offsets a day before and after are the only candidates.
  const offsets = [
    ...new Set([offsetMs(new Date(wall - 86_400_000), timeZone), offsetMs(new Date(wall + 86_400_000), timeZone)]),
  ];
  const valid = offsets
    .map((offset) => wall - offset)
    .filter((candidate) => {
      const p = partsInZone(new Date(candidate), timeZone);
      return p.year === y && p.month === mo && p.day === d && p.hour === h && p.minute === mi;
    });
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a spring-forward gap the offset grows, so the smaller one lands after the jump.
  return new Date(wall - Math.min(...offsets));
}

/** Local date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function utcToZonedLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const p = partsInZone(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Hours from `now` until a local date and time at an airport (negative when already passed). */
export function hoursUntil(date: string, time: string, timeZone: string, now: Date): number {
  return (zonedLocalToUtc(date, time, timeZone).getTime() - now.getTime()) / 3600_000;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** '2030-06-20' → '20 June 2030', or 'Thursday, 20 June 2030' with the weekday: a calendar date, no zone involved. */
export function formatCalendarDate(date: string, options: { weekday?: boolean } = {}): string {
  const [y, m, d] = date.split('-').map(Number);
  return calendarFormatter(options.weekday === true).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

// One formatter of each kind, made on first use: setting one up costs far more than formatting with it.
const calendarFormatters = new Map<boolean, Intl.DateTimeFormat>();
function calendarFormatter(weekday: boolean): Intl.DateTimeFormat {
  let f = calendarFormatters.get(weekday);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      ...(weekday ? { weekday: 'long' as const } : {}),
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    calendarFormatters.set(weekday, f);
  }
  return f;
}

/** '2030-06-20', '14:00' → 'Thursday, 20 June 2030 at 14:00' — an airport's local time, as booked. */
export function formatLocalDateTime(date: string, time: string): string {
  return `${formatCalendarDate(date, { weekday: true })} at ${time}`;
}
