import { z, type ZodType } from 'zod';
import * as wireEvents from '@vip/contracts/events';
import * as wireHttp from '@vip/contracts/http';
import * as wireSchemas from '@vip/contracts/schemas';
import { errorBodySchema } from '@vip/contracts/http';
import { isoDateSchema } from '@vip/contracts/schemas';
import type { MountableRouter, RouteLayer } from '../koa/router-layer';
import type { InputSchemas } from '../koa/validate';
import type {
  ContributionSource,
  HeaderDoc,
  OperationContribution,
  ResponseDoc,
  RouteDoc,
  SecurityScheme,
} from './route-docs';

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & {
  openapi: string;
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes?: Record<string, SecurityScheme> };
};

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
  contact?: { email: string };
}

export interface OpenApiDocumentOptions {
  info: OpenApiInfo;
  /** Exactly as the service mounts them. */
  routers: MountableRouter[];
  /** Leave out `internal` routes (the gateway's copy). */
  publicOnly?: boolean;
}

export interface MountedOperation {
  method: string;
  path: string;
  doc?: RouteDoc;
  inputs: InputSchemas;
  contributions: OperationContribution[];
}

const METHODS_IN_DOCUMENTS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request does not have the shape this document gives: `details.fieldErrors` names each field and `details.in` the part (body, query, params, header)',
  401: 'Not signed in, or the credential is missing or not valid',
  403: 'Signed in, but not allowed (a missing CSRF token, a role without the permission, a password to change first)',
  404: 'Not found',
  409: 'The resource changed or is in a state that does not allow this (the code says which)',
  422: 'The request has the documented shape but a rule refuses it (a phone number that does not exist, a date beyond the booking horizon, a rule between fields, a business rule such as a flight time already passed): the code and `details.fieldErrors` say which',
  413: 'The body is too large',
  415: 'The body is not JSON (send Content-Type: application/json)',
  429: 'Too many requests: wait for `Retry-After` seconds',
  502: 'A provider behind this service refused the call',
  503: 'Busy, or a service or resource this call needs is not available now: try again after `Retry-After` seconds, with the same Idempotency-Key where the call takes one',
};

