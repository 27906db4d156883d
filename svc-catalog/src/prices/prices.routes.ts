import Router from '@koa/router';
import {
  catalogServiceParamsSchema,
  priceVersionCreateSchema,
  priceVersionParamsSchema,
  servicePricesSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../staff/staff-token.guard';
import type { PricesService } from './prices.service';

const listSchemas = { params: catalogServiceParamsSchema };
const createSchemas = { params: catalogServiceParamsSchema, body: priceVersionCreateSchema };
const cancelSchemas = { params: priceVersionParamsSchema };

export function pricesRoutes(prices: PricesService): Router {
  const router = new Router({ prefix: '/api/admin/catalog/services/:id/prices' });
  router.get(
    '/',
    documented({
      tags: ['Catalog admin'],
      summary: "A service's prices: the version in force and every version, cancelled ones too, latest start first",
      responses: { 200: servicePricesSchema },
      errors: [404],
    }),
    can('catalog.view'),
    validate(listSchemas),
    async (ctx) => {
      ctx.body = await prices.list(inputOf(ctx, listSchemas).params.id);
    },
  );
  router.post(
    '/',
    documented({
      tags: ['Catalog admin'],
      summary:
        'A new price from a date (in the airport’s zone, today or later); fees left out carry over from the price before it',
      responses: { 201: servicePricesSchema },
      errors: [404, 422],
    }),
    can('catalog.edit'),
    validate(createSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, createSchemas);
      ctx.status = 201;
      ctx.body = await prices.schedule(params.id, body, actorOf(ctx.state));
    },
  );
  router.post(
    '/:versionId/cancel',
    documented({
      tags: ['Catalog admin'],
      summary: 'Cancel a price version before it starts (409 once it has started or if it was cancelled)',
      responses: { 200: servicePricesSchema },
      errors: [404, 409],
    }),
    can('catalog.edit'),
    validate(cancelSchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, cancelSchemas);
      ctx.body = await prices.cancel(params.id, params.versionId, actorOf(ctx.state));
    },
  );
  return router;
}
