import type { Middleware } from 'koa';
import { PARTNER_API_KEY_HEADER } from '@vip/contracts/schemas';
import { type RateLimits } from '@vip/platform/koa';
import { describes } from '@vip/platform/openapi';
import { opsErrors } from '../errors';
import type { PartnerDirectory, PartnerKeyHolder } from './partner-directory';

/**
 * Partner calls carry their API key in X-API-Key, checked through partners' directory; each key has its own limit per
 * minute, counted in the shared rate-limit store so every replica enforces one budget.
 */
export function partnerKey(directory: PartnerDirectory, limits: RateLimits): Middleware {
  const guard: Middleware = async (ctx, next) => {
    const presented = ctx.get(PARTNER_API_KEY_HEADER);
    if (!presented)
      throw opsErrors.create('INVALID_API_KEY', `Send your partner API key in the ${PARTNER_API_KEY_HEADER} header`);
    const key = presented.length <= 200 ? await directory.partnerForKey(presented) : null;
    if (!key) throw opsErrors.create('INVALID_API_KEY', 'This API key is not valid');
    await limits.consume(
      {
        name: 'partner-key',
        limit: key.rateLimitPerMinute,
        windowMs: 60_000,
        headers: true,
        message: `Rate limit of ${key.rateLimitPerMinute} requests per minute reached`,
      },
      key.keyId,
      ctx,
    );
    ctx.state.partnerKey = key;
    await next();
  };
  return describes(guard, {
    security: { PartnerApiKey: [] },
    securitySchemes: {
      PartnerApiKey: {
        type: 'apiKey',
        in: 'header',
        name: PARTNER_API_KEY_HEADER,
        // As svc-catalog's and svc-booking's guard words it: the partner document merges the three.
        description:
          'A partner API key (vipk_live_… books for real, vipk_test_… into the sandbox), issued in the back office',
      },
    },
    errors: [401, 429],
    note: 'Each key has a per-minute limit; past it the answer is 429 with Retry-After.',
  });
}

export function partnerKeyOf(state: { partnerKey?: unknown }): PartnerKeyHolder {
  return state.partnerKey as PartnerKeyHolder;
}
