import Router from '@koa/router';
import { promoApplyRequestSchema } from '@vip/contracts';
import { inputOf, rateLimit, validate } from '@vip/contracts/server';
import type { PromoCodesService } from './promo-codes.service';

export function promoCodesRoutes(promos: PromoCodesService): Router {
  const router = new Router({ prefix: '/api/promo-codes' });
  const schemas = { body: promoApplyRequestSchema };
  // A tight limit keeps codes from being guessed by brute force.
  router.post('/apply', rateLimit({ limit: 30, windowMs: 60_000, message: 'Too many promo code attempts. Please wait a minute.' }), validate(schemas), async (ctx) => {
    const { body } = inputOf(ctx, schemas);
    ctx.body = await promos.apply(body);
  });
  return router;
}
