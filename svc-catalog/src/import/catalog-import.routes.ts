import Router from '@koa/router';
import {
  CATALOG_IMPORT_MAX_BYTES,
  CATALOG_MESSAGES,
  catalogImportQuerySchema,
  catalogImportResultSchema,
} from '@vip/contracts/schemas';
import { inputOf, readRawBody, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import type { Context } from 'koa';
import { catalogErrors } from '../errors';
import { actorOf, can } from '../staff/staff-token.guard';
import type { CatalogImportService } from './catalog-import.service';

const importSchemas = { query: catalogImportQuerySchema };

async function csvBody(ctx: Context): Promise<string> {
  if (!ctx.is('text/csv')) throw catalogErrors.create('UNSUPPORTED_MEDIA_TYPE', CATALOG_MESSAGES.csvType);
  const bytes = await readRawBody(ctx, {
    limit: CATALOG_IMPORT_MAX_BYTES,
    tooLarge: () => catalogErrors.create('PAYLOAD_TOO_LARGE', CATALOG_MESSAGES.csvTooLarge),
    incomplete: () => catalogErrors.create('BAD_REQUEST', 'The file did not arrive whole'),
  });
  return new TextDecoder('utf-8').decode(bytes);
}

export function catalogImportRoutes(imports: CatalogImportService): Router {
  const router = new Router({ prefix: '/api/admin/catalog' });
  router.get(
    '/export.csv',
    documented({
      tags: ['Catalog admin'],
      summary: 'The whole catalog as CSV: airports, vendors, services, price versions, porter fees and promo codes',
      responses: { 200: { contentType: 'text/csv', description: 'One row per thing, named in the record column' } },
    }),
    can('catalog.view'),
    async (ctx) => {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', 'attachment; filename="catalog.csv"');
      ctx.body = await imports.exportCsv();
    },
  );
  router.post(
    '/import',
    documented({
      tags: ['Catalog admin'],
      summary:
        'Import a catalog CSV: with dryRun=true the diff and the errors, nothing changed; without, all of it in one transaction or nothing (422 with the same diff and errors)',
      rawBody: {
        contentTypes: ['text/csv'],
        binary: false,
        maxBytes: CATALOG_IMPORT_MAX_BYTES,
        description:
          'A header row naming the columns, then the rows; a record column says what each row is (airport, vendor, service, price, porter-fee, promo-code); without it, price versions (serviceId, effectiveFrom, basePrice in US dollars)',
      },
      responses: { 200: catalogImportResultSchema },
      errors: [413, 415, 422],
    }),
    can('catalog.edit'),
    validate(importSchemas),
    async (ctx) => {
      const { query } = inputOf(ctx, importSchemas);
      const csv = await csvBody(ctx);
      ctx.body = query.dryRun ? await imports.dryRun(csv) : await imports.importCsv(csv, actorOf(ctx.state));
    },
  );
  return router;
}
