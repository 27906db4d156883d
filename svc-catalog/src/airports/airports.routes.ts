import Router from '@koa/router';
import { z } from 'zod';
import {
  airportCodeSchema,
  airportDetailSchema,
  airportListSchema,
  airportSearchQuerySchema,
  airportSearchResultsSchema,
} from '@vip/contracts/schemas';
import { SERVICE_LEVELS } from '@vip/contracts/vocabulary';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { catalogErrors } from '../errors';
import type { AirportDirectory } from './airport-directory';

const FIVE_MINUTES = 'public, max-age=300';

export function airportsRoutes(directory: AirportDirectory): Router {
  const router = new Router({ prefix: '/api/airports' });

  router.get(
    '/',
    documented({ tags: ['Airports'], summary: 'Every airport served', responses: { 200: airportListSchema } }),
    (ctx) => {
      ctx.type = 'application/json';
      ctx.body = directory.listJson();
      ctx.set('Cache-Control', FIVE_MINUTES);
    },
  );

  const searchSchemas = { query: airportSearchQuerySchema };
  router.get(
    '/search',
    documented({
      tags: ['Airports'],
      summary: 'Airports matching a text (code, name, city or country), best first',
      responses: { 200: airportSearchResultsSchema },
    }),
    validate(searchSchemas),
    (ctx) => {
      const { query } = inputOf(ctx, searchSchemas);
      ctx.body = directory.search(query.q, query.limit);
      ctx.set('Cache-Control', FIVE_MINUTES);
    },
  );

  const levelSchemas = {
    params: z.object({
      level: z.enum(SERVICE_LEVELS, { error: 'Service level must be standard, lounge, tarmac or suite' }),
    }),
  };
  router.get(
    '/service-level/:level',
    documented({
      tags: ['Airports'],
      summary: 'Airports offering a service level',
      responses: { 200: airportListSchema },
    }),
    validate(levelSchemas),
    (ctx) => {
      const { params } = inputOf(ctx, levelSchemas);
      ctx.type = 'application/json';
      ctx.body = directory.levelJson(params.level);
      ctx.set('Cache-Control', FIVE_MINUTES);
    },
  );

  const codeSchemas = { params: z.object({ code: airportCodeSchema }) };
  router.get(
    '/:code',
    documented({
      tags: ['Airports'],
      summary: 'One airport with its service levels, their lowest prices and the number of services',
      responses: { 200: airportDetailSchema },
      errors: [404],
    }),
    validate(codeSchemas),
    (ctx) => {
      const { params } = inputOf(ctx, codeSchemas);
      const airport = directory.detail(params.code);
      if (!airport) throw catalogErrors.create('AIRPORT_NOT_FOUND', 'Airport Not Found');
      ctx.body = airport;
      ctx.set('Cache-Control', FIVE_MINUTES);
    },
  );

  return router;
}
