import { createEnvelope, transferCreatedV1 } from '@vip/contracts';
import type { OperationsCase } from '../generated/prisma/client.ts';

export function transferCreatedEvent(c: OperationsCase, linked: OperationsCase | null, at: Date) {
  return createEnvelope(transferCreatedV1, {
    producer: 'svc-ops',
    aggregateId: c.id,
    occurredAt: at,
    payload: {
      transferId: c.id,
      referenceCode: c.referenceCode,
      linkedBookingId: linked?.bookingId ?? null,
      linkedReferenceCode: linked?.referenceCode ?? null,
      direction: (c.transferDirection ?? 'pickup') as 'pickup',
      airportCode: c.airportCode,
      serviceDate: c.flightDate,
      serviceTime: c.flightTime,
      passengers: c.passengers ?? 1,
      vehicleType: (c.vehicleType ?? 'sedan') as 'sedan',
      totalAmountCents: c.totalPriceCents,
      createdAt: at.toISOString(),
    },
  });
}
