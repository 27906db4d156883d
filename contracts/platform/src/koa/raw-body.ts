import type { Context } from 'koa';
import getRawBody from 'raw-body';
import type { AppError } from './app-error';

/**
 * The request's bytes, at most `limit` of them, for a route that reads its body itself (acceptRawBodies): a longer
 * Content-Length is refused before anything is read, a longer body (chunked, or lying about its length) as soon as
 * it passes the limit; a body cut short is `incomplete`. The route says both errors in its own words.
 */
export async function readRawBody(
  ctx: Context,
  { limit, tooLarge, incomplete }: { limit: number; tooLarge: () => AppError; incomplete: () => AppError },
): Promise<Buffer> {
  const length = ctx.request.length;
  if (length !== undefined && length > limit) throw tooLarge();
  try {
    return await getRawBody(ctx.req, { length, limit });
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') throw tooLarge();
    if (type === 'request.size.invalid' || type === 'request.aborted') throw incomplete();
    throw error;
  }
}
