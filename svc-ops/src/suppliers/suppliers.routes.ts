import Router from '@koa/router';
import {
  adminBookingIdParamsSchema,
  chauffeurAirportCodesAppendSchema,
  chauffeurSupplierInputSchema,
  chauffeurSupplierListQuerySchema,
  chauffeurSupplierNamesQuerySchema,
  supplierAssignmentSchema,
  supplierIdParamsSchema,
  supplierPreferenceSchema,
  supplierSearchQuerySchema,
} from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import type { CurrentStaff } from '../auth/auth.service';
import type { SupplierAssignmentService } from './supplier-assignment.service';
import type { SuppliersService } from './suppliers.service';

/** Staff-only: the auth middleware guards every /api/suppliers path (session, CSRF) before routing. */
export function suppliersRoutes(suppliers: SuppliersService): Router {
  const router = new Router({ prefix: '/api/suppliers' });

  const searchSchemas = { query: supplierSearchQuerySchema };
  router.get('/', validate(searchSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await suppliers.search(inputOf(ctx, searchSchemas).query);
  });

  const chauffeurListSchemas = { query: chauffeurSupplierListQuerySchema };
  router.get('/chauffeur', validate(chauffeurListSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await suppliers.chauffeurList(inputOf(ctx, chauffeurListSchemas).query.airport);
  });

  const namesSchemas = { query: chauffeurSupplierNamesQuerySchema };
  router.get('/chauffeur/names', validate(namesSchemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await suppliers.suggestions(inputOf(ctx, namesSchemas).query.q);
  });

  const createSchemas = { body: chauffeurSupplierInputSchema };
  router.post('/chauffeur', validate(createSchemas), async (ctx) => {
    ctx.status = 201;
    ctx.body = await suppliers.createChauffeur(inputOf(ctx, createSchemas).body);
  });

  const updateSchemas = { params: supplierIdParamsSchema, body: chauffeurSupplierInputSchema };
  router.put('/chauffeur/:id', validate(updateSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, updateSchemas);
    ctx.body = await suppliers.updateChauffeur(params.id, body);
  });

  const appendSchemas = { params: supplierIdParamsSchema, body: chauffeurAirportCodesAppendSchema };
  router.post('/chauffeur/:id/airport-codes', validate(appendSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, appendSchemas);
    ctx.body = await suppliers.appendAirportCodes(params.id, body.airportCodes);
  });

  const preferenceSchemas = { params: supplierIdParamsSchema, body: supplierPreferenceSchema };
  router.patch('/:id', validate(preferenceSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, preferenceSchemas);
    ctx.body = await suppliers.setPreferred(params.id, body.isPreferred);
  });

  return router;
}

/** Assigning and unassigning a case's supplier; answers with the booking detail the modal shows. */
export function supplierAssignmentRoutes(assignment: SupplierAssignmentService): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });
  const actorOf = (state: { staff?: CurrentStaff }) => ({ id: state.staff!.user.id, name: state.staff!.user.name });

  const assignSchemas = { params: adminBookingIdParamsSchema, body: supplierAssignmentSchema };
  router.put('/:id/supplier', validate(assignSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, assignSchemas);
    ctx.body = await assignment.assign(params.id, body, actorOf(ctx.state));
  });

  const unassignSchemas = { params: adminBookingIdParamsSchema };
  router.delete('/:id/supplier', validate(unassignSchemas), async (ctx) => {
    ctx.body = await assignment.unassign(inputOf(ctx, unassignSchemas).params.id, actorOf(ctx.state));
  });

  return router;
}
