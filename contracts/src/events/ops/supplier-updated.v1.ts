import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';

/**
 * svc-ops owns VIP suppliers; svc-booking keeps what decides instant confirmation (is the supplier active, its lead
 * time). Each event carries the whole state: a reader keeps the highest revision it heard.
 */
export const supplierUpdatedV1 = defineEvent({
  type: 'supplier.updated',
  version: 1,
  topic: TOPICS.ops,
  aggregateType: 'supplier',
  payload: z.object({
    supplierId: z.uuid(),
    name: z.string(),
    active: z.boolean(),
    /** Inside this many hours before the flight a booking is a request staff confirm. */
    instantBookingHours: z.number().int().min(0),
    /** Goes up by one with every change of these fields; orders states that arrive out of order. */
    revision: z.number().int().positive(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
});
export type SupplierUpdatedV1 = z.infer<typeof supplierUpdatedV1.payload>;
