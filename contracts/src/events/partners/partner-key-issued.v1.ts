import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { PARTNER_KEY_MODES } from '../../schemas/partners';

/** A key's SHA-256 hash, never the key: each service checks presented keys in its own database. */
export const partnerKeyIssuedV1 = defineEvent({
  type: 'partner.key-issued',
  version: 1,
  topic: TOPICS.ops,
  aggregateType: 'partner',
  payload: z.object({
    partnerId: z.uuid(),
    keyId: z.uuid(),
    name: z.string(),
    prefix: z.string(),
    keyHash: z.string().regex(/^[0-9a-f]{64}$/),
    mode: z.enum(PARTNER_KEY_MODES),
    rateLimitPerMinute: z.number().int().positive(),
    issuedAt: z.iso.datetime({ offset: true }),
  }),
});
export type PartnerKeyIssuedV1 = z.infer<typeof partnerKeyIssuedV1.payload>;
