import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { isoDateSchema, localTimeSchema } from '../../schemas/common';
import { TRANSFER_DIRECTIONS, VEHICLE_TYPES } from '../../schemas/operations';

export const transferCreatedV1 = defineEvent({
  type: 'transfer.created',
  version: 1,
  topic: TOPICS.ops,
  aggregateType: 'transfer',
  payload: z.object({
    transferId: z.uuid(),
    referenceCode: z.string(),
    /** svc-booking's booking id (not the case's). */
    linkedBookingId: z.uuid().nullable(),
    linkedReferenceCode: z.string().nullable(),
    direction: z.enum(TRANSFER_DIRECTIONS),
    airportCode: z.string().length(3),
    serviceDate: isoDateSchema,
    serviceTime: localTimeSchema,
    passengers: z.number().int().positive(),
    vehicleType: z.enum(VEHICLE_TYPES),
    totalAmountCents: z.number().int().nonnegative(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
});
export type TransferCreatedV1 = z.infer<typeof transferCreatedV1.payload>;
