import Router from '@koa/router';
import { trackingWebhookTestSchema } from '@vip/contracts/schemas';
import { documented } from '@vip/platform/openapi';
import { can } from '../auth/auth.middleware';
import { testTrackingWebhook } from './tracking.test-screen';
import type { TrackingWebhook } from './tracking.webhook';

/** A POST: it sends data out, so it needs the CSRF token. */
export function trackingRoutes(webhook: { hook: TrackingWebhook; host: string } | null, now: () => Date): Router {
  const router = new Router({ prefix: '/api/admin/test' });
  router.post(
    '/tracking-webhook',
    documented({
      tags: ['Test screens'],
      summary: 'Post a sample reservation to the tracking web hook; ok false when it is not configured or refuses',
      responses: { 200: trackingWebhookTestSchema },
    }),
    can('integrations.test'),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await testTrackingWebhook(webhook, now());
    },
  );
  return router;
}
