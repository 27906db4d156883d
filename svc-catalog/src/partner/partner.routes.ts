import Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  QUOTE_VALID_DAYS,
  airportListSchema,
  partnerQuoteRequestSchema,
  partnerQuoteSchema,
  serviceListQuerySchema,
  serviceListSchema,
  type PartnerQuote,
} from '@vip/contracts/schemas';
import { inputOf, partnerCallerOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { AirportDirectory } from '../airports/airport-directory';
import type { ServicesService } from '../services/services.service';
import {
  airportsExample,
  catalogErrorExamples,
  quoteExample,
  quoteRequestExample,
  servicesExample,
} from './partner.examples';

/** The read-only catalog for partners, behind API keys: airports, services with prices, quotes. */
export function partnerRoutes(deps: {
  directory: AirportDirectory;
  services: ServicesService;
  /** The partner key check (partnerKeyGuard over this service's copy of the keys, and legacy keys). */
  partnerKeys: Middleware;
  now: () => Date;
}): Router {
  const router = new Router({ prefix: '/api/partner/v1' });
  router.use(deps.partnerKeys);

  router.get(
    '/airports',
    documented({
      tags: ['Partner'],
      summary: 'Every airport served',
      responses: { 200: airportListSchema },
      examples: { responses: { 200: airportsExample } },
    }),
    (ctx) => {
      ctx.type = 'application/json';
      ctx.body = deps.directory.listJson();
    },
  );

  const listSchemas = { query: serviceListQuerySchema };
  router.get(
    '/services',
    documented({
      tags: ['Partner'],
      summary:
        'Services of a type at an airport, priced; `instantConfirmation` where a booking made now would be confirmed at once (never for a sandbox key)',
      responses: { 200: serviceListSchema },
      errors: [404, 410],
      examples: { responses: { 200: servicesExample, 404: catalogErrorExamples.airportNotFound } },
    }),
    validate(listSchemas),
    async (ctx) => {
      const { query } = inputOf(ctx, listSchemas);
      const caller = partnerCallerOf(ctx.state);
      ctx.body = await deps.services.list(
        query.airport,
        query.type,
        {
          adults: query.adults,
          children: query.children,
          date: query.date,
          time: query.time,
          porterSelected: query.porter,
        },
        // A sandbox booking never takes a supplier's seat, so it is never confirmed at once.
        { sandbox: caller.mode === 'sandbox' },
      );
    },
  );

  const quoteSchemas = { body: partnerQuoteRequestSchema };
  router.post(
    '/quotes',
    documented({
      tags: ['Partner'],
      summary:
        'A quote: the price of a service for a party at a local date and time, valid 30 days; `instantConfirmation` where a booking made now would be confirmed at once (never for a sandbox key)',
      responses: { 201: partnerQuoteSchema },
      errors: [404, 410],
      examples: {
        request: quoteRequestExample,
        responses: { 201: quoteExample, 404: catalogErrorExamples.serviceNotFound },
      },
    }),
    validate(quoteSchemas),
    async (ctx) => {
      const { body } = inputOf(ctx, quoteSchemas);
      // A sandbox booking never takes a supplier's seat, so it is never confirmed at once.
      const service = await deps.services.partnerQuote(
        body.serviceId,
        { ...body, porterSelected: body.porter },
        { sandbox: partnerCallerOf(ctx.state).mode === 'sandbox' },
      );
      const quote: PartnerQuote = {
        serviceId: service.id,
        serviceName: service.name,
        serviceType: service.serviceType,
        serviceLevel: service.serviceLevel,
        airport: { code: service.airport.code, name: service.airport.name, timeZone: service.airport.timeZone },
        date: body.date,
        time: body.time,
        adults: body.adults,
        children: body.children,
        pricing: service.pricing!,
        instantConfirmation: service.instantConfirmation ?? false,
        validUntil: new Date(deps.now().getTime() + QUOTE_VALID_DAYS * 86_400_000).toISOString(),
      };
      ctx.status = 201;
      ctx.body = quote;
    },
  );

  return router;
}
