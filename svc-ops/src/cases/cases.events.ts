import { caseStatusChangedV1, createEnvelope } from '@vip/contracts/events';
import { type AdminStatus } from '@vip/contracts/vocabulary';
import type { Case } from './cases.repository';

export function caseStatusChangedEvent(c: Case, bookingId: string, previous: AdminStatus | null, changedAt: Date) {
  return createEnvelope(caseStatusChangedV1, {
    producer: 'svc-ops',
    aggregateId: c.id,
    occurredAt: changedAt,
    payload: {
      caseId: c.id,
      bookingId,
      referenceCode: c.referenceCode,
      adminStatus: c.adminStatus,
      previousAdminStatus: previous,
      changedAt: changedAt.toISOString(),
    },
  });
}
