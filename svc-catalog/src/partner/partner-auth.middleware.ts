import type { Middleware } from 'koa';
import { PARTNER_API_KEY_HEADER } from '@vip/contracts/schemas';
import { type RateLimits } from '@vip/platform/koa';
import { describes } from '@vip/platform/openapi';
import { catalogErrors } from '../errors';
import { hashKey, type PartnerKeysRepository } from './partner-keys.repository';

interface CachedKey {
  id: string;
  name: string;
  limit: number;
  cachedAt: number;
}

/**
 * Partner calls carry an API key in X-API-Key. Keys are looked up by hash (cached for a minute so a
 * busy partner does not cost a query per call) and limited per key per minute, counted in the shared
 * rate-limit store so every replica enforces one budget.
 */
export function partnerAuth(keys: PartnerKeysRepository, limits: RateLimits, now: () => number = Date.now): Middleware {
  const cache = new Map<string, CachedKey | null>();
  const touched = new Map<string, number>();

  const guard: Middleware = async (ctx, next) => {
    const presented = ctx.get(PARTNER_API_KEY_HEADER);
    if (!presented)
      throw catalogErrors.create(
        'INVALID_API_KEY',
        `Send your partner API key in the ${PARTNER_API_KEY_HEADER} header`,
      );
    const keyHash = hashKey(presented);
    const t = now();
    let key = cache.get(keyHash);
    if (key === undefined || (key && t - key.cachedAt > 60_000)) {
      const row = await keys.findActiveByHash(keyHash);
      key = row ? { id: row.id, name: row.name, limit: row.rateLimitPerMinute, cachedAt: t } : null;
      // Unknown keys are not cached, so a key created a moment ago works at once.
      if (key) cache.set(keyHash, key);
      else cache.delete(keyHash);
    }
    if (!key) throw catalogErrors.create('INVALID_API_KEY', 'This API key is not valid');

    await limits.consume(
      {
        name: 'partner-key',
        limit: key.limit,
        windowMs: 60_000,
        headers: true,
        message: `Rate limit of ${key.limit} requests per minute reached`,
      },
      key.id,
      ctx,
    );
    if ((touched.get(key.id) ?? 0) < t - 60_000) {
      touched.set(key.id, t);
      await keys.touch(key.id, new Date(t));
    }
    ctx.state.partner = { id: key.id, name: key.name };
    await next();
  };
  return describes(guard, {
    security: { PartnerApiKey: [] },
    securitySchemes: {
      PartnerApiKey: {
        type: 'apiKey',
        in: 'header',
        name: PARTNER_API_KEY_HEADER,
        description: 'A partner API key (vipk_…); ask the support address for one',
      },
    },
    errors: [401, 429],
    note: 'Each key has a per-minute limit; past it the answer is 429 with Retry-After.',
  });
}
