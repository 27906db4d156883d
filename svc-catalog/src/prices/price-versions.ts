import { toCents, toDollars } from '@vip/contracts/money';
import type { PriceVersion, PriceVersionCreate, PriceVersionState } from '@vip/contracts/schemas';
import { utcToZonedLocal } from '@vip/contracts/time';
import { dateOnly, priceAt, scheduleOf, startOfLocalDay, type PriceAmountsCents } from '../services/price-schedule';
import type { PriceVersionRow } from './prices.repository';

/** Today at an airport (YYYY-MM-DD in its zone). */
export const localToday = (timeZone: string, now: Date) => utcToZonedLocal(now, timeZone).date;

export const AMOUNT_COLUMNS = [
  ['basePrice', 'basePriceCents'],
  ['adultFee', 'adultFeeCents'],
  ['childFee', 'childFeeCents'],
  ['afterHoursFee', 'afterHoursFeeCents'],
  ['lastMinute24hSurcharge', 'lastMinute24hSurchargeCents'],
  ['lastMinute48hSurcharge', 'lastMinute48hSurchargeCents'],
] as const;

export function amountsInDollars(row: PriceAmountsCents) {
  return Object.fromEntries(AMOUNT_COLUMNS.map(([dollars, cents]) => [dollars, toDollars(row[cents])])) as Record<
    (typeof AMOUNT_COLUMNS)[number][0],
    number
  >;
}

export function sameAmounts(a: PriceAmountsCents, b: PriceAmountsCents): boolean {
  return AMOUNT_COLUMNS.every(([, cents]) => a[cents] === b[cents]);
}

/** A new version's amounts: those given, the rest carried over from `carried` (the version in force before it). */
export function amountsOf(
  input: Partial<Omit<PriceVersionCreate, 'effectiveFrom'>>,
  carried: PriceAmountsCents | undefined,
): PriceAmountsCents {
  return Object.fromEntries(
    AMOUNT_COLUMNS.map(([dollars, cents]) => {
      const given = input[dollars];
      return [cents, given !== undefined ? toCents(given) : (carried?.[cents] ?? 0)];
    }),
  ) as unknown as PriceAmountsCents;
}

/** The version in force just before `date` began at the airport (what a new version's missing fees carry over). */
export function inForceBefore(rows: readonly PriceVersionRow[], date: string, timeZone: string) {
  const live = rows.filter((r) => !r.cancelledAt);
  const schedule = scheduleOf(live, timeZone);
  const found = priceAt(schedule, startOfLocalDay(date, timeZone).getTime() - 1);
  return found && live.find((r) => r.id === found.id);
}

/** Each version as the screens show it: its start as an instant and whether it is past, in force or ahead. */
export function describeVersions(rows: readonly PriceVersionRow[], timeZone: string, now: Date): PriceVersion[] {
  const live = rows.filter((r) => !r.cancelledAt);
  const current = priceAt(scheduleOf(live, timeZone), now.getTime());
  return rows.map((r) => {
    const effectiveFrom = dateOnly(r.effectiveFrom);
    const startsAt = startOfLocalDay(effectiveFrom, timeZone);
    const state: PriceVersionState = r.cancelledAt
      ? 'cancelled'
      : r.id === current?.id
        ? 'current'
        : startsAt > now
          ? 'scheduled'
          : 'past';
    return {
      id: r.id,
      serviceId: r.serviceId,
      effectiveFrom,
      startsAt: startsAt.toISOString(),
      ...amountsInDollars(r),
      state,
      createdAt: r.createdAt.toISOString(),
      createdBy: { id: r.createdById, name: r.createdByName },
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      cancelledBy: r.cancelledById ? { id: r.cancelledById, name: r.cancelledByName ?? '' } : null,
    };
  });
}
