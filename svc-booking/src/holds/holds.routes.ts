import Router from '@koa/router';
import type { Context } from 'koa';
import {
  HOLDS_PATH,
  HOLD_TOKEN_HEADER,
  holdChangeSchema,
  holdIdParamsSchema,
  holdRequestSchema,
  holdSchema,
  holdTokenSchema,
  idempotencyKeySchema,
} from '@vip/contracts/schemas';
import { inputOf, parseInput, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { HoldsService } from './holds.service';

const TAGS = ['Bookings'];
const placeSchemas = { body: holdRequestSchema };
const idSchemas = { params: holdIdParamsSchema };
const changeSchemas = { params: holdIdParamsSchema, body: holdChangeSchema };
const tokenHeader = {
  name: HOLD_TOKEN_HEADER,
  schema: holdTokenSchema,
  required: true,
  description: 'The token the hold was answered with: only its holder may pause, resume or release it',
};

const tokenOf = (ctx: Context) => parseInput(holdTokenSchema, ctx.headers[HOLD_TOKEN_HEADER.toLowerCase()], 'header');

/** Seats kept for a traveller during the checkout (public, like the checkout; the token is the holder's proof). */
export function holdsRoutes(holds: HoldsService, options: { holdsPerMinute: number; limits: RateLimits }): Router {
  const router = new Router({ prefix: HOLDS_PATH });
  const limit = options.limits.middleware({
    name: 'booking-holds',
    limit: options.holdsPerMinute,
    windowMs: 60_000,
    message: 'Too many requests to hold a place. Please wait a minute and try again.',
  });
  router.post(
    '/',
    documented({
      tags: TAGS,
      summary:
        'Hold a seat for each item an allotment covers, for a few minutes, while the traveller completes the checkout',
      description:
        'Each item says whether a seat is held (the checkout confirms it at once when it names this hold), the allotment for it is full (soldOut) or it is a request staff confirm. ' +
        'The answer carries the hold’s token once: send it as Hold-Token to pause, resume or release, and with the checkout’s `hold`.',
      responses: { 201: holdSchema },
      errors: [409, 422, 503],
      headers: [
        {
          name: 'Idempotency-Key',
          schema: idempotencyKeySchema,
          description:
            'A key of your own per request body: a retry with the same key and body gets the first answer (and hold) again',
        },
      ],
    }),
    limit,
    validate(placeSchemas),
    async (ctx) => {
      const header = ctx.headers['idempotency-key'];
      const idempotencyKey = header !== undefined ? parseInput(idempotencyKeySchema, header, 'header') : undefined;
      const result = await holds.place(inputOf(ctx, placeSchemas).body, {
        idempotencyKey,
        requestId: ctx.state.requestId,
      });
      if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.set('Cache-Control', 'no-store');
      ctx.status = result.status;
      ctx.body = result.body;
    },
  );
  router.patch(
    '/:id',
    documented({
      tags: TAGS,
      summary:
        'Pause or resume the countdown (a paused hold keeps its seats for at most the pause left), or hold other items instead',
      description:
        'With `items` (the quote changed): the hold’s seats are given up and the items held anew in one step, so an item that did not change keeps its seat and nobody takes one in between. ' +
        'When a changed item’s band is full and a seat held before would be given up, nothing changes: 409 HOLD_NOT_MOVED, and the hold keeps its seats.',
      responses: { 200: holdSchema },
      errors: [404, 409, 422, 503],
      headers: [tokenHeader],
    }),
    limit,
    validate(changeSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, changeSchemas);
      ctx.set('Cache-Control', 'no-store');
      ctx.body =
        body.items !== undefined
          ? await holds.move(params.id, tokenOf(ctx), body.items, ctx.state.requestId)
          : await holds.change(params.id, tokenOf(ctx), body.paused!);
    },
  );
  router.delete(
    '/:id',
    documented({
      tags: TAGS,
      summary: 'Release the hold: its seats are free for others at once (a hold already ended answers the same)',
      responses: { 204: null },
      errors: [404],
      headers: [tokenHeader],
    }),
    limit,
    validate(idSchemas),
    async (ctx) => {
      await holds.release(inputOf(ctx, idSchemas).params.id, tokenOf(ctx));
      ctx.status = 204;
    },
  );
  return router;
}
