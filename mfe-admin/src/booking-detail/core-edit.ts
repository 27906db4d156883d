import { airlineOfFlight } from '@vip/contracts/airlines';
import {
  CORE_FIELDS,
  PRICING_FIELDS,
  pickCoreValues,
  type AdminBookingDetail,
  type AdminPricePreviewRequest,
  type CoreValues,
} from '@vip/contracts/schemas';

/**
 * The core fields as the edit form holds them (contracts' booking-core.ts names them), and the service (null on a
 * transfer).
 */
export type CoreDraft = CoreValues & { serviceId: number | null };

export function coreDraftOf(b: AdminBookingDetail): CoreDraft {
  return { ...pickCoreValues(b), serviceId: b.service?.id ?? null };
}

/** A porter switched on in the edit form costs 50 USD unless it already had a cost. */
export const DEFAULT_PORTER_COST = 50;

/** Amounts are at least 0 in cents' steps; anything that is not a number becomes 0. */
export function amount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 100) / 100;
}

/** Unticking the porter sets its cost to 0; ticking it gives 50, or the cost it had. */
export function withPorter(draft: CoreDraft, selected: boolean, previousCost: number): CoreDraft {
  return {
    ...draft,
    porterSelected: selected,
    porterCost: selected ? (previousCost > 0 ? previousCost : DEFAULT_PORTER_COST) : 0,
  };
}

/**
 * A new flight number brings the airline it names; an airline that only echoed the old number is cleared (staff
 * are then asked for it); one staff typed for an unknown number stays.
 */
export function withFlightNumber(draft: CoreDraft, flightNumber: string): CoreDraft {
  const named = airlineOfFlight(flightNumber);
  const echoed = draft.airline !== null && draft.airline === airlineOfFlight(draft.flightNumber);
  return { ...draft, flightNumber, airline: named ?? (echoed ? null : draft.airline) };
}

/** Passengers at least 1. */
export function passengers(value: unknown, min: number): number {
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n >= min ? n : min;
}

const EDITED_FIELDS = [...CORE_FIELDS, 'serviceId'] as const;

/** Only what changed goes to the server, so an untouched field never overwrites someone else's edit. */
export function coreChanges(
  booking: AdminBookingDetail,
  draft: CoreDraft,
): Partial<Omit<CoreDraft, 'serviceId'>> & { serviceId?: number } {
  const before = coreDraftOf(booking);
  // A transfer has no service (null): never sent. Any other field cleared to null is a change to send.
  return Object.fromEntries(
    EDITED_FIELDS.filter(
      (f) => (f !== 'serviceId' || draft[f] !== null) && JSON.stringify(before[f]) !== JSON.stringify(draft[f]),
    ).map((f) => [f, draft[f]]),
  );
}

/**
 * The part of a pending edit that changes the price (service, travellers, porter, flight date and time), to
 * preview; null when none of it changed. The porter cost goes along only when staff typed one.
 */
export function pricingChange(booking: AdminBookingDetail, draft: CoreDraft): AdminPricePreviewRequest | null {
  const changed = coreChanges(booking, draft);
  const picked = Object.fromEntries(PRICING_FIELDS.filter((f) => changed[f] !== undefined).map((f) => [f, changed[f]]));
  return Object.keys(picked).length > 0 ? (picked as AdminPricePreviewRequest) : null;
}
