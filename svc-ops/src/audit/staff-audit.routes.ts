import Router from '@koa/router';
import { staffAuditQuerySchema } from '@vip/contracts';
import { inputOf, validate } from '@vip/contracts/server';
import { can } from '../auth/auth.middleware';
import type { StaffAuditLog } from './staff-audit.service';

/** GET /api/admin/audit: the latest changes to staff accounts, rates and suppliers, and CSV exports. */
export function staffAuditRoutes(audit: StaffAuditLog): Router {
  const router = new Router({ prefix: '/api/admin/audit' });
  const schemas = { query: staffAuditQuerySchema };
  router.get('/', can('staff.manage'), validate(schemas), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await audit.latest(inputOf(ctx, schemas).query.limit);
  });
  return router;
}
