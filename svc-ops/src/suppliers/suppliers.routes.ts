import Router from '@koa/router';
import {
  adminBookingDetailSchema,
  adminBookingIdParamsSchema,
  chauffeurAirportCodesAppendSchema,
  chauffeurSupplierInputSchema,
  chauffeurSupplierListQuerySchema,
  chauffeurSupplierListSchema,
  chauffeurSupplierNamesQuerySchema,
  chauffeurSupplierSchema,
  chauffeurSupplierSuggestionsSchema,
  supplierAssignmentSchema,
  supplierIdParamsSchema,
  supplierPreferenceSchema,
  supplierSearchQuerySchema,
  vipSupplierListSchema,
  vipSupplierSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import type { DetailOf } from '../cases/cases.service';
import type { SupplierAssignmentService } from './supplier-assignment.service';
import type { SuppliersService } from './suppliers.service';

export function suppliersRoutes(suppliers: SuppliersService): Router {
  const router = new Router({ prefix: '/api/suppliers' });
  const view = can('suppliers.view');
  const edit = can('suppliers.edit');

  const searchSchemas = { query: supplierSearchQuerySchema };
  router.get(
    '/',
    documented({
      tags: ['Suppliers'],
      summary: 'VIP suppliers of an airport and level',
      responses: { 200: vipSupplierListSchema },
    }),
    view,
    validate(searchSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await suppliers.search(inputOf(ctx, searchSchemas).query);
    },
  );

  const chauffeurListSchemas = { query: chauffeurSupplierListQuerySchema };
  router.get(
    '/chauffeur',
    documented({
      tags: ['Suppliers'],
      summary: 'Chauffeur suppliers of an airport (or the global ones)',
      responses: { 200: chauffeurSupplierListSchema },
    }),
    view,
    validate(chauffeurListSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await suppliers.chauffeurList(inputOf(ctx, chauffeurListSchemas).query.airport);
    },
  );

  const namesSchemas = { query: chauffeurSupplierNamesQuerySchema };
  router.get(
    '/chauffeur/names',
    documented({
      tags: ['Suppliers'],
      summary: 'Chauffeur suppliers whose name matches, for suggestions',
      responses: { 200: chauffeurSupplierSuggestionsSchema },
    }),
    view,
    validate(namesSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await suppliers.suggestions(inputOf(ctx, namesSchemas).query.q);
    },
  );

  const createSchemas = { body: chauffeurSupplierInputSchema };
  router.post(
    '/chauffeur',
    documented({
      tags: ['Suppliers'],
      summary: 'Add a chauffeur supplier (audited)',
      responses: { 201: chauffeurSupplierSchema },
      errors: [409],
    }),
    edit,
    validate(createSchemas),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await suppliers.createChauffeur(inputOf(ctx, createSchemas).body, actorOf(ctx.state));
    },
  );

  const updateSchemas = { params: supplierIdParamsSchema, body: chauffeurSupplierInputSchema };
  router.put(
    '/chauffeur/:id',
    documented({
      tags: ['Suppliers'],
      summary: 'Edit a chauffeur supplier (audited)',
      responses: { 200: chauffeurSupplierSchema },
      errors: [404, 409],
    }),
    edit,
    validate(updateSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, updateSchemas);
      ctx.body = await suppliers.updateChauffeur(params.id, body, actorOf(ctx.state));
    },
  );

  const appendSchemas = { params: supplierIdParamsSchema, body: chauffeurAirportCodesAppendSchema };
  router.post(
    '/chauffeur/:id/airport-codes',
    documented({
      tags: ['Suppliers'],
      summary: 'Extend the airports a chauffeur supplier serves (audited)',
      responses: { 200: chauffeurSupplierSchema },
      errors: [404],
    }),
    edit,
    validate(appendSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, appendSchemas);
      ctx.body = await suppliers.appendAirportCodes(params.id, body.airportCodes, actorOf(ctx.state));
    },
  );

  const preferenceSchemas = { params: supplierIdParamsSchema, body: supplierPreferenceSchema };
  router.patch(
    '/:id',
    documented({
      tags: ['Suppliers'],
      summary:
        'Mark a VIP supplier preferred or not, or change its lead time of instant confirmation (audited; a new lead time is announced to svc-booking)',
      responses: { 200: vipSupplierSchema },
      errors: [404, 422],
    }),
    edit,
    validate(preferenceSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, preferenceSchemas);
      ctx.body = await suppliers.changeVip(params.id, body, actorOf(ctx.state));
    },
  );

  const deleteSchemas = { params: supplierIdParamsSchema };
  router.delete(
    '/:id',
    documented({
      tags: ['Suppliers'],
      summary:
        'Delete a VIP supplier (audited): offered nowhere from then on, its job links answer 404; svc-booking hears it inactive and its allotments stop confirming',
      responses: { 204: null },
      errors: [404],
    }),
    edit,
    validate(deleteSchemas),
    async (ctx) => {
      await suppliers.deleteVip(inputOf(ctx, deleteSchemas).params.id, actorOf(ctx.state));
      ctx.status = 204;
    },
  );

  return router;
}

export function supplierAssignmentRoutes(assignment: SupplierAssignmentService, detail: DetailOf): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });
  const work = can('bookings.work');

  const assignSchemas = { params: adminBookingIdParamsSchema, body: supplierAssignmentSchema };
  router.put(
    '/:id/supplier',
    documented({
      tags: ['Bookings'],
      summary: 'Assign a supplier to a booking',
      responses: { 200: adminBookingDetailSchema },
      errors: [404, 409, 422],
    }),
    work,
    validate(assignSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, assignSchemas);
      await assignment.assign(params.id, body, actorOf(ctx.state));
      ctx.body = await detail(params.id);
    },
  );

  const unassignSchemas = { params: adminBookingIdParamsSchema };
  router.delete(
    '/:id/supplier',
    documented({
      tags: ['Bookings'],
      summary: "Remove a booking's supplier",
      responses: { 200: adminBookingDetailSchema },
      errors: [404, 409],
    }),
    work,
    validate(unassignSchemas),
    async (ctx) => {
      const { id } = inputOf(ctx, unassignSchemas).params;
      await assignment.unassign(id, actorOf(ctx.state));
      ctx.body = await detail(id);
    },
  );

  return router;
}
