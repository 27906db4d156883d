import type { Middleware } from 'koa';
import type { ZodType } from 'zod';
import { passThrough } from '../koa/router-layer';

export type SecurityScheme =
  | { type: 'apiKey'; in: 'header' | 'cookie' | 'query'; name: string; description?: string }
  | { type: 'http'; scheme: 'bearer' | 'basic'; bearerFormat?: string; description?: string };

export interface HeaderDoc {
  name: string;
  schema: ZodType;
  description: string;
  required?: boolean;
}

export type ResponseDoc =
  | ZodType
  | null
  | {
      description?: string;
      schema?: ZodType;
      contentType?: string;
      binary?: boolean;
      headers?: Record<string, { description: string; schema: ZodType }>;
    };

export interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
  responses: Record<number, ResponseDoc>;
  /** Beyond those the route's middleware names (400 for validated input, 401/403 of guards, 429 of limits). */
  errors?: number[];
  /** When the handler parses the body itself (after checking a signature over the raw body). */
  body?: ZodType;
  /** A body that is not JSON (a file, a CSV), read by the handler itself: its media types and what it holds. */
  rawBody?: { contentTypes: string[]; binary: boolean; description: string; maxBytes?: number };
  headers?: HeaderDoc[];
  /** Cluster network only (/internal): never in the document the gateway serves. */
  internal?: boolean;
  /** Shown in the document: a request body, and answers by status (an error status without one gets a generic one). */
  examples?: { request?: unknown; responses?: Record<number, unknown> };
}

/** A function gets the HTTP method (the staff guard wants the CSRF header only on unsafe methods). */
export interface OperationContribution {
  security?: Record<string, string[]>;
  securitySchemes?: Record<string, SecurityScheme>;
  errors?: number[];
  headers?: HeaderDoc[];
  note?: string;
  extensions?: Record<string, unknown>;
  /** Examples of the error answers the middleware gives, by status. */
  examples?: Record<number, unknown>;
}
export type ContributionSource = OperationContribution | ((method: string) => OperationContribution);

export type DocumentedMarker = Middleware & { routeDoc: RouteDoc };
export type DescribedMiddleware<M> = M & { openapi: ContributionSource };

// Does nothing per request: the generator reads it from the mounted router beside `validate()`, so the document
// is made of the very schemas that check requests.
export function documented(doc: RouteDoc): DocumentedMarker {
  const marker: Middleware = (_ctx, next) => next();
  return passThrough(Object.assign(marker, { routeDoc: doc }));
}

export function describes<M extends object>(middleware: M, contribution: ContributionSource): DescribedMiddleware<M> {
  return Object.assign(middleware, { openapi: contribution });
}
