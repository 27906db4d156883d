import Router from '@koa/router';
import { adminBookingDetailSchema, adminBookingIdParamsSchema, adminBookingUpdateSchema } from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import type { DetailOf } from '../cases/cases.service';
import type { StaffSaveWorkflow } from './staff-save.workflow';

export function staffSaveRoutes(staffSave: StaffSaveWorkflow, detail: DetailOf): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });
  const updateSchemas = { params: adminBookingIdParamsSchema, body: adminBookingUpdateSchema };
  router.patch(
    '/:id',
    documented({
      tags: ['Bookings'],
      summary:
        'Save staff edits of a booking (core fields through svc-booking, operations fields here), all or nothing, with the version check',
      responses: { 200: adminBookingDetailSchema },
      errors: [404, 409, 422, 503],
    }),
    can('bookings.work'),
    validate(updateSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, updateSchemas);
      await staffSave.run(params.id, body, actorOf(ctx.state));
      ctx.body = await detail(params.id);
    },
  );

  return router;
}
