import Router from '@koa/router';
import {
  adminBookingDetailSchema,
  adminBookingIdParamsSchema,
  adminBookingListQuerySchema,
  adminBookingPageSchema,
  adminPricePreviewRequestSchema,
  adminPricePreviewSchema,
  serviceOptionListSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { StaffAuditLog } from '../audit/staff-audit.service';
import { actorOf, can } from '../auth/auth.middleware';
import type { CasesService } from '../cases/cases.service';
import { bookingsCsv } from './bookings.csv';
import type { CaseViewService } from './case-view.service';

/** Mounted after the case's own routes: its `/:id` would otherwise take `/summary`. */
export function caseViewRoutes(view: CaseViewService, cases: CasesService, audit: StaffAuditLog): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });
  const canView = can('bookings.view');
  const work = can('bookings.work');

  const listSchemas = { query: adminBookingListQuerySchema };
  router.get(
    '/',
    documented({
      tags: ['Bookings'],
      summary:
        'A page of the status board: bookings of one status (or all), newest first, with a cursor to the next page',
      responses: { 200: adminBookingPageSchema },
    }),
    canView,
    validate(listSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await view.page(inputOf(ctx, listSchemas).query, actorOf(ctx.state).id);
    },
  );

  const exportSchemas = {
    query: adminBookingListQuerySchema.pick({ status: true, q: true, owner: true, overdue: true }),
  };
  // Every booking's personal data: admins only, and each export is in the staff audit log.
  router.get(
    '/export.csv',
    documented({
      tags: ['Bookings'],
      summary:
        'Every booking (of a status, matching a search) as CSV, streamed; formula-safe cells; recorded in the staff audit log',
      responses: { 200: { contentType: 'text/csv', description: 'CSV file (attachment)' } },
    }),
    can('bookings.export'),
    validate(exportSchemas),
    async (ctx) => {
      const { query } = inputOf(ctx, exportSchemas);
      const actor = actorOf(ctx.state);
      await cases.recordExport(audit, actor, query);
      const stamp = new Date().toISOString().slice(0, 10);
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="bookings-${stamp}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = bookingsCsv(
        view.exportRows({ status: query.status, q: query.q, ...cases.boardFilter(query, actor.id) }),
      );
    },
  );

  const detailSchemas = { params: adminBookingIdParamsSchema };
  router.get(
    '/:id',
    documented({
      tags: ['Bookings'],
      summary: 'A booking with everything staff see in its modal',
      responses: { 200: adminBookingDetailSchema },
      errors: [404],
    }),
    canView,
    validate(detailSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await view.detail(inputOf(ctx, detailSchemas).params.id);
    },
  );

  const previewSchemas = { params: adminBookingIdParamsSchema, body: adminPricePreviewRequestSchema };
  router.post(
    '/:id/price-preview',
    documented({
      tags: ['Bookings'],
      summary:
        'The old and new price of a pending edit of the service, travellers, porter or flight time (svc-catalog prices it; nothing is saved), and the invoice it would no longer match; 409 once the booking is cancelled',
      responses: { 200: adminPricePreviewSchema },
      errors: [404, 409, 422, 503],
    }),
    work,
    validate(previewSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, previewSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await view.pricePreview(params.id, body);
    },
  );

  const optionSchemas = { params: adminBookingIdParamsSchema };
  router.get(
    '/:id/service-options',
    documented({
      tags: ['Bookings'],
      summary: "The services at the booking's airport of its type, priced for its party: what staff may move it to",
      responses: { 200: serviceOptionListSchema },
      errors: [404, 422, 503],
    }),
    work,
    validate(optionSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await view.serviceOptions(inputOf(ctx, optionSchemas).params.id);
    },
  );

  return router;
}
