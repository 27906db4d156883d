import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';

/** `revokedAt` may lie ahead: a rotated key works beside its successor until then. */
export const partnerKeyRevokedV1 = defineEvent({
  type: 'partner.key-revoked',
  version: 1,
  topic: TOPICS.ops,
  aggregateType: 'partner',
  payload: z.object({
    partnerId: z.uuid(),
    keyId: z.uuid(),
    revokedAt: z.iso.datetime({ offset: true }),
    reason: z.enum(['revoked', 'rotated']),
  }),
});
export type PartnerKeyRevokedV1 = z.infer<typeof partnerKeyRevokedV1.payload>;
