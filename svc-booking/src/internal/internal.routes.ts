import Router from '@koa/router';
import { z } from 'zod';
import { bookingCoreUpdateSchema } from '@vip/contracts';
import { inputOf, requireServiceToken, validate } from '@vip/contracts/server';
import type { BookingsService } from '../bookings/bookings.service';

/** svc-ops' way to correct the fields svc-booking owns. Outside /api, so no gateway routes it. */
export function internalRoutes(bookings: BookingsService, options: { token: string | undefined }): Router {
  const router = new Router({ prefix: '/internal/bookings' });
  router.use(requireServiceToken(options.token));

  const updateSchemas = { params: z.object({ id: z.uuid('Unknown booking') }), body: bookingCoreUpdateSchema };
  router.patch('/:id', validate(updateSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, updateSchemas);
    ctx.body = await bookings.updateCore(params.id, body);
  });

  return router;
}
