import { localeSchema } from './locale';
import { displayCurrencySchema, displayPriceSchema } from './currency';
import { BOOKING_RULES } from '../booking-rules';
import { BOOKING_TEXT_LIMITS as LIMITS } from './field-limits';
import { z } from 'zod';
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
import { airlineOfFlight } from '../airlines/flight-airline';
import { toPhoneNumber } from './phone';
import { bookingFieldsSchema, maskOf, type BookingField } from './booking-core';

export const AIRLINE_REQUIRED_MESSAGE = 'Airline is required';

/** Reads the values as sent, so it also runs while other fields are wrong. */
export function airlineMissing(airline: unknown, flightNumber: unknown): boolean {
  const given = typeof airline === 'string' && airline.trim().length > 0;
  const flight = typeof flightNumber === 'string' ? normalizeFlightNumber(flightNumber) : '';
  // A missing or malformed flight number has its own message.
  return !given && FLIGHT_NUMBER_PATTERN.test(flight) && !airlineOfFlight(flight);
}

export const CUSTOMER_INFO_MESSAGES = {
  name: 'Full name is required',
  email: 'Valid email is required',
  phone: 'Phone number must be at least 5 characters',
} as const;
export const customerInfoSchema = z.object({
  name: requiredText(LIMITS.personName, 1, CUSTOMER_INFO_MESSAGES.name, { error: CUSTOMER_INFO_MESSAGES.name }),
  email: storableString({ error: CUSTOMER_INFO_MESSAGES.email })
    .trim()
    .toLowerCase()
    .pipe(z.email(CUSTOMER_INFO_MESSAGES.email)),
  phone: requiredText(LIMITS.phone, LIMITS.phoneMin, CUSTOMER_INFO_MESSAGES.phone, {
    error: CUSTOMER_INFO_MESSAGES.phone,
  }).transform(toPhoneNumber),
});
export type CustomerInfo = z.output<typeof customerInfoSchema>;

/** Messages are the spec's. Without traveller names, the contact is the traveller. */
export const bookingRequestSchema = z
  .object({
    serviceId: bodyIdSchema('Service is required'),
    contactName: requiredText(LIMITS.personName, 1, 'Contact name is required'),
    contactEmail: storableString({ error: 'Valid email is required' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Valid email is required')),
    contactPhone: requiredText(LIMITS.phone, LIMITS.phoneMin, 'Phone number must be at least 5 characters').transform(
      toPhoneNumber,
    ),
    companyName: optionalText(LIMITS.companyName),
    flightNumber: text(LIMITS.flightNumber)
      .min(1, 'Flight number is required')
      .transform(normalizeFlightNumber)
      .pipe(z.string().regex(FLIGHT_NUMBER_PATTERN, FLIGHT_NUMBER_FORMAT_MESSAGE)),
    flightDate: z
      .string({ error: 'Flight date is required' })
      .min(1, 'Flight date is required')
      .pipe(serviceDateSchema),
    flightTime: z.string({ error: 'Flight time is required' }).min(1, 'Flight time is required').pipe(localTimeSchema),
    terminal: optionalText(LIMITS.terminal),
    /** Staff need it to meet the flight; svc-booking fills it from the flight number when it can. */
    airline: optionalText(LIMITS.airline),
    adultCount: z
      .number()
      .int()
      .min(TRAVELLER_LIMITS.adultsMin, 'At least 1 adult is required')
      .max(TRAVELLER_LIMITS.adultsMax),
    childCount: z.number().int().min(TRAVELLER_LIMITS.childrenMin).max(TRAVELLER_LIMITS.childrenMax),
    travelerNames: z
      .array(text(LIMITS.personName))
      .max(TRAVELLER_LIMITS.adultsMax + TRAVELLER_LIMITS.childrenMax)
      .optional()
      .default([]),
    specialRequests: optionalText(LIMITS.specialRequests, { multiline: true }),
    porterSelected: z.boolean().optional().default(false),
    /** The traveller's language for every message and document; absent, the request's Accept-Language. */
    locale: localeSchema.optional(),
    /** The currency the traveller saw: the booking keeps its estimate at the rate of the moment. */
    displayCurrency: displayCurrencySchema.optional(),
  })
  .superRefine(
    (b, ctx) => {
      if (airlineMissing(b.airline, b.flightNumber))
        ctx.addIssue({ code: 'custom', path: ['airline'], message: AIRLINE_REQUIRED_MESSAGE });
    },
    // Said together with the other fields' errors, not only once those are fixed.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((b) => {
    const names = b.travelerNames.filter((n) => n.length > 0);
    return { ...b, travelerNames: names.length > 0 ? names : [b.contactName] };
  })
  .refine((b) => b.travelerNames.length <= b.adultCount + b.childCount, {
    path: ['travelerNames'],
    message: 'More traveler names than travelers',
  });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

export const bookingRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  referenceCode: z.string().regex(/^VIP-\d{5}-[A-Z]{3}$/),
  totalPrice: z.number(),
});
export type BookingRequestResponse = z.infer<typeof bookingRequestResponseSchema>;

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency-Key must be 8-128 characters of A-Z a-z 0-9 _ . : -');

