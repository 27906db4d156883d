import type { Context } from 'koa';
import getRawBody from 'raw-body';
import type { AppError } from './app-error';

// A longer Content-Length is refused before reading; a longer body (chunked, or lying) as soon as it passes the limit.
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
