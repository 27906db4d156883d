import Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  checkoutBodyOfV1,
  checkoutRequestSchema,
  checkoutResponseSchema,
  fieldErrorsInV1Names,
  idempotencyKeySchema,
} from '@vip/contracts/schemas';
import { AppError, inputOf, parseInput, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { CheckoutService } from './checkout.service';
import { BOOKING_WRITES_LIMIT } from '../bookings/bookings.routes';
import { requestLocale } from '../bookings/request-locale';

export function checkoutRoutes(
  checkout: CheckoutService,
  options: { checkoutsPerMinute: number; limits: RateLimits },
): Router {
  const router = new Router({ prefix: '/api/bookings' });
  const schemas = { body: checkoutRequestSchema };
  router.post(
    '/checkout',
    documented({
      tags: ['Bookings'],
      summary: 'Book the whole quote cart at once: every item becomes a booking (one group) or none does',
      description:
        'Every item is re-priced by svc-catalog; a refused item is named in details.fieldErrors (items.{n}.serviceId, items.{n}.flightTime). ' +
        'travelerName, travelerPhone and travelerEmail, the names contactName, contactPhone and contactEmail had before, are still read (and their errors named so).',
      responses: { 201: checkoutResponseSchema },
      errors: [409, 422, 503],
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
      limit: options.checkoutsPerMinute,
      windowMs: 60_000,
      message: 'Too many booking requests. Please wait a minute and try again.',
    }),
    readsV1Names,
    validate(schemas),
    async (ctx) => {
      const { body } = inputOf(ctx, schemas);
      // Present but empty is a key that breaks the rules, not an absent one.
      const header = ctx.headers['idempotency-key'];
      const idempotencyKey = header !== undefined ? parseInput(idempotencyKeySchema, header, 'header') : undefined;
      const result = await checkout.checkout(body, {
        idempotencyKey,
        requestId: ctx.state.requestId,
        locale: requestLocale(ctx, body.locale),
      });
      if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.set('Cache-Control', 'no-store');
      ctx.status = result.status;
      ctx.body = result.body;
    },
  );
  return router;
}

/** A body with the checkout's old names is read under the one names; its field errors come back under the old ones. */
const readsV1Names: Middleware = async (ctx, next) => {
  const request = ctx.request as { body?: unknown };
  const { body, oldNames } = checkoutBodyOfV1(request.body);
  if (oldNames.length === 0) return next();
  request.body = body;
  try {
    await next();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const details = error.details as { fieldErrors?: Record<string, string[]> } | undefined;
    if (!details?.fieldErrors) throw error;
    const fieldErrors = fieldErrorsInV1Names(details.fieldErrors, oldNames);
    throw new AppError(error.status, error.code, error.message, { ...details, fieldErrors }, error.headers);
  }
};
