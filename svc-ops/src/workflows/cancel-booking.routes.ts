import Router from '@koa/router';
import {
  adminBookingDetailSchema,
  adminBookingIdParamsSchema,
  cancellationQuoteSchema,
  caseCancelSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import type { DetailOf } from '../cases/cases.service';
import type { CancelBookingWorkflow } from './cancel-booking.workflow';

export function cancelBookingRoutes(cancelBooking: CancelBookingWorkflow, detail: DetailOf): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });

  const quoteSchemas = { params: adminBookingIdParamsSchema };
  router.get(
    '/:id/cancellation',
    documented({
      tags: ['Bookings'],
      summary: "What cancelling the booking now would cost (its policy's charge) and do (invoice, who to tell)",
      responses: { 200: cancellationQuoteSchema },
      errors: [404, 409],
    }),
    can('bookings.view'),
    validate(quoteSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await cancelBooking.quote(inputOf(ctx, quoteSchemas).params.id);
    },
  );

  const cancelSchemas = { params: adminBookingIdParamsSchema, body: caseCancelSchema };
  router.post(
    '/:id/cancel',
    documented({
      tags: ['Bookings'],
      summary:
        'Cancel the booking with the charge staff confirmed: svc-booking and the traveller are told, the open invoice is cancelled (a paid one flagged for refund)',
      responses: { 200: adminBookingDetailSchema },
      errors: [404, 409],
    }),
    can('bookings.cancel'),
    validate(cancelSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, cancelSchemas);
      await cancelBooking.run(params.id, body, actorOf(ctx.state));
      ctx.body = await detail(params.id);
    },
  );

  return router;
}
