import type { Middleware } from 'koa';
import { rateLimit } from '@vip/contracts/server';
import type { CurrentStaff } from '../auth/auth.service';

/**
 * One budget per staff member for everything that reaches a customer or a supplier (e-mails, texts, PDF
 * sends, retries), shared by every route that sends. Kept per instance: it bounds a runaway client or a
 * stolen session, it is not a quota.
 */
export function sendLimit(perMinute: number): Middleware {
  return rateLimit({
    limit: perMinute,
    windowMs: 60_000,
    key: (ctx) => String((ctx.state as { staff?: CurrentStaff }).staff?.user.id ?? ctx.ip),
    message: 'Too many messages sent in the last minute. Please wait a moment and try again.',
  });
}
