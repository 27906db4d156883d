import Router from '@koa/router';
import {
  bookingChangeRequestAcceptedSchema,
  bookingChangeRequestSchema,
  bookingLookupParamsSchema,
  bookingLookupQuerySchema,
  bookingRequestResponseSchema,
  bookingRequestSchema,
  idempotencyKeySchema,
  travellerBookingSchema,
} from '@vip/contracts/schemas';
import { inputOf, parseInput, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { BookingsService } from './bookings.service';
import type { ChangeRequestsService } from './change-requests.service';
import { requestLocale } from './request-locale';

/** Booking requests and checkouts share one budget per client: either way a request becomes bookings. */
export const BOOKING_WRITES_LIMIT = 'booking-writes';

export function bookingsRoutes(
  bookings: BookingsService,
  changeRequests: ChangeRequestsService,
  options: { requestsPerMinute: number; lookupsPerMinute: number; changeRequestsPerMinute: number; limits: RateLimits },
): Router {
  const router = new Router({ prefix: '/api/bookings' });

  const requestSchemas = { body: bookingRequestSchema };
  router.post(
    '/request',
    documented({
      tags: ['Bookings'],
      summary: 'Request one booking (the single-service form); priced by svc-catalog, answered with its reference',
      responses: { 201: bookingRequestResponseSchema },
      errors: [404, 409, 422, 503],
      headers: [
        {
          name: 'Idempotency-Key',
          schema: idempotencyKeySchema,
          description:
            'A key of your own per request body: a retry with the same key and body gets the first answer again (Idempotent-Replayed: true) and books nothing twice; the same key with another body is a 409',
        },
      ],
    }),
    options.limits.middleware({
      name: BOOKING_WRITES_LIMIT,
      limit: options.requestsPerMinute,
      windowMs: 60_000,
      message: 'Too many booking requests. Please wait a minute and try again.',
    }),
    validate(requestSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, requestSchemas);
      // Present but empty is a key that breaks the rules, not an absent one.
      const header = ctx.headers['idempotency-key'];
      const idempotencyKey = header !== undefined ? parseInput(idempotencyKeySchema, header, 'header') : undefined;
      const result = await bookings.request(body, {
        idempotencyKey,
        requestId: ctx.state.requestId,
        locale: requestLocale(ctx, body.locale),
      });
      if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = result.status;
      ctx.body = result.body;
    },
  );

  const lookupLimit = options.limits.middleware({
    name: 'booking-lookups',
    limit: options.lookupsPerMinute,
    windowMs: 60_000,
    message: 'Too many booking look-ups. Please wait a minute and try again.',
  });
  const lookupSchemas = { params: bookingLookupParamsSchema, query: bookingLookupQuerySchema };
  router.get(
    '/:reference',
    documented({
      tags: ['Bookings'],
      summary:
        "A booking's current state, by its reference and an e-mail on it (a wrong reference and a wrong e-mail get the same 404)",
      responses: { 200: travellerBookingSchema },
      errors: [404],
    }),
    // References are short (100,000 per airport): the e-mail is required and guesses are limited per client.
    lookupLimit,
    validate(lookupSchemas),
    async (ctx) => {
      const { params, query } = inputOf(ctx, lookupSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await bookings.lookup(params.reference, query.email);
    },
  );

  const changeSchemas = { params: bookingLookupParamsSchema, body: bookingChangeRequestSchema };
  router.post(
    '/:reference/change-requests',
    documented({
      tags: ['Bookings'],
      summary:
        "A traveller asks to change or cancel their booking (reference and an e-mail on it; a wrong one gets the look-up's 404). Staff reply; nothing changes until they do",
      description:
        'A booking takes a few requests an hour, whatever the client address (each one mails the traveller and the concierge); past them the answer is 429 with Retry-After.',
      responses: { 202: bookingChangeRequestAcceptedSchema },
      errors: [404, 409, 429],
    }),
    // It tells whether a reference and e-mail match, like a look-up: it spends that budget too.
    lookupLimit,
    options.limits.middleware({
      name: 'booking-change-requests',
      limit: options.changeRequestsPerMinute,
      windowMs: 60_000,
      message: 'Too many requests. Please wait a minute and try again.',
    }),
    validate(changeSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, changeSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 202;
      ctx.body = await changeRequests.request(params.reference, body);
    },
  );

  return router;
}
