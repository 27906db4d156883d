import Router from '@koa/router';
import {
  catalogAirportParamsSchema,
  porterFeeListSchema,
  porterFeeParamsSchema,
  porterFeeSchema,
  porterFeeUpdateSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../staff/staff-token.guard';
import type { PorterFeesService } from './porter-fees.service';

const listSchemas = { params: catalogAirportParamsSchema };
const setSchemas = { params: porterFeeParamsSchema, body: porterFeeUpdateSchema };

export function porterFeesRoutes(fees: PorterFeesService): Router {
  const router = new Router({ prefix: '/api/admin/catalog/airports/:code/porter-fees' });
  router.get(
    '/',
    documented({
      tags: ['Catalog admin'],
      summary: "An airport's porter fee for every level (0: no porter)",
      responses: { 200: porterFeeListSchema },
      errors: [404],
    }),
    can('catalog.view'),
    validate(listSchemas),
    async (ctx) => {
      ctx.body = await fees.list(inputOf(ctx, listSchemas).params.code);
    },
  );
  router.put(
    '/:level',
    documented({
      tags: ['Catalog admin'],
      summary: 'Set the porter fee of a level at an airport (version null the first time)',
      responses: { 200: porterFeeSchema },
      errors: [404, 409],
    }),
    can('catalog.edit'),
    validate(setSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, setSchemas);
      ctx.body = await fees.set(params.code, params.level, body, actorOf(ctx.state));
    },
  );
  return router;
}
