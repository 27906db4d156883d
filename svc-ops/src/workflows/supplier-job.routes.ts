import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  adminBookingIdParamsSchema,
  supplierJobAnswerSchema,
  supplierJobParamsSchema,
  supplierJobSchema,
  supplierJobSettingsSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import type { DetailOf } from '../cases/cases.service';
import { adminBookingDetailSchema } from '@vip/contracts/schemas';
import type { SupplierJobWorkflow } from './supplier-job.workflow';

/** The token is the only credential: nothing of it may be cached or passed on. */
function privateAnswer(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
}

/** No login: the link's token is the credential, and the limit (per client address) bounds guessing. */
export function supplierJobRoutes(jobs: SupplierJobWorkflow, limit: Middleware): Router {
  const router = new Router({ prefix: '/api/supplier-jobs' });
  const viewSchemas = { params: supplierJobParamsSchema };
  router.get(
    '/:token',
    documented({
      tags: ['Supplier jobs'],
      summary:
        "A supplier's job, through the link in its messages: only what the job needs, and what the supplier has answered so far. A tampered, expired or revoked link is a 404 that says nothing more",
      responses: { 200: supplierJobSchema },
      errors: [404],
    }),
    limit,
    validate(viewSchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, viewSchemas);
      privateAnswer(ctx);
      ctx.body = await jobs.view(params.token);
    },
  );
  const answerSchemas = { params: supplierJobParamsSchema, body: supplierJobAnswerSchema };
  router.post(
    '/:token/answers',
    documented({
      tags: ['Supplier jobs'],
      summary:
        'Answer the job: accept or decline (with a reason), confirmation number, greeter or driver, vehicle, meeting point, ETA, and once the service has started its completion with a handling report (409 before). Each field optional; the same answer again changes nothing',
      responses: { 200: supplierJobSchema },
      errors: [404, 409],
    }),
    limit,
    validate(answerSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, answerSchemas);
      privateAnswer(ctx);
      ctx.body = await jobs.answer(params.token, body);
    },
  );
  return router;
}

export function supplierJobSettingsRoutes(jobs: SupplierJobWorkflow, detail: DetailOf): Router {
  const router = new Router({ prefix: '/api/admin/bookings/:id' });
  const schemas = { params: adminBookingIdParamsSchema, body: supplierJobSettingsSchema };
  router.patch(
    '/supplier-job',
    documented({
      tags: ['Suppliers'],
      summary:
        "The booking's job link: whether the traveller is sent the greeter's or driver's contact when the supplier gives it (default on), and whether the supplier sees the traveller's e-mail and phone (default off)",
      responses: { 200: adminBookingDetailSchema },
      errors: [404, 409],
    }),
    can('bookings.work'),
    validate(schemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, schemas);
      await jobs.updateSettings(params.id, body, actorOf(ctx.state));
      ctx.body = await detail(params.id);
    },
  );
  return router;
}
