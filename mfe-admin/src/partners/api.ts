import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@vip/contracts/http';
import {
  overlapSchema,
  partnerCreateSchema,
  partnerKeyCreateSchema,
  partnerTermsCreateSchema,
  partnerUpdateSchema,
  partnerWebhookUpdateSchema,
  partnerKeyCreatedSchema,
  partnerKeySchema,
  partnerListSchema,
  partnerSchema,
  partnerWebhookSchema,
  partnerWebhookSecretSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  type Partner,
  type PartnerWebhook,
  type PartnerWebhookSecret,
  type StaffSession,
  type WebhookDeliveryStatus,
} from '@vip/contracts/schemas';

const PARTNERS = '/api/admin/partners';

// What the calls send: the bodies as the contract's schemas read them (the server parses them again).
type PartnerCreate = z.input<typeof partnerCreateSchema>;
type PartnerUpdate = z.input<typeof partnerUpdateSchema>;
type PartnerTermsCreate = z.input<typeof partnerTermsCreateSchema>;
type PartnerKeyCreate = z.input<typeof partnerKeyCreateSchema>;
type PartnerWebhookUpdate = z.input<typeof partnerWebhookUpdateSchema>;
type Overlap = z.input<typeof overlapSchema>;

/** What the partner list is filtered by: a search and active, inactive or both. */
export interface PartnerListFilter {
  q: string;
  active: 'all' | 'true' | 'false';
}

/** The back office's partner paths (svc-ops, `/api/admin/partners*`). */
export const partnerPaths = {
  list: ({ q, active }: PartnerListFilter) => {
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (active !== 'all') query.set('active', active);
    const search = query.toString();
    return search ? `${PARTNERS}?${search}` : PARTNERS;
  },
  create: PARTNERS,
  one: (id: string) => `${PARTNERS}/${encodeURIComponent(id)}`,
  terms: (id: string) => `${partnerPaths.one(id)}/terms`,
  oneTerms: (id: string, termsId: string) => `${partnerPaths.terms(id)}/${encodeURIComponent(termsId)}`,
  keys: (id: string) => `${partnerPaths.one(id)}/keys`,
  keyAction: (id: string, keyId: string, action: 'rotate' | 'revoke') =>
    `${partnerPaths.keys(id)}/${encodeURIComponent(keyId)}/${action}`,
  webhook: (id: string) => `${partnerPaths.one(id)}/webhook`,
  rotateSecret: (id: string) => `${partnerPaths.webhook(id)}/rotate-secret`,
  deliveries: (id: string, status: WebhookDeliveryStatus | 'all', cursor?: string) => {
    const query = new URLSearchParams();
    if (status !== 'all') query.set('status', status);
    if (cursor) query.set('cursor', cursor);
    const search = query.toString();
    return `${partnerPaths.one(id)}/webhook-deliveries${search ? `?${search}` : ''}`;
  },
  replay: (id: string, deliveryId: string) =>
    `${partnerPaths.one(id)}/webhook-deliveries/${encodeURIComponent(deliveryId)}/replay`,
  /** A plain download: the browser sends the session cookie and saves the attachment. */
  statement: (id: string, month: string, format: 'csv' | 'pdf') =>
    `${partnerPaths.one(id)}/statements/${encodeURIComponent(month)}.${format}`,
};

/** Query keys of the partner screens: everything under ['partners'] refreshes together. */
export const partnerKeys = {
  all: ['partners'] as const,
  list: (filter: PartnerListFilter) => ['partners', 'list', filter] as const,
  detail: (id: string) => ['partners', 'detail', id] as const,
  deliveries: (id: string, status: WebhookDeliveryStatus | 'all') => ['partners', 'deliveries', id, status] as const,
};

/** Unsafe calls carry the session's CSRF token; `baseUrl` is for the contract tests. */
export interface Writer {
  csrfToken: string;
  baseUrl?: string;
}

