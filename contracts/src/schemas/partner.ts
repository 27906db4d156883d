import { z } from 'zod';
import { TRAVELLER_LIMITS } from '../vocabulary';
import { bodyIdSchema, localTimeSchema, serviceDateSchema } from './common';
import { servicePricingSchema, serviceLevelSchema, serviceTypeSchema } from './services';

export const PARTNER_API_KEY_HEADER = 'X-API-Key';

export const partnerQuoteRequestSchema = z.object({
  serviceId: bodyIdSchema(),
  date: serviceDateSchema,
  time: localTimeSchema,
  adults: z.number().int().min(TRAVELLER_LIMITS.adultsMin).max(TRAVELLER_LIMITS.adultsMax),
  children: z.number().int().min(TRAVELLER_LIMITS.childrenMin).max(TRAVELLER_LIMITS.childrenMax).default(0),
  porter: z.boolean().default(false),
});
export type PartnerQuoteRequest = z.infer<typeof partnerQuoteRequestSchema>;

export const partnerQuoteSchema = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  serviceType: serviceTypeSchema,
  serviceLevel: serviceLevelSchema,
  airport: z.object({ code: z.string(), name: z.string(), timeZone: z.string() }),
  date: z.string(),
  time: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  pricing: servicePricingSchema,
  /**
   * Whether a booking of this item made now would be confirmed at once: an allotment covers its date and time with a
   * free seat (after bookings and live holds), outside the supplier's lead time, as the checkout takes a seat. Never
   * for a sandbox key. A promise made now: the booking's answer says how it stands.
   */
  instantConfirmation: z.boolean(),
  /** Quoted prices hold for 30 days. */
  validUntil: z.iso.datetime({ offset: true }),
});
export type PartnerQuote = z.infer<typeof partnerQuoteSchema>;
