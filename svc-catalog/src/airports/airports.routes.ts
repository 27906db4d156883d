import Router from '@koa/router';
import type { AirportsService } from './airports.service';

export function airportsRoutes(airports: AirportsService): Router {
  const router = new Router({ prefix: '/api/airports' });
  router.get('/', async (ctx) => {
    ctx.body = await airports.list();
    ctx.set('Cache-Control', 'public, max-age=300');
  });
  return router;
}
