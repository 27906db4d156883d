import Router from '@koa/router';
import {
  SUPPLIER_JOB_AUDIT_ACTOR,
  allotmentListSchema,
  allotmentSchema,
  internalSupplierAllotmentCreateSchema,
  supplierAllotmentChangeSchema,
  supplierAllotmentIdParamsSchema,
  supplierAllotmentListQuerySchema,
  supplierAllotmentParamsSchema,
  supplierAllotmentScopeSchema,
} from '@vip/contracts/schemas';
import { guardedInternalRouter, inputOf, validate, type ServiceIdentity } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { AllotmentsService } from './allotments.service';

const TAGS = ['Internal'];
/** The supplier's writes are recorded as its job link's, as svc-ops records its answers. */
const SUPPLIER = { id: '', name: SUPPLIER_JOB_AUDIT_ACTOR };

/**
 * svc-ops' way to a supplier's own allotments, for its job link: every call names the supplier and the job's airport,
 * and an allotment of another supplier or airport is a 404. Outside /api, so no gateway routes it.
 */
export function supplierAllotmentsRoutes(allotments: AllotmentsService, options: { identity: ServiceIdentity }) {
  const router = new Router({ prefix: '/internal/suppliers' });
  const listSchemas = { params: supplierAllotmentParamsSchema, query: supplierAllotmentListQuerySchema };
  const createSchemas = { params: supplierAllotmentParamsSchema, body: internalSupplierAllotmentCreateSchema };
  const changeSchemas = {
    params: supplierAllotmentIdParamsSchema,
    query: supplierAllotmentScopeSchema,
    body: supplierAllotmentChangeSchema,
  };
  const removeSchemas = { params: supplierAllotmentIdParamsSchema, query: supplierAllotmentScopeSchema };

  router.get(
    '/:supplierId/allotments',
    documented({
      tags: TAGS,
      summary: "A supplier's own allotments at an airport (its job's), with the seats booked and left",
      responses: { 200: allotmentListSchema },
      internal: true,
    }),
    validate(listSchemas),
    async (ctx) => {
      const { params, query } = inputOf(ctx, listSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await allotments.listForSupplier(params.supplierId, query);
    },
  );
  router.post(
    '/:supplierId/allotments',
    documented({
      tags: TAGS,
      summary: "A supplier publishing its seats through its job link (staff's rules, the supplier from the path)",
      responses: { 201: allotmentSchema },
      errors: [422, 503],
      internal: true,
    }),
    validate(createSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, createSchemas);
      ctx.status = 201;
      ctx.body = await allotments.createForSupplier(params.supplierId, body, SUPPLIER);
    },
  );
  router.patch(
    '/:supplierId/allotments/:id',
    documented({
      tags: TAGS,
      summary:
        "A supplier changing the band or seats of its own allotment's version read (never below the seats booked)",
      responses: { 200: allotmentSchema },
      errors: [404, 409],
      internal: true,
    }),
    validate(changeSchemas),
    async (ctx) => {
      const { params, query, body } = inputOf(ctx, changeSchemas);
      const scope = { supplierId: params.supplierId, airportCode: query.airportCode };
      ctx.body = await allotments.changeForSupplier(scope, params.id, body, SUPPLIER);
    },
  );
  router.delete(
    '/:supplierId/allotments/:id',
    documented({
      tags: TAGS,
      summary: 'A supplier withdrawing its own allotment no booking holds a seat of',
      responses: { 204: null },
      errors: [404, 409],
      internal: true,
    }),
    validate(removeSchemas),
    async (ctx) => {
      const { params, query } = inputOf(ctx, removeSchemas);
      await allotments.removeForSupplier({ supplierId: params.supplierId, airportCode: query.airportCode }, params.id);
      ctx.status = 204;
    },
  );
  return guardedInternalRouter(options.identity, router);
}
