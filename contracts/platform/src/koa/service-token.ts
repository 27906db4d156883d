import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { AppError } from './app-error';
import { describes } from '../openapi/route-docs';

// Without a configured token the internal API does not exist (404), so a forgotten setting never opens it.
export function requireServiceToken(token: string | undefined): Middleware {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  const guard: Middleware = async (ctx, next) => {
    if (!expected) throw new AppError(404, 'NOT_FOUND', 'Not Found');
    const given = Buffer.from(ctx.get('Authorization'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError(401, 'SERVICE_TOKEN_INVALID', 'A valid service token is required');
    await next();
  };
  return describes(guard, {
    security: { ServiceToken: [] },
    securitySchemes: {
      ServiceToken: {
        type: 'http',
        scheme: 'bearer',
        description: 'INTERNAL_API_TOKEN, shared by the services (cluster network only)',
      },
    },
    errors: [401],
  });
}
