import type { ZodType } from 'zod';
import { serverRenderScope } from '../server-render';
import type { ErrorBody } from './error-body';

/**
 * A failed HTTP call. Its message is `status: body` (or the status text when the body is empty),
 * as the spec requires; `body` keeps the parsed error shape when the server sent one.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ErrorBody,
  ) {
    super(message);
  }

  /** The server's human message when it sent the error shape, else the raw `status: body` text. */
  get userMessage(): string {
    return this.body?.error.message ?? this.message;
  }

  get code(): string | undefined {
    return this.body?.error.code;
  }
}

export type Unauthorized = 'throw' | 'returnNull';

/**
 * A response schema, or a function that loads one. Pages on a first visit pass a loader (a dynamic import of a
 * module re-exporting the schema): zod and the schemas are then fetched with the first request that needs
 * them, in parallel with it, instead of with the page's code.
 */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

export interface RequestOptions<T> {
  body?: unknown;
  /** Sent as X-CSRF-Token on unsafe staff requests. */
  csrfToken?: string;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Parses and checks the response; without it the JSON is returned as is. */
  schema?: SchemaSource<T>;
  on401?: Unauthorized;
  fetchImpl?: typeof fetch;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.csrfToken) headers['X-CSRF-Token'] = options.csrfToken;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  // The schema's code (when it loads on demand) comes while the request is on its way.
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  // Nothing to answer for when the request fails first: the error is what the caller hears of.
  if (schema instanceof Promise) schema.catch(() => undefined);

  // While a page renders on the server, same-origin URLs go to the API through the renderer's fetch.
  const doFetch = options.fetchImpl ?? serverRenderScope()?.fetch ?? fetch;
  const res = await doFetch(url, {
    method,
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (res.status === 401 && options.on401 === 'returnNull') return null as T;
  if (!res.ok) throw await toApiRequestError(res);
  if (res.status === 204) return undefined as T;

  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return schema ? (await schema).parse(data) : (data as T);
}

async function toApiRequestError(res: Response): Promise<ApiRequestError> {
  const text = await res.text().catch(() => '');
  let body: ErrorBody | undefined;
  try {
    // The error shape's schema (and zod) load with the first failed request, not with every page.
    const { errorBodySchema } = await import('./error-body.js');
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON (or the schema's code could not be fetched): the raw text is still in the message.
  }
  // A proxy's or gateway's HTML error page is no message for a person: its status text is said instead.
  const shown = /^\s*</.test(text) ? res.statusText || 'Error' : text || res.statusText;
  return new ApiRequestError(res.status, `${res.status}: ${shown}`, body);
}

/**
 * The default query function: GET the first element of the query key, as the spec's data layer does.
 * Use with TanStack Query: `useQuery({ queryKey: ['/api/airports'], queryFn: getQueryFn() })`.
 */
export function getQueryFn<T>(options: { on401?: Unauthorized; schema?: SchemaSource<T> } = {}) {
  return ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T> =>
    apiRequest<T>('GET', String(queryKey[0]), { on401: options.on401, schema: options.schema, signal });
}
