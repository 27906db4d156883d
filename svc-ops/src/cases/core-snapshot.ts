import { coreOfStored, storedOfCore, storedOfUpdatedEvent, zonedLocalToUtc, type BookingCore, type BookingUpdatedV1 } from '@vip/contracts';
import type { CaseRecord, CoreSnapshot } from './cases.repository';

// The case keeps a copy of the core fields svc-booking owns, from svc-booking's answer to a staff correction
// or its booking.updated event; contracts' booking-core.ts says what they are and how each shape maps.

/** A case's copy of the core fields, in the shape svc-booking answers with. */
export function coreOf(c: CaseRecord): Omit<BookingCore, 'bookingId' | 'referenceCode' | 'coreVersion'> {
  return coreOfStored(c);
}

export function snapshotOf(core: BookingCore, timeZone: string): CoreSnapshot {
  return { ...storedOfCore(core), flightAt: zonedLocalToUtc(core.flightDate, core.flightTime, timeZone) };
}

export function snapshotOfEvent(b: BookingUpdatedV1): CoreSnapshot {
  return storedOfUpdatedEvent(b);
}
