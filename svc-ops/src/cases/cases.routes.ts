import Router from '@koa/router';
import {
  adminBookingDetailSchema,
  adminBookingIdParamsSchema,
  adminBookingListQuerySchema,
  adminBookingPageSchema,
  adminBookingSchema,
  adminBookingSummarySchema,
  adminBookingUpdateSchema,
  adminCommentCreateSchema,
  adminCommentSchema,
  adminStatusChangeSchema,
  adminSummaryQuerySchema,
  auditTrailSchema,
  cancellationPolicySchema,
  checklistItemSchema,
  checklistParamsSchema,
  checklistUpdateSchema,
} from '@vip/contracts';
import { documented, inputOf, validate } from '@vip/contracts/server';
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
  router.get('/', documented({ tags: ['Bookings'], summary: 'A page of the status board: bookings of one status (or all), newest first, with a cursor to the next page', responses: { 200: adminBookingPageSchema } }), view, validate(listSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.page(inputOf(ctx, listSchemas).query);
  });

  const summarySchemas = { query: adminSummaryQuerySchema };
  router.get('/summary', documented({ tags: ['Bookings'], summary: 'How many bookings each status column holds (for a search too)', responses: { 200: adminBookingSummarySchema } }), view, validate(summarySchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.summary(inputOf(ctx, summarySchemas).query.q);
  });

  const exportSchemas = { query: adminBookingListQuerySchema.pick({ status: true, q: true }) };
  // Every booking's personal data: admins only, and each export is in the staff audit log.
  router.get('/export.csv', documented({ tags: ['Bookings'], summary: 'Every booking (of a status, matching a search) as CSV, streamed; formula-safe cells; recorded in the staff audit log', responses: { 200: { contentType: 'text/csv', description: 'CSV file (attachment)' } } }), can('bookings.export'), validate(exportSchemas), async (ctx) => {
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
  router.patch('/:id/status', documented({ tags: ['Bookings'], summary: "Move a booking to another status column", responses: { 200: adminBookingSchema }, errors: [404, 409] }), work, validate(statusSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, statusSchemas);
    ctx.body = await cases.changeStatus(params.id, body.adminStatus, actorOf(ctx.state));
  });

  const detailSchemas = { params: adminBookingIdParamsSchema };
  router.get('/:id', documented({ tags: ['Bookings'], summary: 'A booking with everything staff see in its modal', responses: { 200: adminBookingDetailSchema }, errors: [404] }), view, validate(detailSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.detail(inputOf(ctx, detailSchemas).params.id);
  });

  const updateSchemas = { params: adminBookingIdParamsSchema, body: adminBookingUpdateSchema };
  router.patch('/:id', documented({ tags: ['Bookings'], summary: "Save staff edits of a booking (core fields through svc-booking, operations fields here), all or nothing, with the version check", responses: { 200: adminBookingDetailSchema }, errors: [404, 409, 422, 503] }), work, validate(updateSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, updateSchemas);
    ctx.body = await cases.update(params.id, body, actorOf(ctx.state));
  });

  const policySchemas = { params: adminBookingIdParamsSchema, body: cancellationPolicySchema };
  router.patch('/:id/cancellation-policy', documented({ tags: ['Bookings'], summary: "Set a booking's cancellation policy (hours)", responses: { 200: adminBookingDetailSchema }, errors: [404] }), work, validate(policySchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, policySchemas);
    ctx.body = await cases.setCancellationPolicy(params.id, body.cancellationPolicyHours, actorOf(ctx.state));
  });

  const checklistSchemas = { params: checklistParamsSchema, body: checklistUpdateSchema };
  router.put('/:id/checklist/:itemType', documented({ tags: ['Bookings'], summary: 'Tick or untick an item of the operational checklist, with notes', responses: { 200: checklistItemSchema }, errors: [404, 422] }), work, validate(checklistSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, checklistSchemas);
    ctx.body = await cases.setChecklistItem(params.id, params.itemType, body, actorOf(ctx.state));
  });

  const commentSchemas = { params: adminBookingIdParamsSchema, body: adminCommentCreateSchema };
  router.post('/:id/comments', documented({ tags: ['Bookings'], summary: 'Add a staff comment to a booking', responses: { 201: adminCommentSchema }, errors: [404] }), work, validate(commentSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, commentSchemas);
    ctx.status = 201;
    ctx.body = await cases.addComment(params.id, body.comment, actorOf(ctx.state));
  });

  const auditSchemas = { params: adminBookingIdParamsSchema };
  router.get('/:id/audit', documented({ tags: ['Bookings'], summary: "A booking's audit trail of staff changes", responses: { 200: auditTrailSchema }, errors: [404] }), view, validate(auditSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cases.auditTrail(inputOf(ctx, auditSchemas).params.id);
  });

  return router;
}
