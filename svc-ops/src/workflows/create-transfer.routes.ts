import Router from '@koa/router';
import { transferCreateSchema, transferCreatedSchema } from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import type { CreateTransferWorkflow } from './create-transfer.workflow';

export function createTransferRoutes(createTransfer: CreateTransferWorkflow): Router {
  const router = new Router({ prefix: '/api/admin/transfers' });
  const createSchemas = { body: transferCreateSchema };
  router.post(
    '/',
    documented({
      tags: ['Operations'],
      summary: 'Create a chauffeur transfer, linked to a VIP booking or standalone',
      responses: { 201: transferCreatedSchema },
      errors: [409, 422, 503],
    }),
    can('bookings.work'),
    validate(createSchemas),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await createTransfer.run(inputOf(ctx, createSchemas).body, actorOf(ctx.state));
    },
  );
  return router;
}
