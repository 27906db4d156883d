import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { SERVICE_LEVELS, SERVICE_TYPES } from '../../vocabulary';

/** A service was added, changed, switched on or off. Its prices travel as catalog.prices-changed. */
export const serviceChangedV1 = defineEvent({
  type: 'catalog.service-changed',
  version: 1,
  topic: TOPICS.catalog,
  aggregateType: 'service',
  payload: z.object({
    serviceId: z.number().int().positive(),
    airportCode: z.string().regex(/^[A-Z]{3}$/),
    serviceType: z.enum(SERVICE_TYPES),
    serviceLevel: z.enum(SERVICE_LEVELS),
    name: z.string(),
    vendorId: z.number().int().nullable(),
    active: z.boolean(),
    version: z.number().int().positive(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});
export type ServiceChangedV1 = z.infer<typeof serviceChangedV1.payload>;
