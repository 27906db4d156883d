import { zonedLocalToUtc } from '@vip/contracts/time';

/** The money of one price version, in cents. */
export interface PriceAmountsCents {
  basePriceCents: number;
  adultFeeCents: number;
  childFeeCents: number;
  afterHoursFeeCents: number;
  lastMinute24hSurchargeCents: number;
  lastMinute48hSurchargeCents: number;
}

export interface ScheduledPrice extends PriceAmountsCents {
  id: number;
  /** YYYY-MM-DD, local to the airport. */
  effectiveFrom: string;
  /** Its local midnight as epoch milliseconds. */
  startsAt: number;
  /** When it was made, as epoch milliseconds (unknown: always known). */
  madeAt: number;
}

export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** Local midnight of a date at an airport, as an instant (a midnight in a DST gap is the first minute after it). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return zonedLocalToUtc(date, '00:00', timeZone);
}

/**
 * A service's versions in the order they take effect: by start, and of two on one day the later made (higher id)
 * last, so it wins.
 */
export function scheduleOf(
  versions: readonly (PriceAmountsCents & { id: number; effectiveFrom: Date; createdAt?: Date })[],
  timeZone: string,
): ScheduledPrice[] {
  return versions
    .map((v) => {
      const effectiveFrom = dateOnly(v.effectiveFrom);
      return {
        id: v.id,
        effectiveFrom,
        startsAt: startOfLocalDay(effectiveFrom, timeZone).getTime(),
        madeAt: v.createdAt?.getTime() ?? Number.NEGATIVE_INFINITY,
        basePriceCents: v.basePriceCents,
        adultFeeCents: v.adultFeeCents,
        childFeeCents: v.childFeeCents,
        afterHoursFeeCents: v.afterHoursFeeCents,
        lastMinute24hSurchargeCents: v.lastMinute24hSurchargeCents,
        lastMinute48hSurchargeCents: v.lastMinute48hSurchargeCents,
      };
    })
    .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
}

/**
 * The version in force at an instant: the last one started by then among those made by then, so a version made
 * later for a day already begun does not reach back to a booking requested earlier that day. When none was made by
 * then (the first versions the migration and the seed import dated back), the last one started.
 */
export function priceAt(schedule: readonly ScheduledPrice[], at: number): ScheduledPrice | undefined {
  let started: ScheduledPrice | undefined;
  let known: ScheduledPrice | undefined;
  for (const version of schedule) {
    if (version.startsAt > at) break;
    started = version;
    if (version.madeAt <= at) known = version;
  }
  return known ?? started;
}

/** The first start after an instant, if any. */
export function nextStartAfter(schedule: readonly ScheduledPrice[], at: number): number | undefined {
  return schedule.find((v) => v.startsAt > at)?.startsAt;
}
