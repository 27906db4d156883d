import { z } from 'zod';
import { displayCurrencySchema, displayPriceSchema } from './currency';
import { BOOKING_TEXT_LIMITS as LIMITS } from './field-limits';
import { TRAVELLER_LIMITS } from '../vocabulary';
import {
  bodyIdSchema,
  emailSchema,
  isoDateSchema,
  localTimeSchema,
  optionalText,
  queryInteger,
  requiredText,
  serviceDateSchema,
  text,
} from './common';
import { flightNumberSchema, CHECKOUT_MAX_ITEMS } from './checkout';
import { AIRLINE_REQUIRED_MESSAGE, REFERENCE_CODE_PATTERN, airlineMissing } from './bookings';
import { CHANGE_REQUEST_KINDS } from './cancellations';
import { localeSchema } from './locale';
import { PARTNER_KEY_MODES, PARTNER_TERMS_KINDS } from './partners';
import { toPhoneNumber } from './phone';
import { serviceLevelSchema, serviceTypeSchema } from './services';

// The partner booking API (/api/partner/v1/bookings): the site's checkout, for a partner's own systems.

/** What a partner sees of a booking's progress; `confirmed` also for a booking confirmed at once. */
export const PARTNER_BOOKING_STATUSES = ['requested', 'confirmed', 'completed', 'cancelled'] as const;
export type PartnerBookingStatus = (typeof PARTNER_BOOKING_STATUSES)[number];
export const PARTNER_PAYMENT_STATUSES = ['to_be_arranged', 'paid'] as const;
export type PartnerPaymentStatus = (typeof PARTNER_PAYMENT_STATUSES)[number];

/** A partner's own reference: printable, no spaces at the ends. */
export const PARTNER_REFERENCE_MAX = 64;

