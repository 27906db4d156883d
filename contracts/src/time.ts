// Flight times are airport-local; rules compare instants, so they convert through the airport's IANA zone.

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

export function partsInZone(instant: Date, timeZone: string): ZonedParts {
  const parts: ZonedParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant))
    if (type in parts) parts[type as keyof ZonedParts] = Number(value);
  return parts;
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = partsInZone(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

// Each answer, by zone, date and time: working one out takes up to four passes through Intl, the dearest step of
// pricing a service, and a service's airport, day and hour come again and again (every service of a list at once,
// each checkout's several rules). The oldest answer goes first once the limit is reached.
const instants = new Map<string, number>();
const INSTANTS_KEPT = 10_000;

/** A time in a DST gap resolves after the jump (as clocks do); a repeated time, to its first occurrence. */
export function zonedLocalToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone}\u0000${date}\u0000${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = resolveLocal(date, time, timeZone);
    if (instants.size >= INSTANTS_KEPT) instants.delete(instants.keys().next().value!);
    instants.set(key, ms);
  }
  return new Date(ms);
}

function resolveLocal(date: string, time: string, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // A day holds at most one transition, so the offsets a day before and after are the only candidates.
  const offsets = [
    ...new Set([offsetMs(new Date(wall - 86_400_000), timeZone), offsetMs(new Date(wall + 86_400_000), timeZone)]),
  ];
  // No transition near: the one candidate is the answer, as the check below would find or fall back to.
  if (offsets.length === 1) return wall - offsets[0]!;
  const valid = offsets
    .map((offset) => wall - offset)
    .filter((candidate) => {
      const p = partsInZone(new Date(candidate), timeZone);
      return p.year === y && p.month === mo && p.day === d && p.hour === h && p.minute === mi;
    });
  if (valid.length > 0) return Math.min(...valid);
  // In a spring-forward gap the offset grows, so the smaller one lands after the jump.
  return wall - Math.min(...offsets);
}

export function utcToZonedLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const p = partsInZone(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

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

/** '2030-06-20' → '20 June 2030': a calendar date, no zone involved. */
export function formatCalendarDate(date: string, options: { weekday?: boolean } = {}): string {
  const weekday = options.weekday === true;
  // Each date's text is kept once made, as instants are: every message of a booking writes its date again.
  const key = weekday ? `w${date}` : date;
  let text = calendarTexts.get(key);
  if (text === undefined) {
    const [y, m, d] = date.split('-').map(Number);
    text = calendarFormatter(weekday).format(new Date(Date.UTC(y!, m! - 1, d!)));
    if (calendarTexts.size >= INSTANTS_KEPT) calendarTexts.delete(calendarTexts.keys().next().value!);
    calendarTexts.set(key, text);
  }
  return text;
}

const calendarTexts = new Map<string, string>();

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

/** An airport's local time, as booked: no conversion. */
export function formatLocalDateTime(date: string, time: string): string {
  return `${formatCalendarDate(date, { weekday: true })} at ${time}`;
}
