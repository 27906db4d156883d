import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { SERVICE_LEVELS } from '../../vocabulary';

/** A promo code was created or changed (its uses are counted by svc-catalog alone and do not travel). */
export const promoCodeChangedV1 = defineEvent({
  type: 'catalog.promo-code-changed',
  version: 1,
  topic: TOPICS.catalog,
  aggregateType: 'promo-code',
  payload: z.object({
    code: z.string(),
    description: z.string(),
    discounts: z.partialRecord(z.enum(SERVICE_LEVELS), z.number().int().min(1).max(100)),
    validFrom: z.iso.datetime({ offset: true }).nullable(),
    validUntil: z.iso.datetime({ offset: true }).nullable(),
    usageLimit: z.number().int().positive().nullable(),
    perEmailLimit: z.number().int().positive().nullable(),
    active: z.boolean(),
    version: z.number().int().positive(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});
export type PromoCodeChangedV1 = z.infer<typeof promoCodeChangedV1.payload>;
