import type { Middleware } from 'koa';
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

/**
 * Parses one part of a request; a failure is VALIDATION_FAILED with field errors: 400 when the request does
 * not have the shape the OpenAPI document gives (types, required fields, lengths, patterns, formats), 422
 * when it has that shape and a rule the document cannot state refuses it (a real phone number, a date
 * within the booking horizon, rules between fields: zod refinements, issue code 'custom').
 */
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

/** The validation middleware of a route; it carries its schemas, which the OpenAPI generator reads. */
export type ValidatingMiddleware<S extends InputSchemas = InputSchemas> = Middleware & { schemas: S };

/**
 * Validates body, query and route params with zod before the handler runs and puts the parsed values
 * in `ctx.state.input`. Read them with `inputOf(ctx, schemas)` for types.
 */
export function validate<S extends InputSchemas>(schemas: S): ValidatingMiddleware<S> {
  const middleware: Middleware = async (ctx, next) => {
    const params = (ctx as unknown as { params?: unknown }).params ?? {};
    ctx.state.input = {
      body: schemas.body ? parseInput(schemas.body, (ctx.request as { body?: unknown }).body, 'body') : undefined,
      query: schemas.query ? parseInput(schemas.query, ctx.query, 'query') : undefined,
      params: schemas.params ? parseInput(schemas.params, params, 'params') : undefined,
    };
    await next();
  };
  return Object.assign(middleware, { schemas });
}

export function inputOf<S extends InputSchemas>(ctx: { state: { input?: unknown } }, _schemas: S): ValidatedInput<S> {
  return ctx.state.input as ValidatedInput<S>;
}
