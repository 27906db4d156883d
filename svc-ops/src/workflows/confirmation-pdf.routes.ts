import Router from '@koa/router';
import type { Middleware } from 'koa';
import { adminBookingIdParamsSchema } from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import { answerPdf } from '../confirmations/confirmations.routes';
import type { ConfirmationPdfWorkflow } from './confirmation-pdf.workflow';

/**
 * A POST, not the spec's GET: generating writes, so it needs the CSRF token and the send budget, and a forged link or a
 * burst renders nothing.
 */
export function confirmationPdfRoutes(pdf: ConfirmationPdfWorkflow, limitSends: Middleware): Router {
  const router = new Router({ prefix: '/api/admin/bookings/:id' });
  const idSchemas = { params: adminBookingIdParamsSchema };

  // First: past the budget, nothing is rendered, stored or audited.
  router.post(
    '/generate-pdf',
    documented({
      tags: ['Communications'],
      summary: 'Render, store and audit the PDF confirmation (a POST on purpose: the spec has a GET)',
      responses: { 200: { contentType: 'application/pdf', binary: true, description: 'The PDF' } },
      errors: [404, 422, 503],
    }),
    can('bookings.work'),
    limitSends,
    validate(idSchemas),
    async (ctx) => {
      answerPdf(ctx, await pdf.generate(inputOf(ctx, idSchemas).params.id, actorOf(ctx.state)));
    },
  );

  return router;
}