/** An error answer's example when the route gives none: the one error shape with the code the status usually has. */
const ERROR_EXAMPLE_CODES: Record<number, [string, string]> = {
  400: ['VALIDATION_FAILED', 'The request is not valid'],
  401: ['UNAUTHENTICATED', 'Not signed in'],
  403: ['FORBIDDEN', 'Not allowed'],
  404: ['NOT_FOUND', 'Not found'],
  409: ['CONFLICT', 'The resource changed meanwhile'],
  413: ['PAYLOAD_TOO_LARGE', 'The body is too large'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Send Content-Type: application/json'],
  422: ['VALIDATION_FAILED', 'A rule refuses this request'],
  429: ['RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'],
  502: ['UPSTREAM_REFUSED', 'A provider behind this service refused the call'],
  503: ['UPSTREAM_UNAVAILABLE', 'Not available right now. Please try again in a moment.'],
};

export function errorExampleOf(status: number): unknown {
  const [code, message] = ERROR_EXAMPLE_CODES[status] ?? ['ERROR', 'Error'];
  return { error: { code, message, requestId: '5f1d8f0e-2b7c-4e8a-9d61-3c0b7a2e4f19' } };
}

// Contracts' `fooBarSchema` is the component `FooBar`; a route's own schema is named after its operation.
const SCHEMA_NAMES: Map<ZodType, string> = (() => {
  const names = new Map<ZodType, string>([[errorBodySchema, 'Error']]);
  for (const [exportName, value] of Object.entries({ ...wireSchemas, ...wireEvents, ...wireHttp })) {
    if (!exportName.endsWith('Schema') || !(value instanceof z.ZodType) || names.has(value)) continue;
    const base = exportName.slice(0, -'Schema'.length);
    names.set(value, base.charAt(0).toUpperCase() + base.slice(1));
  }
  return names;
})();

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

function unwrapPipeOut(schema: ZodType): ZodType | undefined {
  const def = (schema as unknown as { _zod: { def: { type: string; out?: ZodType } } })._zod.def;
  return def.type === 'pipe' ? def.out : undefined;
}

// As the wire sees it, tightened where zod's conversion is looser than the server's check: a piped-into format
// holds on the way in, calendar dates are `format: date` (no 2030-02-30), and an e-mail keeps zod's pattern
// without `format: email`, which is a different rule.
export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
    override(ctx) {
      const zodSchema = ctx.zodSchema as unknown as ZodType;
      const target = ctx.jsonSchema as Json;
      if (zodSchema === isoDateSchema || target.pattern === DATE_PATTERN) {
        target.format = 'date';
        return;
      }
      if (target.format === 'email' && target.pattern) delete target.format;
      // Zod leaves out a default over a pipe on the way in: the server's fallback applies.
      const def = (zodSchema as unknown as { _zod: { def: { type: string; defaultValue?: unknown } } })._zod.def;
      if (def.type === 'default' && target.default === undefined) {
        const fallback =
          typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
        if (fallback !== undefined) target.default = fallback;
      }
      const out = io === 'input' ? unwrapPipeOut(zodSchema) : undefined;
      const stringNode =
        target.type === 'string'
          ? target
          : ((target.anyOf as Json[] | undefined)?.find((branch) => branch.type === 'string') as Json | undefined);
      if (out && stringNode) {
        const outJson = z.toJSONSchema(out, { io: 'input', unrepresentable: 'any' }) as Json;
        const outString =
          outJson.type === 'string'
            ? outJson
            : ((outJson.anyOf as Json[] | undefined)?.find((branch) => branch.type === 'string') as Json | undefined);
        if (outString) {
          for (const key of ['format', 'pattern', 'minLength', 'maxLength', 'enum']) {
            if (outString[key] !== undefined && stringNode[key] === undefined) stringNode[key] = outString[key];
          }
          // The piped-into pattern is the stricter; it also keeps control characters out, as the text pattern does.
          if (typeof outString.pattern === 'string') stringNode.pattern = outString.pattern;
          if (stringNode.pattern === DATE_PATTERN) stringNode.format = 'date';
          if (stringNode.format === 'email' && stringNode.pattern) delete stringNode.format;
        }
      }
    },
  }) as Json;
  delete json.$schema;
  return json;
}

export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function contributionOf(source: ContributionSource, method: string): OperationContribution {
  return typeof source === 'function' ? source(method) : source;
}

/** HEAD and OPTIONS aside, in mounting order. */
export function mountedOperations(routers: MountableRouter[]): MountedOperation[] {
  const operations: MountedOperation[] = [];
  for (const router of routers) {
    router.stack.forEach((layer: RouteLayer, index) => {
      if (layer.methods.length === 0 || typeof layer.path !== 'string') return;
      const path = layer.path;
      // Earlier router-level middleware matching this path: guards such as the staff session or an API key.
      const guards = router.stack
        .slice(0, index)
        .filter((l) => l.methods.length === 0 && l.match(path))
        .flatMap((l) => l.stack);
      const chain = [...guards, ...layer.stack];
      const doc = chain.map((mw) => (mw as { routeDoc?: RouteDoc }).routeDoc).find(Boolean);
      const validated = chain.map((mw) => (mw as { schemas?: InputSchemas }).schemas).find(Boolean) ?? {};
      const inputs = doc?.body && !validated.body ? { ...validated, body: doc.body } : validated;
      for (const method of layer.methods) {
        if (!METHODS_IN_DOCUMENTS.has(method)) continue;
        const contributions = chain.flatMap((mw) => {
          const source = (mw as { openapi?: ContributionSource }).openapi;
          return source ? [contributionOf(source, method)] : [];
        });
        operations.push({ method, path, doc, inputs, contributions });
      }
    });
  }
  return operations;
}

/** As 'METHOD /path'; the per-service tests expect none. */
export function undocumentedOperations(routers: MountableRouter[]): string[] {
  return mountedOperations(routers)
    .filter((op) => !op.doc)
    .map((op) => `${op.method} ${op.path}`);
}

function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, 'by-'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

const JSON_WITHOUT_PROTO = 'JsonWithoutProto';
const NO_PROTO_KEY = { not: { const: '__proto__' } };