/** The partner API calls, one function per route, each answer checked with the contract's schema. */
export const partnerCalls = {
  list: (filter: PartnerListFilter, baseUrl = '', signal?: AbortSignal) =>
    apiRequest('GET', baseUrl + partnerPaths.list(filter), { schema: partnerListSchema, signal }),
  get: (id: string, baseUrl = '', signal?: AbortSignal) =>
    apiRequest('GET', baseUrl + partnerPaths.one(id), { schema: partnerSchema, signal }),
  create: (input: PartnerCreate, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + partnerPaths.create, { body: input, csrfToken, schema: partnerSchema }),
  update: (id: string, input: PartnerUpdate, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('PATCH', baseUrl + partnerPaths.one(id), { body: input, csrfToken, schema: partnerSchema }),
  addTerms: (id: string, input: PartnerTermsCreate, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + partnerPaths.terms(id), { body: input, csrfToken, schema: partnerSchema }),
  removeTerms: (id: string, termsId: string, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('DELETE', baseUrl + partnerPaths.oneTerms(id, termsId), { csrfToken, schema: partnerSchema }),
  createKey: (id: string, input: PartnerKeyCreate, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + partnerPaths.keys(id), { body: input, csrfToken, schema: partnerKeyCreatedSchema }),
  rotateKey: (id: string, keyId: string, overlap: Overlap, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + partnerPaths.keyAction(id, keyId, 'rotate'), {
      body: overlap,
      csrfToken,
      schema: partnerKeyCreatedSchema,
    }),
  revokeKey: (id: string, keyId: string, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + partnerPaths.keyAction(id, keyId, 'revoke'), { csrfToken, schema: partnerKeySchema }),
  /** The first address answers the signing secret (shown once); a later change answers the endpoint without it. */
  setWebhook: (
    id: string,
    input: PartnerWebhookUpdate,
    { csrfToken, baseUrl = '' }: Writer,
  ): Promise<PartnerWebhookSecret | PartnerWebhook> =>
    apiRequest('PUT', baseUrl + partnerPaths.webhook(id), {
      body: input,
      csrfToken,
      schema: partnerWebhookSecretSchema.or(partnerWebhookSchema),
    }),
  rotateWebhookSecret: (id: string, overlap: Overlap, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + partnerPaths.rotateSecret(id), {
      body: overlap,
      csrfToken,
      schema: partnerWebhookSecretSchema,
    }),
  removeWebhook: (id: string, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest<void>('DELETE', baseUrl + partnerPaths.webhook(id), { csrfToken }),
  deliveries: (
    id: string,
    status: WebhookDeliveryStatus | 'all',
    cursor: string | undefined,
    baseUrl = '',
    signal?: AbortSignal,
  ) =>
    apiRequest('GET', baseUrl + partnerPaths.deliveries(id, status, cursor), {
      schema: webhookDeliveryListSchema,
      signal,
    }),
  replay: (id: string, deliveryId: string, { csrfToken, baseUrl = '' }: Writer) =>
    apiRequest('POST', baseUrl + partnerPaths.replay(id, deliveryId), { csrfToken, schema: webhookDeliverySchema }),
};

export const hasSecret = (webhook: PartnerWebhookSecret | PartnerWebhook): webhook is PartnerWebhookSecret =>
  'secret' in webhook && typeof webhook.secret === 'string';

export function usePartnerList(filter: PartnerListFilter, enabled = true) {
  return useQuery({
    queryKey: partnerKeys.list(filter),
    queryFn: ({ signal }) => partnerCalls.list(filter, '', signal),
    enabled,
  });
}

export function usePartner(id: string) {
  return useQuery({ queryKey: partnerKeys.detail(id), queryFn: ({ signal }) => partnerCalls.get(id, '', signal) });
}

export function useCreatePartner(session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PartnerCreate) => partnerCalls.create(input, session),
    onSuccess: (partner) => client.setQueryData(partnerKeys.detail(partner.id), partner),
    onSettled: () => client.invalidateQueries({ queryKey: [...partnerKeys.all, 'list'] }),
  });
}

/**
 * A call whose answer carries a key or a signing secret: the screen takes the value for its one-time dialog and resets
 * the mutation, and nothing keeps the finished mutation (and the value) in the cache.
 */
const SECRET_BEARING = { gcTime: 0 } as const;

/**
 * Every change of one partner. An answer that is the partner replaces the cached one; the others (a key, the web
 * hook) reload it. The list's columns (terms, keys, web hook) follow either way.
 */
export function usePartnerMutations(id: string, session: StaffSession) {
  const client = useQueryClient();
  const keep = (partner: Partner) => client.setQueryData(partnerKeys.detail(id), partner);
  const settled = async () => {
    await client.invalidateQueries({ queryKey: partnerKeys.detail(id) });
    await client.invalidateQueries({ queryKey: [...partnerKeys.all, 'list'] });
  };
  const listSettled = () => client.invalidateQueries({ queryKey: [...partnerKeys.all, 'list'] });
  return {
    update: useMutation({
      mutationFn: (input: PartnerUpdate) => partnerCalls.update(id, input, session),
      onSuccess: keep,
      onSettled: listSettled,
    }),
    addTerms: useMutation({
      mutationFn: (input: PartnerTermsCreate) => partnerCalls.addTerms(id, input, session),
      onSuccess: keep,
      onSettled: listSettled,
    }),
    removeTerms: useMutation({
      mutationFn: (termsId: string) => partnerCalls.removeTerms(id, termsId, session),
      onSuccess: keep,
      onSettled: listSettled,
    }),
    createKey: useMutation({
      ...SECRET_BEARING,
      mutationFn: (input: PartnerKeyCreate) => partnerCalls.createKey(id, input, session),
      onSettled: settled,
    }),
    rotateKey: useMutation({
      ...SECRET_BEARING,
      mutationFn: ({ keyId, overlapHours }: { keyId: string; overlapHours: number }) =>
        partnerCalls.rotateKey(id, keyId, { overlapHours }, session),
      onSettled: settled,
    }),
    revokeKey: useMutation({
      mutationFn: (keyId: string) => partnerCalls.revokeKey(id, keyId, session),
      onSettled: settled,
    }),
    setWebhook: useMutation({
      ...SECRET_BEARING,
      mutationFn: (input: PartnerWebhookUpdate) => partnerCalls.setWebhook(id, input, session),
      onSettled: settled,
    }),
    rotateWebhookSecret: useMutation({
      ...SECRET_BEARING,
      mutationFn: (overlapHours: number) => partnerCalls.rotateWebhookSecret(id, { overlapHours }, session),
      onSettled: settled,
    }),
    removeWebhook: useMutation({
      mutationFn: () => partnerCalls.removeWebhook(id, session),
      onSettled: settled,
    }),
  };
}

/** The delivery log, newest first, a page at a time. */
export function useWebhookDeliveries(id: string, status: WebhookDeliveryStatus | 'all') {
  return useInfiniteQuery({
    queryKey: partnerKeys.deliveries(id, status),
    queryFn: ({ pageParam, signal }) => partnerCalls.deliveries(id, status, pageParam, '', signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useReplayDelivery(id: string, session: StaffSession) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => partnerCalls.replay(id, deliveryId, session),
    onSettled: () => client.invalidateQueries({ queryKey: ['partners', 'deliveries', id] }),
  });
}