export const REFERENCE_CODE_PATTERN = /^VIP-\d{5}-[A-Z]{3}$/;

export const TRAVELLER_STATUS_LABELS = ['Requested', 'Confirmed', 'Completed', 'Cancelled'] as const;
export type TravellerStatusLabel = (typeof TRAVELLER_STATUS_LABELS)[number];
/** One vocabulary on every page and e-mail; Confirmed never shares the pending colour. */
export const TRAVELLER_STATUS_VIEWS: Record<
  TravellerStatusLabel,
  { color: 'gold' | 'green' | 'blue' | 'red'; meaning: string }
> = {
  Requested: {
    color: 'gold',
    meaning: `Pending confirmation: our team checks availability and confirms within ${BOOKING_RULES.responseHours} hours.`,
  },
  Confirmed: { color: 'green', meaning: 'Confirmed: your confirmation e-mail with the service details has been sent.' },
  Completed: { color: 'blue', meaning: 'Completed: the service took place.' },
  Cancelled: { color: 'red', meaning: 'Cancelled.' },
};
export const PAYMENT_STATUS_LABELS = ['To be arranged', 'Paid'] as const;
export type PaymentStatusLabel = (typeof PAYMENT_STATUS_LABELS)[number];

/** The reference is found only together with its contact e-mail. */
export const bookingLookupParamsSchema = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(REFERENCE_CODE_PATTERN, 'Booking references look like VIP-12345-LHR')),
});
export const bookingLookupQuerySchema = z.object({
  email: storableString({ error: 'Valid email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Valid email is required')),
});

export const bookedWithSchema = z.object({
  referenceCode: z.string().regex(REFERENCE_CODE_PATTERN),
  status: z.enum(TRAVELLER_STATUS_LABELS),
  serviceName: z.string(),
  airport: z.object({ code: z.string(), name: z.string() }),
  flightDate: isoDateSchema,
  flightTime: localTimeSchema,
});
export type BookedWith = z.infer<typeof bookedWithSchema>;

/** The booking's fields its traveller sees (booking-core.ts): nothing of who booked it, nothing of staff's. */
export const TRAVELLER_BOOKING_FIELDS = [
  'flightNumber',
  'flightDate',
  'flightTime',
  'terminal',
  'adultCount',
  'childCount',
  'travelerNames',
  'contactName',
  'contactEmail',
  'contactPhone',
  'porterSelected',
] as const satisfies readonly BookingField[];

export const travellerBookingSchema = z
  .object({
    referenceCode: z.string().regex(REFERENCE_CODE_PATTERN),
    status: z.enum(TRAVELLER_STATUS_LABELS),
    paymentStatus: z.enum(PAYMENT_STATUS_LABELS),
    serviceName: z.string(),
    serviceType: z.string(),
    serviceLevel: z.string(),
    airport: z.object({ code: z.string(), name: z.string() }),
    totalPrice: z.number(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Null while the booking stands; the charge is in US dollars. */
    cancelledAt: z.iso.datetime({ offset: true }).nullable(),
    cancellationCharge: z.number().nullable(),
    /** Found by the same e-mail, in service order; none for a lone request. */
    bookedWith: z.array(bookedWithSchema).optional(),
    /** The estimate the traveller saw, kept at request time; null: US dollars or no rate known (absent: older). */
    displayPrice: displayPriceSchema.nullable().optional(),
  })
  .extend(bookingFieldsSchema.pick(maskOf(TRAVELLER_BOOKING_FIELDS)).shape);
export type TravellerBooking = z.infer<typeof travellerBookingSchema>;
