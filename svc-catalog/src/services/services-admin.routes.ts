import Router from '@koa/router';
import {
  CATALOG_MESSAGES,
  SERVICE_IMAGE_MAX_BYTES,
  SERVICE_IMAGE_TYPES,
  adminServiceCreateSchema,
  adminServiceListQuerySchema,
  adminServicePageSchema,
  adminServiceSchema,
  adminServiceUpdateSchema,
  adminVendorListSchema,
  catalogServiceParamsSchema,
  serviceImageQuerySchema,
} from '@vip/contracts/schemas';
import { inputOf, readRawBody, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { catalogErrors } from '../errors';
import { actorOf, can } from '../staff/staff-token.guard';
import type { ServicesAdminService } from './services-admin.service';

const listSchemas = { query: adminServiceListQuerySchema };
const createSchemas = { body: adminServiceCreateSchema };
const idSchemas = { params: catalogServiceParamsSchema };
const updateSchemas = { params: catalogServiceParamsSchema, body: adminServiceUpdateSchema };
const imageSchemas = { params: catalogServiceParamsSchema, query: serviceImageQuerySchema };

export function servicesAdminRoutes(services: ServicesAdminService): Router {
  const router = new Router({ prefix: '/api/admin/catalog' });
  router.get(
    '/vendors',
    documented({
      tags: ['Catalog admin'],
      summary: 'Vendors a service can name',
      responses: { 200: adminVendorListSchema },
    }),
    can('catalog.view'),
    async (ctx) => {
      ctx.body = await services.vendors();
    },
  );
  router.get(
    '/services',
    documented({
      tags: ['Catalog admin'],
      summary: 'Services, active or not, with the price in force and the next one scheduled',
      responses: { 200: adminServicePageSchema },
    }),
    can('catalog.view'),
    validate(listSchemas),
    async (ctx) => {
      ctx.body = await services.list(inputOf(ctx, listSchemas).query);
    },
  );
  router.post(
    '/services',
    documented({
      tags: ['Catalog admin'],
      summary: 'Add a service with its first price (inactive until `active` is true)',
      responses: { 201: adminServiceSchema },
      errors: [422],
    }),
    can('catalog.edit'),
    validate(createSchemas),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await services.create(inputOf(ctx, createSchemas).body, actorOf(ctx.state));
    },
  );
  router.get(
    '/services/:id',
    documented({
      tags: ['Catalog admin'],
      summary: 'One service, active or not',
      responses: { 200: adminServiceSchema },
      errors: [404],
    }),
    can('catalog.view'),
    validate(idSchemas),
    async (ctx) => {
      ctx.body = await services.get(inputOf(ctx, idSchemas).params.id);
    },
  );
  router.patch(
    '/services/:id',
    documented({
      tags: ['Catalog admin'],
      summary:
        'Change a service: its words, level, type, amenities, travellers, child rules, hours, vendor, badges, active',
      responses: { 200: adminServiceSchema },
      errors: [404, 409, 422],
    }),
    can('catalog.edit'),
    validate(updateSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, updateSchemas);
      ctx.body = await services.update(params.id, body, actorOf(ctx.state));
    },
  );
  router.put(
    '/services/:id/image',
    documented({
      tags: ['Catalog admin'],
      summary: "Replace a service's image",
      rawBody: {
        contentTypes: [...SERVICE_IMAGE_TYPES, 'application/octet-stream'],
        binary: true,
        maxBytes: SERVICE_IMAGE_MAX_BYTES,
        description:
          'The image file itself: PNG, JPEG or WebP, recognised from its bytes (else 415), at most 2 MB (else 413)',
      },
      responses: { 200: adminServiceSchema },
      errors: [404, 409, 413, 415],
    }),
    can('catalog.edit'),
    validate(imageSchemas),
    async (ctx) => {
      const { params, query } = inputOf(ctx, imageSchemas);
      const bytes = await readRawBody(ctx, {
        limit: SERVICE_IMAGE_MAX_BYTES,
        tooLarge: () => catalogErrors.create('PAYLOAD_TOO_LARGE', CATALOG_MESSAGES.imageTooLarge),
        incomplete: () => catalogErrors.create('BAD_REQUEST', 'The image did not arrive whole'),
      });
      ctx.body = await services.setImage(params.id, query.version, bytes, actorOf(ctx.state));
    },
  );
  return router;
}
