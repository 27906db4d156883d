import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { serviceTypeSchema } from '../../schemas/services';
import { isoDateSchema, localTimeSchema } from '../../schemas/common';

/** svc-ops forwards it to the tracking webhook when one is configured. */
export const searchRecordedV1 = defineEvent({
  type: 'search.recorded',
  version: 1,
  topic: TOPICS.booking,
  aggregateType: 'search',
  payload: z.object({
    searchId: z.uuid(),
    airportCode: z.string(),
    serviceType: serviceTypeSchema,
    arrivalDate: isoDateSchema.nullable(),
    arrivalTime: localTimeSchema.nullable(),
    adults: z.number().int(),
    children: z.number().int(),
    /** Null is 'unknown' on the sheet. */
    email: z.string().nullable(),
    searchedAt: z.iso.datetime({ offset: true }),
  }),
});
export type SearchRecordedV1 = z.infer<typeof searchRecordedV1.payload>;
