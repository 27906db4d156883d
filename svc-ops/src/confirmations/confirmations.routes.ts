import Router from '@koa/router';
import type { Context } from 'koa';
import { adminBookingIdParamsSchema } from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { can } from '../auth/auth.middleware';
import type { ConfirmationsService, StoredPdf } from './confirmations.service';

export function answerPdf(ctx: Context, pdf: StoredPdf): void {
  ctx.set('Content-Type', 'application/pdf');
  ctx.set('Content-Disposition', `inline; filename="${pdf.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = Buffer.from(pdf.content);
}

export function confirmationsRoutes(confirmations: ConfirmationsService): Router {
  const router = new Router({ prefix: '/api/admin/bookings/:id' });
  const idSchemas = { params: adminBookingIdParamsSchema };

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
