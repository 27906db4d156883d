import Router from '@koa/router';
import { bookingLookupParamsSchema, bookingLookupQuerySchema, bookingRequestResponseSchema, bookingRequestSchema, idempotencyKeySchema, travellerBookingSchema } from '@vip/contracts';
import { documented, inputOf, parseInput, validate, type RateLimits } from '@vip/contracts/server';
import type { BookingsService } from './bookings.service';

/** Booking requests and checkouts share one budget per client: either way a request becomes bookings. */
export const BOOKING_WRITES_LIMIT = 'booking-writes';

export function bookingsRoutes(bookings: BookingsService, options: { requestsPerMinute: number; lookupsPerMinute: number; limits: RateLimits }): Router {
  const router = new Router({ prefix: '/api/bookings' });

  const requestSchemas = { body: bookingRequestSchema };
  router.post(
    '/request',
    documented({
      tags: ['Bookings'],
      summary: 'Request one booking (the single-service form); priced by svc-catalog, answered with its reference',
      responses: { 201: bookingRequestResponseSchema },
      errors: [404, 409, 422, 503],
      headers: [{ name: 'Idempotency-Key', schema: idempotencyKeySchema, description: 'A key of your own per request body: a retry with the same key and body gets the first answer again (Idempotent-Replayed: true) and books nothing twice; the same key with another body is a 409' }],
    }),
    options.limits.middleware({ name: BOOKING_WRITES_LIMIT, limit: options.requestsPerMinute, windowMs: 60_000, message: 'Too many booking requests. Please wait a minute and try again.' }),
    validate(requestSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, requestSchemas);
      // Present but empty is a key that breaks the rules, not an absent one.
      const header = ctx.headers['idempotency-key'];
      const idempotencyKey = header !== undefined ? parseInput(idempotencyKeySchema, header, 'header') : undefined;
      const result = await bookings.request(body, { idempotencyKey, requestId: ctx.state.requestId });
      if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = result.status;
      ctx.body = result.body;
    },
  );

  const lookupSchemas = { params: bookingLookupParamsSchema, query: bookingLookupQuerySchema };
  router.get(
    '/:reference',
    documented({
      tags: ['Bookings'],
      summary: "A booking's current state, by its reference and an e-mail on it (a wrong reference and a wrong e-mail get the same 404)",
      responses: { 200: travellerBookingSchema },
      errors: [404],
    }),
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
