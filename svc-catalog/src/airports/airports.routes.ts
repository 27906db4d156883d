import Router from '@koa/router';
import { z } from 'zod';
import { SERVICE_LEVELS, airportCodeSchema, airportSearchQuerySchema } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import { catalogErrors } from '../errors';
import type { AirportDirectory } from './airport-directory';

const FIVE_MINUTES = 'public, max-age=300';

export function airportsRoutes(directory: AirportDirectory): Router {
  const router = new Router({ prefix: '/api/airports' });

  router.get('/', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = directory.listJson();
    ctx.set('Cache-Control', FIVE_MINUTES);
  });

  const searchSchemas = { query: airportSearchQuerySchema };
  router.get('/search', validate(searchSchemas), (ctx) => {
    const { query } = inputOf(ctx, searchSchemas);
    ctx.body = directory.search(query.q, query.limit);
    ctx.set('Cache-Control', FIVE_MINUTES);
  });

  const levelSchemas = { params: z.object({ level: z.enum(SERVICE_LEVELS, { error: 'Service level must be standard, lounge, tarmac or suite' }) }) };
  router.get('/service-level/:level', validate(levelSchemas), (ctx) => {
    const { params } = inputOf(ctx, levelSchemas);
    ctx.type = 'application/json';
    ctx.body = directory.levelJson(params.level);
    ctx.set('Cache-Control', FIVE_MINUTES);
  });

  const codeSchemas = { params: z.object({ code: airportCodeSchema }) };
  router.get('/:code', validate(codeSchemas), (ctx) => {
    const { params } = inputOf(ctx, codeSchemas);
    const airport = directory.detail(params.code);
    if (!airport) throw catalogErrors.create('AIRPORT_NOT_FOUND', 'Airport Not Found');
    ctx.body = airport;
    ctx.set('Cache-Control', FIVE_MINUTES);
  });

  return router;
}
