import { displayCurrencySchema, displayPriceSchema } from './currency';
import { localeSchema } from './locale';
import { z } from 'zod';
import { BOOKING_TEXT_LIMITS as LIMITS } from './field-limits';
import { TRAVELLER_LIMITS } from '../vocabulary';
import {
  bodyIdSchema,
  FLIGHT_NUMBER_FORMAT_MESSAGE,
  FLIGHT_NUMBER_PATTERN,
  isoDateSchema,
  localTimeSchema,
  normalizeFlightNumber,
  optionalText,
  requiredText,
  serviceDateSchema,
  storableString,
  text,
} from './common';
import { bookingAirline } from '../airlines/flight-airline';
import { AIRLINE_REQUIRED_MESSAGE, REFERENCE_CODE_PATTERN, TRAVELLER_STATUS_LABELS, airlineMissing } from './bookings';
import { toPhoneNumber } from './phone';

// Every cart item becomes a booking sharing a group id, or none does; the server re-prices (no client prices).

export const BOOKING_CONTEXTS = ['self', 'other'] as const;
export type BookingContext = (typeof BOOKING_CONTEXTS)[number];

export const BOOKER_ROLES = ['travel-agent', 'executive-assistant', 'family-member', 'other'] as const;
export type BookerRole = (typeof BOOKER_ROLES)[number];
export const BOOKER_ROLE_LABELS: Record<BookerRole, string> = {
  'travel-agent': 'Travel agent',
  'executive-assistant': 'Executive or personal assistant',
  'family-member': 'Family member or friend',
  other: 'Other',
};

/** A bound only; the quote cart never gets near it. */
export const CHECKOUT_MAX_ITEMS = 20;

export const CHECKOUT_MESSAGES = {
  bookingContext: "Please select who you're booking for",
  contactName: 'Name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  airline: AIRLINE_REQUIRED_MESSAGE,
  flightNumber: 'Flight number is required',
  email: 'Please enter a valid email address',
  agreeToTerms: 'You must agree to the terms and conditions',
  bookerRole: 'Please select your role',
  relationship: 'Please specify your relationship to the traveler',
  bookerName: 'Your name is required',
  bookerPhone: 'Your phone number is required',
  bookerEmail: 'Please provide a valid email address',
  agencyName: 'Agency name is required',
  /** Not in the spec: without any e-mail nobody gets the confirmation. */
  contactEmail: 'Please give an e-mail address for the confirmation (yours or the traveler’s)',
  emptyCart: 'Add services to your quote before proceeding to booking',
} as const;

const optionalEmail = (message: string) =>
  storableString()
    .trim()
    .toLowerCase()
    .max(LIMITS.email)
    .nullish()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email(message).optional());

export const flightNumberSchema = text(LIMITS.flightNumber)
  .min(1, CHECKOUT_MESSAGES.flightNumber)
  .transform(normalizeFlightNumber)
  .pipe(z.string().regex(FLIGHT_NUMBER_PATTERN, FLIGHT_NUMBER_FORMAT_MESSAGE));
const optionalFlightNumber = text(LIMITS.flightNumber)
  .nullish()
  .transform((v) => (v ? normalizeFlightNumber(v) : undefined))
  .pipe(z.string().regex(FLIGHT_NUMBER_PATTERN, FLIGHT_NUMBER_FORMAT_MESSAGE).optional());

export const HOLD_REFERENCE_MESSAGES = {
  notFound: 'No hold of yours has this id',
  token: 'Send the hold’s token in the Hold-Token header',
} as const;

/** A hold's token (32 random bytes, base64url): its holder's proof. */
export const holdTokenSchema = z
  .string({ error: HOLD_REFERENCE_MESSAGES.token })
  .regex(/^[A-Za-z0-9_-]{43}$/, HOLD_REFERENCE_MESSAGES.token);

/** The checkout's reference to its hold (POST /api/bookings/holds): the seats it keeps become the bookings' own. */
export const checkoutHoldSchema = z
  .object({ id: z.uuid(HOLD_REFERENCE_MESSAGES.notFound), token: holdTokenSchema })
  .strict();
export type CheckoutHold = z.infer<typeof checkoutHoldSchema>;

