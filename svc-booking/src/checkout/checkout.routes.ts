import Router from '@koa/router';
import { checkoutRequestSchema, idempotencyKeySchema } from '@vip/contracts';
import { inputOf, parseInput, validate, type RateLimits } from '@vip/contracts/server';
import type { CheckoutService } from './checkout.service';
import { BOOKING_WRITES_LIMIT } from '../bookings/bookings.routes';

export function checkoutRoutes(checkout: CheckoutService, options: { checkoutsPerMinute: number; limits: RateLimits }): Router {
  const router = new Router({ prefix: '/api/bookings' });
  const schemas = { body: checkoutRequestSchema };
  router.post(
    '/checkout',
    options.limits.middleware({ name: BOOKING_WRITES_LIMIT, limit: options.checkoutsPerMinute, windowMs: 60_000, message: 'Too many booking requests. Please wait a minute and try again.' }),
    validate(schemas),
    async (ctx) => {
      const { body } = inputOf(ctx, schemas);
      const header = ctx.get('Idempotency-Key');
      const idempotencyKey = header ? parseInput(idempotencyKeySchema, header, 'header') : undefined;
      const result = await checkout.checkout(body, { idempotencyKey, requestId: ctx.state.requestId });
      if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.set('Cache-Control', 'no-store');
      ctx.status = result.status;
      ctx.body = result.body;
    },
  );
  return router;
}
