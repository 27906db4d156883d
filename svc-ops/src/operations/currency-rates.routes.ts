import Router from '@koa/router';
import { currencyRateParamsSchema, currencyRateUpdateSchema, type CurrencyRate, type SupplierCurrency } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import type { CurrentStaff } from '../auth/auth.service';
import { opsErrors } from '../errors';
import type { CurrencyRatesRepository } from './currency-rates.repository';

type RateRow = Awaited<ReturnType<CurrencyRatesRepository['list']>>[number];

const toCurrencyRate = (r: RateRow): CurrencyRate => ({
  currency: r.currency as SupplierCurrency,
  rateToUsd: Number(r.rateToUsd.toFixed(8)),
  updatedBy: r.updatedBy,
  updatedAt: r.updatedAt.toISOString(),
});

/** The USD rate table of supplier currencies; any staff member keeps it current. */
export function currencyRatesRoutes(rates: CurrencyRatesRepository): Router {
  const router = new Router({ prefix: '/api/admin/currency-rates' });

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await rates.list()).map(toCurrencyRate);
  });

  const updateSchemas = { params: currencyRateParamsSchema, body: currencyRateUpdateSchema };
  router.put('/:currency', validate(updateSchemas), async (ctx) => {
    const { params, body } = inputOf(ctx, updateSchemas);
    if (params.currency === 'USD' && body.rateToUsd !== 1) {
      throw opsErrors.create('VALIDATION_FAILED', 'The US dollar rate is always 1', { fieldErrors: { rateToUsd: ['The US dollar rate is always 1'] }, formErrors: [] });
    }
    const staff = ctx.state.staff as CurrentStaff;
    ctx.body = toCurrencyRate(await rates.save(params.currency, body.rateToUsd, staff.user.name));
  });

  return router;
}
