import type { Middleware } from 'koa';
import { opsErrors } from '../errors';

/** Any spelling of the staff routes' prefix (case, doubled slashes), so none reaches around the check. */
const STAFF_PATH = /^\/+api\/+admin(\/|$)/i;

/**
 * With the back office on its own origin, a staff route answers only a browser on that origin: a page of the public
 * site (same site, another origin) or anywhere else is refused, whatever cookies it could send. Browsers say where a
 * request comes from (Sec-Fetch-Site on every request, Origin on every unsafe one); a client that is not a browser
 * sends neither and carries no one's cookies.
 */
export function adminOriginOnly(adminOrigin: string): Middleware {
  return async (ctx, next) => {
    if (STAFF_PATH.test(ctx.path)) {
      const origin = ctx.get('Origin');
      const site = ctx.get('Sec-Fetch-Site');
      if ((origin && origin !== adminOrigin) || (site && site !== 'same-origin' && site !== 'none'))
        throw opsErrors.create('CROSS_ORIGIN_REQUEST', "Staff routes answer only the back office's own site.");
    }
    await next();
  };
}
