import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { bookingErrors } from '../errors';

/**
 * Service-to-service calls carry `Authorization: Bearer <INTERNAL_API_TOKEN>`. Without a configured
 * token the internal API does not exist (404), so a forgotten setting never opens it.
 */
export function requireServiceToken(token: string | undefined): Middleware {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return async (ctx, next) => {
    if (!expected) throw bookingErrors.create('NOT_FOUND', 'Not Found');
    const given = Buffer.from(ctx.get('Authorization'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bookingErrors.create('SERVICE_TOKEN_INVALID', 'A valid service token is required');
    await next();
  };
}
