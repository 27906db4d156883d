import type { AdminBookingDetail, ContactRole } from '@vip/contracts/schemas';

/** The traveller is the booking's contact; the booker is whoever booked for them (as svc-ops resolves them). */
export function contactOf(
  booking: AdminBookingDetail,
  role: ContactRole,
): { name: string | null; email: string | null; phone: string | null } {
  const clean = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  // svc-ops texts only numbers with at least five digits.
  const phone = (v: string | null | undefined) => (v && v.replace(/\D/g, '').length >= 5 ? v.trim() : null);
  if (role === 'traveler')
    return { name: clean(booking.contactName), email: clean(booking.contactEmail), phone: phone(booking.contactPhone) };
  return { name: clean(booking.bookerName), email: clean(booking.bookerEmail), phone: phone(booking.bookerPhone) };
}

export const ROLE_LABELS: Record<ContactRole, string> = { traveler: 'Traveler', booker: 'Booker' };

const present = (v: string | null | undefined) => Boolean(v && v.trim());

export const hasSupplier = (b: AdminBookingDetail) => present(b.operations.assignedSupplierName);
export const hasGreeter = (b: AdminBookingDetail) =>
  present(b.operations.greeterName) && present(b.operations.greeterPhone);
export const hasDriver = (b: AdminBookingDetail) =>
  present(b.operations.driverName) && present(b.operations.driverPhone);

/** The trip in a few lines, to start a message from (staff edit it before sending). */
export function tripLines(b: AdminBookingDetail): string[] {
  const where = b.service
    ? `${b.service.name} at ${b.service.airport.name} (${b.service.airport.code})`
    : `Chauffeur service at ${b.transfer?.airportCode ?? ''}`;
  const travellers = b.isChauffeur
    ? `${b.transfer?.passengers ?? 1} passenger(s)`
    : `${b.adultCount} adult(s), ${b.childCount} child(ren)`;
  return [
    `Reference: ${b.referenceCode}`,
    where,
    `Date and time: ${b.flightDate} at ${b.flightTime} (local time)`,
    ...(b.flightNumber ? [`Flight: ${[b.airline, b.flightNumber].filter(Boolean).join(' ')}`] : []),
    ...(b.transfer?.pickupLocation ? [`Pickup: ${b.transfer.pickupLocation}`] : []),
    ...(b.transfer?.dropoffLocation ? [`Drop-off: ${b.transfer.dropoffLocation}`] : []),
    `Travelers: ${b.travelerNames.join(', ') || b.contactName} — ${travellers}`,
  ];
}
