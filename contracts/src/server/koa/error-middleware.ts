import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import type { ErrorBody } from '../../http/error-body';
import { AppError } from './app-error';
import type { RequestState } from './request-context';
import { zodDetails } from './validate';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
};

/**
 * Turns every failure into the one error shape. Known errors keep their status; client errors thrown
 * by libraries (bad JSON, body too large) keep their 4xx; anything else is a 500 whose details stay in
 * the log, never in the response.
 */
export function errorHandler(): Middleware<RequestState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new AppError(404, 'NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`);
      }
      if (ctx.status === 405 && ctx.body === undefined) {
        throw new AppError(405, 'METHOD_NOT_ALLOWED', `${ctx.method} is not allowed on ${ctx.path}`);
      }
    } catch (err) {
      const { status, body, headers } = toErrorResponse(err, ctx.state.requestId);
      if (status >= 500) ctx.state.logger.error({ err }, 'unhandled error');
      ctx.status = status;
      ctx.body = body;
      for (const [k, v] of Object.entries(headers ?? {})) ctx.set(k, v);
    }
  };
}

export function toErrorResponse(err: unknown, requestId: string): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (err instanceof AppError) {
    return { status: err.status, body: { error: { code: err.code, message: err.message, details: err.details, requestId } }, headers: err.headers };
  }
  if (err instanceof ZodError) {
    return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid', details: zodDetails(err), requestId } } };
  }
  const httpish = err as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof httpish.status === 'number' && httpish.status >= 400 && httpish.status < 500) {
    const message = httpish.expose && typeof httpish.message === 'string' ? httpish.message : 'The request could not be read';
    return { status: httpish.status, body: { error: { code: STATUS_CODES[httpish.status] ?? 'BAD_REQUEST', message, requestId } } };
  }
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId } } };
}
