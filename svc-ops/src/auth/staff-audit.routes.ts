import Router from '@koa/router';
import { staffAuditListSchema, staffAuditQuerySchema } from '@vip/contracts/schemas';
import { inputOf, validate } from '@vip/platform/koa';
import { documented } from '@vip/platform/openapi';
import { can } from './auth.middleware';
import type { StaffAuditLog } from '../audit/staff-audit.service';

export function staffAuditRoutes(audit: StaffAuditLog): Router {
  const router = new Router({ prefix: '/api/admin/audit' });
  const schemas = { query: staffAuditQuerySchema };
  router.get(
    '/',
    documented({
      tags: ['Staff accounts'],
      summary: 'The staff audit log: changes to staff, currency rates and suppliers, and CSV exports, newest first',
      responses: { 200: staffAuditListSchema },
    }),
    can('staff.manage'),
    validate(schemas),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await audit.latest(inputOf(ctx, schemas).query.limit);
    },
  );
  return router;
}
