import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  supplierAllotmentListSchema,
  supplierAllotmentSchema,
  supplierAllotmentChangeSchema,
  supplierAllotmentPublishSchema,
  supplierJobAllotmentParamsSchema,
  supplierJobParamsSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { SupplierSeatsWorkflow } from './supplier-seats.workflow';

const TAGS = ['Supplier jobs'];

/** The token is the only credential: nothing of it may be cached or passed on. */
function privateAnswer(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
}

/**
 * A supplier's seats for instant confirmation at its job's airport, through its job link (no login: the token is the
 * credential, and the job links' limit per client address bounds guessing).
 */
export function supplierSeatsRoutes(seats: SupplierSeatsWorkflow, limit: Middleware): Router {
  const router = new Router({ prefix: '/api/supplier-jobs/:token/allotments' });
  const listSchemas = { params: supplierJobParamsSchema };
  const publishSchemas = { params: supplierJobParamsSchema, body: supplierAllotmentPublishSchema };
  const changeSchemas = { params: supplierJobAllotmentParamsSchema, body: supplierAllotmentChangeSchema };
  const idSchemas = { params: supplierJobAllotmentParamsSchema };

  router.get(
    '/',
    documented({
      tags: TAGS,
      summary:
        "The supplier's own seats at its job's airport, with the seats booked and left. An invalid link is the job link's 404",
      responses: { 200: supplierAllotmentListSchema },
      errors: [404, 503],
    }),
    limit,
    validate(listSchemas),
    async (ctx) => {
      privateAnswer(ctx);
      ctx.body = await seats.list(inputOf(ctx, listSchemas).params.token);
    },
  );
  router.post(
    '/',
    documented({
      tags: TAGS,
      summary:
        "Publish seats for a service at the job's airport, a date and a time band: bookings inside it are confirmed at once",
      responses: { 201: supplierAllotmentSchema },
      errors: [404, 422, 503],
    }),
    limit,
    validate(publishSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, publishSchemas);
      privateAnswer(ctx);
      ctx.status = 201;
      ctx.body = await seats.publish(params.token, body);
    },
  );
  router.patch(
    '/:id',
    documented({
      tags: TAGS,
      summary:
        'Change the band or seats of the version read (never below the seats booked). Another supplier\u2019s or a withdrawn allotment is a 404',
      responses: { 200: supplierAllotmentSchema },
      errors: [404, 409, 503],
    }),
    limit,
    validate(changeSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, changeSchemas);
      privateAnswer(ctx);
      ctx.body = await seats.change(params.token, params.id, body);
    },
  );
  router.delete(
    '/:id',
    documented({
      tags: TAGS,
      summary: 'Withdraw seats no booking holds. Another supplier\u2019s or a withdrawn allotment is a 404',
      responses: { 204: null },
      errors: [404, 409, 503],
    }),
    limit,
    validate(idSchemas),
    async (ctx) => {
      privateAnswer(ctx);
      await seats.withdraw(inputOf(ctx, idSchemas).params.token, inputOf(ctx, idSchemas).params.id);
      ctx.status = 204;
    },
  );
  return router;
}
