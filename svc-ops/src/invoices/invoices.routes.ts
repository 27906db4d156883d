import Router from '@koa/router';
import { adminBookingIdParamsSchema, invoiceCancelSchema } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import type { CurrentStaff } from '../auth/auth.service';
import type { InvoicesService } from './invoices.service';

/**
 * Staff-only (the auth middleware checks the session, and the CSRF token on these POSTs, before routing).
 * Every invoice call answers the invoice, the booking's payment state and the case version.
 */
export function invoicesRoutes(invoices: InvoicesService): Router {
  const router = new Router({ prefix: '/api/admin' });
  const actorOf = (state: { staff?: CurrentStaff }) => ({ id: state.staff!.user.id, name: state.staff!.user.name });

  router.get('/invoices/provider', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = invoices.providerInfo();
  });

  const idSchemas = { params: adminBookingIdParamsSchema };
  const actions = {
    'create-invoice': (id: string, actor: ReturnType<typeof actorOf>) => invoices.create(id, actor),
    'publish-invoice': (id: string, actor: ReturnType<typeof actorOf>) => invoices.publish(id, actor),
    'refresh-invoice': (id: string, actor: ReturnType<typeof actorOf>) => invoices.refresh(id, actor),
    'mark-paid': (id: string, actor: ReturnType<typeof actorOf>) => invoices.markPaid(id, actor),
  };
  for (const [path, run] of Object.entries(actions)) {
    router.post(`/bookings/:id/${path}`, validate(idSchemas), async (ctx) => {
      ctx.body = await run(inputOf(ctx, idSchemas).params.id, actorOf(ctx.state));
    });
  }

  const cancelSchemas = { params: adminBookingIdParamsSchema, body: invoiceCancelSchema };
  router.post('/bookings/:id/cancel-invoice', validate(cancelSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, cancelSchemas);
    ctx.body = await invoices.cancel(params.id, body.reason, actorOf(ctx.state));
  });

  return router;
}
