import { z } from 'zod';
import { SERVICE_LEVELS, SERVICE_TYPES } from '../vocabulary';
import { bodyIdSchema, isoDateSchema, localTimeSchema, positiveIntegerIdSchema, queryInteger } from './common';
import { TRAVELLER_LIMITS } from '../vocabulary';

export const serviceLevelSchema = z.enum(SERVICE_LEVELS);
export const serviceTypeSchema = z.enum(SERVICE_TYPES);

export const servicePricingSchema = z.object({
  totalPrice: z.number(),
  basePrice: z.number(),
  adultFee: z.number(),
  childFee: z.number(),
  includedTravelers: z.number().int(),
  paidAdults: z.number().int(),
  paidChildren: z.number().int(),
  adultFeeTotal: z.number(),
  childFeeTotal: z.number(),
  additionalGreeters: z.number().int(),
  additionalGreeterFee: z.number(),
  afterHoursFee: z.number(),
  lastMinuteFee: z.number(),
  porterAvailable: z.boolean(),
  /** 0 where none is offered. */
  porterCost: z.number(),
  /** Asked for, and available. */
  porterSelected: z.boolean(),
  /** Before the discount, porter included. */
  subtotal: z.number(),
  discountPercentage: z.number().int().min(0).max(100),
  discountAmount: z.number(),
  currency: z.literal('USD'),
});
export type ServicePricing = z.infer<typeof servicePricingSchema>;

export const serviceAirportSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  timeZone: z.string(),
});

export const serviceDetailSchema = z.object({
  id: z.number().int(),
  airportId: z.number().int(),
  vendorId: z.number().int().nullable(),
  serviceType: serviceTypeSchema,
  serviceLevel: serviceLevelSchema,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  basePrice: z.number(),
  includedTravelers: z.number().int(),
  adultFee: z.number(),
  childFee: z.number(),
  freeChildrenAllowance: z.number().int(),
  greeterLimit: z.number().int(),
  afterHoursFee: z.number(),
  afterHoursStart: z.string(),
  afterHoursEnd: z.string(),
  lastMinute24hSurcharge: z.number(),
  lastMinute48hSurcharge: z.number(),
  cancellationDeadlineHours: z.number().int(),
  tags: z.array(z.string()),
  isPopular: z.boolean(),
  isPremium: z.boolean(),
  inclusions: z.record(z.string(), z.boolean()),
  active: z.boolean(),
  airport: serviceAirportSchema,
  vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  pricing: servicePricingSchema.nullable(),
  /**
   * 'Instant confirmation': a supplier's allotment covers the searched date and time with a seat left, outside its
   * lead time, so a booking made now is confirmed at once (the checkout decides: the seat may go meanwhile). False
   * without a date and time, and for a partner's sandbox key. Older answers lack it.
   */
  instantConfirmation: z.boolean().optional(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

const countsShape = {
  adults: queryInteger(TRAVELLER_LIMITS.adultsMin, TRAVELLER_LIMITS.adultsMax, 2),
  children: queryInteger(TRAVELLER_LIMITS.childrenMin, TRAVELLER_LIMITS.childrenMax, 0),
};

export const serviceListQuerySchema = z.object({
  airport: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Airport code must be three letters')
    .transform((s) => s.toUpperCase()),
  type: serviceTypeSchema,
  date: isoDateSchema,
  time: localTimeSchema,
  porter: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  ...countsShape,
});
export const serviceListSchema = z.array(serviceDetailSchema);

export const serviceIdParamsSchema = z.object({ id: positiveIntegerIdSchema('Service id must be a positive number') });

/** Pricing is computed only when date and time are given. */
export const serviceDetailQuerySchema = z.object({
  date: isoDateSchema.optional(),
  time: localTimeSchema.optional(),
  porter: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** The last-minute surcharge depends on when the booking was requested; svc-booking re-prices edits from then. */
  asOf: z.iso.datetime({ offset: true, error: 'asOf must be an ISO date-time' }).optional(),
  ...countsShape,
});

export const calculatePriceRequestSchema = z.object({
  serviceId: bodyIdSchema(),
  adultCount: z.number().int().min(TRAVELLER_LIMITS.adultsMin).max(TRAVELLER_LIMITS.adultsMax),
  childCount: z.number().int().min(TRAVELLER_LIMITS.childrenMin).max(TRAVELLER_LIMITS.childrenMax),
  flightDate: isoDateSchema,
  flightTime: localTimeSchema,
  porterSelected: z.boolean().optional().default(false),
});
export type CalculatePriceRequest = z.infer<typeof calculatePriceRequestSchema>;
