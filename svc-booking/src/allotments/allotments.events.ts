import { allotmentChangedV1, createEnvelope } from '@vip/contracts/events';
import type { Allotment } from '../generated/prisma/client.ts';

/**
 * The allotment's whole state as readers keep it, with the seats live holds keep. `withdrawn`: staff deleted it (a
 * write of its own); `supplierDeleted`: svc-ops deleted its supplier, so it promises no seat again either.
 */
export function allotmentChangedEvent(
  a: Allotment,
  options: { withdrawn?: boolean; supplierDeleted?: boolean; at?: Date; seatsHeld?: number } = {},
) {
  const changedAt = options.at ?? a.updatedAt;
  return createEnvelope(allotmentChangedV1, {
    producer: 'svc-booking',
    aggregateId: a.id,
    occurredAt: changedAt,
    payload: {
      allotmentId: a.id,
      airportCode: a.airportCode,
      serviceId: a.serviceId,
      date: a.date,
      fromTime: a.fromTime,
      toTime: a.toTime,
      seats: a.seats,
      seatsTaken: a.seatsTaken,
      seatsHeld: options.seatsHeld ?? 0,
      instantBookingHours: a.instantBookingHours,
      supplierId: a.supplierId,
      withdrawn: (options.withdrawn ?? false) || (options.supplierDeleted ?? false),
      // The withdrawal is a write of its own, after the state read.
      revision: options.withdrawn ? a.revision + 1 : a.revision,
      changedAt: changedAt.toISOString(),
    },
  });
}
