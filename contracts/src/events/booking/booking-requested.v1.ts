import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { serviceLevelSchema, serviceTypeSchema } from '../../schemas/services';
import { isoDateSchema, localTimeSchema } from '../../schemas/common';
import { BOOKING_STATUSES } from '../../vocabulary';
import { PARTNER_KEY_MODES, PARTNER_TERMS_KINDS } from '../../schemas/partners';

const cents = z.number().int().nonnegative();

export const bookingPriceCentsSchema = z.object({
  currency: z.literal('USD'),
  basePriceCents: cents,
  adultFeeTotalCents: cents,
  childFeeTotalCents: cents,
  additionalGreeterFeeCents: cents,
  afterHoursFeeCents: cents,
  lastMinuteFeeCents: cents,
  porterCostCents: cents,
  discountCents: cents,
  totalPriceCents: cents,
});
export type BookingPriceCents = z.infer<typeof bookingPriceCentsSchema>;

/** The partner a booking was made through: who, their reference, live or sandbox, and the terms it was priced on. */
export const bookingPartnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  reference: z.string(),
  /** A sandbox booking never reaches suppliers, invoices or the traveller's mailbox. */
  mode: z.enum(PARTNER_KEY_MODES),
  terms: z
    .object({ kind: z.enum(PARTNER_TERMS_KINDS), percentBasisPoints: z.number().int().min(0).max(10_000) })
    .nullable(),
  commissionCents: z.number().int().nonnegative().nullable(),
  netPriceCents: z.number().int().nonnegative().nullable(),
  notifyTraveller: z.boolean(),
});

export const bookingRequestedV1 = defineEvent({
  type: 'booking.requested',
  version: 1,
  topic: TOPICS.booking,
  aggregateType: 'booking',
  payload: z.object({
    bookingId: z.uuid(),
    referenceCode: z.string(),
    groupId: z.uuid().nullable(),
    /** svc-ops acknowledges a group once all arrived; absent in older events (a booking is then its own group). */
    groupSize: z.number().int().positive().optional(),
    status: z.enum(BOOKING_STATUSES),
    service: z.object({
      id: z.number().int(),
      name: z.string(),
      serviceType: serviceTypeSchema,
      serviceLevel: serviceLevelSchema,
      airport: z.object({ code: z.string(), name: z.string(), timeZone: z.string() }),
    }),
    contact: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      companyName: z.string().nullable(),
    }),
    flight: z.object({
      number: z.string(),
      date: isoDateSchema,
      time: localTimeSchema,
      terminal: z.string().nullable(),
      instant: z.iso.datetime({ offset: true }),
      airline: z.string().nullable().optional(),
      departureAirline: z.string().nullable().optional(),
      departureFlightNumber: z.string().nullable().optional(),
    }),
    /** Optional: request-booking has no booker. */
    booker: z
      .object({
        role: z.string(),
        relationship: z.string().nullable(),
        name: z.string(),
        phone: z.string(),
        email: z.string().nullable(),
        agencyName: z.string().nullable(),
        isTravelAgent: z.boolean(),
      })
      .nullable()
      .optional(),
    adultCount: z.number().int(),
    childCount: z.number().int(),
    travelerNames: z.array(z.string()),
    specialRequests: z.string().nullable(),
    porterSelected: z.boolean(),
    price: bookingPriceCentsSchema,
    cancellationPolicyHours: z.number().int(),
    requestedAt: z.iso.datetime({ offset: true }),
    /** A booking made through the partner API; absent or null for the site's. */
    partner: bookingPartnerSchema.nullable().optional(),
  }),
});
export type BookingRequestedV1 = z.output<typeof bookingRequestedV1.payload>;
