import { createEnvelope, transferCreatedV1 } from '@vip/contracts/events';
import { type TransferDirection, type VehicleType } from '@vip/contracts/schemas';
import type { Case } from '../cases/cases.service';
import type { TransferRecord } from './transfers.repository';

export function transferCreatedEvent(c: Case, transfer: TransferRecord, linked: Case | null, at: Date) {
  return createEnvelope(transferCreatedV1, {
    producer: 'svc-ops',
    aggregateId: c.id,
    occurredAt: at,
    payload: {
      transferId: c.id,
      referenceCode: c.referenceCode,
      linkedBookingId: linked?.bookingId ?? null,
      linkedReferenceCode: linked?.referenceCode ?? null,
      direction: transfer.direction as TransferDirection,
      airportCode: c.airportCode,
      serviceDate: c.flightDate,
      serviceTime: c.flightTime,
      passengers: transfer.passengers,
      vehicleType: transfer.vehicleType as VehicleType,
      totalAmountCents: c.totalPriceCents,
      createdAt: at.toISOString(),
    },
  });
}
