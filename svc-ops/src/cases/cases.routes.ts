import Router from '@koa/router';
import {
  adminBookingIdParamsSchema,
  adminBookingListQuerySchema,
  adminBookingUpdateSchema,
  adminCommentCreateSchema,
  adminStatusChangeSchema,
  adminSummaryQuerySchema,
  cancellationPolicySchema,
  checklistParamsSchema,
  checklistUpdateSchema,
} from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import { actorOf, can } from '../auth/auth.middleware';
import type { CasesService } from './cases.service';
import type { StaffAuditLog } from '../audit/staff-audit.service';
import { bookingsCsv } from './cases.csv';

/** Mounted behind the staff guard (session, CSRF); each route names the permission it needs. */
export function casesRoutes(cases: CasesService, audit: StaffAuditLog): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });
  const view = can('bookings.view');
  const work = can('bookings.work');

  const listSchemas = { query: adminBookingListQuerySchema };
  router.get('/', view, validate(listSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.page(inputOf(ctx, listSchemas).query);
  });

  const summarySchemas = { query: adminSummaryQuerySchema };
  router.get('/summary', view, validate(summarySchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.summary(inputOf(ctx, summarySchemas).query.q);
  });

  const exportSchemas = { query: adminBookingListQuerySchema.pick({ status: true, q: true }) };
  // Every booking's personal data: admins only, and each export is in the staff audit log.
  router.get('/export.csv', can('bookings.export'), validate(exportSchemas), async (ctx) => {
    const { query } = inputOf(ctx, exportSchemas);
    await cases.recordExport(audit, actorOf(ctx.state), query);
    const stamp = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="bookings-${stamp}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    // Streamed page by page: 100,000 bookings never sit in memory at once.
    ctx.body = bookingsCsv(cases.allCases(query));
  });

  const statusSchemas = { params: adminBookingIdParamsSchema, body: adminStatusChangeSchema };
  router.patch('/:id/status', work, validate(statusSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, statusSchemas);
    ctx.body = await cases.changeStatus(params.id, body.adminStatus, actorOf(ctx.state));
  });

  const detailSchemas = { params: adminBookingIdParamsSchema };
  router.get('/:id', view, validate(detailSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.detail(inputOf(ctx, detailSchemas).params.id);
  });

  const updateSchemas = { params: adminBookingIdParamsSchema, body: adminBookingUpdateSchema };
  router.patch('/:id', work, validate(updateSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, updateSchemas);
    ctx.body = await cases.update(params.id, body, actorOf(ctx.state));
  });

  const policySchemas = { params: adminBookingIdParamsSchema, body: cancellationPolicySchema };
  router.patch('/:id/cancellation-policy', work, validate(policySchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, policySchemas);
    ctx.body = await cases.setCancellationPolicy(params.id, body.cancellationPolicyHours, actorOf(ctx.state));
  });

  const checklistSchemas = { params: checklistParamsSchema, body: checklistUpdateSchema };
  router.put('/:id/checklist/:itemType', work, validate(checklistSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, checklistSchemas);
    ctx.body = await cases.setChecklistItem(params.id, params.itemType, body, actorOf(ctx.state));
  });

  const commentSchemas = { params: adminBookingIdParamsSchema, body: adminCommentCreateSchema };
  router.post('/:id/comments', work, validate(commentSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, commentSchemas);
    ctx.status = 201;
    ctx.body = await cases.addComment(params.id, body.comment, actorOf(ctx.state));
  });

  const auditSchemas = { params: adminBookingIdParamsSchema };
  router.get('/:id/audit', view, validate(auditSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.auditTrail(inputOf(ctx, auditSchemas).params.id);
  });

  return router;
}
