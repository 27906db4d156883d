import Router from '@koa/router';
import { bookingLookupParamsSchema, bookingLookupQuerySchema, bookingRequestSchema, idempotencyKeySchema } from '@vip/contracts';
import { inputOf, parseInput, validate, type RateLimits } from '@vip/contracts/server';
import type { BookingsService } from './bookings.service';

/** Booking requests and checkouts share one budget per client: either way a request becomes bookings. */
export const BOOKING_WRITES_LIMIT = 'booking-writes';

export function bookingsRoutes(bookings: BookingsService, options: { requestsPerMinute: number; lookupsPerMinute: number; limits: RateLimits }): Router {
  const router = new Router({ prefix: '/api/bookings' });

  const requestSchemas = { body: bookingRequestSchema };
  router.post(
    '/request',
    options.limits.middleware({ name: BOOKING_WRITES_LIMIT, limit: options.requestsPerMinute, windowMs: 60_000, message: 'Too many booking requests. Please wait a minute and try again.' }),
    validate(requestSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, requestSchemas);
      const header = ctx.get('Idempotency-Key');
      const idempotencyKey = header ? parseInput(idempotencyKeySchema, header, 'header') : undefined;
      const result = await bookings.request(body, { idempotencyKey, requestId: ctx.state.requestId });
      if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = result.status;
      ctx.body = result.body;
    },
  );

  const lookupSchemas = { params: bookingLookupParamsSchema, query: bookingLookupQuerySchema };
  router.get(
    '/:reference',
    // References are short (100,000 per airport): the e-mail is required and guesses are limited per client.
    options.limits.middleware({ name: 'booking-lookups', limit: options.lookupsPerMinute, windowMs: 60_000, message: 'Too many booking look-ups. Please wait a minute and try again.' }),
    validate(lookupSchemas),
    async (ctx) => {
      const { params, query } = inputOf(ctx, lookupSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await bookings.lookup(params.reference, query.email);
    },
  );

  return router;
}