export const checkoutItemSchema = z.object({
  serviceId: bodyIdSchema('Service is required'),
  flightDate: z.string({ error: 'Flight date is required' }).min(1, 'Flight date is required').pipe(serviceDateSchema),
  flightTime: z.string({ error: 'Flight time is required' }).min(1, 'Flight time is required').pipe(localTimeSchema),
  adultCount: z
    .number()
    .int()
    .min(TRAVELLER_LIMITS.adultsMin, 'At least 1 adult is required')
    .max(TRAVELLER_LIMITS.adultsMax),
  childCount: z.number().int().min(TRAVELLER_LIMITS.childrenMin).max(TRAVELLER_LIMITS.childrenMax),
  porterSelected: z.boolean().optional().default(false),
  /** Items after the first need their own flight number (a cart's services are different flights). */
  airline: optionalText(LIMITS.airline),
  flightNumber: optionalFlightNumber,
  terminal: optionalText(LIMITS.terminal),
});
export type CheckoutItem = z.output<typeof checkoutItemSchema>;

export const checkoutRequestSchema = z
  .object({
    bookingContext: z.enum(BOOKING_CONTEXTS, { error: CHECKOUT_MESSAGES.bookingContext }),
    bookerRole: z
      .enum(BOOKER_ROLES, { error: CHECKOUT_MESSAGES.bookerRole })
      .nullish()
      .transform((v) => v ?? undefined),
    relationshipToTraveler: optionalText(LIMITS.relationship),
    bookerName: optionalText(LIMITS.personName),
    bookerPhone: optionalText(LIMITS.phone).transform(toPhoneNumber),
    bookerEmail: optionalEmail(CHECKOUT_MESSAGES.bookerEmail),
    agencyName: optionalText(LIMITS.companyName),
    /** The traveller's (booking-core.ts names the booking's fields; the traveller is whom staff contact). */
    contactName: requiredText(LIMITS.personName, LIMITS.travellerNameMin, CHECKOUT_MESSAGES.contactName),
    contactPhone: requiredText(LIMITS.phone, LIMITS.phoneMin, CHECKOUT_MESSAGES.phone).transform(toPhoneNumber),
    /** Optional when booking for someone else who gave theirs: the confirmation then goes to the booker. */
    contactEmail: optionalEmail(CHECKOUT_MESSAGES.email),
    airline: optionalText(LIMITS.airline),
    flightNumber: flightNumberSchema,
    departureAirline: optionalText(LIMITS.airline),
    departureFlightNumber: optionalFlightNumber,
    additionalPassengers: z
      .array(text(LIMITS.personName))
      .max(TRAVELLER_LIMITS.adultsMax + TRAVELLER_LIMITS.childrenMax)
      .optional()
      .default([])
      .transform((names) => names.filter((n) => n.length > 0)),
    specialRequests: optionalText(LIMITS.specialRequests, { multiline: true }),
    promoCode: optionalText(LIMITS.promoCode).transform((v) => v?.toUpperCase()),
    agreeToTerms: z.literal(true, { error: CHECKOUT_MESSAGES.agreeToTerms }),
    /** The traveller's language for every message and document; absent, the request's Accept-Language. */
    locale: localeSchema.optional(),
    /** The currency the traveller saw prices in (an estimate; the charge is US dollars); absent, US dollars. */
    displayCurrency: displayCurrencySchema.optional(),
    /** The traveller's hold, when the checkout made one: a held item is confirmed with the seat held for it. */
    hold: checkoutHoldSchema.optional(),
    items: z
      .array(checkoutItemSchema)
      .min(1, CHECKOUT_MESSAGES.emptyCart)
      .max(CHECKOUT_MAX_ITEMS, `A checkout holds at most ${CHECKOUT_MAX_ITEMS} services`),
  })
  .superRefine(
    (b, ctx) => {
      if (airlineMissing(b.airline, b.flightNumber))
        ctx.addIssue({ code: 'custom', path: ['airline'], message: CHECKOUT_MESSAGES.airline });
      if (b.bookingContext === 'other') {
        if (!b.bookerRole)
          ctx.addIssue({ code: 'custom', path: ['bookerRole'], message: CHECKOUT_MESSAGES.bookerRole });
        if (b.bookerRole === 'other' && !b.relationshipToTraveler) {
          ctx.addIssue({ code: 'custom', path: ['relationshipToTraveler'], message: CHECKOUT_MESSAGES.relationship });
        }
        if (!b.bookerName)
          ctx.addIssue({ code: 'custom', path: ['bookerName'], message: CHECKOUT_MESSAGES.bookerName });
        if (!b.bookerPhone)
          ctx.addIssue({ code: 'custom', path: ['bookerPhone'], message: CHECKOUT_MESSAGES.bookerPhone });
        if (b.bookerRole === 'travel-agent' && !b.agencyName) {
          ctx.addIssue({ code: 'custom', path: ['agencyName'], message: CHECKOUT_MESSAGES.agencyName });
        }
        if (!b.bookerEmail && !b.contactEmail) {
          ctx.addIssue({ code: 'custom', path: ['bookerEmail'], message: CHECKOUT_MESSAGES.contactEmail });
        }
      } else if (!b.contactEmail) {
        ctx.addIssue({ code: 'custom', path: ['contactEmail'], message: CHECKOUT_MESSAGES.contactEmail });
      }
      const items = Array.isArray(b.items) ? b.items : [];
      const travellers = Math.max(...items.map((i) => (Number(i?.adultCount) || 0) + (Number(i?.childCount) || 0)));
      if (items.length > 0 && Array.isArray(b.additionalPassengers) && b.additionalPassengers.length > travellers - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['additionalPassengers'],
          message: 'More passenger names than travelers',
        });
      }
      items.forEach((item, index) => {
        if (index > 0 && item && !item.flightNumber)
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'flightNumber'],
            message: CHECKOUT_MESSAGES.flightNumber,
          });
        if (index > 0 && item && airlineMissing(item.airline || b.airline, item.flightNumber)) {
          ctx.addIssue({ code: 'custom', path: ['items', index, 'airline'], message: CHECKOUT_MESSAGES.airline });
        }
      });
    },
    {
      // The booker rules are reported together with the field errors, not only once those are fixed.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/**
 * The names the checkout body gave the traveller's fields before each of the booking's fields had one name: still
 * read, since outside clients may send them, and never written (docs/decisions/booking-fields-named-once.md).
 */
export const CHECKOUT_V1_NAMES = {
  travelerName: 'contactName',
  travelerPhone: 'contactPhone',
  travelerEmail: 'contactEmail',
} as const satisfies Record<string, keyof CheckoutRequest>;
type V1Name = keyof typeof CHECKOUT_V1_NAMES;

/** A body sent with the old names, under the one names (a field sent under both keeps the new one's value). */
export function checkoutBodyOfV1(body: unknown): { body: unknown; oldNames: V1Name[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body, oldNames: [] };
  const sent = (Object.keys(CHECKOUT_V1_NAMES) as V1Name[]).filter((old) => old in body);
  if (sent.length === 0) return { body, oldNames: [] };
  const renamed: Record<string, unknown> = { ...body };
  for (const old of sent) {
    if (!(CHECKOUT_V1_NAMES[old] in body)) renamed[CHECKOUT_V1_NAMES[old]] = renamed[old];
    delete renamed[old];
  }
  return { body: renamed, oldNames: sent.filter((old) => !(CHECKOUT_V1_NAMES[old] in body)) };
}

/** Field errors keyed by the names the body used, so a client sending the old names finds its fields. */
export function fieldErrorsInV1Names(
  fieldErrors: Record<string, string[]>,
  oldNames: readonly V1Name[],
): Record<string, string[]> {
  const byName = new Map<string, string>(oldNames.map((old) => [CHECKOUT_V1_NAMES[old], old]));
  return Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [byName.get(key) ?? key, messages]));
}

