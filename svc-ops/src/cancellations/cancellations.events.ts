import { bookingCancelledV1, createEnvelope } from '@vip/contracts/events';
import type { Case } from '../cases/cases.service';

export function bookingCancelledEvent(
  c: Case & { bookingId: string },
  cancellation: { reason: string; chargePercent: number; chargeCents: number; at: Date },
) {
  return createEnvelope(bookingCancelledV1, {
    producer: 'svc-ops',
    aggregateId: c.bookingId,
    occurredAt: cancellation.at,
    payload: {
      bookingId: c.bookingId,
      caseId: c.id,
      referenceCode: c.referenceCode,
      reason: cancellation.reason,
      chargePercent: cancellation.chargePercent,
      chargeCents: cancellation.chargeCents,
      cancelledAt: cancellation.at.toISOString(),
    },
  });
}
