import { z } from 'zod';
import { BOOKING_TEXT_LIMITS as LIMITS } from './field-limits';
import { TRAVELLER_LIMITS } from '../vocabulary';
import { bodyIdSchema, isoDateSchema, localTimeSchema, serviceDateSchema, text } from './common';
import { serviceTypeSchema } from './services';

export const QUOTE_VALID_DAYS = 30;

// Never a price: the catalog prices again when the quote opens. Stored quotes are read back with this schema,
// so their date may have passed; saving uses saveQuoteItemSchema.
export const savedQuoteItemSchema = z.object({
  /** Negative for a return leg. */
  cartId: z.number().int(),
  serviceId: bodyIdSchema(),
  serviceType: serviceTypeSchema,
  isReturnService: z.boolean().default(false),
  returnTripFor: z.number().int().optional(),
  date: isoDateSchema,
  time: localTimeSchema,
  adults: z.number().int().min(TRAVELLER_LIMITS.adultsMin).max(TRAVELLER_LIMITS.adultsMax),
  children: z.number().int().min(TRAVELLER_LIMITS.childrenMin).max(TRAVELLER_LIMITS.childrenMax),
  porterSelected: z.boolean().default(false),
  flight: z.string().trim().max(LIMITS.flightNumber).optional(),
  terminal: z.string().trim().max(LIMITS.terminal).optional(),
});
export type SavedQuoteItem = z.infer<typeof savedQuoteItemSchema>;

export const saveQuoteItemSchema = savedQuoteItemSchema.extend({
  date: serviceDateSchema,
  flight: text(LIMITS.flightNumber).optional(),
  terminal: text(LIMITS.terminal).optional(),
});

export const saveQuoteRequestSchema = z.object({
  items: z.array(saveQuoteItemSchema).min(1, 'Add a service to the quote first').max(20),
  promoCode: text(LIMITS.promoCode).optional(),
});
export type SaveQuoteRequest = z.infer<typeof saveQuoteRequestSchema>;

export const savedQuoteLinkSchema = z.object({
  /** The quote is found by it alone, so it is long and random. */
  token: z.string().regex(/^[A-Za-z0-9_-]{22,}$/),
  path: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SavedQuoteLink = z.infer<typeof savedQuoteLinkSchema>;

export const savedQuoteSchema = z.object({
  token: z.string(),
  items: z.array(savedQuoteItemSchema),
  promoCode: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SavedQuote = z.infer<typeof savedQuoteSchema>;