/** Null only when the schema was bypassed. */
export function checkoutItemAirline(
  input: Pick<CheckoutRequest, 'airline' | 'flightNumber'>,
  item: Pick<CheckoutItem, 'airline' | 'flightNumber'>,
): string | null {
  if (item.airline) return item.airline;
  const own = item.flightNumber ? bookingAirline(undefined, item.flightNumber) : null;
  return own ?? bookingAirline(input.airline, input.flightNumber);
}

export function isTravelAgentBooking(b: Pick<CheckoutRequest, 'bookingContext' | 'bookerRole'>): boolean {
  return b.bookingContext === 'other' && b.bookerRole === 'travel-agent';
}

export const checkoutBookingSchema = z.object({
  referenceCode: z.string().regex(REFERENCE_CODE_PATTERN),
  serviceId: z.number().int(),
  serviceName: z.string(),
  airport: z.object({ code: z.string(), name: z.string() }),
  flightDate: isoDateSchema,
  flightTime: localTimeSchema,
  porterSelected: z.boolean(),
  discountPercentage: z.number().int().min(0).max(100),
  totalPrice: z.number(),
  /** Confirmed: a supplier's seat was taken with it; Requested: staff confirm it. Absent (older answers): Requested. */
  status: z.enum(TRAVELLER_STATUS_LABELS).optional(),
  /** Why an item an allotment covered is a request after all (its last seat went to another checkout). */
  notice: z.string().optional(),
  /** The estimate the traveller saw, kept at request time; null in US dollars or with no rate known (absent: older). */
  displayPrice: displayPriceSchema.nullable().optional(),
});
export type CheckoutBooking = z.infer<typeof checkoutBookingSchema>;

export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  groupId: z.uuid(),
  contactEmail: z.string(),
  emailRecipients: z.array(z.string()).min(1).optional(),
  bookings: z.array(checkoutBookingSchema).min(1),
  totalPrice: z.number(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
