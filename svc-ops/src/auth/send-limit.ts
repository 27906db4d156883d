import type { Middleware } from 'koa';
import type { RateLimits } from '@vip/platform/koa';
import { staffOf } from '../auth/auth.middleware';

/** Shared by every sending route and replica: it bounds a runaway client or a stolen session, it is not a quota. */
export function sendLimit(limits: RateLimits, perMinute: number): Middleware {
  return limits.middleware({
    name: 'staff-sends',
    limit: perMinute,
    windowMs: 60_000,
    key: (ctx) => staffOf(ctx.state).user.id,
    message: 'Too many messages or PDF confirmations in the last minute. Please wait a moment and try again.',
  });
}
