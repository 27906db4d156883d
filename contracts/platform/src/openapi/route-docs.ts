import type { Middleware } from 'koa';
import type { ZodType } from 'zod';

/** An OpenAPI security scheme object (apiKey in a header or cookie, or HTTP bearer). */
export type SecurityScheme =
  | { type: 'apiKey'; in: 'header' | 'cookie' | 'query'; name: string; description?: string }
  | { type: 'http'; scheme: 'bearer' | 'basic'; description?: string };

/** A request header a route reads, validated by the schema it names. */
export interface HeaderDoc {
  name: string;
  schema: ZodType;
  description: string;
  required?: boolean;
}

/** A success answer: a zod schema of the JSON body, `null` for no body, or the long form for other bodies. */
export type ResponseDoc =
  | ZodType
  | null
  | {
      description?: string;
      /** The JSON body's schema (with the default content type), when the body is JSON. */
      schema?: ZodType;
      /** Another media type, e.g. text/csv or application/pdf; its body is described as a string (binary for PDF). */
      contentType?: string;
      binary?: boolean;
      headers?: Record<string, { description: string; schema: ZodType }>;
    };

/** What the `documented()` marker on a route says about it. */
export interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
  /** Success answers by status. */
  responses: Record<number, ResponseDoc>;
  /**
   * Error answers in the one error shape beyond those the route's middleware already names (400 for validated input,
   * 401/403 of guards, 429 of limits).
   */
  errors?: number[];
  /**
   * The body's schema when the handler parses the body itself (after checking a signature over the raw body), not
   * through validate().
   */
  body?: ZodType;
  /** Request headers the handler reads itself (Idempotency-Key, If-Match, a signature). */
  headers?: HeaderDoc[];
  /** A route of the cluster network (/internal): in the service's own document, never in the one the gateway serves. */
  internal?: boolean;
}

/**
 * What a middleware adds to the operations it guards: its security requirement and schemes, the error
 * answers it may give, headers it reads, a line for the description, vendor extensions. A function gets
 * the HTTP method (the staff guard wants the CSRF header only on unsafe methods).
 */
export interface OperationContribution {
  security?: Record<string, string[]>;
  securitySchemes?: Record<string, SecurityScheme>;
  errors?: number[];
  headers?: HeaderDoc[];
  note?: string;
  extensions?: Record<string, unknown>;
}
export type ContributionSource = OperationContribution | ((method: string) => OperationContribution);

export type DocumentedMarker = Middleware & { routeDoc: RouteDoc };
export type DescribedMiddleware<M> = M & { openapi: ContributionSource };

/**
 * The route's entry in its service's OpenAPI document. It does nothing when a request runs through it; the
 * document generator reads it from the mounted router, beside the route's `validate()` schemas, so the
 * document is made of the very schemas that check the requests.
 */
export function documented(doc: RouteDoc): DocumentedMarker {
  const marker: Middleware = (_ctx, next) => next();
  return Object.assign(marker, { routeDoc: doc });
}

/** Marks a middleware with what it adds to every operation it runs for (security, error answers). */
export function describes<M extends object>(middleware: M, contribution: ContributionSource): DescribedMiddleware<M> {
  return Object.assign(middleware, { openapi: contribution });
}
