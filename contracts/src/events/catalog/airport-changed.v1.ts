import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { REGIONS } from '../../vocabulary';

/**
 * An airport was opened, changed or retired in the catalog. The whole state: a reader keeps the highest `version`.
 * Every svc-catalog replica refreshes its directory from it (a retired airport leaves the pages, search and sitemap).
 */
export const airportChangedV1 = defineEvent({
  type: 'catalog.airport-changed',
  version: 1,
  topic: TOPICS.catalog,
  aggregateType: 'airport',
  payload: z.object({
    airportId: z.number().int().positive(),
    code: z.string().regex(/^[A-Z]{3}$/),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    countryCode: z.string(),
    region: z.enum(REGIONS),
    timeZone: z.string(),
    active: z.boolean(),
    version: z.number().int().positive(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});
export type AirportChangedV1 = z.infer<typeof airportChangedV1.payload>;
