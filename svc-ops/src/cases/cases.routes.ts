import Router from '@koa/router';
import type { CasesService } from './cases.service';

/** Staff-only: the auth middleware guards every /api/admin path before routing. */
export function casesRoutes(cases: CasesService): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });
  router.get('/', async (ctx) => {
    ctx.body = await cases.list();
  });
  return router;
}
