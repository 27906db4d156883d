import { toCents, toDollars, zonedLocalToUtc, type BookingCore, type BookingUpdatedV1 } from '@vip/contracts';
import type { OperationsCase } from '../generated/prisma/client.ts';
import type { CoreSnapshot } from './cases.repository';

// The core fields svc-booking owns, as the case keeps a copy of them: from svc-booking's answer to a
// staff correction, or from its booking.updated event.

/** A case's copy of the core fields, in the shape svc-booking answers with. */
export function coreOf(c: OperationsCase): Omit<BookingCore, 'bookingId' | 'referenceCode' | 'coreVersion'> {
  return {
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    airline: c.airline,
    flightNumber: c.flightNumber ?? '',
    flightDate: c.flightDate,
    flightTime: c.flightTime,
    terminal: c.terminal,
    adultCount: c.adultCount,
    childCount: c.childCount,
    travelerNames: c.travelerNames,
    porterSelected: c.porterSelected,
    porterCost: toDollars(c.porterCostCents),
    totalPrice: toDollars(c.totalPriceCents),
  };
}

export function snapshotOf(core: BookingCore, timeZone: string): CoreSnapshot {
  return {
    contactName: core.contactName,
    contactEmail: core.contactEmail,
    contactPhone: core.contactPhone,
    airline: core.airline,
    flightNumber: core.flightNumber,
    flightDate: core.flightDate,
    flightTime: core.flightTime,
    flightAt: zonedLocalToUtc(core.flightDate, core.flightTime, timeZone),
    terminal: core.terminal,
    adultCount: core.adultCount,
    childCount: core.childCount,
    travelerNames: core.travelerNames,
    porterSelected: core.porterSelected,
    porterCostCents: toCents(core.porterCost),
    totalPriceCents: toCents(core.totalPrice),
  };
}

export function snapshotOfEvent(b: BookingUpdatedV1): CoreSnapshot {
  return {
    contactName: b.contact.name,
    contactEmail: b.contact.email,
    contactPhone: b.contact.phone,
    airline: b.flight.airline,
    flightNumber: b.flight.number,
    flightDate: b.flight.date,
    flightTime: b.flight.time,
    flightAt: new Date(b.flight.instant),
    terminal: b.flight.terminal,
    adultCount: b.adultCount,
    childCount: b.childCount,
    travelerNames: b.travelerNames,
    porterSelected: b.porterSelected,
    porterCostCents: b.porterCostCents,
    totalPriceCents: b.totalPriceCents,
  };
}
