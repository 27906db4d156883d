import { z } from 'zod';
import { baseEnvShape, parseEnv } from '@vip/platform/config';
import { SERVICE_PORTS, STAFF_JWKS_PATH } from '@vip/contracts/platform';

export const bookingEnvShape = {
  ...baseEnvShape,
  PORT: baseEnvShape.PORT.default(SERVICE_PORTS['svc-booking']),
  CATALOG_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS['svc-catalog']}`),
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Further attempts after a timeout, refused connection or 5xx from svc-catalog. */
  CATALOG_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** svc-ops' internal API: a partner's cancellation and sandbox moves (needs SERVICE_KEY). */
  OPS_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS['svc-ops']}`),
  /** One attempt (a cancellation is not repeated on a lost answer); past it the partner gets a 503. */
  OPS_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Look-ups by reference and e-mail per client and minute (manage-booking, confirmation pages). */
  BOOKING_LOOKUP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Change and cancellation requests from manage-booking per client and minute (each also counts as a look-up). */
  CHANGE_REQUEST_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /**
   * Change requests one booking takes per hour from travellers (and as many from its partner), whatever the client
   * address: each one mails the traveller and the concierge.
   */
  CHANGE_REQUESTS_PER_BOOKING_PER_HOUR: z.coerce.number().int().positive().default(3),
  /** svc-ops' staff token keys, for the back office's allotment routes. */
  STAFF_JWKS_URL: z.url().default(`http://127.0.0.1:${SERVICE_PORTS['svc-ops']}${STAFF_JWKS_PATH}`),
  /** Booking-page search records per client and minute. */
  TRACKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** How long a hold keeps its seats while the traveller completes the checkout. */
  HOLD_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** How much pausing may add to one hold in all (the countdown's pause, for people who need more time). */
  HOLD_PAUSE_LIMIT_SECONDS: z.coerce.number().int().min(0).max(7200).default(1200),
  /** How often a replica ends holds that ran out and announces their seats free (allotment.changed). */
  HOLD_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Holds placed, paused, resumed or released per client and minute. */
  HOLD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Saved quote carts per client and minute. */
  QUOTE_SAVE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Saved quotes opened per client and minute, so tokens cannot be tried in bulk. */
  QUOTE_OPEN_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /**
   * Idempotency keys (each holds the answer sent, a traveller's e-mail in it) are deleted after this many
   * hours: far longer than any client retries a lost answer.
   */
  IDEMPOTENCY_KEY_RETENTION_HOURS: z.coerce.number().positive().default(24),
};

export type BookingConfig = ReturnType<typeof loadConfig>;

/** Parses the environment once at start; every problem is reported together. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  return parseEnv(bookingEnvShape, env);
}
