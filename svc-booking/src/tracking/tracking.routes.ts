import Router from '@koa/router';
import { trackSearchRequestSchema, trackSearchResponseSchema } from '@vip/contracts/schemas';
import { inputOf, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { TrackingService } from './tracking.service';

export function trackingRoutes(
  tracking: TrackingService,
  options: { searchesPerMinute: number; limits: RateLimits },
): Router {
  const router = new Router({ prefix: '/api/tracking' });

  const searchSchemas = { body: trackSearchRequestSchema };
  router.post(
    '/search',
    documented({
      tags: ['Tracking'],
      summary: 'Record a search of the booking page (forwarded to the tracking sheet by svc-ops)',
      responses: { 202: trackSearchResponseSchema },
    }),
    options.limits.middleware({
      name: 'search-tracking',
      limit: options.searchesPerMinute,
      windowMs: 60_000,
      message: 'Too many requests. Please wait a minute and try again.',
    }),
    validate(searchSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, searchSchemas);
      ctx.status = 202;
      ctx.body = await tracking.recordSearch(body);
    },
  );

  return router;
}
