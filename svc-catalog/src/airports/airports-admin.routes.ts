import Router from '@koa/router';
import {
  adminAirportCreateSchema,
  adminAirportListQuerySchema,
  adminAirportPageSchema,
  adminAirportSchema,
  adminAirportUpdateSchema,
  catalogAirportParamsSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../staff/staff-token.guard';
import type { AirportsAdminService } from './airports-admin.service';

const listSchemas = { query: adminAirportListQuerySchema };
const createSchemas = { body: adminAirportCreateSchema };
const codeSchemas = { params: catalogAirportParamsSchema };
const updateSchemas = { params: catalogAirportParamsSchema, body: adminAirportUpdateSchema };

export function airportsAdminRoutes(airports: AirportsAdminService): Router {
  const router = new Router({ prefix: '/api/admin/catalog/airports' });
  router.get(
    '/',
    documented({
      tags: ['Catalog admin'],
      summary: 'Airports, active and retired, with their services counted; by code, name, city or country',
      responses: { 200: adminAirportPageSchema },
    }),
    can('catalog.view'),
    validate(listSchemas),
    async (ctx) => {
      ctx.body = await airports.list(inputOf(ctx, listSchemas).query);
    },
  );
  router.post(
    '/',
    documented({
      tags: ['Catalog admin'],
      summary: 'Open a new airport (retired until `active` is true)',
      responses: { 201: adminAirportSchema },
      errors: [409],
    }),
    can('catalog.edit'),
    validate(createSchemas),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await airports.create(inputOf(ctx, createSchemas).body, actorOf(ctx.state));
    },
  );
  router.get(
    '/:code',
    documented({
      tags: ['Catalog admin'],
      summary: 'One airport, retired or not',
      responses: { 200: adminAirportSchema },
      errors: [404],
    }),
    can('catalog.view'),
    validate(codeSchemas),
    async (ctx) => {
      ctx.body = await airports.get(inputOf(ctx, codeSchemas).params.code);
    },
  );
  router.patch(
    '/:code',
    documented({
      tags: ['Catalog admin'],
      summary:
        'Change an airport: names, city, region, time zone; `active: false` retires it (its pages answer 410, its bookings stay)',
      responses: { 200: adminAirportSchema },
      errors: [404, 409],
    }),
    can('catalog.edit'),
    validate(updateSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, updateSchemas);
      ctx.body = await airports.update(params.code, body, actorOf(ctx.state));
    },
  );
  return router;
}