/** A schema that takes any JSON value (`{}` or `true`): z.unknown(), a loose object's other keys, an open array. */
const takesAnything = (schema: unknown): boolean =>
  schema === true ||
  (typeof schema === 'object' && schema !== null && !Array.isArray(schema) && Object.keys(schema).length === 0);

// The body parser refuses `__proto__` at any depth (prototype pollution), so request schemas forbid it too: on every
// object, and inside every part that takes any JSON value.
function withoutPrototypeKeys(json: Json, components: Components): Json {
  components.schemas[JSON_WITHOUT_PROTO] ??= {
    propertyNames: NO_PROTO_KEY,
    additionalProperties: { $ref: `#/components/schemas/${JSON_WITHOUT_PROTO}` },
    items: { $ref: `#/components/schemas/${JSON_WITHOUT_PROTO}` },
  };
  const anyJson = () => ({ $ref: `#/components/schemas/${JSON_WITHOUT_PROTO}` });
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const schema = node as Json;
    if (schema.type === 'object' || schema.properties) {
      schema.propertyNames ??= NO_PROTO_KEY;
      if (schema.additionalProperties === undefined || takesAnything(schema.additionalProperties))
        schema.additionalProperties = anyJson();
    }
    const properties = schema.properties as Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(properties ?? {}))
      if (takesAnything(value)) properties![name] = anyJson();
    if (takesAnything(schema.items)) schema.items = anyJson();
    for (const value of Object.values(schema)) visit(value);
  };
  visit(json);
  return json;
}

class Components {
  readonly schemas: Record<string, Json> = {};
  private readonly given = new Map<string, string>();

  ref(schema: ZodType, io: 'input' | 'output', fallbackName: string): Json {
    const json = io === 'input' ? withoutPrototypeKeys(jsonSchemaOf(schema, io), this) : jsonSchemaOf(schema, io);
    const base = SCHEMA_NAMES.get(schema) ?? fallbackName;
    const text = JSON.stringify(json);
    let name = base;
    for (let n = 1; this.given.has(name) && this.given.get(name) !== text; n += 1)
      name = n === 1 ? `${base}${io === 'input' ? 'Input' : 'Output'}` : `${base}${n}`;
    this.given.set(name, text);
    this.schemas[name] = json;
    return { $ref: `#/components/schemas/${name}` };
  }
}

