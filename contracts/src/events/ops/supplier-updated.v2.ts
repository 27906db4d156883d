import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { type SupplierUpdatedV1 } from './supplier-updated.v1';

/**
 * v1 and the airports the supplier serves, so svc-booking refuses an allotment where the supplier does not work.
 * `active: false` is for good: svc-ops deletes a VIP supplier, it never brings one back.
 */
export const supplierUpdatedV2 = defineEvent({
  type: 'supplier.updated',
  version: 2,
  topic: TOPICS.ops,
  aggregateType: 'supplier',
  payload: z.object({
    supplierId: z.uuid(),
    name: z.string(),
    active: z.boolean(),
    /** Inside this many hours before the flight a booking is a request staff confirm. */
    instantBookingHours: z.number().int().min(0),
    /** IATA codes, upper case; at least one. */
    airportCodes: z.array(z.string().regex(/^[A-Z]{3}$/)).min(1),
    /** Goes up by one with every change of these fields; orders states that arrive out of order. */
    revision: z.number().int().positive(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
});
/** `airportCodes` is null when read from a v1 event, which did not say (a reader checks no airport then). */
export type SupplierUpdatedV2 = Omit<z.infer<typeof supplierUpdatedV2.payload>, 'airportCodes'> & {
  airportCodes: string[] | null;
};

/** Either version of a supplier.updated event, as the latest: the only place v1 is read. */
export function latestSupplierUpdated(
  event:
    { version: 1; payload: SupplierUpdatedV1 } | { version: 2; payload: z.infer<typeof supplierUpdatedV2.payload> },
): SupplierUpdatedV2 {
  return event.version === 1 ? { ...event.payload, airportCodes: null } : event.payload;
}
