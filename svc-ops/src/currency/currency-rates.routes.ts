import Router from '@koa/router';
import {
  currencyRateListSchema,
  currencyRateParamsSchema,
  currencyRateSchema,
  currencyRateUpdateSchema,
  type CurrencyRate,
} from '@vip/contracts/schemas';
import { type RateCurrency } from '@vip/contracts/vocabulary';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { actorOf, can } from '../auth/auth.middleware';
import { opsErrors } from '../errors';
import type { CurrencyRatesRepository } from './currency-rates.repository';
import type { CurrencyRatesService } from './currency-rates.service';
import type { StaffAuditLog } from '../audit/staff-audit.service';

type RateRow = Awaited<ReturnType<CurrencyRatesRepository['list']>>[number];

const toCurrencyRate = (r: RateRow): CurrencyRate => ({
  currency: r.currency as RateCurrency,
  rateToUsd: Number(r.rateToUsd.toFixed(8)),
  updatedBy: r.updatedBy,
  updatedAt: r.updatedAt.toISOString(),
});

export function currencyRatesRoutes(rates: CurrencyRatesService, audit: StaffAuditLog): Router {
  const router = new Router({ prefix: '/api/admin/currency-rates' });

  router.get(
    '/',
    documented({
      tags: ['Operations'],
      summary: 'The USD rates staff keep: the supplier currencies and the display currencies',
      responses: { 200: currencyRateListSchema },
    }),
    can('bookings.view'),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await rates.list()).map(toCurrencyRate);
    },
  );

  const updateSchemas = { params: currencyRateParamsSchema, body: currencyRateUpdateSchema };
  router.put(
    '/:currency',
    documented({
      tags: ['Operations'],
      summary: "Set a currency's USD rate (audited; announced to whoever shows prices as currency-rates.changed)",
      responses: { 200: currencyRateSchema },
    }),
    can('currency-rates.edit'),
    validate(updateSchemas),
    async (ctx) => {
      const { params, body } = inputOf(ctx, updateSchemas);
      if (params.currency === 'USD' && body.rateToUsd !== 1) {
        throw opsErrors.create('VALIDATION_FAILED', 'The US dollar rate is always 1', {
          fieldErrors: { rateToUsd: ['The US dollar rate is always 1'] },
          formErrors: [],
        });
      }
      const actor = actorOf(ctx.state);
      ctx.body = toCurrencyRate(
        await rates.change(params.currency, body.rateToUsd, actor.name, (tx, before) =>
          audit.record(
            tx,
            actor,
            'currency-rate.updated',
            { type: 'currency-rate', id: params.currency, label: params.currency },
            {
              rateToUsd: { from: before ? Number(before.rateToUsd.toFixed(8)) : null, to: body.rateToUsd },
            },
          ),
        ),
      );
    },
  );

  return router;
}
