import Router from '@koa/router';
import {
  calculatePriceRequestSchema,
  serviceDetailQuerySchema,
  serviceDetailSchema,
  serviceIdParamsSchema,
  serviceListQuerySchema,
  serviceListSchema,
  servicePricingSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { ServicesService } from './services.service';

// Digits only: z.coerce.number() read '1e3' and '0x10' as ids.
const idParams = serviceIdParamsSchema;

export function servicesRoutes(services: ServicesService): Router {
  const router = new Router({ prefix: '/api/services' });

  const listSchemas = { query: serviceListQuerySchema };
  router.get(
    '/',
    documented({
      tags: ['Services'],
      summary: 'Services of a type at an airport, each priced for the party and the local time',
      responses: { 200: serviceListSchema },
      errors: [404, 410],
    }),
    validate(listSchemas),
    async (ctx) => {
      const { query } = inputOf(ctx, listSchemas);
      ctx.body = await services.list(query.airport, query.type, {
        adults: query.adults,
        children: query.children,
        date: query.date,
        time: query.time,
        porterSelected: query.porter,
      });
    },
  );

  const priceSchemas = { body: calculatePriceRequestSchema };
  router.post(
    '/calculate-price',
    documented({
      tags: ['Services'],
      summary: 'The price of a service for a party at a local date and time',
      responses: { 200: servicePricingSchema },
      errors: [404, 410],
    }),
    validate(priceSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, priceSchemas);
      ctx.body = services.calculatePrice(body.serviceId, {
        adults: body.adultCount,
        children: body.childCount,
        date: body.flightDate,
        time: body.flightTime,
        porterSelected: body.porterSelected,
      });
    },
  );

  const detailSchemas = { params: idParams, query: serviceDetailQuerySchema };
  router.get(
    '/:id',
    documented({
      tags: ['Services'],
      summary:
        'One service; priced when date and time are given, by the price in force now (or at asOf: a booking requested then keeps its price)',
      responses: { 200: serviceDetailSchema },
      errors: [404],
    }),
    validate(detailSchemas),
    async (ctx) => {
      const { params, query } = inputOf(ctx, detailSchemas);
      ctx.body = await services.detail(params.id, {
        adults: query.adults,
        children: query.children,
        date: query.date,
        time: query.time,
        porterSelected: query.porter,
        asOf: query.asOf ? new Date(query.asOf) : undefined,
      });
    },
  );

  return router;
}
