import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiRequestError } from '@vip/contracts/http';
import {
  ALLOTMENTS_ADMIN_PREFIX,
  allotmentListSchema,
  allotmentSchema,
  type AllotmentChange,
  type AllotmentCreate,
  type StaffSession,
} from '@vip/contracts/schemas';
import { StaffTokenSource } from '@vip/ui';
import { adminKeys } from '../auth/api';

export const allotmentKeys = {
  all: [ALLOTMENTS_ADMIN_PREFIX] as const,
  list: (airportCode: string) => [ALLOTMENTS_ADMIN_PREFIX, { airportCode }] as const,
};

/**
 * svc-booking's allotment routes with a staff token of audience svc-booking from svc-ops (the tokens the catalog's
 * screens use too); a 401 (keys rotated, role changed) gets one new token and one repeat.
 */
export class AllotmentsApi {
  private readonly tokens: StaffTokenSource;

  constructor(csrfToken: string, onSessionEnded: () => void) {
    this.tokens = new StaffTokenSource({ audience: 'svc-booking', csrfToken, onSessionEnded });
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
    let res = await attempt(await this.tokens.token());
    if (res.status === 401) res = await attempt(await this.tokens.renew());
    if (!res.ok) throw await toApiRequestError(res);
    const text = res.status === 204 ? '' : await res.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    return options.schema ? options.schema.parse(data) : (data as T);
  }
}

/** The staff session ended while on this page: the back office's session is dropped, which shows the sign-in. */
export function useAllotmentsApi(session: StaffSession): AllotmentsApi {
  const client = useQueryClient();
  return useMemo(
    () => new AllotmentsApi(session.csrfToken, () => client.setQueryData(adminKeys.session, null)),
    [session.csrfToken, client],
  );
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
