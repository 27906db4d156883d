import { z } from 'zod';
import { BOOKING_TEXT_LIMITS as LIMITS } from './field-limits';
import { TRAVELLER_LIMITS } from '../vocabulary';
import { isoDateSchema, localTimeSchema, moneyAmountSchema, requiredText, storableString, text } from './common';
import { serviceLevelSchema, serviceTypeSchema } from './services';

/** In US dollars. */
export const priceBreakdownSchema = z.object({
  basePrice: z.number(),
  adultFeeTotal: z.number(),
  childFeeTotal: z.number(),
  additionalGreeterFee: z.number(),
  afterHoursFee: z.number(),
  lastMinuteFee: z.number(),
  porterCost: z.number(),
  discount: z.number(),
  totalPrice: z.number(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const bookingServiceSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  serviceType: serviceTypeSchema,
  serviceLevel: serviceLevelSchema,
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

// Internal (svc-ops → svc-booking, bearer token, not routed by the gateway). The phone rule and date horizon are
// checked where staff type them: an undo sends back values that may predate those rules or have passed.
export const bookingCoreFieldsSchema = z.object({
  contactName: requiredText(LIMITS.personName, 1, 'Contact name is required').optional(),
  contactEmail: storableString().trim().toLowerCase().pipe(z.email('Valid email is required')).optional(),
  contactPhone: requiredText(LIMITS.phone, LIMITS.phoneMin, 'Phone number must be at least 5 characters').optional(),
  airline: text(LIMITS.airline).nullable().optional(),
  flightNumber: requiredText(LIMITS.flightNumber, 1, 'Flight number is required').optional(),
  flightDate: isoDateSchema.optional(),
  flightTime: localTimeSchema.optional(),
  terminal: text(LIMITS.terminal).nullable().optional(),
  adultCount: z
    .number()
    .int()
    .min(TRAVELLER_LIMITS.adultsMin, 'At least 1 adult is required')
    .max(TRAVELLER_LIMITS.adultsMax)
    .optional(),
  childCount: z.number().int().min(TRAVELLER_LIMITS.childrenMin).max(TRAVELLER_LIMITS.childrenMax).optional(),
  travelerNames: z
    .array(requiredText(LIMITS.personName, 1, 'Enter a name'))
    .max(TRAVELLER_LIMITS.adultsMax + TRAVELLER_LIMITS.childrenMax)
    .optional(),
  porterSelected: z.boolean().optional(),
  porterCost: moneyAmountSchema.optional(),
});

/** A change of service, travellers, porter or flight date and time re-prices through svc-catalog. */
export const bookingRepriceFieldsSchema = z.object({
  serviceId: z
    .number({ error: 'Choose a service' })
    .int()
    .positive('Choose a service')
    .max(2_147_483_647, 'Unknown service')
    .optional(),
});

/** Like a correction, but nothing is written. */
export const bookingCorePreviewRequestSchema = bookingCoreFieldsSchema
  .extend(bookingRepriceFieldsSchema.shape)
  .refine((change) => Object.values(change).some((v) => v !== undefined), { message: 'Nothing to price' });
export type BookingCorePreviewRequest = z.output<typeof bookingCorePreviewRequestSchema>;

export const bookingCoreUpdateSchema = bookingCoreFieldsSchema
  .extend(bookingRepriceFieldsSchema.shape)
  .extend({
    actor: z.object({ id: storableString().max(64).nullable(), name: storableString().min(1).max(200) }),
  })
  .refine((u) => Object.entries(u).some(([k, v]) => k !== 'actor' && v !== undefined), {
    message: 'Nothing to change',
  });
export type BookingCoreUpdate = z.output<typeof bookingCoreUpdateSchema>;
export type BookingCoreUpdateInput = z.input<typeof bookingCoreUpdateSchema>;

export const bookingCoreSchema = z.object({
  bookingId: z.uuid(),
  referenceCode: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  airline: z.string().nullable(),
  flightNumber: z.string(),
  flightDate: isoDateSchema,
  flightTime: localTimeSchema,
  terminal: z.string().nullable(),
  adultCount: z.number().int(),
  childCount: z.number().int(),
  travelerNames: z.array(z.string()),
  porterSelected: z.boolean(),
  porterCost: z.number(),
  totalPrice: z.number(),
  /** A correction may name the version it expects (If-Match). */
  coreVersion: z.number().int().positive(),
  service: bookingServiceSchema,
  price: priceBreakdownSchema,
});
export type BookingCore = z.infer<typeof bookingCoreSchema>;

export const bookingCorePreviewSchema = z.object({ current: bookingCoreSchema, proposed: bookingCoreSchema });
export type BookingCorePreview = z.infer<typeof bookingCorePreviewSchema>;

/** `previous` lets the caller undo (If-Match on the new version) when its own part of the save fails. */
export const bookingCoreChangeSchema = bookingCoreSchema.extend({ previous: bookingCoreSchema });
export type BookingCoreChange = z.infer<typeof bookingCoreChangeSchema>;
