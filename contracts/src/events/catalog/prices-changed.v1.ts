import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { isoDateSchema } from '../../schemas/common';
import { SERVICE_LEVELS } from '../../vocabulary';

const cents = z.number().int().nonnegative();

/**
 * Prices at an airport changed: price versions scheduled or cancelled, porter fees set. Keyed by the airport, so
 * its changes arrive in order. A version takes effect at its date's local midnight with no further event: readers
 * hold the versions, not just today's price.
 */
export const pricesChangedV1 = defineEvent({
  type: 'catalog.prices-changed',
  version: 1,
  topic: TOPICS.catalog,
  aggregateType: 'airport',
  payload: z.object({
    airportCode: z.string().regex(/^[A-Z]{3}$/),
    priceVersions: z.array(
      z.object({
        serviceId: z.number().int().positive(),
        versionId: z.number().int().positive(),
        effectiveFrom: isoDateSchema,
        /** scheduled: a new version (in force from its date); cancelled: withdrawn before it started. */
        change: z.enum(['scheduled', 'cancelled']),
        basePriceCents: cents,
      }),
    ),
    porterFees: z.array(z.object({ serviceLevel: z.enum(SERVICE_LEVELS), feeCents: cents })),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});
export type PricesChangedV1 = z.infer<typeof pricesChangedV1.payload>;
