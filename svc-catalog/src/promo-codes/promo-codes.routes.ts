import Router from '@koa/router';
import { promoApplyRequestSchema, promoApplyResponseSchema } from '@vip/contracts/schemas';
import { inputOf, requireServiceToken, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { PromoCodesService } from './promo-codes.service';

const schemas = { body: promoApplyRequestSchema };

/** Travellers trying a code in the quote sheet: a tight limit per client keeps codes from being guessed. */
export function promoCodesRoutes(promos: PromoCodesService, limits: RateLimits, perMinute: number): Router {
  const router = new Router({ prefix: '/api/promo-codes' });
  router.post(
    '/apply',
    documented({
      tags: ['Promo codes'],
      summary: 'Which cart items a promo code discounts (codes are case-insensitive)',
      responses: { 200: promoApplyResponseSchema },
    }),
    limits.middleware({
      name: 'promo-codes',
      limit: perMinute,
      windowMs: 60_000,
      message: 'Too many promo code attempts. Please wait a minute.',
    }),
    validate(schemas),
    async (ctx) => {
      ctx.body = await promos.apply(inputOf(ctx, schemas).body);
    },
  );
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
  router.post(
    '/apply',
    documented({
      tags: ['Internal'],
      summary: 'svc-booking re-checking a promo code at checkout, outside the public per-client limit',
      responses: { 200: promoApplyResponseSchema },
      internal: true,
    }),
    validate(schemas),
    async (ctx) => {
      ctx.body = await promos.apply(inputOf(ctx, schemas).body);
    },
  );
  return router;
}
