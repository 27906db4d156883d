import Router from '@koa/router';
import { z } from 'zod';
import { saveQuoteRequestSchema, savedQuoteLinkSchema, savedQuoteSchema } from '@vip/contracts/schemas';
import { inputOf, validate, type RateLimits } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { QuotesService } from './quotes.service';

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Not a saved quote token') });

export function quotesRoutes(
  quotes: QuotesService,
  options: { savesPerMinute: number; opensPerMinute: number; limits: RateLimits },
): Router {
  const router = new Router({ prefix: '/api/quotes' });

  const saveSchemas = { body: saveQuoteRequestSchema };
  router.post(
    '/',
    documented({
      tags: ['Quotes'],
      summary: 'Save a quote cart behind an unguessable link (30 days)',
      responses: { 201: savedQuoteLinkSchema },
    }),
    options.limits.middleware({
      name: 'quote-saves',
      limit: options.savesPerMinute,
      windowMs: 60_000,
      message: 'Too many saved quotes. Please wait a minute.',
    }),
    validate(saveSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, saveSchemas);
      ctx.status = 201;
      ctx.body = await quotes.save(body);
    },
  );

  const openSchemas = { params: tokenParams };
  // Limited too, so tokens cannot be tried in bulk (they are 128-bit random in any case).
  router.get(
    '/:token',
    documented({
      tags: ['Quotes'],
      summary: 'A saved quote cart, by its token',
      responses: { 200: savedQuoteSchema },
      errors: [404],
    }),
    options.limits.middleware({ name: 'quote-opens', limit: options.opensPerMinute, windowMs: 60_000 }),
    validate(openSchemas),
    async (ctx) => {
      const { params } = inputOf(ctx, openSchemas);
      ctx.body = await quotes.open(params.token);
    },
  );

  return router;
}
