import { createEnvelope, supplierUpdatedV2 } from '@vip/contracts/events';
import type { Supplier } from '../generated/prisma/client.ts';

/** The whole state svc-booking keeps: a VIP supplier serves its one airport, and is active until staff delete it. */
export function supplierUpdatedEvent(s: Supplier, at: Date) {
  return createEnvelope(supplierUpdatedV2, {
    producer: 'svc-ops',
    aggregateId: s.id,
    occurredAt: at,
    payload: {
      supplierId: s.id,
      name: s.companyName,
      active: s.deletedAt === null,
      instantBookingHours: s.instantBookingHours,
      airportCodes: [s.iataCode.toUpperCase()],
      revision: s.revision,
      updatedAt: s.updatedAt.toISOString(),
    },
  });
}
