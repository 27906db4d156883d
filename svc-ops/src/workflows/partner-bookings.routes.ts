import Router from '@koa/router';
import {
  internalBookingIdParamsSchema,
  internalPartnerCancelAnswerSchema,
  internalPartnerCancelSchema,
  internalSandboxMoveSchema,
} from '@vip/contracts/schemas';
import { guardedInternalRouter, inputOf, validate, type ServiceIdentity } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { PartnerBookingsWorkflow } from './partner-bookings.workflow';

/**
 * svc-booking asking operations to act on a partner's booking (the partner API's cancel and sandbox moves). Outside
 * /api, so no gateway routes it; svc-booking's signed calls only, and the body's partner must be the booking's (else
 * 404).
 */
export function partnerBookingsInternalRoutes(
  workflow: PartnerBookingsWorkflow,
  options: { identity: ServiceIdentity },
): Router {
  const router = new Router({ prefix: '/internal/partner-bookings' });

  const cancelSchemas = { params: internalBookingIdParamsSchema, body: internalPartnerCancelSchema };
  router.post(
    '/:bookingId/cancel',
    documented({
      tags: ['Internal'],
      summary:
        "A partner cancelling its booking with the charge it was quoted: the staff cancellation, audited as the partner (another partner's booking is a 404; a changed charge or a booking already cancelled, 409)",
      responses: { 200: internalPartnerCancelAnswerSchema },
      errors: [404, 409],
      internal: true,
    }),
    validate(cancelSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, cancelSchemas);
      const done = await workflow.cancel(params.bookingId, body);
      ctx.body = {
        cancelledAt: done.cancelledAt.toISOString(),
        chargePercent: done.chargePercent,
        chargeCents: done.chargeCents,
      };
    },
  );

  const moveSchemas = { params: internalBookingIdParamsSchema, body: internalSandboxMoveSchema };
  router.post(
    '/:bookingId/sandbox-status',
    documented({
      tags: ['Internal'],
      summary:
        "A partner moving its sandbox booking as operations would (confirmed, completed, paid), to see the web hooks: a live booking or another partner's is a 404, a cancelled one a 409",
      responses: { 204: null },
      errors: [404, 409],
      internal: true,
    }),
    validate(moveSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, moveSchemas);
      await workflow.moveSandbox(params.bookingId, body.partnerId, body.status);
      ctx.status = 204;
    },
  );

  return guardedInternalRouter(options.identity, router);
}
