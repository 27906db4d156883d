import { parse as parseQueryString } from 'node:querystring';
import type { Context, Middleware } from 'koa';
import type { ZodError, ZodType, z } from 'zod';
import type { ValidationDetails } from '@vip/contracts/http';
import { AppError } from './app-error';

export function zodDetails(error: ZodError): ValidationDetails {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const issue of error.issues) {
    if (issue.path.length === 0) {
      formErrors.push(issue.message);
      continue;
    }
    const key = issue.path.map(String).join('.');
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { fieldErrors, formErrors };
}

function firstMessage(details: ValidationDetails): string {
  const [field, messages] = Object.entries(details.fieldErrors)[0] ?? [];
  if (field && messages?.[0]) return messages[0];
  return details.formErrors[0] ?? 'The request is not valid';
}

export interface InputSchemas {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
}

export type ValidatedInput<S extends InputSchemas> = {
  body: S['body'] extends ZodType ? z.output<S['body']> : undefined;
  query: S['query'] extends ZodType ? z.output<S['query']> : undefined;
  params: S['params'] extends ZodType ? z.output<S['params']> : undefined;
};

// 400 when the request lacks the shape the OpenAPI document gives; 422 when a rule the document cannot state
// (a zod refinement: a real phone number, rules between fields) refuses it.
export function parseInput<S extends ZodType>(
  schema: S,
  data: unknown,
  where: 'body' | 'query' | 'params' | 'header',
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const details = zodDetails(result.error);
  const status = result.error.issues.every((issue) => issue.code === 'custom') ? 422 : 400;
  throw new AppError(status, 'VALIDATION_FAILED', firstMessage(details), { ...details, in: where });
}

// Node's own parser, not Koa's ctx.query: the same object (repeated keys as arrays, '+' as a space) in half the time,
// which a search answer notices. maxKeys 0: every pair, as Koa reads them.
const queryOf = (ctx: Context): Record<string, unknown> =>
  parseQueryString(ctx.querystring, undefined, undefined, { maxKeys: 0 });

/** Carries its schemas for the OpenAPI generator. */
export type ValidatingMiddleware<S extends InputSchemas = InputSchemas> = Middleware & { schemas: S };

/** Parsed values land in `ctx.state.input`; read them typed with `inputOf(ctx, schemas)`. */
export function validate<S extends InputSchemas>(schemas: S): ValidatingMiddleware<S> {
  // Not async: a refusal thrown here still reaches the error handler as a rejected dispatch (koa-compose catches).
  const middleware: Middleware = (ctx, next) => {
    const params = (ctx as unknown as { params?: unknown }).params ?? {};
    ctx.state.input = {
      body: schemas.body ? parseInput(schemas.body, (ctx.request as { body?: unknown }).body, 'body') : undefined,
      query: schemas.query ? parseInput(schemas.query, queryOf(ctx), 'query') : undefined,
      params: schemas.params ? parseInput(schemas.params, params, 'params') : undefined,
    };
    return next();
  };
  return Object.assign(middleware, { schemas });
}

export function inputOf<S extends InputSchemas>(ctx: { state: { input?: unknown } }, _schemas: S): ValidatedInput<S> {
  return ctx.state.input as ValidatedInput<S>;
}
