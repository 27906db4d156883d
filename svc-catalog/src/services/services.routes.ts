import Router from '@koa/router';
import { z } from 'zod';
import { calculatePriceRequestSchema, serviceDetailQuerySchema, serviceListQuerySchema } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import type { ServicesService } from './services.service';

const idParams = z.object({ id: z.coerce.number().int().positive('Service id must be a positive number') });

export function servicesRoutes(services: ServicesService): Router {
  const router = new Router({ prefix: '/api/services' });

  const listSchemas = { query: serviceListQuerySchema };
  router.get('/', validate(listSchemas), (ctx) => {
    const { query } = inputOf(ctx, listSchemas);
    ctx.body = services.list(query.airport, query.type, {
      adults: query.adults,
      children: query.children,
      date: query.date,
      time: query.time,
      porterSelected: query.porter,
    });
  });

  const priceSchemas = { body: calculatePriceRequestSchema };
  router.post('/calculate-price', validate(priceSchemas), async (ctx) => {
    const { body } = inputOf(ctx, priceSchemas);
    ctx.body = services.calculatePrice(body.serviceId, {
      adults: body.adultCount,
      children: body.childCount,
      date: body.flightDate,
      time: body.flightTime,
      porterSelected: body.porterSelected,
    });
  });

  const detailSchemas = { params: idParams, query: serviceDetailQuerySchema };
  router.get('/:id', validate(detailSchemas), async (ctx) => {
    const { params, query } = inputOf(ctx, detailSchemas);
    ctx.body = services.detail(params.id, {
      adults: query.adults,
      children: query.children,
      date: query.date,
      time: query.time,
      porterSelected: query.porter,
    });
  });

  return router;
}
