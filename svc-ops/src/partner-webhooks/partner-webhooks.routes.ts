import Router from '@koa/router';
import {
  adminWebhookDeliveryParamsSchema,
  partnerIdParamsSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
} from '@vip/contracts/schemas';
import { inputOf, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import type { StaffAuditLog } from '../audit/staff-audit.service';
import type { OpsPrisma } from '../prisma';
import type { PartnerDirectory } from './partner-directory';
import { partnerKey, partnerKeyOf } from './partner-key.middleware';
import * as examples from './partner-webhooks.examples';
import type { PartnerWebhooksService } from './partner-webhooks.service';

/** The back office's delivery log of a partner (admins): list, one delivery with its tries, replay. */
export function adminWebhookDeliveryRoutes(
  webhooks: PartnerWebhooksService,
  audit: { log: StaffAuditLog; prisma: OpsPrisma },
  onReplayed: () => void,
): Router {
  const router = new Router({ prefix: '/api/admin/partners' });
  const manage = can('partners.manage');

  const listSchemas = { params: partnerIdParamsSchema, query: webhookDeliveryQuerySchema };
  router.get(
    '/:id/webhook-deliveries',
    documented({
      tags: ['Partners'],
      summary: "A partner's web-hook deliveries, newest first: status, tries, next try (cursor pages)",
      responses: { 200: webhookDeliveryListSchema },
      errors: [404],
    }),
    manage,
    validate(listSchemas),
    async (ctx) => {
      const { params, query } = inputOf(ctx, listSchemas);
      await webhooks.requirePartner(params.id);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await webhooks.list({ partnerId: params.id }, query);
    },
  );

  const oneSchemas = { params: adminWebhookDeliveryParamsSchema };
  router.get(
    '/:id/webhook-deliveries/:deliveryId',
    documented({
      tags: ['Partners'],
      summary: 'One web-hook delivery with every try (answer status, error, duration) and the body posted',
      responses: { 200: webhookDeliverySchema },
      errors: [404],
    }),
    manage,
    validate(oneSchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, oneSchemas);
      await webhooks.requirePartner(params.id);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await webhooks.get({ partnerId: params.id }, params.deliveryId);
    },
  );

  router.post(
    '/:id/webhook-deliveries/:deliveryId/replay',
    documented({
      tags: ['Partners'],
      summary: 'Send a delivery again, with the same webhook-id, from the start of the retry schedule',
      responses: { 200: webhookDeliverySchema },
      errors: [404, 409],
    }),
    manage,
    validate(oneSchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, oneSchemas);
      await webhooks.requirePartner(params.id);
      const replayed = await webhooks.replay({ partnerId: params.id }, params.deliveryId);
      await audit.log.record(
        audit.prisma,
        actorOf(ctx.state),
        'partner.webhook-replayed',
        { type: 'partner', id: params.id, label: `Web hook ${replayed.id}` },
        { deliveryId: { from: null, to: replayed.id }, type: { from: null, to: replayed.type } },
      );
      onReplayed();
      ctx.body = replayed;
    },
  );

  return router;
}

/** A partner's own delivery log through the partner API (X-API-Key): its deliveries of the key's mode only. */
export function partnerWebhookDeliveryRoutes(
  webhooks: PartnerWebhooksService,
  directory: PartnerDirectory,
  limits: RateLimits,
  onReplayed: () => void,
): Router {
  const router = new Router({ prefix: '/api/partner/v1/webhook-deliveries' });
  router.use(partnerKey(directory, limits));
  const ownerOf = (state: { partnerKey?: unknown }) => {
    const key = partnerKeyOf(state);
    return { partnerId: key.partnerId, mode: key.mode };
  };

  const listSchemas = { query: webhookDeliveryQuerySchema };
  router.get(
    '/',
    documented({
      tags: ['Partner'],
      summary:
        'Your web-hook deliveries, newest first, with their status, tries and next try (a sandbox key sees sandbox bookings, a live key live ones)',
      responses: { 200: webhookDeliveryListSchema },
      examples: { responses: { 200: examples.deliveryListExample, 400: examples.errorExamples.badCursor } },
    }),
    validate(listSchemas),
    async (ctx) => {
      const { query } = inputOf(ctx, listSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await webhooks.list(ownerOf(ctx.state), query);
    },
  );

  const replaySchemas = { params: webhookDeliveryParamsSchema };
  router.post(
    '/:deliveryId/replay',
    documented({
      tags: ['Partner'],
      summary: 'Have a delivery sent again, with the same webhook-id (drop a copy you already processed by that id)',
      responses: { 200: webhookDeliverySchema },
      errors: [404, 409],
      examples: {
        responses: {
          200: examples.replayedExample,
          404: examples.errorExamples.notFound,
          409: examples.errorExamples.inFlight,
        },
      },
    }),
    validate(replaySchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, replaySchemas);
      const replayed = await webhooks.replay(ownerOf(ctx.state), params.deliveryId);
      onReplayed();
      ctx.body = replayed;
    },
  );

  return router;
}
