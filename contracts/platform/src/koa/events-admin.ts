import type { Middleware } from 'koa';
import { z } from 'zod';
import type { DeadLetterStore } from '../outbox/dead-letters';
import type { OutboxRelay } from '../outbox/outbox';
import { AppError } from './app-error';
import { requireServiceToken } from './service-token';

export const eventsAdminSelectionSchema = z.object({ ids: z.array(z.uuid()).min(1).max(1000).optional() }).strict();

export const EVENTS_ADMIN_PREFIX = '/internal/events/';

/** For operators (`npm run events`), behind the service token like every /internal route. */
export function eventsAdminRoutes(options: {
  token?: string;
  relay: OutboxRelay;
  deadLetters: DeadLetterStore;
  replay: (ids?: string[]) => Promise<{ replayed: number; failed: { id: string; error: string }[] }>;
}): Middleware {
  const guard = requireServiceToken(options.token);
  const selection = (body: unknown) => {
    const parsed = eventsAdminSelectionSchema.safeParse(body ?? {});
    if (!parsed.success)
      throw new AppError(400, 'VALIDATION_FAILED', 'Send { "ids": [uuid, …] } or an empty body for all');
    return parsed.data.ids;
  };
  const routes: Record<string, Middleware> = {
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
    const route = routes[`${ctx.method} ${ctx.path.slice(EVENTS_ADMIN_PREFIX.length)}`];
    if (!route) return next();
    await guard(ctx, () => route(ctx, next));
  };
}
