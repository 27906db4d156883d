import Router from '@koa/router';
import { catalogAuditPageSchema, catalogAuditQuerySchema, type CatalogAuditEntry } from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { can } from '../staff/staff-token.guard';
import type { CatalogAuditRepository } from './catalog-audit.repository';

const schemas = { query: catalogAuditQuerySchema };

export function catalogAuditRoutes(audit: CatalogAuditRepository): Router {
  const router = new Router({ prefix: '/api/admin/catalog/audit' });
  router.get(
    '/',
    documented({
      tags: ['Catalog admin'],
      summary: 'Who changed what in the catalog and when, the newest first (optionally of one thing)',
      responses: { 200: catalogAuditPageSchema },
    }),
    can('catalog.view'),
    validate(schemas),
    async (ctx) => {
      const { query } = inputOf(ctx, schemas);
      const { total, rows } = await audit.page(query, query.page, query.pageSize);
      ctx.body = {
        items: rows.map((r): CatalogAuditEntry => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: { id: r.actorId, name: r.actorName },
          action: r.action,
          entityType: r.entityType as CatalogAuditEntry['entityType'],
          entityId: r.entityId,
          before: (r.before as Record<string, unknown> | null) ?? null,
          after: (r.after as Record<string, unknown> | null) ?? null,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );
  return router;
}
