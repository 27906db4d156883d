import { z } from 'zod';
import { isoDateSchema, localTimeSchema, optionalText, queryInteger } from './common';
import { PARTNER_BOOKING_STATUSES, PARTNER_PAYMENT_STATUSES } from './partner-bookings';
import { PARTNER_KEY_MODES } from './partners';

// Web hooks to partners, signed as the Standard Webhooks specification says (webhook-id, webhook-timestamp,
// webhook-signature over `${id}.${timestamp}.${body}`). The webhook-id stays the same on every retry.

export const PARTNER_WEBHOOK_TYPES = [
  'booking.confirmed',
  'booking.cancelled',
  'booking.updated',
  'booking.paid',
] as const;
export type PartnerWebhookType = (typeof PARTNER_WEBHOOK_TYPES)[number];

/** Standard Webhooks' suggested schedule, stretched past 72 hours; then the delivery is failed (replayable). */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [
  5, 300, 1800, 7200, 18_000, 36_000, 36_000, 43_200, 43_200, 43_200, 43_200,
] as const;

export const partnerWebhookBookingSchema = z.object({
  referenceCode: z.string(),
  partnerReference: z.string().nullable(),
  status: z.enum(PARTNER_BOOKING_STATUSES),
  paymentStatus: z.enum(PARTNER_PAYMENT_STATUSES),
  mode: z.enum(PARTNER_KEY_MODES),
  flightDate: isoDateSchema,
  flightTime: localTimeSchema,
  airportCode: z.string(),
  serviceName: z.string(),
  total: z.number(),
  /** booking.cancelled only. */
  cancellation: z.object({ cancelledAt: z.iso.datetime({ offset: true }), charge: z.number() }).nullable(),
  /** booking.updated only: the fields that changed. */
  changed: z.array(z.string()).nullable(),
});
export type PartnerWebhookBooking = z.infer<typeof partnerWebhookBookingSchema>;

/** The body of every post: `{ type, timestamp, data }`. */
export const partnerWebhookPayloadSchema = z.object({
  type: z.enum(PARTNER_WEBHOOK_TYPES),
  timestamp: z.iso.datetime({ offset: true }),
  data: partnerWebhookBookingSchema,
});
export type PartnerWebhookPayload = z.infer<typeof partnerWebhookPayloadSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookAttemptSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const webhookDeliverySchema = z.object({
  /** The webhook-id header: the same on every retry and replay, so a receiver can drop a copy. */
  id: z.string(),
  type: z.enum(PARTNER_WEBHOOK_TYPES),
  referenceCode: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  lastResponseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
  payload: partnerWebhookPayloadSchema,
  history: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({
  items: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveryParamsSchema = z.object({ deliveryId: z.string().regex(/^msg_[A-Za-z0-9]{10,40}$/) });

export const webhookDeliveryQuerySchema = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  cursor: optionalText(200),
  limit: queryInteger(1, 100, 50),
});
export const adminWebhookDeliveryParamsSchema = webhookDeliveryParamsSchema.extend({ id: z.uuid('Partner not found') });
