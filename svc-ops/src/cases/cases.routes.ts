import Router from '@koa/router';
import {
  adminBookingDetailSchema,
  adminBookingIdParamsSchema,
  adminBookingSchema,
  adminBookingSummarySchema,
  adminCommentCreateSchema,
  adminCommentSchema,
  adminStatusChangeSchema,
  adminSummaryQuerySchema,
  assignableStaffSchema,
  caseOwnerChangeSchema,
  auditTrailSchema,
  cancellationPolicySchema,
  checklistItemSchema,
  checklistParamsSchema,
  checklistUpdateSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import type { CaseAnswers, CasesService } from './cases.service';

export function casesRoutes(cases: CasesService, answers: CaseAnswers): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });
  const view = can('bookings.view');
  const work = can('bookings.work');

  const summarySchemas = { query: adminSummaryQuerySchema };
  router.get(
    '/summary',
    documented({
      tags: ['Bookings'],
      summary: 'How many bookings each status column holds (for a search too)',
      responses: { 200: adminBookingSummarySchema },
    }),
    view,
    validate(summarySchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await cases.summary(inputOf(ctx, summarySchemas).query, actorOf(ctx.state).id);
    },
  );

  // Before '/:id' routes of case-view, like '/summary'.
  router.get(
    '/owners',
    documented({
      tags: ['Bookings'],
      summary: 'The colleagues a booking may be assigned to (active staff who work bookings), by name',
      responses: { 200: assignableStaffSchema },
    }),
    work,
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await cases.assignable();
    },
  );

  const ownerSchemas = { params: adminBookingIdParamsSchema, body: caseOwnerChangeSchema };
  router.put(
    '/:id/owner',
    documented({
      tags: ['Bookings'],
      summary:
        'Assign a booking to a colleague (or oneself), or null to leave it unassigned; recorded in its audit trail',
      responses: { 200: adminBookingSchema },
      errors: [404, 422],
    }),
    work,
    validate(ownerSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, ownerSchemas);
      ctx.body = await answers.boardItem(await cases.assignOwner(params.id, body.staffId, actorOf(ctx.state)));
    },
  );

  const checklistSchemas = { params: checklistParamsSchema, body: checklistUpdateSchema };
  router.put(
    '/:id/checklist/:itemType',
    documented({
      tags: ['Bookings'],
      summary:
        "Tick or untick an item of the operational checklist (a booking's, or a chauffeur transfer's own), with notes",
      responses: { 200: checklistItemSchema },
      errors: [404, 422],
    }),
    work,
    validate(checklistSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, checklistSchemas);
      ctx.body = await cases.setChecklistItem(params.id, params.itemType, body, actorOf(ctx.state));
    },
  );

  const commentSchemas = { params: adminBookingIdParamsSchema, body: adminCommentCreateSchema };
  router.post(
    '/:id/comments',
    documented({
      tags: ['Bookings'],
      summary: 'Add a staff comment to a booking',
      responses: { 201: adminCommentSchema },
      errors: [404],
    }),
    work,
    validate(commentSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, commentSchemas);
      ctx.status = 201;
      ctx.body = await cases.addComment(params.id, body.comment, actorOf(ctx.state));
    },
  );

  const auditSchemas = { params: adminBookingIdParamsSchema };
  router.get(
    '/:id/audit',
    documented({
      tags: ['Bookings'],
      summary: "A booking's audit trail of staff changes",
      responses: { 200: auditTrailSchema },
      errors: [404],
    }),
    view,
    validate(auditSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await cases.auditTrail(inputOf(ctx, auditSchemas).params.id);
    },
  );

  const statusSchemas = { params: adminBookingIdParamsSchema, body: adminStatusChangeSchema };
  router.patch(
    '/:id/status',
    documented({
      tags: ['Bookings'],
      summary: 'Move a booking to another status column (withGroup: the other bookings of its checkout too)',
      responses: { 200: adminBookingSchema },
      errors: [404, 409],
    }),
    work,
    validate(statusSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, statusSchemas);
      ctx.body = await answers.boardItem(
        await cases.changeStatus(params.id, body.adminStatus, actorOf(ctx.state), body.withGroup ?? false),
      );
    },
  );

  const policySchemas = { params: adminBookingIdParamsSchema, body: cancellationPolicySchema };
  router.patch(
    '/:id/cancellation-policy',
    documented({
      tags: ['Bookings'],
      summary: "Set a booking's cancellation policy (hours); a cancelled booking's is fixed (409)",
      responses: { 200: adminBookingDetailSchema },
      errors: [404, 409],
    }),
    work,
    validate(policySchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, policySchemas);
      await cases.setCancellationPolicy(params.id, body.cancellationPolicyHours, actorOf(ctx.state));
      ctx.body = await answers.detail(params.id);
    },
  );

  return router;
}