function parametersOf(schema: ZodType | undefined, where: 'path' | 'query', pathNames: string[] = []): Json[] {
  const json = schema ? jsonSchemaOf(schema, 'input') : { properties: {} };
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  const names = where === 'path' ? pathNames : Object.keys(properties);
  return names.map((name) => {
    const { description, ...propertySchema } = properties[name] ?? { type: 'string' };
    return {
      name,
      in: where,
      required: where === 'path' ? true : required.has(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
      ...(where === 'query' && propertySchema.type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
}

function headerParameter(header: HeaderDoc): Json {
  return {
    name: header.name,
    in: 'header',
    required: header.required ?? false,
    description: header.description,
    schema: jsonSchemaOf(header.schema, 'input'),
  };
}

const withExample = (example: unknown): Json => (example === undefined ? {} : { example });

function responseOf(
  status: number,
  response: ResponseDoc,
  components: Components,
  fallbackName: string,
  example: unknown,
): Json {
  const descriptions: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };
  if (response === null) return { description: descriptions[status] ?? 'No body' };
  if (response instanceof z.ZodType)
    return {
      description: descriptions[status] ?? 'OK',
      content: {
        'application/json': { schema: components.ref(response, 'output', fallbackName), ...withExample(example) },
      },
    };
  const headers = response.headers
    ? Object.fromEntries(
        Object.entries(response.headers).map(([name, h]) => [
          name,
          { description: h.description, schema: jsonSchemaOf(h.schema, 'output') },
        ]),
      )
    : undefined;
  const contentType = response.contentType ?? 'application/json';
  // A JSON body without a schema (an OpenAPI document) is any object; other bodies are text or bytes.
  const schema = response.schema
    ? components.ref(response.schema, 'output', fallbackName)
    : contentType === 'application/json'
      ? { type: 'object' }
      : response.binary
        ? { type: 'string', contentMediaType: contentType }
        : { type: 'string' };
  return {
    description: response.description ?? descriptions[status] ?? 'OK',
    ...(headers ? { headers } : {}),
    content: { [contentType]: { schema, ...withExample(example) } },
  };
}

/** OpenAPI 3.1 from the mounted routers: `documented()` markers, `validate()` schemas, and what guards add. */
export function buildOpenApiDocument(options: OpenApiDocumentOptions): OpenApiDocument {
  const components = new Components();
  const errorRef = components.ref(errorBodySchema, 'output', 'Error');
  const securitySchemes: Record<string, SecurityScheme> = {};
  const paths: Record<string, Record<string, Json>> = {};
  const tags = new Set<string>();

  for (const op of mountedOperations(options.routers)) {
    if (!op.doc) continue;
    if (options.publicOnly && op.doc.internal) continue;
    const id = operationId(op.method, op.path);
    const path = openApiPath(op.path);
    const pathNames = [...op.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const headers = [...op.contributions.flatMap((c) => c.headers ?? []), ...(op.doc.headers ?? [])];
    const parameters = [
      ...parametersOf(op.inputs.params, 'path', pathNames),
      ...parametersOf(op.inputs.query, 'query'),
      ...headers.map(headerParameter),
    ];

    const errors = new Set<number>([...(op.doc.errors ?? []), ...op.contributions.flatMap((c) => c.errors ?? [])]);
    if (op.inputs.params || op.inputs.query || op.inputs.body || headers.length > 0) {
      errors.add(400);
      errors.add(422);
    }
    if (op.inputs.body) errors.add(415);
    // Any call may meet a saturated database or a service that is down (the gateway's own 503).
    errors.add(503);
    const examples: Record<number, unknown> = Object.assign(
      {},
      ...op.contributions.map((c) => c.examples ?? {}),
      op.doc.examples?.responses ?? {},
    );
    const responses: Record<string, Json> = {};
    for (const [status, response] of Object.entries(op.doc.responses))
      responses[status] = responseOf(
        Number(status),
        response,
        components,
        `${id.charAt(0).toUpperCase()}${id.slice(1)}Response`,
        examples[Number(status)],
      );
    for (const status of [...errors].sort()) {
      responses[String(status)] = {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
        ...(status === 429 || status === 503
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 0 } } } }
          : {}),
        content: { 'application/json': { schema: errorRef, example: examples[status] ?? errorExampleOf(status) } },
      };
    }

    const security = op.contributions.filter((c) => c.security);
    for (const c of op.contributions) Object.assign(securitySchemes, c.securitySchemes);
    const notes = op.contributions.map((c) => c.note).filter(Boolean);
    const description = [op.doc.description, ...notes].filter(Boolean).join('\n\n');
    const extensions = Object.assign({}, ...op.contributions.map((c) => c.extensions ?? {}));
    for (const tag of op.doc.tags) tags.add(tag);

    (paths[path] ??= {})[op.method.toLowerCase()] = {
      operationId: id,
      tags: op.doc.tags,
      summary: op.doc.summary,
      ...(description ? { description } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(rawBodyOf(op.doc?.rawBody, !!op.inputs.body) ?? {}),
      ...(op.inputs.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: components.ref(op.inputs.body, 'input', `${id.charAt(0).toUpperCase()}${id.slice(1)}Body`),
                  ...withExample(op.doc.examples?.request),
                },
              },
            },
          }
        : {}),
      responses,
      // Requirements of every guard apply together: one object holds them all.
      ...(security.length ? { security: [Object.assign({}, ...security.map((c) => c.security))] } : {}),
      ...extensions,
    };
  }

  return {
    openapi: '3.1.0',
    info: options.info,
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: { schemas: components.schemas, ...(Object.keys(securitySchemes).length ? { securitySchemes } : {}) },
  };
}

/** A body the handler reads itself (a file, a CSV), documented by its media types. */
function rawBodyOf(raw: RouteDoc['rawBody'], hasJsonBody: boolean) {
  if (!raw || hasJsonBody) return undefined;
  const schema = {
    type: 'string',
    ...(raw.binary ? { format: 'binary' } : {}),
    ...(raw.maxBytes ? { maxLength: raw.maxBytes } : {}),
  };
  return {
    requestBody: {
      required: true,
      description: raw.description,
      content: Object.fromEntries(raw.contentTypes.map((type) => [type, { schema }])),
    },
  };
}
