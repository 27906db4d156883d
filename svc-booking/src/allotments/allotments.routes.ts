import Router from '@koa/router';
import {
  ALLOTMENTS_ADMIN_PREFIX,
  allotmentChangeSchema,
  allotmentCreateSchema,
  allotmentIdParamsSchema,
  allotmentListQuerySchema,
  allotmentListSchema,
  allotmentSchema,
} from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../staff/staff-token.guard';
import type { AllotmentsService } from './allotments.service';

const listSchemas = { query: allotmentListQuerySchema };
const createSchemas = { body: allotmentCreateSchema };
const idSchemas = { params: allotmentIdParamsSchema };
const changeSchemas = { params: allotmentIdParamsSchema, body: allotmentChangeSchema };
const TAGS = ['Allotments'];

/** The back office's allotments (behind the staff router's token guard). */
export function allotmentsRoutes(allotments: AllotmentsService): Router {
  const router = new Router({ prefix: ALLOTMENTS_ADMIN_PREFIX });
  router.get(
    '/',
    documented({
      tags: TAGS,
      summary: 'Allotments by airport, service and dates (airport-local), with the seats booked and left',
      responses: { 200: allotmentListSchema },
    }),
    can('allotments.view'),
    validate(listSchemas),
    async (ctx) => {
      ctx.body = await allotments.list(inputOf(ctx, listSchemas).query);
    },
  );
  router.post(
    '/',
    documented({
      tags: TAGS,
      summary:
        "Publish a supplier's seats for a service, date and time band: bookings inside it and outside the supplier's lead time are confirmed at once",
      responses: { 201: allotmentSchema },
      errors: [422, 503],
    }),
    can('allotments.edit'),
    validate(createSchemas),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await allotments.create(inputOf(ctx, createSchemas).body, actorOf(ctx.state));
    },
  );
  router.get(
    '/:id',
    documented({ tags: TAGS, summary: 'One allotment', responses: { 200: allotmentSchema }, errors: [404] }),
    can('allotments.view'),
    validate(idSchemas),
    async (ctx) => {
      ctx.body = await allotments.get(inputOf(ctx, idSchemas).params.id);
    },
  );
  router.patch(
    '/:id',
    documented({
      tags: TAGS,
      summary:
        'Change the seats, band or supplier of the version read (never below the seats booked and held in checkouts)',
      responses: { 200: allotmentSchema },
      errors: [404, 409, 422],
    }),
    can('allotments.edit'),
    validate(changeSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, changeSchemas);
      ctx.body = await allotments.change(params.id, body, actorOf(ctx.state));
    },
  );
  router.delete(
    '/:id',
    documented({
      tags: TAGS,
      summary: 'Withdraw an allotment no booking holds a seat of',
      responses: { 204: null },
      errors: [404, 409],
    }),
    can('allotments.edit'),
    validate(idSchemas),
    async (ctx) => {
      await allotments.remove(inputOf(ctx, idSchemas).params.id);
      ctx.status = 204;
    },
  );
  return router;
}
