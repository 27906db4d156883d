import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toApiRequestError } from '@vip/contracts/http';
import {
  ALLOTMENTS_ADMIN_PREFIX,
  STAFF_TOKEN_REFRESH_BEFORE_SECONDS,
  allotmentListSchema,
  allotmentSchema,
  staffTokenSchema,
  type AllotmentChange,
  type AllotmentCreate,
  type StaffSession,
} from '@vip/contracts/schemas';

export const allotmentKeys = {
  all: [ALLOTMENTS_ADMIN_PREFIX] as const,
  list: (airportCode: string) => [ALLOTMENTS_ADMIN_PREFIX, { airportCode }] as const,
};

/**
 * svc-booking's allotment routes with a staff token of audience svc-booking from svc-ops, held in memory only and
 * renewed a minute before it expires; a 401 (keys rotated, role changed) gets one new token and one repeat.
 */
export class AllotmentsApi {
  private held?: { token: string; renewAt: number };

  constructor(private readonly csrfToken: string) {}

  private async token(renew = false): Promise<string> {
    if (!renew && this.held && Date.now() < this.held.renewAt) return this.held.token;
    const answer = await apiRequest('POST', '/api/admin/session/token', {
      body: { audience: 'svc-booking' },
      csrfToken: this.csrfToken,
      schema: staffTokenSchema,
    });
    this.held = {
      token: answer.token,
      renewAt: Date.now() + (answer.expiresIn - STAFF_TOKEN_REFRESH_BEFORE_SECONDS) * 1000,
    };
    return answer.token;
  }

  async json<T>(
    method: string,
    path: string,
    options: { body?: unknown; schema?: { parse(data: unknown): T } } = {},
  ): Promise<T> {
    const attempt = (token: string) =>
      fetch(`${ALLOTMENTS_ADMIN_PREFIX}${path}`, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          Authorization: `Bearer ${token}`,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    let res = await attempt(await this.token());
    if (res.status === 401) res = await attempt(await this.token(true));
    if (!res.ok) throw await toApiRequestError(res);
    const text = res.status === 204 ? '' : await res.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    return options.schema ? options.schema.parse(data) : (data as T);
  }
}

export function useAllotmentsApi(session: StaffSession): AllotmentsApi {
  return useMemo(() => new AllotmentsApi(session.csrfToken), [session.csrfToken]);
}

export function useAllotments(api: AllotmentsApi, airportCode: string) {
  return useQuery({
    queryKey: allotmentKeys.list(airportCode),
    queryFn: () =>
      api.json('GET', airportCode ? `?airportCode=${encodeURIComponent(airportCode)}` : '', {
        schema: allotmentListSchema,
      }),
  });
}

/** Publish, change and withdraw; each refreshes the lists. */
export function useAllotmentMutations(api: AllotmentsApi) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: allotmentKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: AllotmentCreate) => api.json('POST', '', { body, schema: allotmentSchema }),
      onSettled: refresh,
    }),
    change: useMutation({
      mutationFn: ({ id, ...body }: AllotmentChange & { id: string }) =>
        api.json('PATCH', `/${encodeURIComponent(id)}`, { body, schema: allotmentSchema }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.json('DELETE', `/${encodeURIComponent(id)}`),
      onSettled: refresh,
    }),
  };
}
