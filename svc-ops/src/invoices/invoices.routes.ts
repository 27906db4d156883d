import Router from '@koa/router';
import {
  adminBookingIdParamsSchema,
  invoiceActionResultSchema,
  invoiceCancelSchema,
  invoiceProviderInfoSchema,
  paymentProviderTestSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { StaffPermission } from '@vip/contracts/permissions';
import { actorOf, can } from '../auth/auth.middleware';
import type { InvoicesService } from './invoices.service';

const ACTION_SUMMARIES: Record<string, string> = {
  'create-invoice': 'Make an invoice for the booking (Square or manual)',
  'publish-invoice': 'Publish a Square invoice: the answer has its payment link',
  'refresh-invoice': "Read a Square invoice's current state",
  'mark-paid': 'Mark a manual invoice paid (publishes invoice.paid)',
};

/** Marking paid by hand and cancelling move money, so they are for admins. */
export function invoicesRoutes(invoices: InvoicesService): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.post(
    '/test/payment-provider',
    documented({
      tags: ['Test screens'],
      summary:
        'Check that the payment provider answers with these settings (makes no invoice); ok false when it does not',
      responses: { 200: paymentProviderTestSchema },
    }),
    can('integrations.test'),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await invoices.testProvider();
    },
  );

  router.get(
    '/invoices/provider',
    documented({
      tags: ['Invoices'],
      summary: 'Which provider makes new invoices (Square or manual)',
      responses: { 200: invoiceProviderInfoSchema },
    }),
    can('bookings.view'),
    (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = invoices.providerInfo();
    },
  );

  const idSchemas = { params: adminBookingIdParamsSchema };
  type Actor = ReturnType<typeof actorOf>;
  const actions: Record<string, [StaffPermission, (id: string, actor: Actor) => Promise<unknown>]> = {
    'create-invoice': ['invoices.create', (id, actor) => invoices.create(id, actor)],
    'publish-invoice': ['invoices.create', (id, actor) => invoices.publish(id, actor)],
    'refresh-invoice': ['invoices.create', (id, actor) => invoices.refresh(id, actor)],
    'mark-paid': ['invoices.mark-paid', (id, actor) => invoices.markPaid(id, actor)],
  };
  for (const [path, [permission, run]] of Object.entries(actions)) {
    router.post(
      `/bookings/:id/${path}`,
      documented({
        tags: ['Invoices'],
        summary: ACTION_SUMMARIES[path] ?? path,
        responses: { 200: invoiceActionResultSchema },
        errors: [404, 409, 422, 502],
      }),
      can(permission),
      validate(idSchemas),
      async (ctx) => {
        ctx.body = await run(inputOf(ctx, idSchemas).params.id, actorOf(ctx.state));
      },
    );
  }

  const cancelSchemas = { params: adminBookingIdParamsSchema, body: invoiceCancelSchema };
  router.post(
    '/bookings/:id/cancel-invoice',
    documented({
      tags: ['Invoices'],
      summary: "Cancel a booking's invoice",
      responses: { 200: invoiceActionResultSchema },
      errors: [404, 409, 502],
    }),
    can('invoices.cancel'),
    validate(cancelSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, cancelSchemas);
      ctx.body = await invoices.cancel(params.id, body.reason, actorOf(ctx.state));
    },
  );

  return router;
}
