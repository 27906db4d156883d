import Router from '@koa/router';
import {
  adminPromoCodeCreateSchema,
  adminPromoCodeListSchema,
  adminPromoCodeSchema,
  adminPromoCodeUpdateSchema,
  promoApplyRequestSchema,
  promoApplyResponseSchema,
  promoCodeParamsSchema,
  promoRedemptionParamsSchema,
  promoRedemptionRequestSchema,
  promoRedemptionSchema,
} from '@vip/contracts/schemas';
import { guardedInternalRouter, inputOf, validate, type RateLimits, type ServiceIdentity } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../staff/staff-token.guard';
import type { PromoCodesAdminService } from './promo-codes-admin.service';
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
 * svc-booking re-checking a code at checkout, for whichever traveller is checking out: svc-booking's signed calls
 * only, outside the public limit, which it would otherwise exhaust for everyone (its calls all come from one
 * address). Each checkout is limited per client by svc-booking itself.
 */
export function internalPromoCodesRoutes(promos: PromoCodesService, options: { identity: ServiceIdentity }): Router {
  const router = new Router({ prefix: '/internal/promo-codes' });
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

  const reserveSchemas = { body: promoRedemptionRequestSchema };
  router.post(
    '/redemptions',
    documented({
      tags: ['Internal'],
      summary:
        "svc-booking reserving a checkout's use of a code (by its idempotency key) before its transaction; 409 when the budget or the e-mail's limit is spent",
      responses: { 201: promoRedemptionSchema },
      errors: [409, 422],
      internal: true,
    }),
    validate(reserveSchemas),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await promos.reserve(inputOf(ctx, reserveSchemas).body);
    },
  );
  const releaseSchemas = { params: promoRedemptionParamsSchema };
  router.delete(
    '/redemptions/:key',
    documented({
      tags: ['Internal'],
      summary:
        'svc-booking giving back the use of a checkout whose transaction failed (204 whether or not it was held)',
      responses: { 204: null },
      internal: true,
    }),
    validate(releaseSchemas),
    async (ctx) => {
      await promos.release(inputOf(ctx, releaseSchemas).params.key);
      ctx.status = 204;
    },
  );
  return guardedInternalRouter(options.identity, router);
}

const createSchemas = { body: adminPromoCodeCreateSchema };
const codeSchemas = { params: promoCodeParamsSchema };
const updateSchemas = { params: promoCodeParamsSchema, body: adminPromoCodeUpdateSchema };

/** The catalog team's promo codes: the offer, its window, its budget and its limit per customer e-mail. */
export function promoCodesAdminRoutes(promos: PromoCodesAdminService): Router {
  const router = new Router({ prefix: '/api/admin/catalog/promo-codes' });
  router.get(
    '/',
    documented({
      tags: ['Catalog admin'],
      summary: 'Every promo code with its uses so far and its state',
      responses: { 200: adminPromoCodeListSchema },
    }),
    can('catalog.view'),
    async (ctx) => {
      ctx.body = await promos.list();
    },
  );
  router.post(
    '/',
    documented({
      tags: ['Catalog admin'],
      summary: 'Create a promo code (409 when the code is taken; 422 when it ends before it starts)',
      responses: { 201: adminPromoCodeSchema },
      errors: [409, 422],
    }),
    can('catalog.edit'),
    validate(createSchemas),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await promos.create(inputOf(ctx, createSchemas).body, actorOf(ctx.state));
    },
  );
  router.get(
    '/:code',
    documented({
      tags: ['Catalog admin'],
      summary: 'One promo code',
      responses: { 200: adminPromoCodeSchema },
      errors: [404],
    }),
    can('catalog.view'),
    validate(codeSchemas),
    async (ctx) => {
      ctx.body = await promos.get(inputOf(ctx, codeSchemas).params.code);
    },
  );
  router.patch(
    '/:code',
    documented({
      tags: ['Catalog admin'],
      summary: 'Change a promo code: its offer, window, budget, limit per e-mail, or switch it off',
      responses: { 200: adminPromoCodeSchema },
      errors: [404, 409, 422],
    }),
    can('catalog.edit'),
    validate(updateSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, updateSchemas);
      ctx.body = await promos.update(params.code, body, actorOf(ctx.state));
    },
  );
  return router;
}
