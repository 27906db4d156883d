import Router from '@koa/router';
import { transferCreateSchema } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import type { CurrentStaff } from '../auth/auth.service';
import type { TransfersService } from './transfers.service';

/** Staff-only (the auth middleware guards /api/admin before routing). */
export function transfersRoutes(transfers: TransfersService): Router {
  const router = new Router({ prefix: '/api/admin/transfers' });
  const createSchemas = { body: transferCreateSchema };
  router.post('/', validate(createSchemas), async (ctx) => {
    const staff = ctx.state.staff as CurrentStaff;
    ctx.status = 201;
    ctx.body = await transfers.create(inputOf(ctx, createSchemas).body, { id: staff.user.id, name: staff.user.name });
  });
  return router;
}
