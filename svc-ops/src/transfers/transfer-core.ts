import { type BookingCoreUpdateInput } from '@vip/contracts/schemas';
import { zonedLocalToUtc } from '@vip/contracts/time';
import type { Case, CaseUpdate, Changes } from '../cases/cases.service';
import { opsErrors } from '../errors';

const TRAVELLER_FIELDS = ['adultCount', 'childCount', 'porterSelected', 'porterCost', 'serviceId'] as const;

/** svc-ops owns a standalone transfer's contact and flight; counts and porter are meet-and-greet only. */
export function transferCoreChange(
  current: Case,
  core: Partial<BookingCoreUpdateInput>,
): { data: CaseUpdate; changes: Changes } {
  const misplaced = TRAVELLER_FIELDS.filter((f) => core[f] !== undefined);
  if (misplaced.length > 0)
    throw opsErrors.create(
      'NOT_FOR_TRANSFER',
      'A chauffeur transfer has passengers, not traveller counts, porter or a meet-and-greet service',
      { fields: misplaced },
    );
  const data: Record<string, unknown> = {};
  const changes: Changes = {};
  for (const field of [
    'contactName',
    'contactEmail',
    'contactPhone',
    'airline',
    'flightNumber',
    'terminal',
    'travelerNames',
    'flightDate',
    'flightTime',
  ] as const) {
    const to = core[field];
    if (to === undefined || JSON.stringify(current[field]) === JSON.stringify(to)) continue;
    data[field] = to;
    changes[field] = { from: current[field], to };
  }
  if (changes.flightDate || changes.flightTime) {
    data.flightAt = zonedLocalToUtc(
      (core.flightDate ?? current.flightDate) as string,
      (core.flightTime ?? current.flightTime) as string,
      current.airportTimeZone,
    );
  }
  return { data: data as CaseUpdate, changes };
}
