import Router from '@koa/router';
import { bookingRequestSchema, idempotencyKeySchema } from '@vip/contracts';
import { inputOf, parseInput, rateLimit, validate } from '@vip/contracts/server';
import type { BookingsService } from './bookings.service';

export function bookingsRoutes(bookings: BookingsService, options: { requestsPerMinute: number }): Router {
  const router = new Router({ prefix: '/api/bookings' });

  const requestSchemas = { body: bookingRequestSchema };
  router.post(
    '/request',
    rateLimit({ limit: options.requestsPerMinute, windowMs: 60_000, message: 'Too many booking requests. Please wait a minute and try again.' }),
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

  return router;
}