export const partnerBookingItemSchema = z
  .object({
    serviceId: bodyIdSchema('Service is required'),
    flightDate: serviceDateSchema,
    flightTime: localTimeSchema,
    flightNumber: flightNumberSchema,
    /** Named by the flight number when it is a known airline's; needed otherwise (a private flight). */
    airline: optionalText(LIMITS.airline),
    terminal: optionalText(LIMITS.terminal),
    adults: z.number().int().min(TRAVELLER_LIMITS.adultsMin).max(TRAVELLER_LIMITS.adultsMax),
    children: z.number().int().min(TRAVELLER_LIMITS.childrenMin).max(TRAVELLER_LIMITS.childrenMax).default(0),
    porter: z.boolean().default(false),
  })
  .superRefine(
    (i, ctx) => {
      if (airlineMissing(i.airline, i.flightNumber))
        ctx.addIssue({ code: 'custom', path: ['airline'], message: AIRLINE_REQUIRED_MESSAGE });
    },
    // Said together with the other fields' errors, not only once those are fixed.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type PartnerBookingItem = z.output<typeof partnerBookingItemSchema>;

export const partnerBookingRequestSchema = z
  .object({
    partnerReference: requiredText(PARTNER_REFERENCE_MAX, 1, 'Give your own reference for this booking'),
    /** The lead traveller: the greeter's sign and the service's contact. */
    contact: z.object({
      name: requiredText(LIMITS.personName, LIMITS.travellerNameMin, 'Name must be at least 2 characters'),
      email: emailSchema,
      phone: requiredText(LIMITS.phone, LIMITS.phoneMin, 'Please enter a valid phone number').transform(toPhoneNumber),
    }),
    /** Everyone else travelling, by name (the lead traveller is the contact). */
    additionalTravellers: z
      .array(requiredText(LIMITS.personName, 1, 'A traveller needs a name'))
      .max(TRAVELLER_LIMITS.adultsMax + TRAVELLER_LIMITS.childrenMax)
      .default([]),
    /** The partner's consultant who made the booking, for our operations team. */
    agent: z
      .object({
        name: requiredText(LIMITS.personName, 1, 'Agent name is required'),
        email: emailSchema.optional(),
        phone: optionalText(LIMITS.phone).transform(toPhoneNumber),
      })
      .optional(),
    specialRequests: optionalText(LIMITS.specialRequests, { multiline: true }),
    /** Whether we e-mail the traveller (acknowledgement, confirmation); the partner gets web hooks either way. */
    notifyTraveller: z.boolean().default(true),
    /** The traveller's language for our e-mails; absent, the request's Accept-Language, else English. */
    locale: localeSchema.optional(),
    /**
     * The currency your traveller saw the price in: our e-mails add an estimate in it after the US dollar price (the
     * charge). Absent or USD, dollars only.
     */
    displayCurrency: displayCurrencySchema.optional(),
    items: z
      .array(partnerBookingItemSchema)
      .min(1, 'A booking needs at least one service')
      .max(CHECKOUT_MAX_ITEMS, `A booking holds at most ${CHECKOUT_MAX_ITEMS} services`),
  })
  .superRefine((b, ctx) => {
    const items = Array.isArray(b.items) ? b.items : [];
    const most = Math.max(0, ...items.map((i) => (Number(i?.adults) || 0) + (Number(i?.children) || 0)));
    if (items.length > 0 && b.additionalTravellers.length > most - 1)
      ctx.addIssue({ code: 'custom', path: ['additionalTravellers'], message: 'More traveller names than travellers' });
  });
export type PartnerBookingRequestInput = z.input<typeof partnerBookingRequestSchema>;
export type PartnerBookingRequest = z.output<typeof partnerBookingRequestSchema>;

export const partnerPriceSchema = z.object({
  currency: z.literal('USD'),
  /** The retail price, as the site would charge it. */
  total: z.number(),
  /** Under commission terms: what the partner earns on it. */
  commission: z.number().nullable(),
  /** Under net-rate terms: what the partner pays. */
  netPrice: z.number().nullable(),
  terms: z.object({ kind: z.enum(PARTNER_TERMS_KINDS), percent: z.number() }).nullable(),
});
export type PartnerPrice = z.infer<typeof partnerPriceSchema>;

export const partnerBookingSchema = z.object({
  referenceCode: z.string().regex(REFERENCE_CODE_PATTERN),
  partnerReference: z.string(),
  /** The bookings made by one request share it. */
  groupId: z.uuid().nullable(),
  status: z.enum(PARTNER_BOOKING_STATUSES),
  paymentStatus: z.enum(PARTNER_PAYMENT_STATUSES),
  mode: z.enum(PARTNER_KEY_MODES),
  service: z.object({ id: z.number().int(), name: z.string(), type: serviceTypeSchema, level: serviceLevelSchema }),
  airport: z.object({ code: z.string(), name: z.string(), timeZone: z.string() }),
  flight: z.object({
    number: z.string(),
    airline: z.string().nullable(),
    date: isoDateSchema,
    time: localTimeSchema,
    terminal: z.string().nullable(),
  }),
  adults: z.number().int(),
  children: z.number().int(),
  porter: z.boolean(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  travellerNames: z.array(z.string()),
  specialRequests: z.string().nullable(),
  /** The traveller's language for our e-mails. */
  locale: localeSchema,
  price: partnerPriceSchema,
  /** The estimate in the traveller's currency kept at booking time (our rate then); null for US dollars. */
  displayPrice: displayPriceSchema.nullable(),
  cancellation: z.object({ cancelledAt: z.iso.datetime({ offset: true }), charge: z.number() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PartnerBooking = z.infer<typeof partnerBookingSchema>;

export const partnerBookingCreatedSchema = z.object({
  groupId: z.uuid(),
  partnerReference: z.string(),
  bookings: z.array(partnerBookingSchema),
  total: partnerPriceSchema.omit({ terms: true }),
});
export type PartnerBookingCreated = z.infer<typeof partnerBookingCreatedSchema>;

export const partnerBookingParamsSchema = z.object({
  reference: z.string().trim().toUpperCase().regex(REFERENCE_CODE_PATTERN, 'Booking not found'),
});

export const partnerBookingListQuerySchema = z.object({
  /** Bookings changed at or after this instant, oldest change first. */
  updatedSince: z.iso.datetime({ offset: true }).optional(),
  partnerReference: optionalText(PARTNER_REFERENCE_MAX),
  cursor: optionalText(300),
  limit: queryInteger(1, 100, 50),
});
export type PartnerBookingListQuery = z.output<typeof partnerBookingListQuerySchema>;

export const partnerBookingListSchema = z.object({
  items: z.array(partnerBookingSchema),
  /** Pass as `cursor` for the next page; null on the last one. Stable while bookings change. */
  nextCursor: z.string().nullable(),
});
export type PartnerBookingList = z.infer<typeof partnerBookingListSchema>;

export const partnerCancellationQuoteSchema = z.object({
  referenceCode: z.string(),
  currency: z.literal('USD'),
  /** Negative once the service started. */
  hoursBeforeService: z.number(),
  policyHours: z.number().int(),
  chargePercent: z.number().int().min(0).max(100),
  charge: z.number(),
  total: z.number(),
  rule: z.string(),
});
export type PartnerCancellationQuote = z.infer<typeof partnerCancellationQuoteSchema>;

export const partnerCancelSchema = z.object({
  /** The charge from the cancellation quote; if the policy says another by now, the answer is 409. */
  chargePercent: z.number().int().min(0).max(100),
  reason: requiredText(1000, 1, 'Please give the reason for the cancellation', { multiline: true }),
});
export type PartnerCancel = z.output<typeof partnerCancelSchema>;

export const partnerChangeRequestSchema = z.object({
  kind: z.enum(CHANGE_REQUEST_KINDS).default('change'),
  message: requiredText(2000, 1, 'Please describe the change', { multiline: true }),
});
export type PartnerChangeRequest = z.output<typeof partnerChangeRequestSchema>;

export const partnerChangeRequestAnswerSchema = z.object({
  requestId: z.uuid(),
  referenceCode: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
});

/** Sandbox only: move a test booking along as operations would, to see the web hooks arrive. */
export const PARTNER_SANDBOX_MOVES = ['confirmed', 'completed', 'paid'] as const;
export const partnerSandboxMoveSchema = z.object({ status: z.enum(PARTNER_SANDBOX_MOVES) });
export type PartnerSandboxMove = z.output<typeof partnerSandboxMoveSchema>;

export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE =
  'Send an Idempotency-Key header (a UUID, or 8-128 characters of A-Z a-z 0-9 _ . : -)';

/** svc-booking → svc-ops: a partner's cancellation, run as staff would run it. */
export const internalPartnerCancelSchema = z.object({
  partnerId: z.uuid(),
  partnerName: text(200),
  chargePercent: z.number().int().min(0).max(100),
  reason: requiredText(1000, 1, 'Please give the reason for the cancellation', { multiline: true }),
});
export type InternalPartnerCancel = z.output<typeof internalPartnerCancelSchema>;
export const internalPartnerCancelAnswerSchema = z.object({
  cancelledAt: z.iso.datetime({ offset: true }),
  chargePercent: z.number().int(),
  chargeCents: z.number().int(),
});
export const internalSandboxMoveSchema = partnerSandboxMoveSchema.extend({ partnerId: z.uuid() });
export const internalBookingIdParamsSchema = z.object({ bookingId: z.uuid('Booking not found') });
