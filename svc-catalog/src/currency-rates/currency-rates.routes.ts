import Router from '@koa/router';
import { publicCurrencyRatesSchema } from '@vip/contracts/schemas';
import { documented } from '@vip/platform/openapi';
import type { CurrencyRatesService } from './currency-rates.service';

/** Staff change rates rarely; a minute's staleness of an estimate is harmless. */
const ONE_MINUTE = 'public, max-age=60';

export function currencyRatesRoutes(rates: CurrencyRatesService): Router {
  const router = new Router({ prefix: '/api/currency-rates' });
  router.get(
    '/',
    documented({
      tags: ['Currency rates'],
      summary:
        'The USD rates of the currencies prices may be shown in (USD always 1): estimates, the charge is in US dollars',
      responses: { 200: publicCurrencyRatesSchema },
    }),
    async (ctx) => {
      ctx.body = await rates.publicRates();
      ctx.set('Cache-Control', ONE_MINUTE);
    },
  );
  return router;
}
