import type { Context, Middleware } from 'koa';
import { ZodError } from 'zod';
import type { ErrorBody } from '@vip/contracts/http';
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

/** A request no route answered: 404 or 405 in the error shape. */
export function refuseUnanswered(ctx: Context): void {
  if (ctx.status === 404 && ctx.body === undefined) {
    throw new AppError(404, 'NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`);
  }
  if (ctx.status === 405 && ctx.body === undefined) {
    throw new AppError(405, 'METHOD_NOT_ALLOWED', `${ctx.method} is not allowed on ${ctx.path}`);
  }
}

// Known and client errors keep their status; anything else is a 500 whose details stay in the log.
export function answerError(ctx: Context, err: unknown): void {
  const state = ctx.state as RequestState;
  const { status, body, headers } = toErrorResponse(err, state.requestId);
  const busy = status === 503 ? databaseBusy(err) : undefined;
  // Load, not a fault: counted by the metrics, logged without the error (its message may quote a statement).
  if (busy) state.logger.warn({ database: busy }, 'the database was too busy to answer in time');
  else if (status >= 500) state.logger.error({ err }, 'unhandled error');
  else {
    // The codes only: the database's message may quote the value, and values are personal data.
    const refused = databaseDataError(err);
    if (refused) state.logger.warn({ database: refused }, 'the database refused a value of the request');
  }
  ctx.status = status;
  ctx.body = body;
  // An error is never kept by a cache, whatever the route meant for its answer.
  ctx.set('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(headers ?? {})) ctx.set(k, v);
}

export function errorHandler(): Middleware<RequestState> {
  return async (ctx, next) => {
    try {
      await next();
      refuseUnanswered(ctx);
    } catch (err) {
      answerError(ctx, err);
    }
  };
}

export function toErrorResponse(
  err: unknown,
  requestId: string,
): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: { error: { code: err.code, message: err.message, details: err.details, requestId } },
      headers: err.headers,
    };
  }
  if (err instanceof ZodError) {
    return {
      status: 400,
      body: {
        error: { code: 'VALIDATION_FAILED', message: 'The request is not valid', details: zodDetails(err), requestId },
      },
    };
  }
  if (databaseDataError(err)) {
    return { status: 400, body: { error: { code: 'BAD_REQUEST', message: DATABASE_DATA_ERROR_MESSAGE, requestId } } };
  }
  if (databaseBusy(err)) {
    return {
      status: 503,
      body: { error: { code: 'SERVICE_BUSY', message: SERVICE_BUSY_MESSAGE, requestId } },
      headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
    };
  }
  const httpish = err as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof httpish.status === 'number' && httpish.status >= 400 && httpish.status < 500) {
    const message =
      httpish.expose && typeof httpish.message === 'string' ? httpish.message : 'The request could not be read';
    return {
      status: httpish.status,
      body: { error: { code: STATUS_CODES[httpish.status] ?? 'BAD_REQUEST', message, requestId } },
    };
  }
  return {
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId } },
  };
}

export const DATABASE_DATA_ERROR_MESSAGE = 'The request contains a value the database cannot store';

export interface DatabaseDataError {
  sqlState?: string;
  prismaCode?: string;
  model?: string;
}

// PostgreSQL's class 22, data exception: 22001 too long, 22021 invalid byte sequence (NUL), 22P05, 22008...
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
const PRISMA_DATA_ERRORS = new Set(['P2000', 'P2006', 'P2007', 'P2020']);
// Prisma's query compiler cannot even serialise a lone surrogate: it fails before the database is asked.
const PRISMA_UNENCODABLE_TEXT =
  /JSON Error: (lone leading surrogate|unexpected end of hex escape|invalid unicode code point)/;

/** An error and what it wraps (its cause, Prisma's meta and meta.driverAdapterError), outermost first, each once. */
function errorChain(err: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  const visit = (e: unknown, depth: number): void => {
    if (!e || typeof e !== 'object' || depth > 4 || chain.includes(e as Record<string, unknown>)) return;
    const o = e as Record<string, unknown>;
    chain.push(o);
    const meta = o.meta as Record<string, unknown> | undefined;
    visit(o.cause, depth + 1);
    visit(meta, depth + 1);
    visit(meta?.driverAdapterError, depth + 1);
  };
  visit(err, 0);
  return chain;
}

// Behind the schemas' text rule: a value the database cannot store is the request's fault (400), not ours (500).
// The SQLSTATE hides in the adapter error's cause, Prisma's meta.driverAdapterError, or pg's own `code`.
export function databaseDataError(err: unknown): DatabaseDataError | undefined {
  const found: DatabaseDataError = {};
  for (const o of errorChain(err)) {
    for (const code of [o.code, o.originalCode]) {
      if (typeof code !== 'string') continue;
      if (DATA_EXCEPTION.test(code)) found.sqlState ??= code;
      else if (PRISMA_DATA_ERRORS.has(code) && o.name === 'PrismaClientKnownRequestError') found.prismaCode ??= code;
    }
    const meta = o.meta as Record<string, unknown> | undefined;
    if (typeof meta?.modelName === 'string') found.model ??= meta.modelName;
  }
  const o = err as { name?: unknown; message?: unknown } | null;
  if (
    o?.name === 'PrismaClientUnknownRequestError' &&
    typeof o.message === 'string' &&
    PRISMA_UNENCODABLE_TEXT.test(o.message)
  ) {
    found.prismaCode ??= 'UNENCODABLE_TEXT';
  }
  return found.sqlState || found.prismaCode ? found : undefined;
}

export const SERVICE_BUSY_MESSAGE = 'We are very busy right now. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 2;

// pg-pool's words when no connection came free within connectionTimeoutMillis, and pg's when the server did not
// answer a new connection in time: neither carries a code.
const POOL_TIMEOUTS = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);
// Too many connections, not accepting them yet, a statement or a lock wait past its timeout.
const BUSY_SQLSTATES = new Set(['53300', '57P03', '57014', '55P03']);
// Prisma's interactive transaction that outlived its timeout (rolled back), or never got started in time.
const PRISMA_TRANSACTION_TIMEOUT = /expired transaction|Unable to start a transaction in the given time/;

/**
 * The database could not answer in time: a saturated pool, a transaction past its timeout (rolled back), a
 * statement or lock wait cancelled. The client may retry (503 with Retry-After), not a fault of ours (500).
 * Says which, for the log: the SQLSTATE, Prisma's code or 'pool'.
 */
export function databaseBusy(err: unknown): string | undefined {
  for (const o of errorChain(err)) {
    if (typeof o.message === 'string' && POOL_TIMEOUTS.has(o.message)) return 'pool';
    for (const code of [o.code, o.originalCode]) {
      if (typeof code !== 'string') continue;
      if (BUSY_SQLSTATES.has(code)) return code;
      if (code === 'P2024') return code;
      if (code === 'P2028' && typeof o.message === 'string' && PRISMA_TRANSACTION_TIMEOUT.test(o.message)) return code;
    }
  }
  return undefined;
}
