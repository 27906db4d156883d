import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { ADMIN_STATUSES } from '../../vocabulary';

/** `changedAt` orders changes that arrive out of order. */
export const caseStatusChangedV1 = defineEvent({
  type: 'case.status-changed',
  version: 1,
  topic: TOPICS.ops,
  aggregateType: 'case',
  payload: z.object({
    caseId: z.uuid(),
    bookingId: z.uuid(),
    referenceCode: z.string(),
    adminStatus: z.enum(ADMIN_STATUSES),
    previousAdminStatus: z.enum(ADMIN_STATUSES).nullable(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});
export type CaseStatusChangedV1 = z.infer<typeof caseStatusChangedV1.payload>;
