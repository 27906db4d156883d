import Router from '@koa/router';
import { adminBookingIdParamsSchema, adminBookingListQuerySchema, adminStatusChangeSchema, adminSummaryQuerySchema } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import type { CurrentStaff } from '../auth/auth.service';
import type { CasesService } from './cases.service';

/** Staff-only: the auth middleware guards every /api/admin path (session, CSRF) before routing. */
export function casesRoutes(cases: CasesService): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });

  const listSchemas = { query: adminBookingListQuerySchema };
  router.get('/', validate(listSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.page(inputOf(ctx, listSchemas).query);
  });

  const summarySchemas = { query: adminSummaryQuerySchema };
  router.get('/summary', validate(summarySchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.summary(inputOf(ctx, summarySchemas).query.q);
  });

  const statusSchemas = { params: adminBookingIdParamsSchema, body: adminStatusChangeSchema };
  router.patch('/:id/status', validate(statusSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, statusSchemas);
    const staff = ctx.state.staff as CurrentStaff;
    ctx.body = await cases.changeStatus(params.id, body.adminStatus, { id: staff.user.id, name: staff.user.name });
  });

  const auditSchemas = { params: adminBookingIdParamsSchema };
  router.get('/:id/audit', validate(auditSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.auditTrail(inputOf(ctx, auditSchemas).params.id);
  });

  return router;
}
