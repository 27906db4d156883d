import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { isoDateSchema } from '../../schemas/common';
import { PARTNER_TERMS_KINDS } from '../../schemas/partners';

/**
 * svc-ops owns partner accounts; svc-catalog and svc-booking keep what they need to serve the partner API (is it
 * active, its name, the terms that price its bookings). Each event carries the whole state: the newest wins.
 */
export const partnerUpdatedV1 = defineEvent({
  type: 'partner.updated',
  version: 1,
  topic: TOPICS.ops,
  aggregateType: 'partner',
  payload: z.object({
    partnerId: z.uuid(),
    companyName: z.string(),
    active: z.boolean(),
    /** A sandbox account may hold sandbox keys only. */
    sandbox: z.boolean(),
    terms: z.array(
      z.object({
        kind: z.enum(PARTNER_TERMS_KINDS),
        percentBasisPoints: z.number().int().min(0).max(10_000),
        effectiveFrom: isoDateSchema,
      }),
    ),
    /** Orders states that arrive out of order. */
    version: z.number().int().positive(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
});
export type PartnerUpdatedV1 = z.infer<typeof partnerUpdatedV1.payload>;
