import type { Middleware } from 'koa';
import { PARTNER_API_KEY_HEADER } from '@vip/contracts';
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
 * busy partner does not cost a query per call) and limited per key per minute on this instance.
 */
export function partnerAuth(keys: PartnerKeysRepository, now: () => number = Date.now): Middleware {
  const cache = new Map<string, CachedKey | null>();
  const windows = new Map<string, { count: number; resetAt: number }>();
  const touched = new Map<string, number>();

  return async (ctx, next) => {
    const presented = ctx.get(PARTNER_API_KEY_HEADER);
    if (!presented) throw catalogErrors.create('INVALID_API_KEY', `Send your partner API key in the ${PARTNER_API_KEY_HEADER} header`);
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

    let window = windows.get(key.id);
    if (!window || window.resetAt <= t) {
      window = { count: 0, resetAt: t + 60_000 };
      windows.set(key.id, window);
    }
    window.count++;
    ctx.set('RateLimit-Limit', String(key.limit));
    ctx.set('RateLimit-Remaining', String(Math.max(0, key.limit - window.count)));
    if (window.count > key.limit) {
      const retryAfter = String(Math.ceil((window.resetAt - t) / 1000));
      throw catalogErrors.create('RATE_LIMITED', `Rate limit of ${key.limit} requests per minute reached`, undefined, { 'Retry-After': retryAfter });
    }
    if ((touched.get(key.id) ?? 0) < t - 60_000) {
      touched.set(key.id, t);
      await keys.touch(key.id, new Date(t));
    }
    ctx.state.partner = { id: key.id, name: key.name };
    await next();
  };
}
