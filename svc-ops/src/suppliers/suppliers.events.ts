import { createEnvelope, supplierUpdatedV1 } from '@vip/contracts/events';
import type { Supplier } from '../generated/prisma/client.ts';

/** The whole state svc-booking keeps; svc-ops has no deactivation of a VIP supplier, so every one is active. */
export function supplierUpdatedEvent(s: Supplier, at: Date) {
  return createEnvelope(supplierUpdatedV1, {
    producer: 'svc-ops',
    aggregateId: s.id,
    occurredAt: at,
    payload: {
      supplierId: s.id,
      name: s.companyName,
      active: true,
      instantBookingHours: s.instantBookingHours,
      revision: s.revision,
      updatedAt: s.updatedAt.toISOString(),
    },
  });
}
