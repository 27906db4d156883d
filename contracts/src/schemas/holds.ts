import { z } from 'zod';
import { BOOKING_RULES } from '../booking-rules';
import { bodyIdSchema, isoDateSchema, localTimeSchema, serviceDateSchema } from './common';
import { CHECKOUT_MAX_ITEMS, HOLD_REFERENCE_MESSAGES, holdTokenSchema } from './checkout';

// Holds: while a traveller completes the checkout, each item an allotment covers keeps a seat for a few minutes, so
// the booking is confirmed at once when it is sent. svc-booking owns them (docs/decisions/seat-holds.md). The hold's
// token is its holder's proof: answered once (and kept with the idempotent answer for a retry), sent back in the
// Hold-Token header (release, pause) or the checkout's `hold`; the hold itself stores only its hash.

export const HOLDS_PATH = '/api/bookings/holds';
export const HOLD_TOKEN_HEADER = 'Hold-Token';

/** How each item stands: a seat held for it, an allotment covering it with no seat left, or a request staff confirm. */
export const HOLD_ITEM_STATUSES = ['held', 'soldOut', 'request'] as const;
export type HoldItemStatus = (typeof HOLD_ITEM_STATUSES)[number];

export const HOLD_MESSAGES = {
  ...HOLD_REFERENCE_MESSAGES,
  ended: 'This hold has ended. Hold your place again to keep it.',
  noPauseLeft: 'The timer cannot be paused any longer; your place stays held until the countdown ends.',
  paused: 'Say whether the timer is paused (true or false)',
  change: 'Say whether the timer is paused, or which services to hold instead (one of the two)',
  notMoved:
    'No place is left to confirm the new time at once, so we kept the place held for your earlier choice. Change back to keep it, or send the booking as a request.',
} as const;

/** What the checkout says of each item, by how it stands. */
export const HOLD_ITEM_LABELS: Record<HoldItemStatus, string> = {
  held: 'Confirmed at once',
  soldOut: `Request: we confirm within ${BOOKING_RULES.responseHours} hours (the instantly confirmed places for this time are taken)`,
  request: `Request: we confirm within ${BOOKING_RULES.responseHours} hours`,
};

export const holdItemSchema = z
  .object({
    serviceId: bodyIdSchema('Service is required'),
    flightDate: serviceDateSchema,
    flightTime: localTimeSchema,
  })
  .strict();
export type HoldItem = z.infer<typeof holdItemSchema>;

/** POST /api/bookings/holds: the checkout's items (each one service, airport-local date and time). */
export const holdRequestSchema = z
  .object({
    items: z
      .array(holdItemSchema)
      .min(1, 'Name at least one service to hold')
      .max(CHECKOUT_MAX_ITEMS, `A hold covers at most ${CHECKOUT_MAX_ITEMS} services`),
  })
  .strict();
export type HoldRequest = z.infer<typeof holdRequestSchema>;

/**
 * PATCH /api/bookings/holds/{id}: pause or resume the countdown, or hold these items instead (the quote changed) in
 * one step that never gives a held seat away before its replacement is held (docs/decisions/seat-holds.md).
 */
export const holdChangeSchema = z
  .object({
    paused: z.boolean({ error: HOLD_MESSAGES.paused }).optional(),
    items: holdRequestSchema.shape.items.optional(),
  })
  .strict()
  .refine((c) => (c.paused === undefined) !== (c.items === undefined), { message: HOLD_MESSAGES.change });
export type HoldChange = z.infer<typeof holdChangeSchema>;

export const holdIdParamsSchema = z.object({ id: z.uuid(HOLD_MESSAGES.notFound) });

export const holdSchema = z.object({
  id: z.uuid(),
  /** Only in the answer that made the hold (and its replays). */
  token: holdTokenSchema.optional(),
  /** When the seats are freed unless the checkout takes them first (or the hold is paused, resumed or released). */
  expiresAt: z.iso.datetime({ offset: true }),
  /** Seconds from this answer to expiresAt: a countdown that does not depend on the client's clock. */
  secondsLeft: z.number().int().min(0),
  /** Paused: the countdown stands still at `remainingSeconds`, for at most `pauseSecondsLeft`. */
  paused: z.boolean(),
  remainingSeconds: z.number().int().min(0),
  pauseSecondsLeft: z.number().int().min(0),
  ended: z.boolean(),
  items: z.array(
    z.object({
      serviceId: z.number().int(),
      flightDate: isoDateSchema,
      flightTime: localTimeSchema,
      status: z.enum(HOLD_ITEM_STATUSES),
    }),
  ),
});
export type Hold = z.infer<typeof holdSchema>;
