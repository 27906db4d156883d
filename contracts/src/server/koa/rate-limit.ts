import type { Context, Middleware } from 'koa';
import { AppError } from './app-error';

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
  key?: (ctx: Context) => string;
  message?: string;
  now?: () => number;
}

/**
 * A fixed-window limiter kept in memory: a per-instance guard against floods on public endpoints.
 * Limits that must hold across instances (staff login) are kept in the database instead.
 */
export function rateLimit(options: RateLimitOptions): Middleware {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const now = options.now ?? Date.now;
  let lastSweep = now();
  return async (ctx, next) => {
    const t = now();
    if (t - lastSweep > options.windowMs) {
      for (const [k, v] of hits) if (v.resetAt <= t) hits.delete(k);
      lastSweep = t;
    }
    const key = options.key ? options.key(ctx) : ctx.ip;
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= t) {
      entry = { count: 0, resetAt: t + options.windowMs };
      hits.set(key, entry);
    }
    entry.count++;
    if (entry.count > options.limit) {
      const retryAfter = Math.ceil((entry.resetAt - t) / 1000);
      throw new AppError(429, 'RATE_LIMITED', options.message ?? 'Too many requests. Please wait a moment and try again.', undefined, {
        'Retry-After': String(retryAfter),
      });
    }
    await next();
  };
}
