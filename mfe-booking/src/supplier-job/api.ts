import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@vip/contracts/http';
import {
  supplierAllotmentChangeSchema,
  supplierAllotmentListSchema,
  supplierAllotmentPublishSchema,
  supplierAllotmentSchema,
  supplierJobAnswerSchema,
  supplierJobSchema,
  type SupplierAllotment,
  type SupplierAllotmentChange,
  type SupplierAllotmentList,
  type SupplierAllotmentPublish,
  type SupplierJob,
  type SupplierJobAnswerInput,
} from '@vip/contracts/schemas';

/** The supplier's job link: the token in the page's path is the only credential. */
export const supplierJobKeys = {
  job: (token: string) => [`/api/supplier-jobs/${encodeURIComponent(token)}`] as const,
  answers: (token: string) => [`/api/supplier-jobs/${encodeURIComponent(token)}/answers`] as const,
  allotments: (token: string) => [`/api/supplier-jobs/${encodeURIComponent(token)}/allotments`] as const,
};

const allotmentPath = (token: string, id: string) =>
  `${supplierJobKeys.allotments(token)[0]}/${encodeURIComponent(id)}`;

/** GET /api/supplier-jobs/{token}; a link that is not valid any more is an ApiRequestError with status 404. */
export function fetchSupplierJob(token: string, baseUrl = '', signal?: AbortSignal): Promise<SupplierJob> {
  return apiRequest('GET', baseUrl + supplierJobKeys.job(token)[0], { schema: supplierJobSchema, signal });
}

/** POST /api/supplier-jobs/{token}/answers: the same answer again changes nothing. */
export function postSupplierJobAnswer(
  token: string,
  answer: SupplierJobAnswerInput,
  baseUrl = '',
): Promise<SupplierJob> {
  supplierJobAnswerSchema.parse(answer);
  return apiRequest('POST', baseUrl + supplierJobKeys.answers(token)[0], { body: answer, schema: supplierJobSchema });
}

/** A refused link (400 or 404) is no error to retry: the page says so plainly. */
export const linkRefused = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export function useSupplierJob(token: string) {
  return useQuery({
    queryKey: supplierJobKeys.job(token),
    queryFn: ({ signal }) => fetchSupplierJob(token, '', signal),
    retry: (count, error) => !linkRefused(error) && count < 1,
  });
}

export function useAnswerSupplierJob(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: SupplierJobAnswerInput) => postSupplierJobAnswer(token, answer),
    onSuccess: (job) => client.setQueryData(supplierJobKeys.job(token), job),
  });
}

/** GET /api/supplier-jobs/{token}/allotments: the supplier's own seats at the job's airport. */
export function fetchSupplierAllotments(
  token: string,
  baseUrl = '',
  signal?: AbortSignal,
): Promise<SupplierAllotmentList> {
  return apiRequest('GET', baseUrl + supplierJobKeys.allotments(token)[0], {
    schema: supplierAllotmentListSchema,
    signal,
  });
}

/** POST /api/supplier-jobs/{token}/allotments: the airport and supplier are the link's. */
export function postSupplierAllotment(
  token: string,
  seats: SupplierAllotmentPublish,
  baseUrl = '',
): Promise<SupplierAllotment> {
  supplierAllotmentPublishSchema.parse(seats);
  return apiRequest('POST', baseUrl + supplierJobKeys.allotments(token)[0], {
    body: seats,
    schema: supplierAllotmentSchema,
  });
}

/** PATCH /api/supplier-jobs/{token}/allotments/{id}: the version read; never below the seats taken (a 409). */
export function patchSupplierAllotment(
  token: string,
  id: string,
  change: SupplierAllotmentChange,
  baseUrl = '',
): Promise<SupplierAllotment> {
  supplierAllotmentChangeSchema.parse(change);
  return apiRequest('PATCH', baseUrl + allotmentPath(token, id), { body: change, schema: supplierAllotmentSchema });
}

/** DELETE /api/supplier-jobs/{token}/allotments/{id}: refused (409) while bookings hold its seats. */
export function deleteSupplierAllotment(token: string, id: string, baseUrl = ''): Promise<void> {
  return apiRequest<void>('DELETE', baseUrl + allotmentPath(token, id));
}

export function useSupplierAllotments(token: string) {
  return useQuery({
    queryKey: supplierJobKeys.allotments(token),
    queryFn: ({ signal }) => fetchSupplierAllotments(token, '', signal),
    retry: (count, error) => !linkRefused(error) && count < 1,
  });
}

/** An answer about a row the page no longer knows as it is (changed, withdrawn elsewhere): read the list again. */
const staleRow = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 409);

/** Publish, change and withdraw: each success updates the list in place; a stale row reloads it. */
export function useSupplierAllotmentMutations(token: string) {
  const client = useQueryClient();
  const key = supplierJobKeys.allotments(token);
  const update = (change: (rows: SupplierAllotment[]) => SupplierAllotment[]) =>
    client.setQueryData<SupplierAllotmentList>(key, (list) => list && { allotments: change(list.allotments) });
  const onError = (error: unknown) => {
    if (staleRow(error)) void client.invalidateQueries({ queryKey: key });
  };
  return {
    publish: useMutation({
      mutationFn: (seats: SupplierAllotmentPublish) => postSupplierAllotment(token, seats),
      onSuccess: (row) => update((rows) => [...rows, row]),
      onError,
    }),
    change: useMutation({
      mutationFn: ({ id, change }: { id: string; change: SupplierAllotmentChange }) =>
        patchSupplierAllotment(token, id, change),
      onSuccess: (row) => update((rows) => rows.map((r) => (r.id === row.id ? row : r))),
      onError,
    }),
    withdraw: useMutation({
      mutationFn: (id: string) => deleteSupplierAllotment(token, id),
      onSuccess: (_none, id) => update((rows) => rows.filter((r) => r.id !== id)),
      onError,
    }),
  };
}
