import type { ZodType } from 'zod';
import { serverRenderScope } from '../server-render';
import type { ErrorBody } from './error-body';

/** Its message is `status: body`, as the spec requires; `body` keeps the parsed error shape. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ErrorBody,
  ) {
    super(message);
  }

  get userMessage(): string {
    return this.body?.error.message ?? this.message;
  }

  get code(): string | undefined {
    return this.body?.error.code;
  }
}

export type Unauthorized = 'throw' | 'returnNull';

/** A loader lets zod and the schema load with the first request that needs them, not with the page. */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

export interface RequestOptions<T> {
  body?: unknown;
  csrfToken?: string;
  idempotencyKey?: string;
  /** Further request headers (a hold's Hold-Token). */
  headers?: Record<string, string>;
  /** Lets the request finish after the page is left (a hold released on the way out). */
  keepalive?: boolean;
  signal?: AbortSignal;
  schema?: SchemaSource<T>;
  on401?: Unauthorized;
  fetchImpl?: typeof fetch;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.csrfToken) headers['X-CSRF-Token'] = options.csrfToken;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  // Loading the schema overlaps the request.
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  // A failure before the schema loads must not surface as an unhandled rejection.
  if (schema instanceof Promise) schema.catch(() => undefined);

  const doFetch = options.fetchImpl ?? serverRenderScope()?.fetch ?? fetch;
  const res = await doFetch(url, {
    method,
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });

  if (res.status === 401 && options.on401 === 'returnNull') return null as T;
  if (!res.ok) throw await toApiRequestError(res);
  if (res.status === 204) return undefined as T;

  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return schema ? (await schema).parse(data) : (data as T);
}

/** A failed response as the error apiRequest throws, for callers that send other bodies than JSON. */
export async function toApiRequestError(res: Response): Promise<ApiRequestError> {
  const text = await res.text().catch(() => '');
  let body: ErrorBody | undefined;
  try {
    // Loads zod with the first failed request, not with every page.
    const { errorBodySchema } = await import('./error-body.js');
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON (or the schema failed to load): the raw text stays in the message.
  }
  // A proxy's HTML error page is no message for a person.
  const shown = /^\s*</.test(text) ? res.statusText || 'Error' : text || res.statusText;
  return new ApiRequestError(res.status, `${res.status}: ${shown}`, body);
}

/** GET the first element of the query key, as the spec's data layer does. */
export function getQueryFn<T>(options: { on401?: Unauthorized; schema?: SchemaSource<T> } = {}) {
  return ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T> =>
    apiRequest<T>('GET', String(queryKey[0]), { on401: options.on401, schema: options.schema, signal });
}
