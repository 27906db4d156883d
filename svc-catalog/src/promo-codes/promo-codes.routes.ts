import Router from '@koa/router';
import { promoApplyRequestSchema } from '@vip/contracts';
import { inputOf, requireServiceToken, validate, type RateLimits } from '@vip/contracts/server';
import type { PromoCodesService } from './promo-codes.service';

const schemas = { body: promoApplyRequestSchema };

/** Travellers trying a code in the quote sheet: a tight limit per client keeps codes from being guessed. */
export function promoCodesRoutes(promos: PromoCodesService, limits: RateLimits): Router {
  const router = new Router({ prefix: '/api/promo-codes' });
  router.post('/apply', limits.middleware({ name: 'promo-codes', limit: 30, windowMs: 60_000, message: 'Too many promo code attempts. Please wait a minute.' }), validate(schemas), async (ctx) => {
    ctx.body = await promos.apply(inputOf(ctx, schemas).body);
  });
  return router;
}

/**
 * svc-booking re-checking a code at checkout, for whichever traveller is checking out: behind the
 * service token and outside the public limit, which it would otherwise exhaust for everyone (its
 * calls all come from one address). Each checkout is limited per client by svc-booking itself.
 */
export function internalPromoCodesRoutes(promos: PromoCodesService, options: { token: string | undefined }): Router {
  const router = new Router({ prefix: '/internal/promo-codes' });
  router.use(requireServiceToken(options.token));
  router.post('/apply', validate(schemas), async (ctx) => {
    ctx.body = await promos.apply(inputOf(ctx, schemas).body);
  });
  return router;
}
