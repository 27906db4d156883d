import Router from '@koa/router';
import { adminBookingIdParamsSchema, invoiceCancelSchema } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import type { StaffPermission } from '@vip/contracts';
import { actorOf, can } from '../auth/auth.middleware';
import type { InvoicesService } from './invoices.service';

/**
 * Behind the staff guard (session, CSRF on these POSTs). Making, publishing and refreshing an invoice is
 * part of running a booking; marking one paid by hand and cancelling one move money and are for admins.
 * Every invoice call answers the invoice, the booking's payment state and the case version.
 */
export function invoicesRoutes(invoices: InvoicesService): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.get('/invoices/provider', can('bookings.view'), (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = invoices.providerInfo();
  });

  const idSchemas = { params: adminBookingIdParamsSchema };
  type Actor = ReturnType<typeof actorOf>;
  const actions: Record<string, [StaffPermission, (id: string, actor: Actor) => Promise<unknown>]> = {
    'create-invoice': ['invoices.create', (id, actor) => invoices.create(id, actor)],
    'publish-invoice': ['invoices.create', (id, actor) => invoices.publish(id, actor)],
    'refresh-invoice': ['invoices.create', (id, actor) => invoices.refresh(id, actor)],
    'mark-paid': ['invoices.mark-paid', (id, actor) => invoices.markPaid(id, actor)],
  };
  for (const [path, [permission, run]] of Object.entries(actions)) {
    router.post(`/bookings/:id/${path}`, can(permission), validate(idSchemas), async (ctx) => {
      ctx.body = await run(inputOf(ctx, idSchemas).params.id, actorOf(ctx.state));
    });
  }

  const cancelSchemas = { params: adminBookingIdParamsSchema, body: invoiceCancelSchema };
  router.post('/bookings/:id/cancel-invoice', can('invoices.cancel'), validate(cancelSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, cancelSchemas);
    ctx.body = await invoices.cancel(params.id, body.reason, actorOf(ctx.state));
  });

  return router;
}
