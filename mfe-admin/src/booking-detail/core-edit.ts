import { CORE_FIELDS, pickCoreValues, type AdminBookingDetail, type CoreValues } from '@vip/contracts';

/** The core fields as the edit form holds them (contracts' booking-core.ts names them). */
export type CoreDraft = CoreValues;

export function coreDraftOf(b: AdminBookingDetail): CoreDraft {
  return pickCoreValues(b);
}

/** Spec §9: a porter switched on in the edit form costs 50 USD unless it already had a cost. */
export const DEFAULT_PORTER_COST = 50;

/** Spec §5: amounts are at least 0 in cents' steps; anything that is not a number becomes 0. */
export function amount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 100) / 100;
}

/** Spec §4: unticking the porter sets its cost to 0; ticking it gives 50, or the cost it had. */
export function withPorter(draft: CoreDraft, selected: boolean, previousCost: number): CoreDraft {
  return { ...draft, porterSelected: selected, porterCost: selected ? (previousCost > 0 ? previousCost : DEFAULT_PORTER_COST) : 0 };
}

/** Passengers at least 1 (spec §5). */
export function passengers(value: unknown, min: number): number {
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n >= min ? n : min;
}

/** Only what changed goes to the server, so an untouched field never overwrites someone else's edit. */
export function coreChanges(booking: AdminBookingDetail, draft: CoreDraft): Partial<CoreDraft> {
  const before = coreDraftOf(booking);
  return Object.fromEntries(CORE_FIELDS.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(draft[f])).map((f) => [f, draft[f]])) as Partial<CoreDraft>;
}
