import type { ZodType } from 'zod';
import { toApiRequestError } from '@vip/contracts/http';
import { CATALOG_ADMIN_PREFIX } from '@vip/contracts/schemas';

export type QueryValue = string | number | boolean | undefined | null;

export interface CatalogRequest<T> {
  /** JSON, or the bytes of a file as they are (with `contentType`). */
  body?: unknown;
  contentType?: string;
  query?: Record<string, QueryValue>;
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

/** `/airports` → `/api/admin/catalog/airports?…`, leaving out empty query values. */
export function catalogPath(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${CATALOG_ADMIN_PREFIX}${path}${search ? `?${search}` : ''}`;
}

/** Where the staff token comes from (StaffTokenSource in the browser). */
export interface StaffTokens {
  token(): Promise<string>;
  renew(): Promise<string>;
}

const isRaw = (body: unknown): body is Blob | string => typeof body === 'string' || body instanceof Blob;

/**
 * svc-catalog's staff routes with a Bearer staff token: asked for before the first call and when it is about to
 * expire; a 401 (the token was refused: svc-ops' keys rotated, the role changed) gets one new token and one
 * repeat of the call, never more.
 */
export class CatalogApi {
  constructor(
    private readonly tokens: StaffTokens,
    private readonly baseUrl = '',
  ) {}

  /** The answer as it came, once it is a success (a failure throws ApiRequestError with the error shape). */
  async send(method: string, path: string, request: Omit<CatalogRequest<unknown>, 'schema'> = {}): Promise<Response> {
    const url = this.baseUrl + catalogPath(path, request.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (request.body !== undefined) {
      headers['Content-Type'] = request.contentType ?? 'application/json';
      body = isRaw(request.body) && request.contentType ? request.body : JSON.stringify(request.body);
    }
    const attempt = (token: string) =>
      fetch(url, {
        method,
        credentials: 'include',
        headers: { ...headers, Authorization: `Bearer ${token}` },
        body,
        signal: request.signal,
      });
    let res = await attempt(await this.tokens.token());
    if (res.status === 401) res = await attempt(await this.tokens.renew());
    if (!res.ok) throw await toApiRequestError(res);
    return res;
  }

  /** A JSON answer, checked with its schema from contracts. */
  async json<T>(method: string, path: string, request: CatalogRequest<T> = {}): Promise<T> {
    const res = await this.send(method, path, request);
    const text = res.status === 204 ? '' : await res.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    return request.schema ? request.schema.parse(data) : (data as T);
  }
}
