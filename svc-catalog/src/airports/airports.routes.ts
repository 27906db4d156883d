import Router from '@koa/router';
import { z } from 'zod';
import {
  AIRPORT_RETIRED_MESSAGE,
  airportCodeSchema,
  airportDetailSchema,
  airportListSchema,
  airportSearchQuerySchema,
  airportSearchResultsSchema,
} from '@vip/contracts/schemas';
import { SERVICE_LEVELS } from '@vip/contracts/vocabulary';
import { LOCALES, localeSegment } from '@vip/contracts/i18n';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { catalogErrors } from '../errors';
import type { AirportDirectory } from './airport-directory';

// Caches may keep an answer half a minute: a retired airport or a new price reaches every visitor within the minute.
const HALF_A_MINUTE = 'public, max-age=30';

export function airportsRoutes(directory: AirportDirectory, options: { publicOrigin?: string } = {}): Router {
  const router = new Router({ prefix: '/api/airports' });

  router.get(
    '/sitemap.xml',
    documented({
      tags: ['Airports'],
      summary: 'The sitemap of the public pages: the directory and each active airport’s pages (retired ones leave it)',
      responses: { 200: { contentType: 'application/xml', description: 'A sitemap (sitemaps.org 0.9)' } },
    }),
    (ctx) => {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', HALF_A_MINUTE);
      // Koa's ctx.origin is the Origin header (null without one), not this request's own origin.
      ctx.body = directory.sitemapXml(options.publicOrigin ?? `${ctx.protocol}://${ctx.host}`);
    },
  );

  const languages = new Map(LOCALES.filter((l) => l !== 'en').map((l) => [localeSegment(l), l]));
  const sitemapSchemas = { params: z.object({ language: z.enum([...languages.keys()]) }) };
  router.get(
    '/sitemap-:language.xml',
    documented({
      tags: ['Airports'],
      summary: 'The same sitemap in one language other than English (fr, de, es, ar, zh-hans): its prefixed addresses',
      responses: { 200: { contentType: 'application/xml', description: 'A sitemap (sitemaps.org 0.9)' } },
      errors: [400],
    }),
    validate(sitemapSchemas),
    (ctx) => {
      const { params } = inputOf(ctx, sitemapSchemas);
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', HALF_A_MINUTE);
      ctx.body = directory.sitemapXml(
        options.publicOrigin ?? `${ctx.protocol}://${ctx.host}`,
        languages.get(params.language),
      );
    },
  );

  router.get(
    '/',
    documented({ tags: ['Airports'], summary: 'Every airport served', responses: { 200: airportListSchema } }),
    (ctx) => {
      ctx.type = 'application/json';
      ctx.body = directory.listJson();
      ctx.set('Cache-Control', HALF_A_MINUTE);
    },
  );

  const searchSchemas = { query: airportSearchQuerySchema };
  router.get(
    '/search',
    documented({
      tags: ['Airports'],
      summary: 'Airports matching a text (code, name, city or country), best first',
      responses: { 200: airportSearchResultsSchema },
    }),
    validate(searchSchemas),
    (ctx) => {
      const { query } = inputOf(ctx, searchSchemas);
      // The type written out: Koa's lookup from a short name costs a parse per request.
      ctx.set('Content-Type', 'application/json; charset=utf-8');
      ctx.body = directory.searchJson(query.q, query.limit);
      ctx.set('Cache-Control', HALF_A_MINUTE);
    },
  );

  const levelSchemas = {
    params: z.object({
      level: z.enum(SERVICE_LEVELS, { error: 'Service level must be standard, lounge, tarmac or suite' }),
    }),
  };
  router.get(
    '/service-level/:level',
    documented({
      tags: ['Airports'],
      summary: 'Airports offering a service level',
      responses: { 200: airportListSchema },
    }),
    validate(levelSchemas),
    (ctx) => {
      const { params } = inputOf(ctx, levelSchemas);
      ctx.type = 'application/json';
      ctx.body = directory.levelJson(params.level);
      ctx.set('Cache-Control', HALF_A_MINUTE);
    },
  );

  const codeSchemas = { params: z.object({ code: airportCodeSchema }) };
  router.get(
    '/:code',
    documented({
      tags: ['Airports'],
      summary: 'One airport with its service levels, their lowest prices and the number of services (410: retired)',
      responses: { 200: airportDetailSchema },
      errors: [404, 410],
    }),
    validate(codeSchemas),
    (ctx) => {
      const { params } = inputOf(ctx, codeSchemas);
      const airport = directory.detail(params.code);
      if (!airport && directory.isRetired(params.code))
        throw catalogErrors.create('AIRPORT_RETIRED', AIRPORT_RETIRED_MESSAGE);
      if (!airport) throw catalogErrors.create('AIRPORT_NOT_FOUND', 'Airport Not Found');
      ctx.body = airport;
      ctx.set('Cache-Control', HALF_A_MINUTE);
    },
  );

  return router;
}
