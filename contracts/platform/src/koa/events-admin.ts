import type { Middleware } from 'koa';
import { z } from 'zod';
import type { DeadLetterStore } from '../outbox/dead-letters';
import type { OutboxRelay } from '../outbox/outbox';
import { AppError } from './app-error';
import { requireInternalCaller, type ServiceIdentity } from './service-identity';

export const eventsAdminSelectionSchema = z.object({ ids: z.array(z.uuid()).min(1).max(1000).optional() }).strict();

export const EVENTS_ADMIN_PREFIX = '/internal/events/';

/** Each `METHOD path` under EVENTS_ADMIN_PREFIX (the security sweep tries every one). */
export const EVENTS_ADMIN_OPERATIONS = [
  'GET dead-letters',
  'POST dead-letters/replay',
  'GET outbox/parked',
  'POST outbox/unpark',
] as const;

/** For this service's own operator (`npm run events` with its OPERATOR_TOKEN), and nobody else. */
export function eventsAdminRoutes(options: {
  identity: ServiceIdentity;
  relay: OutboxRelay;
  deadLetters: DeadLetterStore;
  replay: (ids?: string[]) => Promise<{ replayed: number; failed: { id: string; error: string }[] }>;
}): Middleware {
  const guard = requireInternalCaller(options.identity, EVENTS_ADMIN_PREFIX.slice(0, -1));
  const selection = (body: unknown) => {
    const parsed = eventsAdminSelectionSchema.safeParse(body ?? {});
    if (!parsed.success)
      throw new AppError(400, 'VALIDATION_FAILED', 'Send { "ids": [uuid, …] } or an empty body for all');
    return parsed.data.ids;
  };
  const routes: Record<(typeof EVENTS_ADMIN_OPERATIONS)[number], Middleware> = {
    'GET dead-letters': async (ctx) => {
      ctx.body = { items: await options.deadLetters.list({ includeReplayed: ctx.query.all === 'true' }) };
    },
    'POST dead-letters/replay': async (ctx) => {
      ctx.body = await options.replay(selection((ctx.request as { body?: unknown }).body));
    },
    'GET outbox/parked': async (ctx) => {
      ctx.body = { items: await options.relay.parked() };
    },
    'POST outbox/unpark': async (ctx) => {
      ctx.body = { unparked: await options.relay.unpark(selection((ctx.request as { body?: unknown }).body)) };
    },
  };
  return async (ctx, next) => {
    if (!ctx.path.startsWith(EVENTS_ADMIN_PREFIX)) return next();
    const route = (routes as Record<string, Middleware | undefined>)[
      `${ctx.method} ${ctx.path.slice(EVENTS_ADMIN_PREFIX.length)}`
    ];
    if (!route) return next();
    await guard(ctx, () => route(ctx, next));
  };
}
