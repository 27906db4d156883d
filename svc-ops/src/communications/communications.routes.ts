import Router from '@koa/router';
import { adminBookingIdParamsSchema, communicationListSchema } from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { can } from '../auth/auth.middleware';
import type { CommunicationsService } from './communications.service';

export function communicationsRoutes(communications: CommunicationsService): Router {
  const router = new Router({ prefix: '/api/admin/bookings/:id/communications' });

  const listSchemas = { params: adminBookingIdParamsSchema };
  router.get(
    '/',
    documented({
      tags: ['Communications'],
      summary: 'Every e-mail and text sent for a booking, with its status',
      responses: { 200: communicationListSchema },
      errors: [404],
    }),
    can('bookings.view'),
    validate(listSchemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await communications.list(inputOf(ctx, listSchemas).params.id);
    },
  );

  return router;
}
